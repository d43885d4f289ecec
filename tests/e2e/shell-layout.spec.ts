import type { Page } from "@playwright/test";
import { serviceSlugs } from "../../app/content/catalogue";
import { company } from "../../app/content/company";
import { ui } from "../support/strings";
import { expect, test } from "./fixtures";

/** The shared layout of issue 2 §4: header and footer links, scroll to top, spinner, favicons. */

for (const lang of ["en", "ar"] as const) {
  const prefix = lang === "ar" ? "/ar" : "";
  const home = lang === "ar" ? "/ar" : "/";

  test(`the header leads to every section of the site (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${prefix}/terms-and-conditions`);
    const header = page.getByRole("banner");
    const nav = header.getByRole("navigation", { name: ui[lang].nav.main });
    await expect(header.getByRole("link", { name: ui[lang].nav.home }).first()).toHaveAttribute("href", home);
    await expect(nav.getByRole("link", { name: ui[lang].nav.home, exact: true })).toHaveAttribute(
      "href",
      home,
    );
    await expect(nav.getByRole("link", { name: ui[lang].nav.services, exact: true })).toHaveAttribute(
      "href",
      `${prefix}/services/all`,
    );
    await expect(nav.getByRole("link", { name: ui[lang].nav.products, exact: true })).toHaveAttribute(
      "href",
      `${prefix}/products/all`,
    );
    await expect(nav.getByRole("link", { name: ui[lang].nav.about, exact: true })).toHaveAttribute(
      "href",
      `${prefix}/about`,
    );
    await expect(nav.getByRole("link", { name: ui[lang].nav.contact, exact: true })).toHaveAttribute(
      "href",
      `${prefix}/contact`,
    );
    // The submenu holds the nine services, in the page's language.
    // The submenu's toggle is the summary of a <details>.
    const toggle = nav.locator("summary", { hasText: ui[lang].nav.showServices });
    await toggle.click();
    const submenu = nav
      .locator("details", { has: page.locator("summary", { hasText: ui[lang].nav.showServices }) })
      .getByRole("list");
    await expect(submenu).toBeVisible();
    await expect(submenu.getByRole("link")).toHaveCount(9);
    for (const slug of serviceSlugs) {
      await expect(submenu.getByRole("link", { name: ui[lang].services[slug]!.title })).toHaveAttribute(
        "href",
        `${prefix}/services/${slug}`,
      );
    }
    await expect(header.getByRole("link", { name: ui[lang].header.cta })).toHaveAttribute(
      "href",
      `${prefix}/contact`,
    );
    await expect(header.getByRole("link", { name: ui[lang].language.switchLabel })).toHaveAttribute(
      "href",
      `${lang === "ar" ? "" : "/ar"}/terms-and-conditions`,
    );
  });

  test(`the footer has the company and help links and the four social profiles in new tabs (${lang})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/about`);
    const footer = page.getByRole("contentinfo");
    const company_ = footer.getByRole("navigation", { name: ui[lang].footer.company });
    await expect(company_.getByRole("link", { name: ui[lang].footer.services })).toHaveAttribute(
      "href",
      `${prefix}/services/all`,
    );
    await expect(company_.getByRole("link", { name: ui[lang].footer.products })).toHaveAttribute(
      "href",
      `${prefix}/products/all`,
    );
    await expect(company_.getByRole("link", { name: ui[lang].footer.about })).toHaveAttribute(
      "href",
      `${prefix}/about`,
    );
    const help = footer.getByRole("navigation", { name: ui[lang].footer.help });
    await expect(help.getByRole("link", { name: ui[lang].footer.contact })).toHaveAttribute(
      "href",
      `${prefix}/contact`,
    );
    await expect(footer.getByText(ui[lang].footer.blurb)).toBeVisible();

    for (const { network, url } of company.social) {
      const link = footer.getByRole("link", {
        name: new RegExp(`^${ui[lang].social[network].replace(/[()]/g, "\\$&")}`),
      });
      await expect(link).toHaveAttribute("href", url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link).toHaveAccessibleName(new RegExp(ui[lang].footer.newTab.replace(/[()]/g, "\\$&")));
    }
  });
}

/** Records every scroll position the page passes through from now on. */
async function recordScroll(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { scrolls: number[] };
    w.scrolls = [];
    window.addEventListener("scroll", () => w.scrolls.push(Math.round(window.scrollY)), { passive: true });
  });
  return () => page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls);
}

test("after following a link the new page starts at the top, scrolling there smoothly", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  const start = await page.evaluate(() => window.scrollY);
  expect(start).toBeGreaterThan(500);
  const scrolls = await recordScroll(page);
  await page.getByRole("contentinfo").getByRole("link", { name: ui.en.footer.contact }).click();
  await expect(page).toHaveURL("/contact");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Smooth: the page passed through many positions between where it was and the top. (One such
  // position can also come from the shorter new page clamping the scroll; a smooth scroll makes many.)
  expect((await scrolls()).filter((y) => y > 0 && y < start).length).toBeGreaterThan(2);
});

test.describe("with reduced motion preferred", () => {
  test.use({ reducedMotion: "reduce" });

  test("after following a link the new page starts at the top at once", async ({ page }) => {
    await page.goto("/ar/about");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    const start = await page.evaluate(() => window.scrollY);
    expect(start).toBeGreaterThan(500);
    const scrolls = await recordScroll(page);
    await page.getByRole("contentinfo").getByRole("link", { name: ui.ar.footer.contact }).click();
    await expect(page).toHaveURL("/ar/contact");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // At most the one position a shorter new page clamps the scroll to; no smooth run of positions.
    expect((await scrolls()).filter((y) => y > 0 && y < start).length).toBeLessThanOrEqual(1);
  });
});

test("while the next page loads, a spinner says so, and goes once it is there", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/about.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("contentinfo").getByRole("link", { name: ui.en.footer.about }).click();
  const spinner = page.getByRole("status").filter({ hasText: "Loading" });
  await expect(spinner).toBeVisible();
  release();
  await expect(page).toHaveURL("/about");
  await expect(spinner).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the favicon has a light and a dark variant, both served", async ({ page, request }) => {
  await page.goto("/");
  const icons = page.locator('link[rel="icon"][media]');
  await expect(icons).toHaveCount(2);
  const media = await icons.evaluateAll((links) =>
    links.map((l) => [l.getAttribute("media"), l.getAttribute("href")]),
  );
  expect(media.map(([m]) => m).sort()).toEqual([
    "(prefers-color-scheme: dark)",
    "(prefers-color-scheme: light)",
  ]);
  for (const [, href] of media) expect((await request.get(href!)).status()).toBe(200);
});
