import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localeFromPath } from "../../app/i18n/locales";
import { editorPath } from "../../app/site";
import type { PageFace } from "../../app/shell/web-fonts";
import { decodeEntities } from "../support/html";
import { clientDir, htmlFileOf, prerenderedUrls, requireBuild, urlOfHtmlFile } from "../support/build";

/** Every HTML file of the build, as the URL it is served at ("/about", "/404"). */
function builtPageUrls(dir = clientDir): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return builtPageUrls(file);
    if (!entry.endsWith(".html")) return [];
    return [urlOfHtmlFile(file)];
  });
}

const inlineModule = /<script type="module">([\s\S]*?)<\/script>/g;
const inlineClassic = /<script>([\s\S]*?)<\/script>/g;

describe("the build", () => {
  requireBuild();

  it("holds exactly the pages of the table of pages (app/site.ts), in every language", () => {
    // The entries under app/pages/[...lang]/ list their own paths; this keeps them and the table
    // (the server, the sitemap and the navigation read the table) the same.
    // Besides them, the editor (/admin, decision 016): not a page of the site, in no language.
    expect(builtPageUrls().sort()).toEqual([...prerenderedUrls.map(({ url }) => url), editorPath].sort());
  });

  it("gives every page its shell's inline script and the web fonts' loader, once each, together under 1.5 KB", () => {
    for (const { url } of prerenderedUrls) {
      const html = readFileSync(htmlFileOf(url), "utf8");
      const scripts = [...html.matchAll(inlineModule)].map((match) => match[1]!);
      // The shell's script reads its settings from the page (the body's data-lang-memory).
      const shell = scripts.filter((script) => script.includes("langMemory"));
      expect(shell, url).toHaveLength(1);
      expect(html, url).toContain(
        'data-lang-memory="[{&quot;en&quot;:&quot;&quot;,&quot;ar&quot;:&quot;/ar&quot;}',
      );
      // The web fonts' loader (app/shell/web-fonts.ts), with the faces of the page's language.
      expect(html, url).toMatch(
        localeFromPath(url) === "ar"
          ? /data-web-fonts="\[\{&quot;family&quot;:&quot;Readex Pro Variable&quot;/
          : /data-web-fonts="\[\{&quot;family&quot;:&quot;Inter Variable&quot;/,
      );
      // Written once, minified, as a classic script first in the body: it runs before the first
      // frame, and loads the rest of the page's faces once the page is parsed.
      const body = html.slice(html.indexOf("<body"));
      const classic = [...body.matchAll(inlineClassic)].map((match) => match[1]!);
      const fonts = [...scripts, ...classic].filter((script) => script.includes("webFonts"));
      expect(fonts, url).toHaveLength(1);
      expect(classic, url).toContain(fonts[0]);
      expect(body.indexOf(`<script>${fonts[0]}`), url).toBe(body.indexOf(">") + 1);
      expect(fonts[0], url).toMatch(/JSON\.parse\(\w+\.body\.dataset\.webFonts\)/);
      expect(fonts[0], url).toContain("DOMContentLoaded");
      expect(fonts[0], url).not.toMatch(/\n|\/\/| {2}/);
      // What every page carries before any island: the two, well under the 1.5 KB meant for them.
      expect(Buffer.byteLength(shell[0]! + fonts[0]!), url).toBeLessThan(1536);
      // It loads the faces marked as drawing every page of the language: each page's text has a
      // character of each of them (else it would fetch a face the page does not use).
      const faces = JSON.parse(decodeEntities(/data-web-fonts="([^"]*)"/.exec(html)![1]!)) as PageFace[];
      const text = decodeEntities(
        body.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<[^>]*>/g, " "),
      );
      expect(
        faces.some((face) => face.everyPage),
        url,
      ).toBe(true);
      for (const face of faces.filter(({ everyPage }) => everyPage)) {
        const range = face.unicodeRange.replace(/U\+/g, "").replace(/\w+/g, "\\u{$&}").replace(/,/g, "");
        expect(new RegExp(`[${range}]`, "u").test(text), `${url}: ${face.src}`).toBe(true);
      }
      // Besides them, only the About page's reveal, written into the page rather than fetched first.
      const others = scripts.filter(
        (script) => !script.includes("langMemory") && !script.includes("webFonts"),
      );
      if (url === "/about" || url === "/ar/about") {
        expect(others, url).toHaveLength(1);
        expect(others[0], url).toContain("IntersectionObserver");
      } else expect(others, url).toEqual([]);
      // Self-contained: none imports anything.
      for (const script of [...scripts, fonts[0]!]) expect(script, url).not.toMatch(/\bimport\b/);
    }
  });

  it("writes the first picture of each page's main content into it, or fetches it first, and no other picture before it", () => {
    // The first screen's illustration is the largest paint on most pages: one of ours is written
    // into the page (app/components/FirstScreenPicture.tsx); any other is requested at high priority
    // rather than found late by layout; every other picture of the content is lazy or ordinary.
    // (Pages whose content starts with text, or with a card list, may have none.)
    for (const { url } of prerenderedUrls) {
      const html = readFileSync(htmlFileOf(url), "utf8");
      const main = html.slice(html.indexOf("<main"));
      const pictures = main.match(/<img\b[^>]*>/g) ?? [];
      const urgent = pictures.filter((picture) => /fetchpriority="high"/i.test(picture));
      expect(urgent.length, url).toBeLessThanOrEqual(1);
      if (urgent.length) {
        expect(urgent[0], url).toBe(pictures[0]);
        expect(urgent[0], url).not.toMatch(/loading="lazy"/);
      }
    }
    // A service's first picture is one of ours: its SVG written into the page as markup, named by
    // its alternative text, before any <img>; so nothing is fetched for it.
    const service = readFileSync(htmlFileOf("/services/cloud-services"), "utf8");
    const svg = readFileSync("public/illustrations/services/cloud-services.svg", "utf8").trim();
    const serviceMain = service.slice(service.indexOf("<main"));
    const at = serviceMain.indexOf(svg);
    expect(at).toBeGreaterThan(0);
    const before = serviceMain.slice(0, at);
    expect(before).not.toMatch(/<img\b/);
    expect(before).toMatch(
      /<span class="first-screen-picture" role="img" aria-label="Illustration: cloud servers[^"]*">$/,
    );
  });
});
