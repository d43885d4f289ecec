import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { mediaFolders } from "../admin/config";
import { checkMedia, mediaProblem, mediaRefusalMessage, sniffPicture } from "./media-check";

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))),
  );
const u32 = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** The first bytes of each picture type the site takes, as the programs that make them write them. */
const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], u32(13), "IHDR", [0, 0, 0, 1]);
const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF\0");
const gif = bytes("GIF89a", [1, 0, 1, 0, 0]);
const webp = bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ", [0, 0, 0, 0]);
const avif = bytes(u32(28), "ftypavif", u32(0), "avifmif1miaf", u32(0), "meta");
/** An AVIF whose major brand is the generic image one, `avif` among its compatible brands. */
const avifCompatible = bytes(u32(24), "ftypmif1", u32(0), "mif1avif", u32(0), "meta");
/** A HEIC photo (an iPhone's): the same container, not a type the site takes. */
const heic = bytes(u32(24), "ftypheic", u32(0), "mif1heic", u32(0), "meta");
const svg = Buffer.from(
  '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: a drawing program -->\n' +
    '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n' +
    '  <!ENTITY ns_svg "http://www.w3.org/2000/svg">\n]>\n<svg xmlns="http://www.w3.org/2000/svg"/>\n',
);
const html = bytes(
  '<!DOCTYPE html>\n<html><body><script src="/illustrations/x.js"></script></body></html>\n',
);
const js = bytes('fetch("/api/contact").then(() => alert(document.cookie));\n');

describe("sniffPicture", () => {
  it.each([
    ["PNG", png],
    ["JPEG", jpeg],
    ["GIF", gif],
    ["WebP", webp],
    ["AVIF", avif],
    ["AVIF", avifCompatible],
    ["SVG", svg],
    ["SVG", bytes("<svg viewBox='0 0 1 1'></svg>")],
  ])("knows a %s picture by its first bytes", (type, file) => {
    expect(sniffPicture(file)).toBe(type);
  });

  it.each([
    ["an HTML page", html],
    ["a script", js],
    ["a HEIC photo", heic],
    ["an empty file", bytes("")],
    ["an SVG inside an HTML page", bytes("<html><body><svg></svg></body></html>")],
    ["a PNG's signature cut short", bytes([0x89, 0x50, 0x4e, 0x47])],
    // Read at once, not backtracked for ever (a build an upload could hang).
    ["a long run of white space", bytes(`${" ".repeat(200_000)}x`)],
    ["an unclosed comment", bytes(`<!--${" -- ".repeat(50_000)}`)],
    ["an unclosed doctype", bytes(`<!DOCTYPE svg [${" ".repeat(200_000)}`)],
  ])("takes %s for no picture", (_what, file) => {
    expect(sniffPicture(file)).toBeUndefined();
  });
});

describe("mediaProblem", () => {
  it.each([
    ["x.png", png],
    ["x.PNG", png],
    ["x.jpg", jpeg],
    ["x.jpeg", jpeg],
    ["x.gif", gif],
    ["x.webp", webp],
    ["x.avif", avif],
    ["x.svg", svg],
  ])("passes %s that is what its name says", (name, file) => {
    expect(mediaProblem(name, file)).toBeUndefined();
  });

  it.each([
    ["x.js", js, "a .js file, not a picture"],
    ["x.html", html, "a .html file, not a picture"],
    ["x.htm", html, "a .htm file, not a picture"],
    ["x.mjs", js, "a .mjs file, not a picture"],
    ["x.heic", heic, "a .heic file, not a picture"],
    ["x", png, "a file without an extension, not a picture"],
    ["x.png", html, "named .png but it is an HTML page, not a PNG picture"],
    ["x.jpg", js, "named .jpg but it is text, not a JPEG picture"],
    ["x.svg", html, "named .svg but it is an HTML page, not an SVG picture"],
    ["x.avif", heic, "named .avif but it is some other binary file, not an AVIF picture"],
    ["x.jpg", png, "named .jpg but it is a PNG picture: rename it"],
  ])("refuses %s, saying what it is", (name, file, problem) => {
    expect(mediaProblem(name, file)).toContain(problem);
  });

  it("says which ending a picture with a wrong one should have", () => {
    expect(mediaProblem("logo.txt", png)).toContain("give it the ending of the PNG picture it is (.png)");
  });
});

/** A repository's worth of files, as the build sees them. */
const folders: string[] = [];
function repository(files: Record<string, Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "media-check-"));
  folders.push(dir);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("checkMedia", () => {
  it("names each file of the media folders (and their sub-folders) that is no picture, once, and passes the pictures", () => {
    const root = repository({
      "public/illustrations/hero.svg": svg,
      "public/illustrations/photo.jpg": jpeg,
      "public/illustrations/x.js": js,
      "public/illustrations/team/x.html": html,
      "public/illustrations/team/ceo.png": png,
      "public/partners/logo.png": html,
      "public/partners/logo.webp": webp,
      // Outside the media folders: not the editor's, not this check's.
      "public/site.webmanifest": bytes("{}"),
    });
    const refusals = checkMedia(
      ["public/illustrations", "public/illustrations/team", "public/partners", "public/not-yet-made"],
      root,
    );
    const where = (file: string) => path.join(root, file);
    expect(refusals.map(({ file }) => file)).toEqual([
      where("public/illustrations/team/x.html"),
      where("public/illustrations/x.js"),
      where("public/partners/logo.png"),
    ]);
    const message = mediaRefusalMessage(refusals);
    expect(message).toMatch(/^Not building: 3 files in the editor's picture folders are not pictures/);
    expect(message).toContain(`${where("public/illustrations/x.js")}: a .js file, not a picture`);
    expect(message).toContain(`${where("public/partners/logo.png")}: named .png but it is an HTML page`);
    expect(message).toContain("SVG, PNG, JPEG, WebP, AVIF or GIF");
  });

  it("checks the editor's media library and every picture field's folder", () => {
    expect(mediaFolders()).toEqual(
      expect.arrayContaining([
        "public/illustrations",
        "public/illustrations/team",
        "public/brand",
        "public/partners",
      ]),
    );
  });

  it("passes every picture of the repository: the media folders, and every other file under public/", () => {
    expect(checkMedia(mediaFolders())).toEqual([]);
    const all = readdirSync("public", { recursive: true, encoding: "utf8" })
      .map((name) => path.join("public", name))
      .filter((file) => statSync(file).isFile());
    expect(all.length).toBeGreaterThan(100);
    const problems = all.flatMap((file) => {
      const problem = mediaProblem(file, readFileSync(file));
      return problem ? [`${file}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
