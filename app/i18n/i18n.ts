import { createContext, createElement, useContext, type ReactNode } from "react";
import type { Locale } from "./locales";
import type { Strings } from "./strings";

/**
 * Translations in i18next's JSON format (nested keys, `{{name}}` interpolation), looked up by a
 * small function instead of the i18next runtime: a page has one language for its whole life and
 * receives its strings inline, so detection, loading and plural machinery would be dead weight
 * (about 19 KB of gzipped script on every page); counts take their plural forms from the
 * platform's `Intl.PluralRules` (plural.ts). See docs/decisions/004-translations-runtime.md.
 */
export type { Strings };
export type Vars = Record<string, string | number>;
export type TFunction = (key: string, vars?: Vars) => string;

function lookup(strings: unknown, key: string): unknown {
  if (strings && typeof strings === "object" && key in strings) {
    return (strings as Record<string, unknown>)[key];
  }
  let node: unknown = strings;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function interpolate(template: string, vars?: Vars): string {
  if (!vars) return template;
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}

/** A translate function over one language's strings. A missing key returns the key itself. */
export function createT(strings: unknown): TFunction {
  return (key, vars) => {
    const value = lookup(strings, key);
    return typeof value === "string" ? interpolate(value, vars) : key;
  };
}

interface I18nValue {
  lang: Locale;
  strings: Strings;
  t: TFunction;
  /** The page's own path ("/ar/about"), for links that mark the current page; "" inside islands. */
  path: string;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({
  lang,
  strings,
  path = "",
  children,
}: {
  lang: Locale;
  strings: Strings;
  path?: string;
  children: ReactNode;
}) {
  const value: I18nValue = { lang, strings, t: createT(strings), path };
  return createElement(I18nContext.Provider, { value }, children);
}

/** The page's translate function and language (the shape of react-i18next's hook). */
export function useTranslation(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useTranslation() used outside <I18nProvider>");
  return value;
}
