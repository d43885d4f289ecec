/**
 * The build's check of our SVG pictures (decision 031). A picture of a page's first screen is
 * written into the page as SVG markup (app/components/FirstScreenPicture.tsx), and editors upload
 * pictures at /admin; an SVG can carry script (`<script>`, an `onload=` attribute, a `javascript:`
 * link, HTML inside a `<foreignObject>`), which would then run on the public page. So every SVG
 * under `public/` goes through DOMPurify's SVG profile first (with jsdom as its window, parsed as
 * HTML, as the page's parser reads it): anything DOMPurify would take out stops the build, naming
 * the file and what to remove. The files are never rewritten: an editor fixes the picture.
 *
 * Build and Node only (scripts/build.ts, the tests): no browser bundle imports this module.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import createDOMPurify, {
  type Config,
  type RemovedAttribute,
  type RemovedElement,
  type WindowLike,
} from "dompurify";
import { JSDOM } from "jsdom";

/** What DOMPurify takes out of one file, in words: "element <script>", "attribute onload on <svg>". */
export interface SvgRefusal {
  file: string;
  remove: string[];
}

const purify = createDOMPurify(new JSDOM("").window as unknown as WindowLike);

const config: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // `<use>` is not in DOMPurify's SVG profile (it can pull in another file); our illustrations
  // reuse a shape of their own with it (href="#…"). It stays allowed for a reference inside the
  // same file only: the hook below takes out any other link of a `<use>`.
  ADD_TAGS: ["use"],
};

purify.addHook("uponSanitizeAttribute", (element, data) => {
  const link = data.attrName === "href" || data.attrName === "xlink:href";
  if (element.nodeName.toLowerCase() === "use" && link && !data.attrValue.trim().startsWith("#"))
    data.keepAttr = false;
});

const describe = (item: RemovedElement | RemovedAttribute): string | undefined => {
  if ("attribute" in item) {
    const name = item.attribute?.name ?? "?";
    return `attribute ${name} on <${item.from.nodeName}>`;
  }
  const element = item.element as Element;
  // The parser's own <body>, around the picture: DOMPurify always lists it; not in the file.
  if (element.nodeName === "BODY") return undefined;
  return `element <${element.nodeName}>`;
};

/** What DOMPurify's SVG profile would take out of this SVG (empty when it is safe to inline). */
export function svgDangers(svg: string): string[] {
  purify.sanitize(svg, config);
  const found = purify.removed.map(describe).filter((what): what is string => what !== undefined);
  return [...new Set(found)];
}

/** Every `.svg` under `dir`, as paths relative to it. */
function svgFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.toLowerCase().endsWith(".svg"))
    .sort();
}

/** The SVGs under `publicDir` that DOMPurify would change, each with what to remove. */
export function checkSvgs(publicDir = path.resolve("public")): SvgRefusal[] {
  return svgFiles(publicDir).flatMap((file) => {
    const remove = svgDangers(readFileSync(path.join(publicDir, file), "utf8"));
    const full = path.join(publicDir, file);
    const relative = path.relative(process.cwd(), full);
    const shown = relative.startsWith("..") ? full : relative;
    return remove.length > 0 ? [{ file: shown, remove }] : [];
  });
}

/** The build's message for refused SVGs. */
export function svgRefusalMessage(refusals: SvgRefusal[]): string {
  const lines = refusals.map(({ file, remove }) => `  ${file}: remove ${remove.join(", ")}`);
  return (
    `Not building: ${refusals.length} SVG picture${refusals.length === 1 ? "" : "s"} could run script ` +
    `on the site's pages.\n${lines.join("\n")}\n` +
    `Take these out of the picture (or export it again without scripts, links to javascript: or ` +
    `embedded HTML), or upload it as PNG or JPEG instead (docs/editing.md, "Pictures you upload").`
  );
}
