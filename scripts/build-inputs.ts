/**
 * What `npm run build` (scripts/build.ts) reads, so that `npm start` rebuilds when any of it is
 * newer than the build (scripts/ensure-build.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The build's sources and settings: the pages (app/), their content (content/, public/), Astro's config,
 * the TypeScript settings and installed packages it compiles with, and the build steps around it.
 */
export const buildInputs = [
  "app",
  "content",
  "public",
  "astro.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/build.ts",
  "scripts/postbuild.ts",
];

/** The latest modification time of a file, or of any file under a folder (0 when missing). */
function newest(file: string): number {
  if (!existsSync(file)) return 0;
  if (!statSync(file).isDirectory()) return statSync(file).mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(file)) latest = Math.max(latest, newest(path.join(file, entry)));
  return latest;
}

/** Why the build in `buildDir` must be made again, or undefined when it is up to date. */
export function staleReason(root: string, buildDir: string): string | undefined {
  const infoFile = path.join(buildDir, "build-info.json");
  if (!existsSync(infoFile)) return "no build yet";
  const { builtAt } = JSON.parse(readFileSync(infoFile, "utf8")) as { builtAt: string };
  const changed = buildInputs.find((input) => newest(path.join(root, input)) > Date.parse(builtAt));
  return changed && `${changed} changed since the last build`;
}
