import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { editorPath } from "../../app/site";
import { clientDir, htmlFileOf, prerenderedUrls, requireBuild } from "../support/build";
import { sourceFiles } from "../support/files";

/**
 * Each component imports its own sheet (decision 022), and Astro writes the sheets a page uses
 * into the page as `<style>` elements (decision 026): the build ships no style sheet file, and a
 * page carries the styles of the components it shows and no others.
 * Needs a build (`npm run build`; `npm test` builds first).
 */

/**
 * The shell's base, on every page whatever it shows (fonts.css brings the web fonts' faces, for
 * visitors without script); and the editor preview's bundle of all sheets.
 */
const base = [
  "app/styles/fonts.css",
  "app/styles/web-fonts.css",
  "app/styles/global.css",
  "app/styles/grid.css",
];
const previewBundle = "app/styles/sections.css";
/** The styles a page carries: the text of its `<style>` elements. */
function pageStyles(url: string): string {
  const html = readFileSync(htmlFileOf(url), "utf8");
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join("\n");
}

/** Splits at the commas, spaces and combinators that stand outside parentheses. */
function splitOutside(text: string, separator: RegExp): string[] {
  const parts = [""];
  let depth = 0;
  for (const char of text) {
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (depth === 0 && separator.test(char)) parts.push("");
    else parts[parts.length - 1] += char;
  }
  return parts.filter((part) => part.trim() !== "");
}

/**
 * The classes a style sheet styles: those of each selector's last compound (`.card:hover .icon`
 * styles `icon`), outside `:not()`, `:has()` and the like, whose classes only say where.
 */
function styledClasses(css: string): Set<string> {
  const classes = new Set<string>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  for (const [, prelude] of withoutComments.matchAll(/([^{};]*)\{/g)) {
    if (prelude!.trim().startsWith("@")) continue;
    for (const selector of splitOutside(prelude!, /,/)) {
      const subject = splitOutside(selector, /[\s>+~]/).at(-1) ?? "";
      let outside = subject;
      while (/\([^()]*\)/.test(outside)) outside = outside.replace(/\([^()]*\)/g, "");
      for (const [, name] of outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name!);
    }
  }
  return classes;
}

/** Every class of the page's elements. */
function pageClasses(url: string): Set<string> {
  const html = readFileSync(htmlFileOf(url), "utf8");
  return new Set(
    [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, value]) => value!.split(/\s+/).filter(Boolean)),
  );
}

const componentSheets = sourceFiles("app", /\.css$/)
  .map((file) => file.split(path.sep).join("/"))
  .filter((file) => !base.includes(file) && file !== previewBundle && !file.startsWith("app/admin/"));

describe("the build's style sheets", () => {
  it("are written into the pages: no style sheet is a file of its own", () => {
    requireBuild();
    const built = readdirSync(path.join(clientDir, "assets")).filter((file) => file.endsWith(".css"));
    expect(built).toEqual([]);
    for (const url of [...prerenderedUrls.map(({ url }) => url), editorPath]) {
      const html = readFileSync(htmlFileOf(url), "utf8");
      expect(html, url).not.toMatch(/<link[^>]*rel="stylesheet"/);
    }
    for (const { url } of prerenderedUrls) expect(pageStyles(url).length, url).toBeGreaterThan(1000);
  });

  it("the reader of selectors finds the classes a rule styles", () => {
    expect([
      ...styledClasses(
        ".a, .b > .c:hover { x: 1 } @media (min-width: 1px) { .d:not(.e) .f.g::after { x: 2 } }\n" +
          "/* .h { } */ .i:has(.j) { x: 3 } .k p:not(.l) { x: 4 } :lang(ar) :is(h1, .m) { x: 5 }",
      ),
    ]).toEqual(["a", "c", "f", "g", "i"]);
  });

  it("the components' own sheets sit beside them, and pages link some of them", () => {
    // Sheets beside components and views, not one sheet for all (decision 022).
    expect(componentSheets.length).toBeGreaterThan(15);
    expect(componentSheets).toContain("app/components/Header.css");
    expect(componentSheets).toContain("app/components/sections/card.css");
  });

  it("give every page the styles of each element it shows", () => {
    requireBuild();
    const styledAnywhere = new Set(
      sourceFiles("app", /\.css$/).flatMap((file) => [...styledClasses(readFileSync(file, "utf8"))]),
    );
    const missing: Record<string, string[]> = {};
    for (const { url } of prerenderedUrls) {
      const styled = styledClasses(pageStyles(url));
      const unstyled = [...pageClasses(url)].filter((name) => styledAnywhere.has(name) && !styled.has(name));
      if (unstyled.length) missing[url] = unstyled.sort();
    }
    expect(missing).toEqual({});
  });

  it("give a page only the sheets of the components it shows", () => {
    requireBuild();
    const loadedUnused: Record<string, string[]> = {};
    const sheets = componentSheets.map((file) => ({
      file,
      classes: [...styledClasses(readFileSync(file, "utf8"))],
    }));
    for (const { url } of prerenderedUrls) {
      const styled = styledClasses(pageStyles(url));
      const shown = pageClasses(url);
      // A component's sheet is in the page when everything it styles is styled there.
      const unused = sheets
        .filter(({ classes }) => classes.every((name) => styled.has(name)))
        .filter(({ classes }) => !classes.some((name) => shown.has(name)))
        .map(({ file }) => file);
      if (unused.length) loadedUnused[url] = unused;
    }
    expect(loadedUnused).toEqual({});
  });
});
