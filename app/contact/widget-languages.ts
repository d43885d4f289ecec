/**
 * The proof-of-work widget's own texts (app/contact/proof.ts) for the languages of the locale table
 * that name them (`altcha`), as a module the build makes from the table: `virtual:widget-languages`
 * exports, by language code, a function that imports that language's texts. Each is an import Vite
 * can see, so each language's texts are a file of their own, which only that language's contact
 * page loads; a language added to the table brings its texts with it, and no module lists them.
 */
import type { Plugin } from "vite";
import { localeCodes, locales, type LocaleFacts } from "../i18n/locales";

export const WIDGET_LANGUAGES = "virtual:widget-languages";
const resolved = `\0${WIDGET_LANGUAGES}`;

/** The widget's texts each language of the table names: `altcha/i18n/<name>`. */
export const widgetLanguageImports = (): string[] =>
  localeCodes.flatMap((code) => {
    const { altcha }: LocaleFacts = locales[code];
    return altcha ? [`altcha/i18n/${altcha}`] : [];
  });

/** The module's source: `{ "<code>": () => import("altcha/i18n/<name>"), … }`. */
export function widgetLanguagesModule(): string {
  const loaders = localeCodes.flatMap((code) => {
    const { altcha }: LocaleFacts = locales[code];
    return altcha
      ? [`  ${JSON.stringify(code)}: () => import(${JSON.stringify(`altcha/i18n/${altcha}`)}),`]
      : [];
  });
  return `export default {\n${loaders.join("\n")}\n};\n`;
}

/** The Vite plugin that serves the module (astro.config.ts). */
export function widgetLanguages(): Plugin {
  return {
    name: "widget-languages",
    resolveId: (id) => (id === WIDGET_LANGUAGES ? resolved : undefined),
    load: (id) => (id === resolved ? widgetLanguagesModule() : undefined),
  };
}
