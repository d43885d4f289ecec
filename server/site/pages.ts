import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  defaultLocale,
  localeCodes,
  localeFromPath,
  localizePath,
  stripLocale,
  type Locale,
} from "../../app/i18n/locales";
import { contactResultPaths } from "../../app/contact/results";
import { receiptPaths } from "../../app/contact/receipt";
import type { SitemapPage } from "../../app/seo/sitemap";
import { editorPath, notFoundPath } from "../../app/site";
import { readBuildInfo } from "./build-info";
import { readOwnScripts } from "./own-scripts";

/** One prerendered page, held in memory with its compressed forms and its own CSP script hashes. */
export interface PageFile {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /**
   * The page's CSP sources ('sha256-…'): of its inline scripts that the build itself wrote (on the
   * build's list, own-scripts.json: any other inline script, come with the content, does not
   * run), and of each of its style elements.
   */
  hashes: { scripts: string[]; styles: string[] };
}

export interface SiteBuild {
  /** Page URL (e.g. "/ar/about") to its file. */
  pages: Map<string, PageFile>;
  /** Every page of the sitemap: its language-neutral path ("/about"), its languages if not all,
   * its last change (an article). */
  sitemapPages: SitemapPage[];
  /** The not-found page per language. */
  notFound: Record<Locale, PageFile>;
  /** Where the contact form lands without JavaScript, by URL (not indexed, not in the sitemap). */
  contactResults: Map<string, PageFile>;
  /** Where the link in a confirmation email leads, by URL (not indexed, not in the sitemap). */
  receipts: Map<string, PageFile>;
  /** The editor at /admin, and the origins its configuration talks to (its CSP), if built. */
  editor?: { page: PageFile; origins: string[] };
  clientDir: string;
}

const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;
const inlineStyle = /<style[^>]*>([\s\S]*?)<\/style>/g;

function hashesOf(html: string, element: RegExp): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(element)) {
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/** The CSP sources of a page's inline scripts (not its JSON-LD data blocks). */
export const scriptHashes = (html: string) => hashesOf(html, inlineScript);
/** The CSP sources of a page's `<style>` elements. */
export const styleHashes = (html: string) => hashesOf(html, inlineStyle);

/** A page's file: `about/index.html`, or `404.html` for Astro's not-found page at the root. */
function htmlFile(clientDir: string, url: string): string {
  const asDirectory = path.join(clientDir, url === "/" ? "" : url, "index.html");
  return existsSync(asDirectory) ? asDirectory : path.join(clientDir, `${url}.html`);
}

/**
 * A page as the server holds it. `ownScripts` is the build's list of the scripts it wrote itself
 * (server/site/own-scripts.ts): of the page's inline scripts, only those on it are allowed, so that
 * one that came in with the content (an SVG's `<script>`) is refused by the browser.
 */
function pageFile(
  html: string,
  ownScripts: ReadonlySet<string>,
  compressed?: { br: Buffer; gzip: Buffer },
): PageFile {
  const body = Buffer.from(html);
  return {
    body,
    br: compressed?.br ?? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: compressed?.gzip ?? gzipSync(body, { level: 9 }),
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    hashes: { scripts: scriptHashes(html).filter((hash) => ownScripts.has(hash)), styles: styleHashes(html) },
  };
}

/**
 * Loads every prerendered page of a build, as built: the origin in its links is the one it was
 * built for (build-info.json; the server's start compares it with SITE_URL, server/main.ts).
 */
export function loadSite(buildDir: string): SiteBuild {
  const clientDir = path.join(buildDir, "client");
  const info = readBuildInfo(buildDir);
  if (!info) {
    throw new Error(`No build found in ${buildDir}: run "npm run build" first.`);
  }
  const ownScriptList = readOwnScripts(buildDir);
  if (!ownScriptList) {
    throw new Error(`The build in ${buildDir} has no list of its own scripts: run "npm run build" again.`);
  }
  const ownScripts = new Set(ownScriptList);

  const load = (url: string): PageFile => {
    const file = htmlFile(clientDir, url);
    const html = readFileSync(file, "utf8");
    const read = (ext: string) => (existsSync(file + ext) ? readFileSync(file + ext) : undefined);
    const br = read(".br");
    const gzip = read(".gz");
    return pageFile(html, ownScripts, br && gzip ? { br, gzip } : undefined);
  };

  // The build's pages are the site's pages: each `index.html` (the service and product pages are
  // one per content file), less the not-found, contact result and receipt pages, which are served
  // apart.
  const apart = new Set([
    ...localeCodes.flatMap((locale) =>
      [notFoundPath, ...contactResultPaths, ...receiptPaths].map((page) => localizePath(page, locale)),
    ),
    editorPath,
  ]);
  const urls = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => "/" + file.replace(/\/?index\.html$/, ""))
    .filter((url) => !apart.has(url))
    .sort();
  const pages = new Map(urls.map((url) => [url, load(url)]));
  // The build's list of its pages, with their languages (an article may be in one); a build
  // without one (made before it was kept) lists the default language's pages in every language.
  const sitemapPages: SitemapPage[] =
    (info.pages as SitemapPage[] | undefined) ??
    urls.filter((url) => localeFromPath(url) === defaultLocale).map((url) => stripLocale(url));
  const missing = sitemapPages.flatMap((page) => {
    const { path: neutral, langs = localeCodes } = typeof page === "string" ? { path: page } : page;
    return langs.map((locale) => localizePath(neutral, locale)).filter((url) => !pages.has(url));
  });
  if (missing.length > 0)
    throw new Error(`The build in ${buildDir} lacks ${missing.join(", ")}: rebuild it.`);
  const loadEach = (paths: readonly string[]) =>
    new Map(
      localeCodes.flatMap((locale) =>
        paths.map((page) => localizePath(page, locale)).map((url) => [url, load(url)] as const),
      ),
    );
  const contactResults = loadEach(contactResultPaths);
  const receipts = loadEach(receiptPaths);
  const notFound = Object.fromEntries(
    localeCodes.map((locale) => [locale, load(localizePath(notFoundPath, locale))]),
  ) as Record<Locale, PageFile>;
  const editorConfig = path.join(clientDir, editorPath, "config.yml");
  const editor = existsSync(editorConfig)
    ? { page: load(editorPath), origins: editorOrigins(readFileSync(editorConfig, "utf8")) }
    : undefined;
  return { pages, sitemapPages, notFound, contactResults, receipts, editor, clientDir };
}

/**
 * The origins the editor's configuration (JSON, app/admin/config.ts) sends requests to: its git
 * host's sign-in (`base_url`) and API (`api_root`), each Decap's default for the host where the
 * configuration names none, and the local backend of `npm run cms`.
 */
export function editorOrigins(configText: string): string[] {
  const config = JSON.parse(configText) as {
    backend: { name: string; base_url?: string; api_root?: string };
    local_backend?: { url: string };
  };
  const defaults: Record<string, { base_url?: string; api_root?: string }> = {
    gitlab: { base_url: "https://gitlab.com", api_root: "https://gitlab.com/api/v4" },
    github: { base_url: "https://api.netlify.com", api_root: "https://api.github.com" },
  };
  const { backend, local_backend } = config;
  const host = defaults[backend.name] ?? {};
  const urls = [backend.base_url ?? host.base_url, backend.api_root ?? host.api_root, local_backend?.url];
  return [...new Set(urls.filter((url): url is string => !!url).map((url) => new URL(url).origin))];
}
