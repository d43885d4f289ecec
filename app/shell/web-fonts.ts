/**
 * The page's web-font loader (decision 028): it loads the web fonts the page draws its text in and
 * adds them to the document once they are in. Until then the text is drawn in the sized fallbacks
 * of app/styles/fonts.css (decision 018), which name the web font first: the page's style sheet
 * defines it only for visitors without script, so the first layout asks the system for it once and
 * moves on, where a face still on its way would cost every size and weight of text a stand-in of its
 * own. Adding a loaded face changes no style, only the fonts the text is drawn in.
 *
 * The document shell (app/layouts/Page.astro) runs it once, from a classic script at the top of
 * the body; it reads the faces of the page's language, which the shell writes on the body (the
 * `data-web-fonts` attribute). It loads them at two moments:
 *  - at once, before the first frame. On a visit from another of the site's pages the browser most
 *    likely has the fonts in its cache: the faces every page of the language is drawn in are loaded
 *    then, and are usually in before the first frame, which is then drawn in them rather than
 *    changing font a moment later. On any other visit nothing is loaded yet: the fonts wait for
 *    the page.
 *  - once the page is parsed (DOMContentLoaded): every other face the page's text has a character
 *    of, as the browser does with @font-face rules' unicode-ranges (an English page loads Inter's
 *    Latin, an Arabic page Readex Pro's Arabic and Latin; a Latin Extended letter adds that face).
 *
 * A face that fails to load leaves its text in the fallback. The module must stay self-contained
 * (no imports, nothing run outside the function): the shell writes it into the page from its
 * source, minified (app/shell/inline-source.ts).
 */
export type PageFace = {
  family: string;
  /** Where the face's file is, as @font-face's `src` says it: `url(/assets/…woff2)`. */
  src: string;
  /** The face's descriptors, as in @font-face. */
  weight: string;
  unicodeRange: string;
  /** Whether every page of its language is drawn in it (scripts/make-fonts.ts). */
  everyPage: boolean;
};

export function loadWebFonts(): void {
  const d = document;
  const faces = JSON.parse(d.body.dataset.webFonts!) as PageFace[];
  const fromSite = d.referrer.startsWith(`${location.origin}/`);
  // A face's own fields serve as its descriptors (weight, unicodeRange; the others are ignored).
  // All of a moment's faces are added together, once each has loaded or failed (leaving a gap):
  // one relayout.
  const load = (now: readonly PageFace[]) =>
    Promise.all(
      now.map((face) => new FontFace(face.family, face.src, face).load().catch(() => undefined)),
    ).then((loaded) => loaded.forEach((face) => face && d.fonts.add(face)));
  if (fromSite) void load(faces.filter((face) => face.everyPage));
  d.addEventListener("DOMContentLoaded", () => {
    const text = d.body.textContent!;
    // "U+0000-00FF,U+0131" → /[\u{0000}-\u{00FF}\u{0131}]/u
    void load(
      faces.filter(
        (face) =>
          !(fromSite && face.everyPage) &&
          new RegExp(`[${face.unicodeRange.replace(/(?:U\+)?(\w+),?/g, "\\u{$1}")}]`, "u").test(text),
      ),
    );
  });
}
