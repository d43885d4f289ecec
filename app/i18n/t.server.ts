import { createT, type TFunction } from "./i18n";
import type { Locale } from "./locales";
import { strings } from "./strings";

/**
 * A translate function in one language, for code outside a page's React tree: the pages' data
 * functions at build time (app/views/data.ts) and the server's answers and e-mails.
 */
export function serverT(lang: Locale): TFunction {
  return createT(strings[lang]);
}
