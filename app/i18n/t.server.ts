import { createT, type TFunction } from "./i18n";
import type { Locale } from "./locales";
import { strings } from "./strings";

/** A translate function for build-time code (loaders), in one language. */
export function serverT(lang: Locale): TFunction {
  return createT(strings[lang]);
}
