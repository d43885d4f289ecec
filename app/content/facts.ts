import { factNames, type Company } from "./schemas";

/**
 * Copy with the company's facts put in: "Since {{foundingYear}}" reads "Since 2012". A name that is
 * not a fact stops the build, naming it and the file.
 */
export function withFacts<T>(copy: T, facts: Company, file: string): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === "string") {
      return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
        if (!(factNames as readonly string[]).includes(name)) {
          throw new Error(
            `${file}: "{{${name}}}" is not a fact; use one of ${factNames.map((f) => `{{${f}}}`).join(", ")}.`,
          );
        }
        return String(facts[name as (typeof factNames)[number]]);
      });
    }
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    }
    return value;
  };
  return fill(copy) as T;
}
