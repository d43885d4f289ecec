import { notFoundUrls, otherPrerenderedUrls, pageUrls } from "../support/build";
import { ui } from "../support/strings";
import { expect, pageReady, test } from "./fixtures";

/**
 * Every page of the site in both languages, as a visitor opens it. One browser page
 * walks each language's pages; any console error (a CSP violation, a failed script) fails the walk.
 */

/** Pages that show the partners carousel above the footer (spec "Shared layout"). */
const withPartners = new Set(["/", "/about", "/contact"]);
/** Pages with interactive parts (typed headline, counters, carousel, the form); the rest load no script. */
const interactive = withPartners;

for (const lang of ["en", "ar"] as const) {
  const language = lang === "en" ? "English" : "Arabic";

  test(`a visitor opens every page in ${language}: 200, lang="${lang}", dir="${lang === "ar" ? "rtl" : "ltr"}", a heading, partners only where they belong`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const pages = pageUrls.filter((p) => p.lang === lang);
    // No asset, font or script comes from another host at run time.
    const foreign = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol !== "data:" && url.host !== new URL(baseURL!).host) foreign.add(url.href);
    });
    const partners = page.getByRole("region", { name: ui[lang].partners.heading });
    let scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    for (const { url, path } of pages) {
      // The previous page may still fetch as it is left (the form loads its proof of work in a
      // pause): a blank page in between ends it, so only this page's requests are counted.
      await page.goto("about:blank");
      scripts = [];
      const response = await page.goto(url);
      expect.soft(response?.status(), url).toBe(200);
      await expect.soft(page.locator("html"), url).toHaveAttribute("lang", lang);
      await expect.soft(page.locator("html"), url).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      if (interactive.has(path)) {
        // Its islands hydrate as the visitor reaches them.
        await expect(page.locator("[data-island]").first(), `${url} has islands`).toBeAttached();
        await pageReady(page);
      } else {
        // Nothing interactive: no script file at all (decision 012), only the small inline script.
        await page.waitForLoadState("load");
        expect.soft(scripts, `${url} requests no script`).toEqual([]);
      }
      await expect.soft(page.getByRole("heading", { level: 1 }), url).toBeVisible();
      await expect.soft(page.getByRole("banner"), url).toBeVisible();
      await expect.soft(page.getByRole("contentinfo"), url).toBeAttached();
      expect.soft(await page.title(), url).not.toBe("");
      if (withPartners.has(path)) await expect.soft(partners, `partners on ${url}`).toBeVisible();
      else await expect.soft(partners, `no partners on ${url}`).toHaveCount(0);
    }
    expect([...foreign], "requests to other hosts").toEqual([]);
  });
}

test.describe("pages that do not exist", () => {
  test.use({ allowConsoleErrors: /^Failed to load resource: the server responded with a status of 404/ });

  for (const [url, lang] of [
    ["/no-such-page", "en"],
    ["/blog", "en"],
    ["/services/not-a-service", "en"],
    ["/ar/products/not-a-product", "ar"],
    ["/ar/no-such-page", "ar"],
    ["/ar/blog", "ar"],
  ] as const) {
    test(`a visitor who follows a broken link to ${url} gets a 404 and the not-found page in ${lang === "en" ? "English" : "Arabic"}`, async ({
      page,
    }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      // A page without script: its partners row is there, but nothing is fetched to move it.
      await page.waitForLoadState("load");
      await expect(page.locator("script[src]")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1, name: ui[lang].notFound.heading })).toBeVisible();
      await expect(page).toHaveURL(url);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      // The way out leads home in the same language.
      const home = page.getByRole("main").getByRole("link", { name: ui[lang].notFound.home });
      await expect(home).toHaveAttribute("href", lang === "ar" ? "/ar" : "/");
      await home.click();
      await expect(page).toHaveURL(lang === "ar" ? "/ar" : "/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});

test.describe("pages with nothing interactive", () => {
  test.use({ allowConsoleErrors: /^Failed to load resource: the server responded with a status of 404/ });
  // The contact form's result pages and the not-found page, in both languages.
  const urls = [...otherPrerenderedUrls, ...notFoundUrls].map((p) => p.url);

  test("they are the contact form's result pages and the not-found page, in both languages", () => {
    expect(otherPrerenderedUrls.length, "result pages").toBeGreaterThan(2);
    expect(urls).toEqual(expect.arrayContaining(["/ar/contact/sent", "/contact/sent", "/404", "/ar/404"]));
  });

  for (const url of urls) {
    test(`${url} requests no script file`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(url, { waitUntil: "load" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(scripts).toEqual([]);
    });
  }
});
