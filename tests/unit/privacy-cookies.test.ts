import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { browserKeys } from "../../app/browser-storage";
import { LANG_COOKIE, LANG_STORAGE_KEY, localeCodes } from "../../app/i18n/locales";
import { sourceFiles } from "../support/files";

/**
 * The privacy notice names every cookie and storage key the site keeps in a visitor's browser. The
 * code's list is one table (app/browser-storage.ts); this test reads the code for everything it
 * sets, and fails when something is set that the table does not hold, when the table holds what
 * nothing sets, or when a notice (content/privacy/<lang>.md) leaves a name out.
 *
 * What it reads: every source file of app/ and server/ (.ts, .tsx, .js, .mjs, .astro; test files
 * left out, they set nothing in a visitor's browser), for three ways of setting something:
 *
 * 1. A cookie written out as the Set-Cookie header and `document.cookie` take it: a string or
 *    template literal that begins `NAME=` and goes on to an attribute (`; Path=`, `; Max-Age=`,
 *    `; Expires=`, `; Domain=`, `; HttpOnly`, `; SameSite=`, `; Secure`). Every cookie of ours is
 *    built so, in whichever file then hands it to `reply.header("set-cookie", …)`. (One glued
 *    together with `+` is not read: write it as a template, as these are.)
 * 2. A literal handed straight to a `set-cookie` header or to `….cookie =`, attributes or not.
 * 3. A storage write: `….setItem(NAME, …)` (localStorage, sessionStorage, or a variable holding
 *    either), or `localStorage.NAME =` and `localStorage["NAME"] =`.
 *
 * NAME is a literal, or a constant (`${RECEIPT_COOKIE}`, `setItem(KEY`) read from its
 * `const KEY = "…"` in the same file or in any other. A name that is neither (a function's
 * parameter) stops the test unless `passedIn` below says where its value comes from: a new cookie
 * cannot pass unseen behind a variable. Not read: libraries (node_modules). The proof-of-work
 * widget (altcha) sets a cookie only when given `setCookie`, which app/contact/proof.ts does not;
 * the editor at /admin (Decap CMS) keeps its sign-in in an editor's browser, not a visitor's.
 */

type Kind = "cookie" | "storage";
interface Setter {
  file: string;
  line: number;
  kind: Kind;
  /** As written: a literal name, or an identifier to resolve. */
  written: { literal: string } | { identifier: string };
}

const NAME = String.raw`(?:\$\{\s*([\w.]+)\s*\}|([\w.-]+))`;
const ATTRIBUTE = String.raw`(?:Path|Max-Age|Expires|Domain|HttpOnly|SameSite|Secure)\b`;
const patterns: Array<{ kind: Kind; re: RegExp }> = [
  { kind: "cookie", re: new RegExp(String.raw`["'\x60]${NAME}=[^"'\x60\n;]*;\s*${ATTRIBUTE}`, "gi") },
  { kind: "cookie", re: new RegExp(String.raw`set-cookie["']\s*,\s*["'\x60]${NAME}=`, "gi") },
  { kind: "cookie", re: new RegExp(String.raw`\.cookie\s*=\s*["'\x60]${NAME}=`, "g") },
  {
    kind: "storage",
    re: /\.setItem\(\s*(?:["'`]([\w.-]+)["'`]|([A-Za-z_$][\w$]*))\s*,/g,
  },
  {
    kind: "storage",
    re: /\b(?:localStorage|sessionStorage)\s*(?:\.\s*(?!setItem\b|getItem\b|removeItem\b|clear\b|key\b)([A-Za-z_$][\w$]*)|\[\s*["'`]([^"'`]+)["'`]\s*\])\s*=(?!=)/g,
  },
];

/** Every place `text` sets a cookie or a storage key, as written (test snippets included). */
function settersIn(file: string, text: string): Setter[] {
  const found = new Map<string, Setter>();
  const lineAt = (at: number) => text.slice(0, at).split("\n").length;
  for (const { kind, re } of patterns) {
    for (const match of text.matchAll(re)) {
      const [, first, second] = match;
      // A cookie pattern captures `${identifier}` first and a literal second; a storage write's
      // `.setItem("literal"` first and `.setItem(identifier` second; `localStorage.name =` is a literal.
      const written =
        kind === "cookie"
          ? first !== undefined
            ? { identifier: first }
            : { literal: second! }
          : re.source.startsWith("\\.setItem")
            ? first !== undefined
              ? { literal: first }
              : { identifier: second! }
            : { literal: (first ?? second)! };
      const line = lineAt(match.index);
      found.set(`${line} ${kind} ${JSON.stringify(written)}`, { file, line, kind, written });
    }
  }
  return [...found.values()];
}

/**
 * Names handed to a function as parameters, which the scan cannot read: the file, the parameter,
 * and its value. The page's inline script is self-contained (Astro inlines a script only when it
 * imports nothing); app/layouts/Page.astro calls it with the locale table's names (checked below).
 */
const passedIn: Record<string, Record<string, string>> = {
  "app/shell/inline-script.ts": { cookie: LANG_COOKIE, storageKey: LANG_STORAGE_KEY },
};

const files = ["app", "server"].flatMap((dir) => sourceFiles(dir, /\.(?:tsx?|m?js|astro)$/));
const sources = new Map(files.map((file) => [file.split(path.sep).join("/"), readFileSync(file, "utf8")]));

/** `const NAME = "value"` (exported or not) in `text`. */
const constantsIn = (text: string) =>
  new Map([...text.matchAll(/\bconst\s+(\w+)\s*=\s*["']([^"'\n]+)["']/g)].map((m) => [m[1]!, m[2]!]));
const constants = new Map([...sources].map(([file, text]) => [file, constantsIn(text)]));

/** A setter's name, or why it cannot be read. */
function resolve(setter: Setter): { name: string } | { unread: string } {
  if ("literal" in setter.written) return { name: setter.written.literal };
  const { identifier } = setter.written;
  const given = passedIn[setter.file]?.[identifier];
  if (given !== undefined) return { name: given };
  const here = constants.get(setter.file)?.get(identifier);
  if (here !== undefined) return { name: here };
  const elsewhere = new Set(
    [...constants.values()].flatMap((map) => (map.has(identifier) ? [map.get(identifier)!] : [])),
  );
  if (elsewhere.size === 1) return { name: [...elsewhere][0]! };
  return {
    unread:
      `${setter.file}:${setter.line} sets a ${setter.kind} named by \`${identifier}\`, which is no ` +
      `constant of one value: name it by a constant, or add it to passedIn with its value`,
  };
}

const setters = [...sources].flatMap(([file, text]) => settersIn(file, text));
const resolved = setters.map((setter) => ({ setter, ...resolve(setter) }));
const tableNames = new Set(browserKeys.map(({ name }) => name));
const noticeFile = (lang: string) => `content/privacy/${lang}.md`;

describe("the cookies and storage keys the site sets", () => {
  it("are each read by name from the code", () => {
    expect(resolved.flatMap((item) => ("unread" in item ? [item.unread] : []))).toEqual([]);
    // The scan found the setters this test knows of: if one moves or changes shape, the patterns
    // above must follow it rather than miss it.
    expect(setters.length).toBeGreaterThanOrEqual(browserKeys.length);
  });

  it("are each in the table of app/browser-storage.ts", () => {
    const missing = resolved.flatMap((item) =>
      "name" in item && !tableNames.has(item.name)
        ? [`${item.setter.file}:${item.setter.line} sets the ${item.setter.kind} "${item.name}"`]
        : [],
    );
    expect(missing, "add each to app/browser-storage.ts and to both privacy notices").toEqual([]);
  });

  it("are each set somewhere: the table holds nothing the site no longer sets", () => {
    const set = new Set(resolved.flatMap((item) => ("name" in item ? [item.name] : [])));
    expect(browserKeys.filter(({ name }) => !set.has(name)).map(({ name }) => name)).toEqual([]);
  });

  it.each(localeCodes)("are each named in the privacy notice in %s", (lang) => {
    const notice = readFileSync(path.resolve(noticeFile(lang)), "utf8");
    const unnamed = browserKeys.filter(({ name }) => !notice.includes(`\`${name}\``)).map(({ name }) => name);
    expect(unnamed, `${noticeFile(lang)} does not name these (in backticks)`).toEqual([]);
  });

  it("the inline script is given the locale table's names, as passedIn says", () => {
    const script = sources.get("app/shell/inline-script.ts")!;
    expect(script).toMatch(
      /inlineScript\([\s\S]*?prefixes: Record<string, string>,\s*cookie: string,\s*storageKey: string,/,
    );
    const page = sources.get("app/layouts/Page.astro")!;
    const langMemory = /const langMemory[^=]*=\s*\[([\s\S]*?)\];/.exec(page)?.[1] ?? "";
    expect(
      langMemory
        .split(",")
        .map((part) => part.trim())
        .slice(-4, -1),
    ).toEqual(["LANG_COOKIE", "LANG_STORAGE_KEY", "LANG_COOKIE_MAX_AGE"]);
  });
});

describe("the scan itself", () => {
  const names = (text: string) =>
    settersIn("x.ts", text).map(({ kind, written }) => [
      kind,
      "literal" in written ? written.literal : `$${written.identifier}`,
    ]);

  it("finds a cookie however it is set, and a storage write however it is written", () => {
    expect(names('document.cookie = "seen=1";')).toEqual([["cookie", "seen"]]);
    expect(names('reply.header("set-cookie", "ab=1");')).toEqual([["cookie", "ab"]]);
    expect(names('res.setHeader("Set-Cookie", `${TRACK}=${id}`);')).toEqual([["cookie", "$TRACK"]]);
    expect(names("const c = `${TRACK}=${id}; Path=/; HttpOnly`;")).toEqual([["cookie", "$TRACK"]]);
    expect(names('const c = "prefs=dark; Max-Age=60";')).toEqual([["cookie", "prefs"]]);
    expect(names('localStorage.setItem("theme", "dark");')).toEqual([["storage", "theme"]]);
    expect(names("storage?.setItem(KEY, value);")).toEqual([["storage", "$KEY"]]);
    expect(names('window.sessionStorage["draft"] = text;')).toEqual([["storage", "draft"]]);
    expect(names("localStorage.visited = '1';")).toEqual([["storage", "visited"]]);
    expect(names("localStorage.getItem('x'); if (localStorage.length == 0) {}")).toEqual([]);
  });

  it("reads a constant's value, and refuses a name it cannot read", () => {
    const setter = (written: Setter["written"]): Setter => ({
      file: "server/x.ts",
      line: 1,
      kind: "cookie",
      written,
    });
    expect(resolve(setter({ identifier: "RECEIPT_COOKIE" }))).toEqual({ name: "receipt" });
    expect(resolve(setter({ identifier: "someParameter" }))).toHaveProperty("unread");
  });
});
