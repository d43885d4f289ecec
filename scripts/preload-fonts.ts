/**
 * Each prerendered page preloads the font files its language's text is set in, so the web font is
 * there for the first layout instead of replacing the fallback a moment later and re-wrapping the
 * headings (a layout shift). English: Inter (Latin). Arabic: Readex Pro (Arabic, and its Latin for
 * the Latin words and digits in Arabic text). Other subsets still load on demand by unicode-range.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

/** Which built font files (by name before their hash) each page language sets its text in. */
const fontsByLang: Record<string, readonly string[]> = {
  en: ["inter-latin-wght-normal"],
  ar: ["readex-pro-arabic-wght-normal", "readex-pro-latin-wght-normal"],
};

/** The URLs of the page fonts of each language in a build's assets folder. */
export function findPageFonts(assetsDir: string): Record<string, string[]> {
  const files = readdirSync(assetsDir).filter((file) => file.endsWith(".woff2"));
  return Object.fromEntries(
    Object.entries(fontsByLang).map(([lang, names]) => [
      lang,
      names.map((name) => {
        const file = files.find((candidate) => new RegExp(`^${name}-[\\w-]{8}\\.woff2$`).test(candidate));
        if (!file) throw new Error(`the build has no ${name} font in ${assetsDir}`);
        return `/${path.basename(assetsDir)}/${file}`;
      }),
    ]),
  );
}

/** The page with preload links for its language's fonts ahead of its style sheet. */
export function preloadFonts(html: string, fonts: Record<string, readonly string[]>): string {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  const urls = lang ? fonts[lang] : undefined;
  const stylesheet = html.indexOf('<link rel="stylesheet"');
  if (!urls || stylesheet < 0 || html.includes('rel="preload" as="font"')) return html;
  const links = urls.map(
    (url) => `<link rel="preload" as="font" type="font/woff2" href="${url}" crossorigin=""/>`,
  );
  return html.slice(0, stylesheet) + links.join("") + html.slice(stylesheet);
}
