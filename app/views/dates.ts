import type { Locale } from "../i18n/locales";

/**
 * A day as the site writes it in a language: "14 October 2026", «14 أكتوبر 2026». The site writes
 * Western digits in every language, as its Arabic copy does.
 */
export const articleDate = (isoDay: string, lang: Locale): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: "long", numberingSystem: "latn", timeZone: "UTC" }).format(
    new Date(isoDay),
  );

/**
 * An office's opening times as the site writes them in a language: "09:00 – 18:00", «09:00–18:00».
 * Every language reads the 24-hour clock, as the content files write the times ("09:00"): it
 * needs no AM/PM words to be unambiguous, and the English and Arabic pages show the same
 * figures, where English's 12-hour default and Arabic's ص/م would make them differ.
 */
export const openingTimes = (opens: string, closes: string, lang: Locale): string => {
  const at = (time: string) => new Date(`1970-01-01T${time}:00Z`);
  return new Intl.DateTimeFormat(lang, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    numberingSystem: "latn",
    timeZone: "UTC",
  }).formatRange(at(opens), at(closes));
};
