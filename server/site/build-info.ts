/**
 * `build-info.json`, at the top of a build: the origin its pages were built for (SITE_URL at build
 * time, written into every canonical link, alternate, share tag and JSON-LD) and when the build
 * began. `npm run build` writes it last; `npm start` (scripts/start.ts) and the server read it.
 * Node runs this file as it is, from scripts/start.ts (no tsx), so it imports nothing of ours.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface BuildInfo {
  /** The public origin the pages were built for. */
  siteUrl: string;
  /** When the build began (ISO 8601): a source changed since then makes the build stale. */
  builtAt: string;
  /**
   * The pages the sitemap lists (app/site.ts, `listedPages`): each language-neutral path, with
   * its languages when not every language and its last change (an article).
   */
  pages?: Array<{ path: string; langs?: string[]; lastmod?: string }>;
}

export const buildInfoFile = (buildDir: string) => path.join(buildDir, "build-info.json");

/** The build's record, or undefined where there is no (finished) build. */
export function readBuildInfo(buildDir: string): BuildInfo | undefined {
  const file = buildInfoFile(buildDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as BuildInfo) : undefined;
}

export function writeBuildInfo(buildDir: string, info: BuildInfo): void {
  writeFileSync(buildInfoFile(buildDir), JSON.stringify(info, null, 2) + "\n");
}

/** The command that builds the pages for `siteUrl`. */
export const buildCommand = (siteUrl: string) => `SITE_URL=${siteUrl} npm run build`;

/**
 * Why the build in `buildDir` cannot be served as the site at `siteUrl`: there is none (`missing`),
 * or it was made for another origin. Undefined when it can.
 */
export function buildMismatch(
  buildDir: string,
  siteUrl: string,
): { missing: boolean; message: string } | undefined {
  const info = readBuildInfo(buildDir);
  if (!info)
    return { missing: true, message: `No build in ${buildDir}: run "${buildCommand(siteUrl)}" first.` };
  if (info.siteUrl === siteUrl) return undefined;
  return {
    missing: false,
    message:
      `The build in ${buildDir} was made for ${info.siteUrl}, and SITE_URL is ${siteUrl}: the origin is ` +
      `written into the pages at build time. Build them for this origin: ${buildCommand(siteUrl)}`,
  };
}
