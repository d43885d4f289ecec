import { firstScreenSvg } from "./first-screen";

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
 * A picture of a page's first screen. One of ours is written into the page as SVG markup: the
 * first paint needs no request for it, and no SVG document of its own either, which an `<img>` gets
 * even from a `data:` URL (first-screen.ts). Anything else (a marketer may upload any image) is an
 * `<img>`, fetched first.
 */
export function FirstScreenPicture({ src, alt, width, height, className }: Props) {
  const svg = firstScreenSvg(src);
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
