import type { Locale } from "../i18n/locales";

/**
 * A day as the site writes it in a language: "14 October 2026", «14 أكتوبر 2026». The site writes
 * Western digits in every language, as its Arabic copy does.
 */
export const articleDate = (isoDay: string, lang: Locale): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: "long", numberingSystem: "latn", timeZone: "UTC" }).format(
    new Date(isoDay),
  );
