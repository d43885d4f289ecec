import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildInfoFile } from "../../server/site/build-info";
import { ownScriptsFile } from "../../server/site/own-scripts";
import { buildDir, htmlFileOf, requireBuild } from "./build";

/**
 * What an SVG with script would put into a page, were it written in (decision 031): an inline
 * `<script>`, and an SVG whose `onload` runs script. Each, if it ran, would mark the window and
 * change the page's title.
 */
export const injectedScript = `window.__injected = "script"; document.title = "owned by a script";`;
export const injectedMarkup =
  `<script>${injectedScript}</script>` +
  `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" ` +
  `onload="window.__injected = 'svg'; document.title = 'owned by an svg'"><rect width="1" height="1"/></svg>`;

/**
 * A copy of the build (its pages, own-scripts.json and build-info.json; the compiled server is not
 * needed) in a temporary folder, where the page at `url` has `injectedMarkup` written into its
 * main content, as a picture's markup would be. Its precompressed copies are removed, so the
 * server compresses the page as changed.
 */
export function injectedBuild(url: string): { dir: string; html: string; remove: () => void } {
  requireBuild();
  const dir = mkdtempSync(path.join(os.tmpdir(), "injected-build-"));
  cpSync(path.join(buildDir, "client"), path.join(dir, "client"), { recursive: true });
  cpSync(buildInfoFile(buildDir), buildInfoFile(dir));
  cpSync(ownScriptsFile(buildDir), ownScriptsFile(dir));
  const file = path.join(dir, path.relative(buildDir, htmlFileOf(url)));
  const original = readFileSync(file, "utf8");
  if (!original.includes("</main>")) throw new Error(`${file} has no </main> to write into`);
  const html = original.replace("</main>", `${injectedMarkup}</main>`);
  writeFileSync(file, html);
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
  return { dir, html, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
