import ar from "../../public/assets/locales/ar/translation.json";
import en from "../../public/assets/locales/en/translation.json";
import type { Locale } from "./locales";

/** UI strings per language, read at build time by the page entries (never bundled for the browser). */
export const strings: Record<Locale, typeof en> = { en, ar };
