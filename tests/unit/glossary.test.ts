import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { glossary, shaddaHomographs } from "../../app/content/glossary";

/**
 * The Arabic copy keeps to its glossary (app/content/glossary.ts): one term per concept, none of
 * the variants it names, and each word spelt one way, shadda included. The copy is every string
 * with Arabic letters in the content files (content/: the YAML files, which hold both languages,
 * and the Markdown of the Arabic terms), and every string of the Arabic translation file (whose
 * Latin-only labels, such as "LinkedIn", are Arabic copy too), so a new content file is read
 * without being listed here.
 */
const contentDir = path.resolve("content");
const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".yaml") || file.endsWith(".md"))
  .sort();

interface Text {
  where: string;
  text: string;
}

const arabicLetter = /[\u0621-\u064A]/;

/** The strings of a tree; with `arabicOnly`, those with Arabic letters (a file holds both languages). */
function strings(node: unknown, where: string, arabicOnly: boolean): Text[] {
  if (typeof node === "string") return !arabicOnly || arabicLetter.test(node) ? [{ where, text: node }] : [];
  if (Array.isArray(node)) return node.flatMap((item, i) => strings(item, `${where}.${i}`, arabicOnly));
  if (node && typeof node === "object") {
    return Object.entries(node).flatMap(([key, value]) => strings(value, `${where}.${key}`, arabicOnly));
  }
  return [];
}

/** A content file's texts: a YAML file's strings, or a Markdown file's lines. */
function fileTexts(file: string): Text[] {
  const source = readFileSync(path.join(contentDir, file), "utf8");
  const where = `content/${file}`;
  if (file.endsWith(".yaml")) return strings(parse(source), where, true);
  return source
    .split("\n")
    .map((line, i) => ({ where: `${where}.${i + 1}`, text: line }))
    .filter(({ text }) => arabicLetter.test(text));
}

const copy: Text[] = [
  ...files.flatMap(fileTexts),
  ...strings(
    JSON.parse(readFileSync(path.resolve("app/i18n/translations/ar.json"), "utf8")),
    "ar/translation.json",
    false,
  ),
];

/** Short vowels, tanween, shadda, sukun, superscript alef and tatweel. */
const diacritics = /[\u064B-\u065F\u0670\u0640]/g;
const bare = (text: string) => text.replace(diacritics, "");

/** "where: …the variant in its context…" for every variant of the glossary found in the texts. */
function findVariants(texts: Text[]): string[] {
  return texts.flatMap(({ where, text }) => {
    const plain = bare(text);
    return glossary.flatMap(({ concept, term, avoid }) =>
      avoid.flatMap((variant) => {
        const at = typeof variant === "string" ? plain.indexOf(bare(variant)) : plain.search(variant);
        if (at < 0) return [];
        return [`${where}: "${plain.slice(Math.max(0, at - 20), at + 30)}": ${concept} is "${term}"`];
      }),
    );
  });
}

const SHADDA = "\u0651";
/** An Arabic word: letters and the marks on them (two classes: one would read as combined characters). */
const letters = /(?:[\u0621-\u064A]|[\u064B-\u065F\u0670])+/g;
const proclitics = /^(?:و|ف)?(?:بال|كال|لل|ال|ب|ل|ك)?/;

/** Skeletons (without proclitics or shadda) that the texts write both with and without shadda. */
function shaddaClashes(texts: Text[]): string[] {
  const forms = new Map<string, Map<string, string>>();
  for (const { where, text } of texts) {
    for (const token of text.match(letters) ?? []) {
      const spelt = token.replace(/[\u064B-\u0650\u0652-\u065F\u0670]/g, "");
      const stripped = spelt.replace(proclitics, "");
      const form = stripped.replaceAll(SHADDA, "").length >= 2 ? stripped : spelt;
      const skeleton = form.replaceAll(SHADDA, "");
      if (!forms.has(skeleton)) forms.set(skeleton, new Map());
      if (!forms.get(skeleton)!.has(form)) forms.get(skeleton)!.set(form, where);
    }
  }
  return [...forms].flatMap(([skeleton, spellings]) => {
    if (skeleton in shaddaHomographs || !spellings.has(skeleton) || spellings.size < 2) return [];
    return [[...spellings].map(([form, where]) => `${form} (${where})`).join(" and ")];
  });
}

describe("the Arabic glossary", () => {
  it("reads the Arabic of every content file and of the translation file", () => {
    const sources = new Set(copy.map((text) => text.where.split(".")[0]));
    for (const file of ["services/cloud-services", "products/imploy", "terms/ar", "pages/home", "company"]) {
      expect(sources, file).toContain(`content/${file}`);
    }
    expect(sources).toContain("ar/translation");
    expect(copy.length).toBeGreaterThan(600);
  });

  it("finds a variant however it is vocalised, and in context only where it is asked to", () => {
    expect(findVariants([{ where: "x", text: "تصلهم كلُّ بَصْمَةِ حُضُورٍ في النظام" }])).toHaveLength(1);
    expect(findVariants([{ where: "x", text: "احجز عرضًا لإمبلوي" }])).toHaveLength(1);
    expect(findVariants([{ where: "x", text: "احجز عرضًا توضيحيًا لإمبلوي" }])).toEqual([]);
    expect(findVariants([{ where: "x", text: "على جهاز لوحي، ولوحات متابعة" }])).toEqual([]);
    expect(findVariants([{ where: "x", text: "لوحة واحدة للمخزون" }])).toHaveLength(1);
  });

  it("names a variant nowhere in the Arabic copy", () => {
    expect(findVariants(copy)).toEqual([]);
  });

  it("has each term in use, so the list does not go stale", () => {
    const all = copy.map((text) => bare(text.text)).join("\n");
    const unused = glossary.filter((entry) => !all.includes(bare(entry.term))).map((entry) => entry.term);
    expect(unused).toEqual([]);
  });

  it("spells each word one way, with or without its shadda", () => {
    expect(shaddaClashes([{ where: "a", text: "التحوّل الرقمي ومسار التحول" }])).toHaveLength(1);
    expect(shaddaClashes(copy), "make the spellings agree, or list true homographs in glossary.ts").toEqual(
      [],
    );
  });
});
