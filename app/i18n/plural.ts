import type { TFunction } from "./i18n";
import type { Locale } from "./locales";

/**
 * A count with its words in the grammatical form the language gives that number: the key's
 * plural forms (`news.minutes.one`, `.two`, `.few`, `.many`, `.other`, as the language has them;
 * Arabic has six) chosen by `Intl.PluralRules`, `other` when the language's form is not written.
 */
export function plural(t: TFunction, lang: Locale, key: string, count: number): string {
  const form = new Intl.PluralRules(lang).select(count);
  const written = t(`${key}.${form}`, { count });
  return written === `${key}.${form}` ? t(`${key}.other`, { count }) : written;
}
