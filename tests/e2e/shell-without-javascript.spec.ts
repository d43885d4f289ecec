import { ui } from "../support/strings";
import { expect, test } from "./fixtures";
import { serviceTitle } from "../support/content";

/**
 * The shared layout is HTML and CSS first (decision 012): with JavaScript switched off, a visitor still
 * opens the mobile menu and its services submenu, switches language, and keeps the header in view.
 */
test.use({ javaScriptEnabled: false });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a visitor without JavaScript opens the menu, expands the services and closes it again", async ({
    page,
  }) => {
    await page.goto("/ar/services/cloud-services");
    const button = page.getByRole("button", { name: ui.ar.nav.openMenu });
    const menu = page.getByRole("dialog", { name: ui.ar.nav.menu });
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", { name: ui.ar.nav.closeMenu })).toBeFocused();
    await expect(menu.getByRole("link", { name: ui.ar.nav.services, exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );

    const marketing = menu.getByRole("link", { name: serviceTitle("digital-marketing", "ar") });
    await expect(marketing).toBeHidden();
    await menu.locator("summary", { hasText: ui.ar.nav.showServices }).click();
    await expect(marketing).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole("button", { name: ui.ar.nav.closeMenu }).click();
    await expect(menu).toBeHidden();

    await button.click();
    await marketing.click();
    await expect(page).toHaveURL("/ar/services/digital-marketing");
  });
});

test("a visitor without JavaScript opens the desktop services submenu from its toggle", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: ui.en.nav.main });
  const cloud = nav.getByRole("link", { name: serviceTitle("cloud-services", "en") });
  await expect(cloud).toBeHidden();
  await nav.locator("summary", { hasText: ui.en.nav.showServices }).click();
  await expect(cloud).toBeVisible();
  await cloud.click();
  await expect(page).toHaveURL("/services/cloud-services");
});

test("a visitor without JavaScript switches language and lands on the same page", async ({ page }) => {
  await page.goto("/products/shaari");
  await page.getByRole("banner").getByRole("link", { name: ui.en.language.switchLabel }).click();
  await expect(page).toHaveURL("/ar/products/shaari");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await page.getByRole("banner").getByRole("link", { name: ui.ar.language.switchLabel }).click();
  await expect(page).toHaveURL("/products/shaari");
});

test("without JavaScript the header stays in view as the visitor scrolls", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/terms-and-conditions");
  const header = page.getByRole("banner");
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  await expect(header.getByRole("navigation", { name: ui.en.nav.main })).toBeInViewport();
});
