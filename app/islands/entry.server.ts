import { readFileSync } from "node:fs";
import path from "node:path";

const ENTRY = "app/islands/main.ts";

/**
 * The URL of the islands' script for the page's `<script type="module">`. In a build, from the
 * manifest of the islands' own Vite build (vite.islands.config.ts), which runs before the pages
 * are prerendered; in development, the source module, which Vite's dev server serves as it is.
 */
export function islandsEntryUrl(): string {
  if (import.meta.env.DEV) return `/${ENTRY}`;
  const manifestFile = path.resolve(process.env.BUILD_DIR || "build", "client/.vite/islands-manifest.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, { file: string }>;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`${manifestFile} has no entry for ${ENTRY}`);
  return `/${entry.file}`;
}
