import { describe, expect, it } from "vitest";
import { absoluteUrl, canonicalPath, pageMeta, type MetaDescriptor, type PageMetaInput } from "./meta";

const siteUrl = "https://www.rawafed.example";
const base: PageMetaInput = {
  title: "About us",
  description: "Who we are.",
  path: "/about",
  lang: "en",
  siteUrl,
  siteName: "Rawafed Digital",
};

const find = (tags: MetaDescriptor[], match: Record<string, string>) =>
  tags.filter((tag) => Object.entries(match).every(([k, v]) => (tag as Record<string, unknown>)[k] === v));
const content = (tags: MetaDescriptor[], key: "name" | "property", value: string) =>
  find(tags, { [key]: value }).map((tag) => (tag as { content: string }).content);
const links = (tags: MetaDescriptor[], rel: string) =>
  find(tags, { tagName: "link", rel }) as Array<{ href: string; hrefLang?: string }>;

describe("absoluteUrl", () => {
  it("joins paths to the origin, with or without its trailing slash", () => {
    expect(absoluteUrl(siteUrl, "/ar/about")).toBe(`${siteUrl}/ar/about`);
    expect(absoluteUrl(siteUrl + "/", "/")).toBe(`${siteUrl}/`);
    expect(absoluteUrl("http://127.0.0.1:3000", "/og-image.png")).toBe("http://127.0.0.1:3000/og-image.png");
  });
});

describe("pageMeta", () => {
  it("gives the title with the site name once, and the description", () => {
    const tags = pageMeta(base);
    expect(find(tags, {})[0]).toEqual({ title: "About us | Rawafed Digital" });
    expect(content(tags, "name", "description")).toEqual(["Who we are."]);
    const home = pageMeta({ ...base, title: "Rawafed Digital: software for the region", path: "/" });
    expect(home[0]).toEqual({ title: "Rawafed Digital: software for the region" });
  });

  it("links the canonical URL and the en, ar and x-default alternates on the public origin", () => {
    for (const lang of ["en", "ar"] as const) {
      const tags = pageMeta({ ...base, lang });
      expect(links(tags, "canonical").map((l) => l.href)).toEqual([
        lang === "en" ? `${siteUrl}/about` : `${siteUrl}/ar/about`,
      ]);
      expect(links(tags, "alternate").map((l) => [l.hrefLang, l.href])).toEqual([
        ["en", `${siteUrl}/about`],
        ["ar", `${siteUrl}/ar/about`],
        ["x-default", `${siteUrl}/about`],
      ]);
    }
    const home = pageMeta({ ...base, path: "/", lang: "ar" });
    expect(links(home, "canonical")[0]?.href).toBe(`${siteUrl}/ar`);
  });

  it("sends the list pages that duplicate their /all child to that child as canonical", () => {
    expect(canonicalPath("/services")).toBe("/services/all");
    expect(canonicalPath("/products")).toBe("/products/all");
    expect(canonicalPath("/services/all")).toBe("/services/all");
    expect(canonicalPath("/about")).toBe("/about");
    const tags = pageMeta({ ...base, path: "/services", lang: "ar" });
    expect(links(tags, "canonical")[0]?.href).toBe(`${siteUrl}/ar/services/all`);
    expect(links(tags, "alternate").map((l) => l.href)).toEqual([
      `${siteUrl}/services/all`,
      `${siteUrl}/ar/services/all`,
      `${siteUrl}/services/all`,
    ]);
    expect(content(tags, "property", "og:url")).toEqual([`${siteUrl}/ar/services/all`]);
  });

  it("has OpenGraph and Twitter card tags with the page's locale and the other as alternate", () => {
    const en = pageMeta(base);
    expect(content(en, "property", "og:title")).toEqual(["About us"]);
    expect(content(en, "property", "og:description")).toEqual(["Who we are."]);
    expect(content(en, "property", "og:url")).toEqual([`${siteUrl}/about`]);
    expect(content(en, "property", "og:image")).toEqual([`${siteUrl}/og-image.png`]);
    expect(content(en, "property", "og:locale")).toEqual(["en_US"]);
    expect(content(en, "property", "og:locale:alternate")).toEqual(["ar_AR"]);
    expect(content(en, "name", "twitter:card")).toEqual(["summary_large_image"]);
    const ar = pageMeta({ ...base, lang: "ar" });
    expect(content(ar, "property", "og:locale")).toEqual(["ar_AR"]);
    expect(content(ar, "property", "og:locale:alternate")).toEqual(["en_US"]);
    expect(content(ar, "property", "og:url")).toEqual([`${siteUrl}/ar/about`]);
  });

  it("marks the not-found page noindex, with no canonical or alternates", () => {
    const tags = pageMeta({ ...base, path: "/404", noindex: true });
    expect(content(tags, "name", "robots")).toEqual(["noindex"]);
    expect(links(tags, "canonical")).toEqual([]);
    expect(links(tags, "alternate")).toEqual([]);
    expect(content(tags, "property", "og:url")).toEqual([]);
  });
});
