import { describe, expect, it } from "vitest";
import { localeCodes, localizePath } from "../i18n/locales";
import { catalogue } from "../../tests/support/content";
import { pagePaths } from "../site";
import { canonicalOf } from "./meta";
import { robotsTxt, sitemapXml } from "./sitemap";

const siteUrl = "https://www.rawafed.example";

interface Entry {
  loc: string;
  alternates: Record<string, string>;
}

/** The <url> entries of a sitemap, with their xhtml:link alternates by hreflang. */
function parseSitemap(xml: string): Entry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => {
    const loc = /<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? "";
    const alternates: Record<string, string> = {};
    for (const link of body.matchAll(/<xhtml:link ([^>]*)\/>/g)) {
      const attrs = Object.fromEntries(
        [...(link[1] ?? "").matchAll(/([\w:]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
      );
      expect(attrs.rel).toBe("alternate");
      alternates[attrs.hreflang!] = attrs.href!;
    }
    return { loc, alternates };
  });
}

describe("sitemap.xml", () => {
  const xml = sitemapXml(siteUrl, pagePaths(catalogue));
  const entries = parseSitemap(xml);

  it("is a sitemap with the xhtml namespace for alternates", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    // Every opened element is closed: a cheap well-formedness check.
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
  });

  it("lists every canonical page in every language once, on the public origin", () => {
    const expected = pagePaths(catalogue)
      .filter((page) => !(page in canonicalOf))
      .flatMap((page) => localeCodes.map((code) => siteUrl + localizePath(page, code)));
    const listed = entries.map((entry) => entry.loc);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(
      // "/" is written with its slash by URL; the others are not.
      expected.map((url) => (url === siteUrl + "/" ? url : url.replace(/\/$/, ""))).sort(),
    );
    expect(listed).toContain(`${siteUrl}/`);
    expect(listed).toContain(`${siteUrl}/ar`);
    expect(listed).toContain(`${siteUrl}/ar/services/cloud-services`);
    expect(listed).toContain(`${siteUrl}/products/lms`);
    expect(listed).toContain(`${siteUrl}/ar/services/all`);
    expect(listed).not.toContain(`${siteUrl}/services`);
    expect(listed).not.toContain(`${siteUrl}/ar/products`);
  });

  it("has no 404 page and no blog in it", () => {
    expect(xml).not.toContain("/404");
    expect(xml).not.toContain("/blog");
  });

  it("gives each entry its en, ar and x-default alternates, which list each other", () => {
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    for (const entry of entries) {
      expect(Object.keys(entry.alternates).sort()).toEqual(["ar", "en", "x-default"]);
      expect(entry.alternates["x-default"]).toBe(entry.alternates.en);
      // The entry is one of its own alternates, and each alternate is listed with the same set.
      expect(Object.values(entry.alternates)).toContain(entry.loc);
      for (const href of Object.values(entry.alternates)) {
        expect(byLoc.get(href)?.alternates, href).toEqual(entry.alternates);
      }
    }
    expect(byLoc.get(`${siteUrl}/ar/about`)?.alternates).toEqual({
      en: `${siteUrl}/about`,
      ar: `${siteUrl}/ar/about`,
      "x-default": `${siteUrl}/about`,
    });
  });
});

describe("robots.txt", () => {
  it("allows crawling, keeps the API out and names the sitemap on the public origin", () => {
    const robots = robotsTxt(siteUrl);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${siteUrl}/sitemap\\.xml$`, "m"));
  });
});
