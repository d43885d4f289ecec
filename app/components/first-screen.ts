/**
 * The pictures of a page's first screen (the logo, a page's illustration), written into the page,
 * so that the first paint needs nothing but the HTML: no second round trip on a slow link
 * (docs/decisions/026-styles-in-the-page.md). They are written as SVG markup, not as an `<img>`
 * with a `data:` URL: Chromium gives every picture in an `<img>` an SVG document of its own, and
 * setting that up costs a slow phone's first frame about 25 ms per picture. Each is 0.3–5.5 KB of
 * SVG; the files stay in `public/` for everything else that links them. Pictures further down load
 * lazily from their files as before.
 */
const pictures = import.meta.glob<string>(
  [
    "/public/brand/logo-mark.svg",
    "/public/illustrations/*.svg",
    "/public/illustrations/{services,products}/*.svg",
  ],
  { query: "?raw", import: "default", eager: true },
);

/**
 * The SVG at `src` (a path under `public/`, as a page links it) as its file has it; undefined when
 * it is not one of ours (a marketer may upload any image).
 */
export function firstScreenSvg(src: string): string | undefined {
  return pictures[`/public${src}`]?.trim();
}
