import { useCallback } from "react";
import { useTranslation } from "./i18n";
import { locales, localizePath, type Locale } from "./locales";

/**
 * The current page's language and direction (the page's language comes from its URL; the root
 * and each island receive it through the translations' provider, so this works inside islands,
 * which have no router).
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
