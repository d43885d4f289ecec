import type { TFunction } from "./i18n";
import type { Locale } from "./locales";

/**
 * A count with its words in the grammatical form the language gives that number: the key's
 * plural forms (`news.minutes.one`, `.two`, `.few`, `.many`, `.other`, as the language has them;
 * Arabic has six) chosen by `Intl.PluralRules`, `other` when the language's form is not written.
 * `figure` is the number as shown, where it is not the bare count: "60+" for a round figure.
 */
export function plural(
  t: TFunction,
  lang: Locale,
  key: string,
  count: number,
  figure: string | number = count,
): string {
  const form = new Intl.PluralRules(lang).select(count);
  const written = t(`${key}.${form}`, { count: figure });
  return written === `${key}.${form}` ? t(`${key}.other`, { count: figure }) : written;
}

/**
 * The words of `plural` without the number, for a label set under a figure drawn on its own
 * (the home page's counters): "digital products" under "7"; Arabic's "one" and "two" forms, which
 * say the number in words («منتجان رقميان»), come whole.
 */
export function pluralWords(t: TFunction, lang: Locale, key: string, count: number): string {
  return plural(t, lang, key, count, "").replace(/\s+/g, " ").trim();
}
