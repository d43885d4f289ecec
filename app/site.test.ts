import { describe, expect, it } from "vitest";
import { navItems } from "./components/nav";
import { localeCodes } from "./i18n/locales";
import { sitemapPaths } from "./seo/sitemap";
import { catalogue } from "../tests/support/content";
import { navKeysOf, pagePaths, prerenderPaths, sitePages } from "./site";

describe("the one table of pages", () => {
  it("is the prerender list, in every language, with the not-found page", () => {
    expect(prerenderPaths(catalogue)).toHaveLength((sitePages(catalogue).length + 1) * localeCodes.length);
    expect(prerenderPaths(catalogue)).toContain("/ar/404");
    expect(prerenderPaths(catalogue)).toContain("/ar/services/cloud-services");
  });

  it("lists the site's pages, not the form's result pages or the receipt's, for the sitemap", () => {
    const pages = pagePaths(catalogue);
    expect(pages).not.toContain("/contact/sent");
    expect(pages.filter((path) => path.startsWith("/receipt"))).toEqual([]);
    expect(prerenderPaths(catalogue)).toEqual(
      expect.arrayContaining(["/receipt/received", "/ar/receipt/erase", "/ar/receipt/expired"]),
    );
    expect(sitemapPaths(pages).every((path) => pages.includes(path))).toBe(true);
  });

  it("gives the main navigation its items, in the header's order, the news only once published", () => {
    expect(navItems.map((item) => [item.key, item.path])).toEqual([
      ["home", "/"],
      ["services", "/services/all"],
      ["products", "/products/all"],
      ["about", "/about"],
      ["contact", "/contact"],
      ["blog", "/blog"],
    ]);
    // As shipped the news is off: the header shows the others.
    expect(navKeysOf(catalogue)).toEqual(["home", "services", "products", "about", "contact"]);
  });
});
