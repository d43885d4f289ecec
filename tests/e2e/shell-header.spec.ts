import type { Locator, Page } from "@playwright/test";
import { focusIndicators } from "../support/focus";
import { ui } from "../support/strings";
import { expect, pageReady, test } from "./fixtures";
import { serviceTitle } from "../support/content";

/** The header: sticky after 70 px, the services submenu by keyboard, the skip link, visible focus. */

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

/** Whether the header shows its raised look (a visible shadow; flat is none or a transparent one). */
const raised = (header: Locator) =>
  header.evaluate((el) => !/^none$|^rgba\(0, 0, 0, 0\) 0px 0px 0px 0px/.test(getComputedStyle(el).boxShadow));

test("the header stays in view as the visitor scrolls, and takes its raised look past 70 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/about");
  const header = page.getByRole("banner");
  await expect.poll(() => raised(header)).toBe(false);

  await scrollTo(page, 150);
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  await expect.poll(() => raised(header)).toBe(true);

  // Within the first 70 px: still in view, flat.
  await scrollTo(page, 60);
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  await expect.poll(() => raised(header)).toBe(false);

  await scrollTo(page, 70);
  await expect.poll(() => raised(header)).toBe(false);
  await scrollTo(page, 72);
  await expect.poll(() => raised(header)).toBe(true);
  await scrollTo(page, 0);
  await expect.poll(() => raised(header)).toBe(false);
});

/** Presses Tab until `target` has focus, failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target} never got focus after ${limit} presses of Tab`);
}

for (const lang of ["en", "ar"] as const) {
  test(`a keyboard user opens and closes the services submenu on a desktop (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(lang === "en" ? "/about" : "/ar/about");
    const nav = page.getByRole("navigation", { name: ui[lang].nav.main });
    // The toggle is the summary of a <details> (its expanded state is the details' open state).
    const details = nav.locator("details", {
      has: page.locator("summary", { hasText: ui[lang].nav.showServices }),
    });
    const toggle = details.locator("summary");
    const firstService = nav.getByRole("link", { name: serviceTitle("digital-transformation", lang) });

    await expect(details).not.toHaveAttribute("open");
    await expect(firstService).toBeHidden();
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    await expect(details).toHaveAttribute("open");
    await expect(firstService).toBeVisible();
    await expect(nav.getByRole("link", { name: serviceTitle("digital-marketing", lang) })).toBeVisible();

    // Into the submenu, then Escape closes it and gives focus back to the toggle.
    await page.keyboard.press("Tab");
    await expect(firstService).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(details).not.toHaveAttribute("open");
    await expect(firstService).toBeHidden();
    await expect(toggle).toBeFocused();

    // Enter opens it again; Enter on a service follows it and the submenu closes.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(
      lang === "en" ? "/services/digital-transformation" : "/ar/services/digital-transformation",
    );
    await expect(details).not.toHaveAttribute("open");
  });
}

test("the submenu closes when keyboard focus leaves it", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: ui.en.nav.main });
  const details = nav.locator("details", {
    has: page.locator("summary", { hasText: ui.en.nav.showServices }),
  });
  const toggle = details.locator("summary");
  await tabTo(page, toggle);
  await page.keyboard.press("Enter");
  await expect(details).toHaveAttribute("open");
  // Back past the services link (still inside the menu item) to Home: the submenu closes.
  await page.keyboard.press("Shift+Tab");
  await expect(details).toHaveAttribute("open");
  await page.keyboard.press("Shift+Tab");
  await expect(nav.getByRole("link", { name: ui.en.nav.home })).toBeFocused();
  await expect(details).not.toHaveAttribute("open");
});

for (const lang of ["en", "ar"] as const) {
  test(`the skip link is the first thing a keyboard user reaches, and it moves focus to the main content (${lang})`, async ({
    page,
  }) => {
    await page.goto(lang === "en" ? "/contact" : "/ar/contact");
    await pageReady(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: ui[lang].nav.skip });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The next Tab continues inside the main content, past the header.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("header"))).toBeNull();
  });
}

for (const { name, width } of [
  { name: "desktop", width: 1440 },
  { name: "phone", width: 375 },
]) {
  test(`every control of the header and footer shows where keyboard focus is (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const url of ["/", "/ar"]) {
      await page.goto(url);
      await pageReady(page);
      const results = await focusIndicators(page, "header, footer, .skip-link");
      expect(results.length, `${url}: focusable controls found in header and footer`).toBeGreaterThan(8);
      expect(
        results.filter((r) => !r.visible).map((r) => r.element),
        `${url}: no visible focus`,
      ).toEqual([]);
    }
  });
}
