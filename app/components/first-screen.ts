/**
 * The pictures of a page's first screen (the logo, a page's illustration), written into the page
 * as `data:` URLs, so that the first paint needs nothing but the HTML: no second round trip on a
 * slow link (docs/decisions/026-styles-in-the-page.md). Each is 0.3–5.5 KB of SVG; the files stay
 * in `public/` for everything else that links them. Pictures further down load lazily from their
 * files as before.
 */
const pictures = import.meta.glob<string>(
  [
    "/public/brand/logo-mark.svg",
    "/public/illustrations/*.svg",
    "/public/illustrations/{services,products}/*.svg",
  ],
  { query: "?raw", import: "default", eager: true },
);

/** The SVG at `src` (a path under `public/`, as a page links it) as a `data:` URL. */
export function firstScreenPicture(src: string): string {
  const svg = pictures[`/public${src}`];
  if (svg === undefined) throw new Error(`No first-screen picture at public${src}`);
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

/**
 * A picture the content names (a marketer may upload any image): one of ours in the page, as
 * `firstScreenPicture` does; anything else stays a file, fetched first.
 */
export function firstScreenSource(src: string): { src: string; fetchPriority?: "high" } {
  return `/public${src}` in pictures ? { src: firstScreenPicture(src) } : { src, fetchPriority: "high" };
}
