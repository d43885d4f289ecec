import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findPageFonts, preloadFonts } from "./preload-fonts";

const fonts = {
  en: ["/assets/inter-latin-wght-normal-Dx4kXJAl.woff2"],
  ar: [
    "/assets/readex-pro-arabic-wght-normal-DiwT_uOQ.woff2",
    "/assets/readex-pro-latin-wght-normal--ekFhJJC.woff2",
  ],
};
const page = (lang: string) =>
  `<!DOCTYPE html><html lang="${lang}" dir="rtl"><head><meta charset="utf-8"/><link rel="stylesheet" href="/assets/shell.css#"/></head><body></body></html>`;

describe("preloadFonts", () => {
  it("preloads an Arabic page's Arabic and Latin Readex Pro ahead of the style sheet", () => {
    const out = preloadFonts(page("ar"), fonts);
    expect(out).toContain(
      '<link rel="preload" as="font" type="font/woff2" href="/assets/readex-pro-arabic-wght-normal-DiwT_uOQ.woff2" crossorigin=""/>' +
        '<link rel="preload" as="font" type="font/woff2" href="/assets/readex-pro-latin-wght-normal--ekFhJJC.woff2" crossorigin=""/>' +
        '<link rel="stylesheet"',
    );
    expect(out).not.toContain("inter-latin");
  });

  it("preloads an English page's Inter only, once however often it runs", () => {
    const once = preloadFonts(page("en"), fonts);
    expect(once.match(/rel="preload" as="font"/g)).toHaveLength(1);
    expect(once).toContain("inter-latin-wght-normal-Dx4kXJAl.woff2");
    expect(preloadFonts(once, fonts)).toBe(once);
  });

  it("leaves a page of another language, or without a style sheet, as it is", () => {
    expect(preloadFonts(page("fr"), fonts)).toBe(page("fr"));
    const bare = '<html lang="en"><head></head></html>';
    expect(preloadFonts(bare, fonts)).toBe(bare);
  });
});

describe("findPageFonts", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "fonts-"));
  const assets = path.join(dir, "assets");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("finds each language's files by name, whatever their hash, and not a neighbouring subset", () => {
    rmSync(assets, { recursive: true, force: true });
    mkdirSync(assets);
    for (const file of [
      "inter-latin-ext-wght-normal-DO1Apj_S.woff2",
      "inter-latin-wght-normal-Dx4kXJAl.woff2",
      "readex-pro-latin-ext-wght-normal-CsYMu49W.woff2",
      "readex-pro-latin-wght-normal--ekFhJJC.woff2",
      "readex-pro-arabic-wght-normal-DiwT_uOQ.woff2",
    ])
      writeFileSync(path.join(assets, file), "");
    expect(findPageFonts(assets)).toEqual(fonts);
  });

  it("fails the build when a font is missing", () => {
    rmSync(path.join(assets, "inter-latin-wght-normal-Dx4kXJAl.woff2"));
    expect(() => findPageFonts(assets)).toThrow(/inter-latin-wght-normal/);
  });
});
