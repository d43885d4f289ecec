/**
 * Adds a language to the site, its copy in the default language's words until someone translates
 * it (docs/development.md, "Adding a language"):
 *
 *   node --import tsx scripts/add-language.ts fr --native-name Français --english-name French \
 *     --og-locale fr_FR --script latin [--dir ltr] [--prefix /fr] [--odoo-lang fr_FR] [--altcha fr-fr]
 *
 * It writes what the build needs: the language's entry in the locale table (app/i18n/locales.ts),
 * its translation file and its line in app/i18n/strings.ts, its half of every content file written
 * in every language (a copy of the default language's copy, without the facts every language
 * shares, which stay under the default language), and its Markdown documents (the terms and the
 * privacy notice). The news is per language and optional: no article is copied. What it cannot do
 * is listed when it is done: the translation itself, and fonts for a script the site has none for.
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { isMap, isScalar, parseDocument, Pair, Scalar, visit, type Node, type YAMLMap } from "yaml";
import { documentKindsOf, kinds } from "../app/content/kinds";
import { defaultLocale, localeCodes, locales, type LocaleFacts } from "../app/i18n/locales";

/** A language's facts as the locale table writes them, in the table's order. */
const factOrder = [
  "dir",
  "prefix",
  "nativeName",
  "englishName",
  "ogLocale",
  "odooLang",
  "script",
  "altcha",
] as const satisfies ReadonlyArray<keyof LocaleFacts>;

/** The locale table's source with `code`'s entry after the others. */
export function withTableEntry(source: string, code: string, facts: LocaleFacts): string {
  const end = "} as const satisfies Record<string, LocaleFacts>;";
  if (!source.includes(end)) throw new Error(`app/i18n/locales.ts: the table's end (${end}) is not found`);
  const lines = factOrder.flatMap((key) =>
    facts[key] === undefined ? [] : [`    ${key}: ${JSON.stringify(facts[key])},`],
  );
  return source.replace(end, `  ${code}: {\n${lines.join("\n")}\n  },\n${end}`);
}

/** app/i18n/strings.ts with `code`'s translation file imported and in the table of strings. */
export function withStrings(source: string, code: string): string {
  const imports = [...source.matchAll(/^import \w+ from "\.\/translations\/\w+\.json";$/gm)];
  const table = /(export const strings: Record<Locale, Strings> = \{ )([\w, ]+)( \};)/;
  if (!imports.length || !table.test(source)) {
    throw new Error("app/i18n/strings.ts: its translation imports or its table are not found");
  }
  const last = imports.at(-1)!;
  const at = last.index + last[0].length;
  return (
    source.slice(0, at) +
    `\nimport ${code} from "./translations/${code}.json";` +
    source.slice(at)
  ).replace(table, (_match, start: string, names: string, end: string) => `${start}${names}, ${code}${end}`);
}

/**
 * A content file with `code`'s half beside each part written once per language (a mapping whose
 * keys are the table's languages, at its top or deeper, as company.yaml's phone labels): a copy
 * of the default language's, and of a mapping only the keys another language has too, since the
 * facts every language shares are written under the default language alone.
 */
export function withContentHalf(source: string, code: string): string {
  const doc = parseDocument(source);
  const key = (pair: Pair) => (isScalar(pair.key) ? String(pair.key.value) : undefined);
  let changed = false;
  visit(doc, {
    Map(_key, map: YAMLMap) {
      const byLang = new Map(map.items.map((pair) => [key(pair as Pair), pair as Pair]));
      if (!localeCodes.every((lang) => byLang.has(lang)) || byLang.has(code)) return;
      const main = byLang.get(defaultLocale)!.value as Node;
      const other = byLang.get(localeCodes.find((lang) => lang !== defaultLocale)!)!.value as Node;
      const half = main.clone() as Node;
      if (isMap(half) && isMap(other)) {
        const translated = new Set(other.items.map((pair) => key(pair as Pair)));
        half.items = half.items.filter((pair) => translated.has(key(pair as Pair)));
      }
      const last = Math.max(...localeCodes.map((lang) => map.items.indexOf(byLang.get(lang)!)));
      map.items.splice(last + 1, 0, new Pair(new Scalar(code), half));
      changed = true;
      // Its new half holds no language's keys: nothing under it to visit.
      return visit.SKIP;
    },
  });
  return changed ? doc.toString({ lineWidth: 0 }) : source;
}

/** Every file under `dir` whose name ends with `ext`. */
function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file, ext);
    return entry.name.endsWith(ext) ? [file] : [];
  });
}

/** Adds `code` to the project at `root`; returns the files it wrote, relative to `root`. */
export function addLanguage(root: string, code: string, facts: LocaleFacts): string[] {
  if (!/^[a-z]{2,3}$/.test(code)) throw new Error(`${code}: a language's code is two or three small letters`);
  if (Object.hasOwn(locales, code)) throw new Error(`${code} is already in the locale table`);
  if (localeCodes.some((lang) => locales[lang].prefix === facts.prefix)) {
    throw new Error(`${facts.prefix}: another language's pages are there`);
  }
  const written: string[] = [];
  const at = (file: string) => path.join(root, file);
  const write = (file: string, text: string) => {
    writeFileSync(at(file), text);
    written.push(file);
  };

  write("app/i18n/locales.ts", withTableEntry(readFileSync(at("app/i18n/locales.ts"), "utf8"), code, facts));
  const translations = "app/i18n/translations";
  copyFileSync(at(`${translations}/${defaultLocale}.json`), at(`${translations}/${code}.json`));
  written.push(`${translations}/${code}.json`);
  write("app/i18n/strings.ts", withStrings(readFileSync(at("app/i18n/strings.ts"), "utf8"), code));

  for (const file of filesUnder(at("content"), ".yaml")) {
    const source = readFileSync(file, "utf8");
    const result = withContentHalf(source, code);
    if (result !== source) write(path.relative(root, file), result);
  }
  for (const name of documentKindsOf(kinds)) {
    const folder = path.join("content", kinds[name].files.folder);
    const from = at(path.join(folder, `${defaultLocale}.md`));
    const to = path.join(folder, `${code}.md`);
    if (!existsSync(from)) continue;
    copyFileSync(from, at(to));
    written.push(to);
  }
  return written;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      dir: { type: "string", default: "ltr" },
      prefix: { type: "string" },
      "native-name": { type: "string" },
      "english-name": { type: "string" },
      "og-locale": { type: "string" },
      "odoo-lang": { type: "string" },
      script: { type: "string" },
      altcha: { type: "string" },
    },
  });
  const [code] = positionals;
  const missing = (["native-name", "english-name", "og-locale", "script"] as const).filter(
    (name) => !values[name],
  );
  if (!code || missing.length || (values.dir !== "ltr" && values.dir !== "rtl")) {
    console.error(
      "usage: node --import tsx scripts/add-language.ts <code> --native-name <its own name> " +
        "--english-name <its English name> --og-locale <xx_YY> --script <latin|arabic|…> " +
        "[--dir ltr|rtl] [--prefix /<code>] [--odoo-lang <Odoo's code>] [--altcha <altcha/i18n name>]",
    );
    process.exit(2);
  }
  const facts: LocaleFacts = {
    dir: values.dir,
    prefix: values.prefix ?? `/${code}`,
    nativeName: values["native-name"]!,
    englishName: values["english-name"]!,
    ogLocale: values["og-locale"]!,
    odooLang: values["odoo-lang"] ?? values["og-locale"]!,
    script: values.script!,
    ...(values.altcha && { altcha: values.altcha }),
  };
  const root = fileURLToPath(new URL("..", import.meta.url));
  const written = addLanguage(root, code, facts);
  const scripts = new Set<string>(localeCodes.map((lang) => locales[lang].script));
  console.log(
    [
      `Added ${code} (${facts.englishName}), in the default language's words until translated:`,
      ...written.map((file) => `  ${file}`),
      "Then:",
      `  - translate app/i18n/translations/${code}.json, the ${code}: halves under content/ and its Markdown documents;`,
      ...(scripts.has(facts.script)
        ? []
        : [
            `  - the ${facts.script} script has no fonts yet: add a family for it to scripts/make-fonts.ts and run it;`,
          ]),
      `  - add a case for it to tests/support/language-cases.ts;`,
      "  - npm run build, which names any content file still missing its half.",
    ].join("\n"),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
