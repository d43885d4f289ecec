import ar from "./translations/ar.json";
import en from "./translations/en.json";
import type { Locale } from "./locales";

/**
 * UI strings per language (app/i18n/translations/<lang>.json), read at build time by the page entries
 * and the server; an island gets the few it uses in its props. Served as
 * /assets/locales/<lang>/translation.json (app/pages/assets/), and bundled by the editor alone.
 */
export const strings: Record<Locale, typeof en> = { en, ar };
