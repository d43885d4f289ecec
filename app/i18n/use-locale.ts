import { useCallback } from "react";
import { useTranslation } from "./i18n";
import { locales, localizePath, type Locale } from "./locales";
import { pagePath, type PageName } from "../site";

/**
 * The current page's language and direction (the page's language comes from its URL; every
 * React root of the page, islands included, receives it through the translations' provider).
 */
export function useLocale(): { lang: Locale; dir: (typeof locales)[Locale]["dir"] } {
  const { lang } = useTranslation();
  return { lang, dir: locales[lang].dir };
}

/** Maps a language-neutral path ("/about") to the current language's URL ("/ar/about"). */
export function useLocalizePath(): (path: string) => string {
  const { lang } = useLocale();
  return useCallback((path: string) => localizePath(path, lang), [lang]);
}

/**
 * Links to the pages of the table (app/site.ts) in the current language: `link("contact")`,
 * `link("service", slug)`. No component writes a site path out (a unit test checks).
 */
export function usePageLink(): (page: PageName, slug?: string) => string {
  const { lang } = useLocale();
  return useCallback((page: PageName, slug?: string) => pagePath(page, lang, slug), [lang]);
}

/** The current page's path ("/ar/about"), for links that mark the page they lead to as current. */
export function usePagePath(): string {
  return useTranslation().path;
}
