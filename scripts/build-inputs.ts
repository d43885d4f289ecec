/**
 * What `npm run build` (scripts/build.ts) reads, so that `npm start` rebuilds when any of it is
 * newer than the build, or refuses to start with NODE_ENV=production (scripts/start.ts). Node runs
 * this file as it is, from scripts/start.ts (no tsx), so it imports nothing of ours but types.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { BuildInfo } from "../server/site/build-info";

/**
 * The build's sources and settings: the pages (app/), their content (content/, public/), the server
 * compiled beside them (server/), Astro's config, the TypeScript settings and installed packages
 * they compile with, and the build steps around it.
 */
export const buildInputs = [
  "app",
  "content",
  "public",
  "server",
  "astro.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/build.ts",
  "scripts/postbuild.ts",
  "scripts/build-server.ts",
];

/** The latest modification time of a file, or of any file under a folder (0 when missing). */
function newest(file: string): number {
  if (!existsSync(file)) return 0;
  if (!statSync(file).isDirectory()) return statSync(file).mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(file)) latest = Math.max(latest, newest(path.join(file, entry)));
  return latest;
}

/**
 * Why the build must be made again, or undefined when it is up to date: there is none (`info`
 * undefined), it was made for another origin than `siteUrl` (when given), or a build input under
 * `root` changed since it began.
 */
export function staleReason(root: string, info: BuildInfo | undefined, siteUrl?: string): string | undefined {
  if (!info) return "no build yet";
  if (siteUrl !== undefined && info.siteUrl !== siteUrl) {
    return `it was built for ${info.siteUrl}, and SITE_URL is ${siteUrl}`;
  }
  const changed = buildInputs.find((input) => newest(path.join(root, input)) > Date.parse(info.builtAt));
  return changed && `${changed} changed since the last build`;
}
