/**
 * Size budgets, measured on the build output so they are deterministic: for every
 * prerendered page, both languages and the not-found pages, the gzip size (zlib level 9) of the
 * styles written into it (its `<style>` elements, decision 026) and of the HTML itself, styles
 * included; and of the styles every page carries, the shell's base (tokens, reset, typography,
 * header, menus, footer, fonts' faces), which stays small because each component's styles are
 * in the pages that show it only (decision 022). Script has no budget here any
 * more (decision 012): pages without interactive parts load none (a browser test checks),
 * and the benchmark reports each page's script bytes beside its measured speed (bench/).
 * KB here is 1,000 bytes. Fonts depend on which glyphs a page shows, so a browser measures them
 * (tests/e2e/budgets-fonts.spec.ts). `npm test` builds before this runs; run it alone with
 * `npm run build && npx vitest run tests/unit/budgets.test.ts` (BUILD_DIR selects another build).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { buildDir, clientDir, prerenderedUrls, urlOfHtmlFile } from "../support/build";

const KB = 1000;
const budgets = { css: 25 * KB, html: 30 * KB, sharedCss: 5 * KB };

interface PageSizes {
  url: string;
  /** The text of its `<style>` elements, in order. */
  styles: string;
  /** gzip sizes of the styles alone and of the whole HTML. */
  css: number;
  html: number;
}

const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

function findPages(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) findPages(file, found);
    else if (entry.endsWith(".html")) found.push(file);
  }
  return found;
}

function measurePage(htmlFile: string): PageSizes {
  const html = readFileSync(htmlFile, "utf8");
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join("");
  return { url: urlOfHtmlFile(htmlFile), styles, css: gzipSize(styles), html: gzipSize(html) };
}

/** The longest start the texts share. */
function commonStart(texts: string[]): string {
  let length = 0;
  const [first = "", ...others] = texts;
  while (length < first.length && others.every((text) => text[length] === first[length])) length++;
  return first.slice(0, length);
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

describe("size budgets of every prerendered page (gzip)", () => {
  if (!existsSync(clientDir)) {
    it("has a build to measure", () => {
      throw new Error(
        `No build in ${buildDir}: run "npm run build" first (npm test does), or set BUILD_DIR to the build to measure.`,
      );
    });
    return;
  }

  const pages = findPages(clientDir)
    .map(measurePage)
    .sort((a, b) => a.url.localeCompare(b.url));

  afterAll(() => {
    const rows = pages.map((page) => {
      const over = page.css > budgets.css || page.html > budgets.html;
      return `${page.url.padEnd(44)} ${kb(page.css).padStart(7)} ${kb(page.html).padStart(7)}${over ? "  over" : ""}`;
    });
    console.info(
      [
        `Size budgets, gzip level 9, KB = 1,000 bytes (build: ${buildDir})`,
        `${"page".padEnd(44)} ${"CSS KB".padStart(7)} ${"HTML KB".padStart(7)}`,
        `${"budget".padEnd(44)} ${kb(budgets.css).padStart(7)} ${kb(budgets.html).padStart(7)}`,
        ...rows,
      ].join("\n"),
    );
  });

  it("has every prerendered page in the build", () => {
    const built = new Set(pages.map((page) => page.url));
    const missing = prerenderedUrls.map(({ url }) => url).filter((url) => !built.has(url));
    expect(missing, `pages missing from ${clientDir}: is the build stale?`).toEqual([]);
  });

  it("the styles every page carries (the shell's base) stay within their budget", () => {
    // The site's pages: the editor (/admin) has a shell of its own. Astro writes the base first
    // (decision 022), so what every page shares is the start of its styles.
    const sitePages = new Set(prerenderedUrls.map(({ url }) => url));
    const shared = commonStart(pages.filter((page) => sitePages.has(page.url)).map((page) => page.styles));
    expect(shared.length).toBeGreaterThan(1000);
    expect(gzipSize(shared), `${kb(gzipSize(shared))} KB on every page`).toBeLessThanOrEqual(
      budgets.sharedCss,
    );
  });

  for (const page of pages) {
    it(`${page.url} stays within its CSS and HTML budgets`, () => {
      expect
        .soft(page.css, `${page.url}: ${kb(page.css)} KB of styles, budget ${kb(budgets.css)} KB`)
        .toBeLessThanOrEqual(budgets.css);
      expect
        .soft(page.html, `${page.url}: ${kb(page.html)} KB of HTML, budget ${kb(budgets.html)} KB`)
        .toBeLessThanOrEqual(budgets.html);
    });
  }
});
