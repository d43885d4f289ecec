import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localeCodes } from "../../app/i18n/locales";

/**
 * The UI strings of every language hold the same keys: a key missing in one language
 * would show the raw key to its visitors.
 */
const file = (lang: string) => path.resolve("app/i18n/translations", `${lang}.json`);
const translations = Object.fromEntries(
  localeCodes.map((lang) => [lang, JSON.parse(readFileSync(file(lang), "utf8")) as unknown]),
);

interface Leaf {
  key: string;
  kind: string;
  value: unknown;
}

/** Every leaf of a translation tree with its dotted key (array items by index, as i18next does). */
function leaves(node: unknown, prefix = ""): Leaf[] {
  if (Array.isArray(node)) {
    if (node.length === 0) return [{ key: prefix, kind: "empty array", value: node }];
    return node.flatMap((item, i) => leaves(item, `${prefix}.${i}`));
  }
  if (isPlural(node)) return [{ key: prefix, kind: "plural", value: node }];
  if (node && typeof node === "object") {
    const entries = Object.entries(node);
    if (entries.length === 0) return [{ key: prefix, kind: "empty object", value: node }];
    return entries.flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
  }
  return [{ key: prefix, kind: typeof node, value: node }];
}

/** The plural forms a language gives a count (CLDR's: Arabic has six, English two). */
const pluralForms = ["zero", "one", "two", "few", "many", "other"];
/** A label next to a number, written in each plural form of its language (app/i18n/plural.ts). */
function isPlural(node: unknown): node is Record<string, string> {
  if (!node || typeof node !== "object" || Array.isArray(node)) return false;
  const keys = Object.keys(node);
  return keys.includes("other") && keys.every((key) => pluralForms.includes(key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("translation files", () => {
  const [base, ...others] = localeCodes;
  const baseLeaves = new Map(leaves(translations[base!]).map((leaf) => [leaf.key, leaf]));

  it.each(others)("en and %s have the same keys, recursively", (lang) => {
    const keys = leaves(translations[lang]).map((leaf) => leaf.key);
    const missing = [...baseLeaves.keys()].filter((key) => !keys.includes(key));
    const extra = keys.filter((key) => !baseLeaves.has(key));
    expect({ missing, extra }, `keys missing from or extra in ${lang}/translation.json`).toEqual({
      missing: [],
      extra: [],
    });
  });

  it.each(others)(
    "each key of %s is a string where the English one is, with the same {{placeholders}}",
    (lang) => {
      const mismatched = leaves(translations[lang]).flatMap((leaf) => {
        const en = baseLeaves.get(leaf.key);
        if (!en) return [];
        if (en.kind !== leaf.kind) return [`${leaf.key}: ${en.kind} in en, ${leaf.kind} in ${lang}`];
        if (typeof en.value === "string" && typeof leaf.value === "string") {
          const a = placeholders(en.value).join(",");
          const b = placeholders(leaf.value).join(",");
          if (a !== b) return [`${leaf.key}: {{${a}}} in en, {{${b}}} in ${lang}`];
        }
        return [];
      });
      expect(mismatched).toEqual([]);
    },
  );

  it.each(localeCodes)("%s writes each count's label in every plural form the language has", (lang) => {
    const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const plurals = leaves(translations[lang]).filter((leaf) => leaf.kind === "plural");
    for (const { key, value } of plurals) {
      expect(Object.keys(value as object).sort(), key).toEqual([...forms].sort());
      // A form may leave the number out (Arabic's "one" and "two" say it in words), never add another.
      for (const text of Object.values(value as Record<string, string>))
        expect(
          placeholders(text).every((name) => name === "count"),
          `${key}: ${text}`,
        ).toBe(true);
    }
  });

  it.each(localeCodes)("%s has no empty strings, empty lists or empty groups", (lang) => {
    const empty = leaves(translations[lang])
      .flatMap((leaf) =>
        leaf.kind === "plural"
          ? Object.entries(leaf.value as Record<string, unknown>).map(([form, value]) => ({
              key: `${leaf.key}.${form}`,
              kind: typeof value,
              value,
            }))
          : [leaf],
      )
      .filter((leaf) => leaf.kind !== "string" || (leaf.value as string).trim() === "")
      .map((leaf) => `${leaf.key} (${leaf.kind === "string" ? "empty string" : leaf.kind})`);
    expect(empty).toEqual([]);
  });

  it("has the validation and result messages of the contact form as top-level keys", () => {
    for (const lang of localeCodes) {
      const top = translations[lang] as Record<string, unknown>;
      for (const key of [
        "fname-validation",
        "name-invalid",
        "phone-validation",
        "phone-invalid",
        "email-validation",
        "email-invalid",
        "message-validation",
        "message-invalid",
        "success-message",
        "error-message",
      ]) {
        expect(typeof top[key], `${lang}: ${key}`).toBe("string");
      }
    }
  });

  it("the checker itself notices a missing key, a type change and an empty string", () => {
    const a = leaves({ x: { y: "1", z: ["a"] } }).map((leaf) => leaf.key);
    const b = leaves({ x: { y: "", z: "a" } });
    expect(a).toEqual(["x.y", "x.z.0"]);
    expect(b.map((leaf) => leaf.key)).toEqual(["x.y", "x.z"]);
    expect(leaves({ x: {} })[0]).toMatchObject({ key: "x", kind: "empty object" });
    expect(placeholders("© {{year}} {{ name }}")).toEqual(["name", "year"]);
  });
});
