/**
 * The page's second inline script: it loads the web fonts the page's text needs and adds them to the
 * document once they are in (decision 028). Until then the text is drawn in the sized fallbacks of
 * app/styles/fonts.css (decision 018), which name the web font first: the page's style sheet
 * defines it only for visitors without script, so the first layout asks the system for it once and
 * moves on, where a face still on its way would cost every size and weight of text a stand-in of its
 * own. Adding a loaded face changes no style, only the fonts the text is drawn in.
 *
 * Each face is loaded when the page's text has a character of its unicode-range, as the browser
 * does with @font-face rules: an English page loads Inter's Latin, and an Arabic page Readex Pro's
 * Arabic and Latin. A face that fails to load leaves its text in the fallback.
 *
 * The document shell (app/layouts/Page.astro) calls it with the faces of the page's language, which
 * it writes on the body. It must stay self-contained (no imports), so that Astro inlines it.
 */
export type PageFace = {
  family: string;
  url: string;
  /** The face's descriptors, as in @font-face. */
  weight: string;
  unicodeRange: string;
};

export function loadWebFonts(faces: readonly PageFace[]): void {
  const text = document.body.textContent!;
  // "U+0000-00FF,U+0131" → /[\u{0000}-\u{00FF}\u{0131}]/u
  const needed = faces.filter(({ unicodeRange }) =>
    new RegExp(
      `[${unicodeRange.replace(/U\+/g, "").replace(/\w+/g, "\\u{$&}").replace(/,/g, "")}]`,
      "u",
    ).test(text),
  );
  void Promise.allSettled(
    needed.map(({ family, url, ...descriptors }) => new FontFace(family, `url(${url})`, descriptors).load()),
  ).then((results) => {
    for (const result of results) if (result.status === "fulfilled") document.fonts.add(result.value);
  });
}
