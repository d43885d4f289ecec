/**
 * The build's check of the editor's media folders (decision 031): only pictures. Whatever is in
 * public/ is served from the site's own origin, where the CSP lets a page load scripts
 * (`script-src 'self'`); an editor uploading `x.js` or `x.html` at /admin, or a picture that is
 * really a page, would put script on the site. So every file in a folder the editor uploads into
 * (its media library's and each picture field's, `mediaFolders()` in app/admin/config.ts) must be
 * a picture of a type the site uses, by its name (the allowlist `pictureTypes`) AND by its first
 * bytes (what it really is). Anything else stops the build, naming the file and what to do. The
 * files are never changed or removed: the editor replaces or deletes them. What an SVG holds is
 * svg-check.ts's part.
 *
 * Build and Node only (scripts/build.ts, the tests): no browser bundle imports this module.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The pictures the site takes, by extension (lower case), with their names for people. */
export const pictureTypes = {
  ".svg": "SVG",
  ".png": "PNG",
  ".jpg": "JPEG",
  ".jpeg": "JPEG",
  ".webp": "WebP",
  ".avif": "AVIF",
  ".gif": "GIF",
} as const;

type PictureName = (typeof pictureTypes)[keyof typeof pictureTypes];

/** The accepted types in words: "SVG, PNG, JPEG, WebP, AVIF or GIF". */
const typeList = (() => {
  const names = [...new Set(Object.values(pictureTypes))];
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
})();

/** "an SVG", "a PNG": as the name is said (SVG: "ess-vee-gee"). */
const withArticle = (name: PictureName) => `${/^[AS]/.test(name) ? "an" : "a"} ${name}`;

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString("latin1");

/** What an SVG may start with before its `<svg>`: a byte-order mark, the XML declaration, comments,
 * a doctype (with its internal subset, as drawing programs write it) and white space. */
const beforeSvg =
  /^\uFEFF?(?:\s|<\?xml[^>]*\?>|<!--(?:(?!-->)[\s\S])*-->|<!DOCTYPE\ssvg[^[>]*(?:\[[^\]]*\]\s*)?>)*<svg[\s>/]/i;

/** What a file is by its first bytes (its "magic number"), or undefined when it is no picture we take. */
export function sniffPicture(bytes: Buffer): PictureName | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "PNG";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "JPEG";
  if (["GIF87a", "GIF89a"].includes(ascii(bytes, 0, 6))) return "GIF";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "WebP";
  if (ascii(bytes, 4, 8) === "ftyp" && bytes.length >= 16) {
    // An ISO media file: AVIF when its major or a compatible brand says so (`avif`, `avis`).
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return "AVIF";
    return undefined;
  }
  // Text: an SVG is UTF-8 whose first element is <svg>.
  if (bytes.includes(0)) return undefined;
  return beforeSvg.test(bytes.toString("utf8")) ? "SVG" : undefined;
}

/** What a file that is no picture looks like, for the message: "an HTML page", "text". */
function lookOf(bytes: Buffer): string {
  if (bytes.length === 0) return "an empty file";
  if (bytes.includes(0)) return "some other binary file";
  const text = bytes
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
    .slice(0, 512)
    .toLowerCase();
  if (/^(?:<!doctype html|<html|<head|<body|<script|<iframe|<meta)/.test(text)) return "an HTML page";
  if (text.startsWith("<")) return "HTML or XML text";
  return "text";
}

/** The usual ending of a type: ".jpg" for JPEG. */
const endingOf = (name: PictureName) =>
  Object.entries(pictureTypes)
    .find(([, type]) => type === name)![0]
    .slice(1);

/** Why this file may not be in a media folder, with what to do, or undefined when it is a picture. */
export function mediaProblem(name: string, bytes: Buffer): string | undefined {
  const extension = path.extname(name).toLowerCase();
  const named = Object.hasOwn(pictureTypes, extension)
    ? pictureTypes[extension as keyof typeof pictureTypes]
    : undefined;
  const actual = sniffPicture(bytes);
  if (!named) {
    const what = extension ? `a ${extension} file` : "a file without an extension";
    return (
      `${what}, not a picture (only ${typeList} files may be here): delete it` +
      (actual ? `, or give it the ending of the ${actual} picture it is (.${endingOf(actual)})` : "")
    );
  }
  if (actual === named) return undefined;
  if (actual)
    return `named ${extension} but it is ${withArticle(actual)} picture: rename it, or export it again as ${named}`;
  return (
    `named ${extension} but it is ${lookOf(bytes)}, not ${withArticle(named)} picture: ` +
    `replace it with the real picture, or delete it`
  );
}

/** One file in a media folder that is not a picture of ours, and why. */
export interface MediaRefusal {
  /** The file, as the build's message shows it: relative to the working folder. */
  file: string;
  problem: string;
}

/** Every file under `dir` (its sub-folders too), as full paths. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile());
}

/**
 * The files in the media folders (paths relative to `root`, the repository: "public/illustrations")
 * that are not pictures of a type the site takes, each with what to do. A folder nobody has
 * uploaded into yet (not in the repository) has nothing to check.
 */
export function checkMedia(folders: readonly string[], root = process.cwd()): MediaRefusal[] {
  const files = new Set(
    folders.flatMap((folder) => {
      const dir = path.resolve(root, folder);
      return existsSync(dir) ? filesUnder(dir) : [];
    }),
  );
  return [...files].sort().flatMap((full) => {
    const problem = mediaProblem(full, readFileSync(full));
    const relative = path.relative(process.cwd(), full);
    const file = relative.startsWith("..") ? full : relative;
    return problem ? [{ file, problem }] : [];
  });
}

/** The build's message for refused files. */
export function mediaRefusalMessage(refusals: MediaRefusal[]): string {
  const lines = refusals.map(({ file, problem }) => `  ${file}: ${problem}`);
  return (
    `Not building: ${refusals.length} file${refusals.length === 1 ? "" : "s"} in the editor's picture ` +
    `folders ${refusals.length === 1 ? "is" : "are"} not ${refusals.length === 1 ? "a picture" : "pictures"} ` +
    `the site takes (${typeList}), and would be served from the site's own address.\n` +
    `${lines.join("\n")}\n` +
    `Delete or replace each at /admin (Media) or in the repository (docs/editing.md, "Pictures you upload").`
  );
}
