import { useCallback } from "react";
import { useLocation } from "react-router";
import { locales, localeFromPath, localizePath, type Locale } from "./locales";

/** The current page's language and direction, from its URL. */
export function useLocale(): { lang: Locale; dir: (typeof locales)[Locale]["dir"] } {
  const { pathname } = useLocation();
  const lang = localeFromPath(pathname);
  return { lang, dir: locales[lang].dir };
}

/** Maps a language-neutral path ("/about") to the current language's URL ("/ar/about"). */
export function useLocalizePath(): (path: string) => string {
  const { lang } = useLocale();
  return useCallback((path: string) => localizePath(path, lang), [lang]);
}
