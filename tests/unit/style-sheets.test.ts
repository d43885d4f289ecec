import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { editorPath } from "../../app/site";
import { clientDir, htmlFileOf, prerenderedUrls, requireBuild } from "../support/build";
import { tags } from "../support/html";

/**
 * The build ships no style sheet that no page (or the editor, /admin) links: every CSS file Astro
 * emits, the islands' included, is linked from a page (decision 012). Needs a build (`npm run build`;
 * `npm test` builds first).
 */
describe("the build's style sheets", () => {
  it("are each linked from a prerendered page", () => {
    requireBuild();
    const linked = new Set(
      [...prerenderedUrls.map(({ url }) => url), editorPath].flatMap((url) =>
        tags(readFileSync(htmlFileOf(url), "utf8"), "link")
          .filter(({ attrs }) => attrs.rel === "stylesheet")
          .map(({ attrs }) => attrs.href!.split(/[?#]/)[0]),
      ),
    );
    const built = readdirSync(path.join(clientDir, "assets"))
      .filter((file) => file.endsWith(".css"))
      .map((file) => `/assets/${file}`);
    expect(built.length).toBeGreaterThan(0);
    expect(built.filter((file) => !linked.has(file))).toEqual([]);
  });
});
