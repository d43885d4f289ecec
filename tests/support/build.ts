import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { localeFromPath, localizePath, localeCodes, type Locale } from "../../app/i18n/locales";
import { buildDir, clientDir } from "../../app/settings";
import { notFoundPath, pagePaths, prerenderPaths } from "../../app/site";
import { catalogue } from "./content";

/**
 * The build that tests read: `BUILD_DIR` (default "build"), made by `npm run build`. `npm test`
 * builds before it runs the tests, so a missing build is a failure, never a skip.
 */
export { buildDir, clientDir } from "../../app/settings";

export interface BuildInfo {
  siteUrl: string;
  builtAt: string;
}

export function requireBuild(): BuildInfo {
  const infoFile = path.join(buildDir, "build-info.json");
  if (!existsSync(infoFile)) {
    throw new Error(
      `No build in ${buildDir}. Run "npm run build" first (or BUILD_DIR=<dir> npm run build and the ` +
        `same BUILD_DIR for the tests); "npm test" builds before it tests.`,
    );
  }
  return JSON.parse(readFileSync(infoFile, "utf8")) as BuildInfo;
}

/** Every page URL of the site with its language: each page in each language. */
export const pageUrls: ReadonlyArray<{ url: string; lang: Locale; path: string }> = localeCodes.flatMap(
  (lang) => pagePaths(catalogue).map((path) => ({ url: localizePath(path, lang), lang, path })),
);

/** The not-found page's prerendered URL in each language. */
export const notFoundUrls = localeCodes.map((lang) => ({ url: localizePath(notFoundPath, lang), lang }));

/** Every prerendered URL (pages, not-found pages, the contact form's no-JavaScript result pages). */
export const prerenderedUrls: ReadonlyArray<{ url: string; lang: Locale }> = prerenderPaths(catalogue).map(
  (url) => ({
    url,
    lang: localeFromPath(url),
  }),
);

/** Prerendered pages that are neither site pages nor the not-found page (e.g. form result pages). */
export const otherPrerenderedUrls = prerenderedUrls.filter(
  ({ url }) => !pageUrls.some((p) => p.url === url) && !notFoundUrls.some((p) => p.url === url),
);

/** The URL a prerendered HTML file is served at: `about/index.html` is /about, `404.html` is /404. */
export function urlOfHtmlFile(file: string): string {
  const relative = path.relative(clientDir, file).split(path.sep).join("/");
  return "/" + relative.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
}

/** The prerendered HTML file of a page URL (`about/index.html`; Astro's root not-found page is `404.html`). */
export function htmlFileOf(url: string): string {
  const asDirectory = path.join(clientDir, url === "/" ? "" : url, "index.html");
  return existsSync(asDirectory) ? asDirectory : path.join(clientDir, `${url}.html`);
}
