import { useCallback } from "react";
import { useTranslation } from "./i18n";
import { locales, localizePath, type Locale } from "./locales";

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

/** The current page's path ("/ar/about"), for links that mark the page they lead to as current. */
export function usePagePath(): string {
  return useTranslation().path;
}
