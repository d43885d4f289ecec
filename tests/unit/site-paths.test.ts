import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { locales } from "../../app/i18n/locales";
import { routes } from "../../app/site";

/**
 * Links come from the table of pages (app/site.ts, `pagePath`): no TypeScript, JSX or Astro file
 * under app/ writes a page's path out ("/contact", `/services/${slug}`, "/ar/about") or a link to
 * a path of its own (`href="/"`). Comments may name paths; string and template literals may not.
 */

/** The files allowed to write paths: the table itself and the table of kinds it takes the content's
 * pages from (app/content/kinds.ts), the locale table (the prefixes), and the contact form's result
 * paths (app/contact/results.ts) and the receipt's (app/contact/receipt.ts), which the table and
 * the server import. */
const ALLOWED = new Set([
  "app/site.ts",
  "app/content/kinds.ts",
  "app/i18n/locales.ts",
  "app/contact/results.ts",
  "app/contact/receipt.ts",
]);

const root = path.resolve(import.meta.dirname, "../..");

/** The first segment of every path in the table ("/services", "/about", …) and every prefix ("/ar"). */
const reserved = [
  ...new Set([
    ...Object.values(routes)
      .map((route) => `/${route.split("/")[1]}`)
      .filter((segment) => segment !== "/"),
    ...Object.values(locales)
      .map((locale) => locale.prefix)
      .filter(Boolean),
  ]),
];
const sitePath = new RegExp(`^(${reserved.map((s) => s.replace(/[-/]/g, "\\$&")).join("|")})([/?#]|$)`);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|astro)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

interface Finding {
  line: number;
  text: string;
}

/** Every string and template literal of a piece of TypeScript that writes a site path. */
function findInScript(code: string, tsx: boolean, lineOffset = 0): Finding[] {
  const source = ts.createSourceFile(
    "x.tsx",
    code,
    ts.ScriptTarget.Latest,
    true,
    tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Finding[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1 + lineOffset;
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      const text = node.text;
      const href =
        ts.isJsxAttribute(node.parent) && node.parent.name.getText() === "href" && text.startsWith("/");
      if (sitePath.test(text) || href) found.push({ line: at(node), text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** An Astro file: its front matter and scripts as TypeScript, its markup's attributes as text. */
function findInAstro(code: string): Finding[] {
  const found: Finding[] = [];
  const front = /^---\n([\s\S]*?)\n---/.exec(code);
  if (front) found.push(...findInScript(front[1]!, false, 1));
  const markup = front ? code.slice(front[0].length) : code;
  const offset = front ? front[0].split("\n").length - 1 : 0;
  for (const match of markup.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    const line = markup.slice(0, match.index).split("\n").length - 1 + offset;
    found.push(...findInScript(match[1]!, false, line));
  }
  for (const match of markup.matchAll(/\s([\w:-]+)=(?:"([^"]*)"|\{["'`]([^"'`]*)["'`]\})/g)) {
    const [, name, value = match[3]!] = match;
    if (sitePath.test(value) || (name === "href" && /^\/(?!favicon|apple-touch-icon)/.test(value))) {
      found.push({ line: markup.slice(0, match.index).split("\n").length + offset, text: value });
    }
  }
  return found;
}

describe("links come from the table of pages", () => {
  it("knows the paths it looks for", () => {
    expect(reserved).toEqual(
      expect.arrayContaining(["/services", "/contact", "/terms-and-conditions", "/ar"]),
    );
    expect(findInScript('const a = to("/contact"), b = `/services/${slug}`, c = "/ar";', false)).toHaveLength(
      3,
    );
    expect(findInScript('const a = <a href="/">x</a>; // "/about" in a comment', true)).toHaveLength(1);
    expect(findInScript('const a = "/api/contact", b = "/assets/x.png", c = "/contacts";', false)).toEqual(
      [],
    );
    expect(
      findInAstro('---\nconst a = "/about";\n---\n<a href="/">x</a><link href="/favicon.svg" />'),
    ).toEqual([
      { line: 2, text: "/about" },
      { line: 4, text: "/" },
    ]);
  });

  it("no file under app/ but the table writes a site path", () => {
    const findings = sourceFiles("app")
      .filter((file) => !ALLOWED.has(file))
      .flatMap((file) => {
        const code = readFileSync(path.join(root, file), "utf8");
        const found = file.endsWith(".astro") ? findInAstro(code) : findInScript(code, file.endsWith(".tsx"));
        return found.map(({ line, text }) => `${file}:${line}: "${text}" (use pagePath from app/site.ts)`);
      });
    expect(findings).toEqual([]);
  });
});
