import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { localizePath } from "../i18n/locales";
import { sitemapXml } from "../seo/sitemap";
import { listedPages, navKeysOf, prerenderPaths, sitePages } from "../site";
import { readContent, readContentFiles } from "./read";
import { standIns } from "./stand-ins";

/**
 * The news as the page table, the sitemap and the stand-in check see it: off as shipped, then
 * switched on in a copy of content/ (its list's file ticked), with drafts and a language missing.
 */
const contentDir = path.resolve(import.meta.dirname, "../../content");
const copies: string[] = [];
afterEach(() => copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of content/ with the news switched on (`perPage` articles a page), and files changed. */
function newsOn(perPage = 10, files: Record<string, string> = {}): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "news-content-"));
  copies.push(root);
  const dir = path.join(root, "content");
  cpSync(contentDir, dir, { recursive: true });
  const list = path.join(dir, "pages/news.yaml");
  writeFileSync(
    list,
    readFileSync(list, "utf8")
      .replace(/^ {2}enabled: false$/m, "  enabled: true")
      .replace(/^ {2}perPage: \d+$/m, `  perPage: ${perPage}`),
  );
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return dir;
}

const paths = (dir: string) =>
  sitePages(readContent(readContentFiles(dir)).catalogue).map(({ path }) => path);

describe("the news as shipped (off)", () => {
  const content = readContent(readContentFiles(contentDir));

  it("makes no page, no feed and no header link, and its sample articles stop no public build", () => {
    expect(content.articles.news.enabled).toBe(false);
    expect(paths(contentDir).filter((page) => page.startsWith("/blog"))).toEqual([]);
    expect(prerenderPaths(content.catalogue).filter((url) => url.includes("/blog"))).toEqual([]);
    expect(navKeysOf(content.catalogue)).not.toContain("blog");
    expect(content.siteContent("en").nav).not.toContain("blog");
    expect(standIns(contentDir).filter((item) => item.file.startsWith("content/news/"))).toEqual([]);
  });

  it("ships two stand-in samples: one in both languages, one in Arabic only", () => {
    const on = readContent(readContentFiles(newsOn()));
    expect(on.articles.news.articles.map(({ slug, langs }) => ({ slug, langs }))).toEqual([
      { slug: "designing-arabic-first-interfaces", langs: ["ar"] },
      { slug: "moving-your-erp-to-the-cloud", langs: ["en", "ar"] },
    ]);
  });
});

describe("the news switched on", () => {
  it("makes the list in every language, further pages where a language has more, each article in its languages", () => {
    const { catalogue } = readContent(readContentFiles(newsOn(1)));
    const pages = sitePages(catalogue).filter(({ path }) => path.startsWith("/blog"));
    expect(pages).toEqual([
      { name: "blog", path: "/blog", listed: true, nav: { key: "blog", section: "/blog" } },
      { path: "/blog/page/2", listed: true, langs: ["ar"] },
      { path: "/blog/designing-arabic-first-interfaces", listed: true, langs: ["ar"], lastmod: "2026-11-09" },
      {
        path: "/blog/moving-your-erp-to-the-cloud",
        listed: true,
        langs: ["en", "ar"],
        lastmod: "2026-10-14",
      },
    ]);
    const urls = prerenderPaths(catalogue);
    expect(urls).toContain("/ar/blog/designing-arabic-first-interfaces");
    expect(urls).not.toContain("/blog/designing-arabic-first-interfaces");
    expect(urls).toContain("/ar/blog/page/2");
    expect(urls).not.toContain("/blog/page/2");
    expect(navKeysOf(catalogue)).toContain("blog");
  });

  it("puts each article in the sitemap in its languages only, with its last change", () => {
    const { catalogue } = readContent(readContentFiles(newsOn()));
    const xml = sitemapXml("https://www.rawafed.example", listedPages(catalogue));
    const arabicOnly = localizePath("/blog/designing-arabic-first-interfaces", "ar");
    expect(xml).toContain(
      `<loc>https://www.rawafed.example${arabicOnly}</loc>\n    <lastmod>2026-11-09</lastmod>`,
    );
    expect(xml).not.toContain(
      "<loc>https://www.rawafed.example/blog/designing-arabic-first-interfaces</loc>",
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="https://www.rawafed.example${arabicOnly}"/>`,
    );
  });

  it("keeps a draft out of a build and in `npm run dev`", () => {
    const file = "news/moving-your-erp-to-the-cloud/en.md";
    const dir = newsOn();
    writeFileSync(
      path.join(dir, file),
      readFileSync(path.join(dir, file), "utf8").replace("draft: false", "draft: true"),
    );
    const built = readContent(readContentFiles(dir)).articles.news.articles;
    expect(built.find(({ slug }) => slug === "moving-your-erp-to-the-cloud")?.langs).toEqual(["ar"]);
    const dev = readContent(readContentFiles(dir), { drafts: true }).articles.news.articles;
    expect(dev.find(({ slug }) => slug === "moving-your-erp-to-the-cloud")?.langs).toEqual(["en", "ar"]);
  });

  it("refuses an article whose front matter names another language or folder than its file", () => {
    const file = "news/moving-your-erp-to-the-cloud/en.md";
    const dir = newsOn();
    writeFileSync(
      path.join(dir, file),
      readFileSync(path.join(dir, file), "utf8").replace("lang: en", "lang: ar"),
    );
    expect(() => readContent(readContentFiles(dir))).toThrow(/must be the same/);
  });

  it("makes its stand-in samples stop a public build", () => {
    const found = standIns(newsOn()).filter((item) => item.file.startsWith("content/news/"));
    expect(found.map(({ file }) => file)).toEqual([
      "content/news/designing-arabic-first-interfaces/ar.md",
      "content/news/moving-your-erp-to-the-cloud/ar.md",
      "content/news/moving-your-erp-to-the-cloud/en.md",
    ]);
  });
});
