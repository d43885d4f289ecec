import type { TFunction } from "../i18n/i18n";
import type { Locale } from "../i18n/locales";
import { plural } from "../i18n/plural";
import { factNames, type Company } from "./schemas";

/**
 * The facts copy names with their words, and the fact each counts: "{{people}}" reads "80 people",
 * «80 موظفًا», in the form the language gives that number (the translations' `facts.people`).
 */
export const countedFacts = { people: "teamSize", clients: "clientCount" } as const;

/**
 * Copy with the company's facts put in: "Since {{foundingYear}}" reads "Since 2012", "over
 * {{clients}}" reads "over 60 active clients" (`t`: the strings of the copy's language `lang`). A
 * name that is not a fact stops the build, naming it and the file.
 */
export function withFacts<T>(copy: T, facts: Company, file: string, lang: Locale, t: TFunction): T {
  const names = [...factNames, ...Object.keys(countedFacts)];
  const fact = (name: string): string => {
    if (Object.hasOwn(countedFacts, name)) {
      const counted = name as keyof typeof countedFacts;
      return plural(t, lang, `facts.${counted}`, facts[countedFacts[counted]]);
    }
    if ((factNames as readonly string[]).includes(name)) {
      return String(facts[name as (typeof factNames)[number]]);
    }
    throw new Error(
      `${file}: "{{${name}}}" is not a fact; use one of ${names.map((f) => `{{${f}}}`).join(", ")}.`,
    );
  };
  const fill = (value: unknown): unknown => {
    if (typeof value === "string")
      return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => fact(name));
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    }
    return value;
  };
  return fill(copy) as T;
}
