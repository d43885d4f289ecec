/**
 * `own-scripts.json`, at the top of a build beside build-info.json: the CSP sources
 * ('sha256-…') of the inline scripts the build itself writes into pages. The server puts in a
 * page's CSP only the hashes of its inline scripts that are on this list (server/site/pages.ts),
 * so a `<script>` that reached a page through its content (an uploaded SVG, say) never runs.
 *
 * How the list is made (astro.config.ts, the `own-scripts` integration): Astro's own CSP support
 * (`security.csp`) hashes what Astro itself writes as inline script (its island loader and the
 * client directives, and our bundled `<script>`s that it inlines), from its build, never from
 * the pages' HTML; Page.astro adds the hash of its one `is:inline` script (`Astro.csp`), whose
 * text it makes itself. Astro hands these per page to an adapter with `staticHeaders`, whose
 * headers the integration gathers here; the pages get no `<meta>` CSP. The list is every hash
 * Astro would allow on any page of the build (a few, such as its development loader, appear on
 * none); never one read from a page's HTML. Decision 031.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const ownScriptsFile = (buildDir: string) => path.join(buildDir, "own-scripts.json");

/** The build's own inline scripts' CSP sources ('sha256-…'), or undefined where it has no list. */
export function readOwnScripts(buildDir: string): string[] | undefined {
  const file = ownScriptsFile(buildDir);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as { scripts: string[] }).scripts
    : undefined;
}

export function writeOwnScripts(buildDir: string, scripts: Iterable<string>): void {
  writeFileSync(
    ownScriptsFile(buildDir),
    JSON.stringify({ scripts: [...new Set(scripts)].sort() }, null, 2) + "\n",
  );
}

/** The 'sha256-…' sources of a CSP's `script-src` directive. */
export function scriptSrcHashes(csp: string): string[] {
  const directive = csp
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === "script-src");
  return (directive ?? []).filter((source) => /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/.test(source));
}
