import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localeCodes } from "../../app/i18n/locales";
import { sourceFiles } from "../support/files";

/**
 * A language is added in the locale table (app/i18n/locales.ts) and in data: its translation file,
 * its halves of the content files (docs/development.md, "Adding a language"). Code that names a
 * language itself (`lang === "ar"`, `{ en: …, ar: … }`, `:lang(ar)`) would be one more place to
 * find and change, and would stay wrong for the new language until someone did. So no source file
 * of the app, the server or the scripts names a language of the table; comments may (their
 * examples do not run). Tests are data about the site as it is, and are not scanned.
 */
const roots = ["app", "server", "scripts"];
const sourceExtensions = /\.(?:ts|tsx|mts|js|mjs|astro|css)$/;

/**
 * Files that may name the languages, each for its reason. The table itself; and the index of the
 * translation files, which imports each file by its name: the server (Node) and the editor's bundle
 * (Vite) both read it, and only a static import serves both.
 */
const allowed = new Map([
  ["app/i18n/locales.ts", "the locale table"],
  ["app/i18n/strings.ts", "the translation files' index: one static import per file"],
]);

/**
 * A source file's text in two views of the same length and line breaks, `code` without its
 * comments and `bare` without its string literals' contents too, and the string literals with
 * the line each starts on. It reads JavaScript, TypeScript, JSX and Astro (whose markup's attribute values
 * it takes as strings), and CSS (`css`: only block comments, no regular expressions).
 */
function sourceViews(text: string, css = false) {
  const code = [...text];
  const bare = [...text];
  const strings: Array<{ line: number; text: string }> = [];
  const blank = (view: string[], from: number, to: number) => {
    for (let i = from; i < to; i++) if (view[i] !== "\n") view[i] = " ";
  };
  const lineAt = (at: number) => text.slice(0, at).split("\n").length;
  /** For each `${` of a template being read, the depth of braces opened inside it. */
  const templates: number[] = [];
  let last = "";
  let i = 0;
  /** Reads a string or template body from `i` (after its opening quote) to its end. */
  const readString = (quote: string) => {
    const start = i;
    while (i < text.length) {
      const c = text[i]!;
      if (c === "\\") i += 2;
      else if (c === quote) break;
      else if (quote !== "`" && c === "\n") break;
      else if (quote === "`" && c === "$" && text[i + 1] === "{") break;
      else i++;
    }
    strings.push({ line: lineAt(start), text: text.slice(start, i) });
    blank(bare, start, i);
    if (quote === "`" && text[i] === "$") {
      templates.push(0);
      i += 2;
    } else i++;
    last = quote;
  };
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      const to = end === -1 ? text.length : end + 2;
      blank(code, i, to);
      blank(bare, i, to);
      i = to;
    } else if (!css && c === "/" && next === "/") {
      const end = text.indexOf("\n", i);
      const to = end === -1 ? text.length : end;
      blank(code, i, to);
      blank(bare, i, to);
      i = to;
    } else if (c === '"' || c === "'" || c === "`") {
      i++;
      readString(c);
    } else if (!css && c === "/" && (last === "" || /[(,=:[!&|?{};+\-*%<>~^]/.test(last))) {
      // A regular expression: its text is neither code that names anything nor a string.
      const start = i++;
      let inClass = false;
      while (i < text.length && text[i] !== "\n") {
        const r = text[i]!;
        if (r === "\\") i++;
        else if (r === "[") inClass = true;
        else if (r === "]") inClass = false;
        else if (r === "/" && !inClass) break;
        i++;
      }
      blank(bare, start + 1, i);
      i++;
      last = "/";
    } else if (c === "}" && templates.length && templates.at(-1) === 0) {
      templates.pop();
      i++;
      readString("`");
    } else {
      if (templates.length && c === "{") templates[templates.length - 1]!++;
      if (templates.length && c === "}") templates[templates.length - 1]!--;
      if (!/\s/.test(c)) last = c;
      i++;
    }
  }
  return { code: code.join(""), bare: bare.join(""), strings };
}

interface Finding {
  line: number;
  what: string;
}

/** The places a source file names one of `codes`, by line. */
function localeLiterals(text: string, codes: readonly string[], css = false): Finding[] {
  const { code, bare, strings } = sourceViews(text, css);
  const any = codes.join("|");
  const findings: Finding[] = [];
  /** Each line's stretches already reported, so that one code is reported once. */
  const taken = new Map<number, Array<[number, number]>>();
  const search = (view: string, pattern: RegExp, what: string) => {
    view.split("\n").forEach((line, i) => {
      for (const match of line.matchAll(pattern)) {
        const [from, to] = [match.index, match.index + match[0].length];
        const stretches = taken.get(i + 1) ?? [];
        if (stretches.some(([a, b]) => from < b && to > a)) continue;
        taken.set(i + 1, [...stretches, [from, to]]);
        findings.push({ line: i + 1, what: `${what}: ${match[0].trim()}` });
      }
    });
  };
  // "ar", 'en', `ar`, and language tags of them: "en_US", "ar-EG", "ar_001".
  search(code, new RegExp(`(["'\`])(?:${any})(?:[-_][A-Za-z0-9]+)*\\1`, "g"), "a language's code");
  // CSS's :lang(ar), and attribute selectors or markup: [lang=ar], [hreflang="en"], lang=ar.
  search(code, new RegExp(`:lang\\(\\s*["']?(?:${any})\\b`, "g"), "a language's selector");
  search(
    code,
    new RegExp(`\\b(?:hreflang|lang)\\s*[~|^$*]?=\\s*(?:${any})\\b`, "gi"),
    "a language's attribute",
  );
  // A name (a key, a property, a variable, an import): { en: …, ar: … }, copy.ar, { en, ar }.
  search(bare, new RegExp(`(?<![\\w$@#%-])(?:${any})(?![\\w$%-])`, "g"), "a language's name");
  // A path that names a language: "/ar/contact", "altcha/i18n/ar", "./translations/en.json".
  const inPath = new RegExp(`(?:^|/)(?:${any})(?:/|\\.\\w+$)|/(?:${any})$`);
  for (const string of strings) {
    const match = inPath.exec(string.text);
    if (!match) continue;
    const before = string.text.slice(0, match.index).split("\n");
    const line = string.text.split("\n")[before.length - 1]!;
    findings.push({ line: string.line + before.length - 1, what: `a language's path: ${line.trim()}` });
  }
  return findings.sort((a, b) => a.line - b.line);
}

/** Test helpers beside the code (a contract suite a backend's tests run) are tests too. */
const isTest = (text: string) => /^import\s[^;]*\bfrom\s+"vitest";/m.test(text);

describe("no code names a language outside the locale table", () => {
  it("the checker finds codes in strings, selectors, names and paths, not in comments", () => {
    const codes = ["en", "ar"];
    const found = (text: string, css = false) =>
      localeLiterals(text, codes, css).map(({ line, what }) => `${line} ${what}`);
    expect(found(`if (lang === "ar") x();\nconst y = 'en_US';\nconst z = \`ar\`;`)).toEqual([
      `1 a language's code: "ar"`,
      `2 a language's code: 'en_US'`,
      `3 a language's code: \`ar\``,
    ]);
    expect(found(`const m = { en: "Hi", ar: "أهلا" };\nconst { en, ar } = m;\nuse(m.ar, m?.en);`)).toEqual([
      "1 a language's name: en",
      "1 a language's name: ar",
      "2 a language's name: en",
      "2 a language's name: ar",
      "3 a language's name: ar",
      "3 a language's name: en",
    ]);
    expect(found(`:root:lang(ar) { x: 1 }\n[lang="en"] a { x: 2 }\n[hreflang=ar] { x: 3 }`, true)).toEqual([
      "1 a language's selector: :lang(ar",
      `2 a language's code: "en"`,
      "3 a language's attribute: hreflang=ar",
    ]);
    expect(
      found(`go("/ar/contact");\nimport("altcha/i18n/ar");\nload(\`./translations/\${x}/en.json\`);`),
    ).toEqual([
      "1 a language's path: /ar/contact",
      "2 a language's path: altcha/i18n/ar",
      "3 a language's path: /en.json",
    ]);
    // Comments, words that hold a code, other strings and regular expressions are not languages.
    expect(
      found(
        [
          `// lang === "ar"`,
          `/* { en: "Hi" } */ const search = "are"; const lean = 1;`,
          `const url = "https://example.com/arabic"; const re = /^ar$/; const ratio = a / ar2;`,
          `const t = \`\${when ? \`x\` : "y"} and "ar"\`;`,
        ].join("\n"),
      ),
    ).toEqual([`4 a language's code: "ar"`]);
    expect(found(`a { x: 1 } /* :lang(ar) */\nb::after { content: "//" }`, true)).toEqual([]);
  });

  it("in the app, the server and the scripts", () => {
    const files = roots.flatMap((root) => sourceFiles(path.resolve(root), sourceExtensions));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      const name = path.relative(process.cwd(), file).split(path.sep).join("/");
      const text = readFileSync(file, "utf8");
      if (allowed.has(name) || isTest(text)) return [];
      return localeLiterals(text, localeCodes, file.endsWith(".css")).map(
        ({ line, what }) => `${name}:${line} ${what}`,
      );
    });
    expect(found, "name the language through the locale table (app/i18n/locales.ts)").toEqual([]);
  });
});
