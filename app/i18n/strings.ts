import ar from "./translations/ar.json";
import en from "./translations/en.json";
import type { Locale } from "./locales";

/** The shape of every language's strings: the default language's file's (a test holds the others to it). */
export type Strings = typeof en;

/**
 * UI strings per language (app/i18n/translations/<lang>.json), read at build time by the page entries
 * and the server; an island gets the few it uses in its props. Served as
 * /assets/locales/<lang>/translation.json (app/pages/assets/), and bundled by the editor alone.
 *
 * The one module besides the locale table that names the languages: each file is a static import,
 * which both the server (Node) and the editor's bundle (Vite) can read, so a language added to the
 * table is added here too (docs/development.md, "Adding a language"); the type checker asks for it.
 */
export const strings: Record<Locale, Strings> = { en, ar };
