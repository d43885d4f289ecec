/**
 * The web fonts of a page's language, as the document shell (app/layouts/Page.astro) writes them on
 * the body for the script that loads them (app/shell/web-fonts.ts, decision 028): the faces of
 * app/styles/web-fonts.json (made by scripts/make-fonts.ts) for the language's script (the locale
 * table's `script`), each with its built file as @font-face's `src` names it.
 */
import { locales, type Locale } from "../i18n/locales";
import webFonts from "../styles/web-fonts.json";
import type { PageFace } from "./web-fonts";

const fontFiles = import.meta.glob<string>("../styles/fonts/*.woff2", {
  query: "?url",
  import: "default",
  eager: true,
});

export function pageFaces(lang: Locale): PageFace[] {
  return webFonts[locales[lang].script].map(({ file, ...face }) => {
    const url = fontFiles[`../styles/fonts/${file}`];
    if (!url) throw new Error(`web-fonts.json names ${file}, which is not in app/styles/fonts`);
    return { ...face, src: `url(${url})` };
  });
}
