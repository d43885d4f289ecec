/**
 * Size budgets, measured on the build output so they are deterministic: for every
 * prerendered page, both languages and the not-found pages, the gzip size (zlib level 9) of its
 * style sheets (`<link rel="stylesheet">`) and of the HTML itself; and of the sheets every page
 * links, the shell's base (tokens, reset, typography, header, menus, footer, fonts' faces), which
 * stays small because each component's styles are linked only by the pages that show it
 * (decision 022). Script has no budget here any
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
  css: { file: string; gzip: number }[];
  html: number;
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function findPages(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) findPages(file, found);
    else if (entry.endsWith(".html")) found.push(file);
  }
  return found;
}

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attrs[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? "";
  }
  return attrs;
}

/** A URL in the page ("/assets/x.js") or in a chunk ("./x.js") to the file in the build. */
function resolveFile(specifier: string, fromFile: string | undefined, where: string): string {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(specifier)) {
    throw new Error(
      `${where} loads ${specifier} from another origin; budgets only count the site's own files`,
    );
  }
  const clean = specifier.split(/[?#]/)[0]!;
  const file = clean.startsWith("/")
    ? path.join(clientDir, clean)
    : path.resolve(fromFile ? path.dirname(fromFile) : clientDir, clean);
  if (!existsSync(file)) throw new Error(`${where} loads ${specifier}, which is not in the build (${file})`);
  return file;
}

function measurePage(htmlFile: string): PageSizes {
  const url = urlOfHtmlFile(htmlFile);
  const html = readFileSync(htmlFile, "utf8");
  const css: string[] = [];
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(match[0].slice(5, -1));
    const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
    if (attrs.href && rel.includes("stylesheet")) css.push(resolveFile(attrs.href, undefined, url));
  }
  const rel = (file: string) => path.relative(clientDir, file).split(path.sep).join("/");
  return {
    url,
    css: [...new Set(css)].map((file) => ({ file: rel(file), gzip: gzipSize(file) })),
    html: gzipSync(readFileSync(htmlFile), { level: 9 }).length,
  };
}

const sum = (items: { gzip: number }[]) => items.reduce((total, item) => total + item.gzip, 0);
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
      const over = sum(page.css) > budgets.css || page.html > budgets.html;
      return `${page.url.padEnd(44)} ${kb(sum(page.css)).padStart(7)} ${kb(page.html).padStart(7)}${over ? "  over" : ""}`;
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

  it("the style sheets every page links (the shell's base) stay within their budget", () => {
    // The site's pages: the editor (/admin) has a shell of its own.
    const sitePages = new Set(prerenderedUrls.map(({ url }) => url));
    const [first, ...others] = pages.filter((page) => sitePages.has(page.url));
    const shared = first!.css.filter(({ file }) =>
      others.every((page) => page.css.some((item) => item.file === file)),
    );
    expect(shared.length).toBeGreaterThan(0);
    const files = shared.map((item) => `${item.file} ${kb(item.gzip)} KB`).join(", ");
    expect(sum(shared), `${kb(sum(shared))} KB on every page: ${files}`).toBeLessThanOrEqual(
      budgets.sharedCss,
    );
  });

  for (const page of pages) {
    it(`${page.url} stays within its CSS and HTML budgets`, () => {
      const files = page.css.map((item) => `${item.file} ${kb(item.gzip)} KB`).join(", ");
      expect
        .soft(
          sum(page.css),
          `${page.url}: ${kb(sum(page.css))} KB of CSS, budget ${kb(budgets.css)} KB: ${files}`,
        )
        .toBeLessThanOrEqual(budgets.css);
      expect
        .soft(page.html, `${page.url}: ${kb(page.html)} KB of HTML, budget ${kb(budgets.html)} KB`)
        .toBeLessThanOrEqual(budgets.html);
    });
  }
});
