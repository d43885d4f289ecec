import { localeInPath } from "../../app/i18n/locales";
import { pageUrls } from "../support/build";
import { expect, test } from "./fixtures";

/**
 * No dead ends. Every link to a page of the site answers 200, links on Arabic pages keep
 * the visitor in Arabic (the language switch excepted), in-page links land on an element, and
 * every picture is served, or drawn from the page itself.
 */
for (const lang of ["en", "ar"] as const) {
  const visitor = lang === "ar" ? "an Arabic-speaking visitor" : "an English-speaking visitor";

  test(`${visitor} following any link on any page reaches a page in the same language, and every picture loads`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const links = new Map<string, string>();
    const pictures = new Map<string, string>();
    const problems: string[] = [];
    for (const { url } of pageUrls.filter((p) => p.lang === lang)) {
      await page.goto(url);
      const found = await page.evaluate(() => ({
        links: [...document.querySelectorAll("a[href]")].map((a) => {
          const href = a.getAttribute("href") ?? "";
          const id = href.startsWith("#") ? decodeURIComponent(href.slice(1)) : "";
          return {
            href,
            hreflang: a.getAttribute("hreflang"),
            lands: !id || document.getElementById(id) !== null,
          };
        }),
        pictures: [...document.querySelectorAll("img")].map((img) => img.getAttribute("src") ?? ""),
        // The first screen's pictures are written into the page (data: URLs): drawn, or broken.
        brokenInPage: [...document.querySelectorAll("img")]
          .filter((img) => img.src.startsWith("data:") && !(img.complete && img.naturalWidth > 0))
          .map((img) => img.alt || img.className),
      }));
      for (const broken of found.brokenInPage)
        problems.push(`${url}: picture in the page "${broken}" is not drawn`);
      for (const link of found.links) {
        if (link.href.startsWith("#")) {
          if (!link.lands) problems.push(`${url}: ${link.href} points to no element`);
          continue;
        }
        if (!link.href.startsWith("/") || link.href.startsWith("//")) continue;
        const path = link.href.split(/[?#]/)[0]!;
        // The language switch is the one link meant to lead to the other language.
        if (!link.hreflang && (localeInPath(path) ?? "en") !== lang) {
          problems.push(`${url}: ${link.href} leads out of ${lang}`);
        }
        if (!links.has(path)) links.set(path, url);
      }
      for (const src of found.pictures)
        if (!src.startsWith("data:") && !pictures.has(src)) pictures.set(src, url);
    }
    for (const [path, from] of links) {
      // Each link as a first visit, without cookies: following the language switch's link would
      // otherwise remember the other language (as it does for a visitor) and send every later
      // link of this language there.
      const response = await fetch(new URL(path, baseURL), { redirect: "manual" });
      if (response.status !== 200) problems.push(`${from}: link ${path} answers ${response.status}`);
    }
    for (const [src, from] of pictures) {
      const response = await request.get(src);
      const type = response.headers()["content-type"] ?? "";
      if (response.status() !== 200 || !type.startsWith("image/")) {
        problems.push(`${from}: picture ${src} answers ${response.status()} ${type}`);
      }
    }
    expect(links.size, "distinct pages linked").toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
}
