/**
 * Size budgets (issue 5 §4), measured on the build output so they are deterministic: for every
 * prerendered page, both languages and the not-found pages, the gzip size (zlib level 9) of
 *  - the JavaScript loaded before the page is interactive: every `<script src>`, every
 *    `<link rel="modulepreload">`, the modules the inline hydration bootstrap imports (statically
 *    or with `import()`), and the static imports all of those pull in transitively, each file
 *    counted once (dynamic `import()` inside chunks is not on the critical path and is left out);
 *  - the style sheets (`<link rel="stylesheet">`);
 *  - the HTML itself.
 * KB here is 1,000 bytes. Fonts depend on which glyphs a page shows, so a browser measures them
 * (tests/e2e/budgets-fonts.spec.ts). `npm test` builds before this runs; run it alone with
 * `npm run build && npx vitest run tests/unit/budgets.test.ts` (BUILD_DIR selects another build).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { parseAst } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { prerenderPaths } from "../../app/site";

const KB = 1000;
const budgets = { js: 120 * KB, css: 25 * KB, html: 30 * KB };

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const clientDir = path.join(buildDir, "client");

interface PageSizes {
  url: string;
  /** Critical-path scripts, in discovery order, with their gzip sizes. */
  js: { file: string; gzip: number }[];
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
    else if (entry === "index.html") found.push(file);
  }
  return found;
}

function pageUrl(htmlFile: string): string {
  const dir = path.relative(clientDir, path.dirname(htmlFile)).split(path.sep).join("/");
  return dir === "" ? "/" : `/${dir}`;
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

type Node = { type: string; source?: { value?: unknown } | null; value?: unknown };

/** The static imports and re-exports of a module (they are always at its top level). */
function staticImports(code: string): string[] {
  const specifiers: string[] = [];
  for (const node of parseAst(code).body as unknown as Node[]) {
    if (
      (node.type === "ImportDeclaration" ||
        node.type === "ExportAllDeclaration" ||
        node.type === "ExportNamedDeclaration") &&
      typeof node.source?.value === "string"
    ) {
      specifiers.push(node.source.value);
    }
  }
  return specifiers;
}

/**
 * Every module the inline hydration bootstrap loads: its static imports and each `import("…")`
 * anywhere in it. The build defers them until the page has loaded (scripts/defer-hydration.ts),
 * but they are still what the page runs to become interactive, so they all count.
 */
function bootstrapImports(code: string): string[] {
  const specifiers = staticImports(code);
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      const node = value as Node;
      if (node.type === "ImportExpression" && typeof node.source?.value === "string")
        specifiers.push(node.source.value);
      Object.values(node).forEach(visit);
    }
  };
  visit(parseAst(code).body);
  return specifiers;
}

const importCache = new Map<string, string[]>();
function chunkImports(file: string): string[] {
  let imports = importCache.get(file);
  if (!imports) {
    imports = staticImports(readFileSync(file, "utf8")).map((spec) =>
      resolveFile(spec, file, path.relative(clientDir, file)),
    );
    importCache.set(file, imports);
  }
  return imports;
}

function measurePage(htmlFile: string): PageSizes {
  const url = pageUrl(htmlFile);
  const html = readFileSync(htmlFile, "utf8");
  const roots: string[] = [];
  const css: string[] = [];

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(match[1] ?? "");
    if (attrs.src !== undefined) roots.push(resolveFile(attrs.src, undefined, url));
    else if (attrs.type === "module") {
      for (const spec of bootstrapImports(match[2] ?? "")) roots.push(resolveFile(spec, undefined, url));
    }
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(match[0].slice(5, -1));
    const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
    if (!attrs.href) continue;
    if (rel.includes("modulepreload")) roots.push(resolveFile(attrs.href, undefined, url));
    else if (rel.includes("stylesheet")) css.push(resolveFile(attrs.href, undefined, url));
  }

  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (/\.m?js$/.test(file)) queue.push(...chunkImports(file));
  }
  const rel = (file: string) => path.relative(clientDir, file).split(path.sep).join("/");
  return {
    url,
    js: [...seen].map((file) => ({ file: rel(file), gzip: gzipSize(file) })),
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
      const over = sum(page.js) > budgets.js || sum(page.css) > budgets.css || page.html > budgets.html;
      return `${page.url.padEnd(44)} ${kb(sum(page.js)).padStart(7)} ${kb(sum(page.css)).padStart(7)} ${kb(page.html).padStart(7)}${over ? "  over" : ""}`;
    });
    // The chunks every page loads are listed once; then, per group of pages, what they add.
    const shared = pages[0]!.js.filter((item) =>
      pages.every((page) => page.js.some((other) => other.file === item.file)),
    );
    const groups = new Map<string, string[]>();
    for (const page of pages) {
      const extra = page.js.filter((item) => !shared.some((other) => other.file === item.file));
      const key = extra.map((item) => `${item.file} ${kb(item.gzip)} KB`).join(", ") || "nothing";
      groups.set(key, [...(groups.get(key) ?? []), page.url]);
    }
    const pathText = [
      `Critical-path JavaScript shared by every page, ${kb(sum(shared))} KB:`,
      ...shared.map((item) => `  ${item.file} ${kb(item.gzip)} KB`),
      "Plus, per page:",
      ...[...groups].map(
        ([extra, urls]) =>
          `  ${urls.length > 4 ? `${urls.slice(0, 4).join(", ")} and ${urls.length - 4} more` : urls.join(", ")}: ${extra}`,
      ),
    ];
    console.info(
      [
        `Size budgets, gzip level 9, KB = 1,000 bytes (build: ${buildDir})`,
        `${"page".padEnd(44)} ${"JS KB".padStart(7)} ${"CSS KB".padStart(7)} ${"HTML KB".padStart(7)}`,
        `${"budget".padEnd(44)} ${kb(budgets.js).padStart(7)} ${kb(budgets.css).padStart(7)} ${kb(budgets.html).padStart(7)}`,
        ...rows,
        "",
        ...pathText,
      ].join("\n"),
    );
  });

  it("has every prerendered page in the build", () => {
    const built = new Set(pages.map((page) => page.url));
    const missing = prerenderPaths.filter((url) => !built.has(url));
    expect(missing, `pages missing from ${clientDir}: is the build stale?`).toEqual([]);
  });

  // vite.config.ts groups modules into chunks by hand; a static import cycle between chunks can run
  // a chunk before the one it needs ("Cannot read properties of undefined"), so there must be none.
  it("has no static import cycle between the critical-path chunks", () => {
    const files = [
      ...new Set(pages.flatMap((page) => page.js.map((item) => path.join(clientDir, item.file)))),
    ];
    const state = new Map<string, "visiting" | "done">();
    const cycles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "visiting") {
        const cycle = [...trail.slice(trail.indexOf(file)), file].map((item) => path.basename(item));
        cycles.push(cycle.join(" → "));
        return;
      }
      state.set(file, "visiting");
      for (const next of chunkImports(file)) visit(next, [...trail, file]);
      state.set(file, "done");
    };
    for (const file of files) visit(file, []);
    expect(cycles, "chunks that import each other").toEqual([]);
  });

  for (const page of pages) {
    it(`${page.url} stays within its JavaScript, CSS and HTML budgets`, () => {
      const files = (items: { file: string; gzip: number }[]) =>
        items.map((item) => `${item.file} ${kb(item.gzip)} KB`).join(", ");
      expect
        .soft(
          sum(page.js),
          `${page.url}: ${kb(sum(page.js))} KB of JavaScript before the page is interactive, budget ${kb(budgets.js)} KB: ${files(page.js)}`,
        )
        .toBeLessThanOrEqual(budgets.js);
      expect
        .soft(
          sum(page.css),
          `${page.url}: ${kb(sum(page.css))} KB of CSS, budget ${kb(budgets.css)} KB: ${files(page.css)}`,
        )
        .toBeLessThanOrEqual(budgets.css);
      expect
        .soft(page.html, `${page.url}: ${kb(page.html)} KB of HTML, budget ${kb(budgets.html)} KB`)
        .toBeLessThanOrEqual(budgets.html);
    });
  }
});
