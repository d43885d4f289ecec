/** Our SVGs that a first screen may show, as their files have them (the files stay in `public/`). */
const pictures = import.meta.glob<string>(
  [
    "/public/brand/logo-mark.svg",
    "/public/illustrations/*.svg",
    "/public/illustrations/{services,products}/*.svg",
  ],
  { query: "?raw", import: "default", eager: true },
);

interface Props {
  /** A path under `public/`, as a page links it; or any address a marketer gave. */
  src: string;
  /** Empty when the picture only decorates. */
  alt: string;
  /** The size an `<img>` declares; a picture written in has its own (its SVG's). */
  width: number;
  height: number;
  className?: string;
}

/**
 * A picture of a page's first screen (the logo, a page's illustration). One of ours (0.3–5.5 KB of
 * SVG) is written into the page as SVG markup, so that the first paint needs nothing but the HTML
 * (docs/decisions/026-styles-in-the-page.md): no request on a slow link, and no SVG document of its
 * own, which Chromium sets up for every picture in an `<img>`, even from a `data:` URL, at about
 * 25 ms of a slow phone's first frame each. Anything else (a marketer may upload any image) is an
 * `<img>`, fetched first. Pictures further down load lazily from their files. An SVG written in
 * is trusted markup: the build refuses any SVG under `public/` that could run script
 * (app/content/svg-check.ts), and the page's CSP allows only the build's own scripts (decision 031).
 */
export function FirstScreenPicture({ src, alt, width, height, className }: Props) {
  const svg = pictures[`/public${src}`]?.trim();
  if (svg === undefined)
    return (
      <img src={src} alt={alt} width={width} height={height} className={className} fetchPriority="high" />
    );
  return (
    <span
      className={["first-screen-picture", className].filter(Boolean).join(" ")}
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
