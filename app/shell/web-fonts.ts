/**
 * The page's web-font loader (decision 028): it loads the web fonts the page draws its text in and
 * adds them to the document once they are in. Until then the text is drawn in the sized fallbacks
 * of app/styles/fonts.css (decision 018), which name the web font first: the page's style sheet
 * defines it only for visitors without script, so the first layout asks the system for it once and
 * moves on, where a face still on its way would cost every size and weight of text a stand-in of its
 * own. Adding a loaded face changes no style, only the fonts the text is drawn in.
 *
 * The document shell (app/layouts/Page.astro) runs it twice, with the faces of the page's language,
 * which it writes on the body:
 *  - `"body-start"`, a classic script at the top of the body, before the first frame. On a visit
 *    from another of the site's pages the browser most likely has the fonts in its cache: the faces
 *    every page of the language is drawn in are loaded at once, and are usually in before the first
 *    frame, which is then drawn in them rather than changing font a moment later. On any other
 *    visit it does nothing: the fonts wait for the page.
 *  - `"parsed"`, a module script, once the page is parsed: every other face the page's text has a
 *    character of, as the browser does with @font-face rules' unicode-ranges (an English page loads
 *    Inter's Latin, an Arabic page Readex Pro's Arabic and Latin; a Latin Extended letter adds that
 *    face).
 *
 * A face that fails to load leaves its text in the fallback. It must stay self-contained (no
 * imports, nothing from this module outside the function): Astro inlines the module script, and
 * the shell writes the classic one from the function's source.
 */
export type PageFace = {
  family: string;
  url: string;
  /** The face's descriptors, as in @font-face. */
  weight: string;
  unicodeRange: string;
  /** Whether every page of its language is drawn in it (scripts/make-fonts.ts). */
  everyPage: boolean;
};

export type FontMoment = "body-start" | "parsed";

export function loadWebFonts(faces: readonly PageFace[], moment: FontMoment): void {
  const fromSite = document.referrer.startsWith(`${location.origin}/`);
  let now: PageFace[] = [];
  if (moment === "body-start") {
    if (fromSite) now = faces.filter((face) => face.everyPage);
  } else {
    const text = document.body.textContent!;
    // "U+0000-00FF,U+0131" → /[\u{0000}-\u{00FF}\u{0131}]/u
    now = faces.filter(
      ({ unicodeRange, everyPage }) =>
        !(fromSite && everyPage) &&
        new RegExp(
          `[${unicodeRange.replace(/U\+/g, "").replace(/\w+/g, "\\u{$&}").replace(/,/g, "")}]`,
          "u",
        ).test(text),
    );
  }
  void Promise.allSettled(
    now.map(({ family, url, weight, unicodeRange }) =>
      new FontFace(family, `url(${url})`, { weight, unicodeRange }).load(),
    ),
  ).then((results) => {
    for (const result of results) if (result.status === "fulfilled") document.fonts.add(result.value);
  });
}
