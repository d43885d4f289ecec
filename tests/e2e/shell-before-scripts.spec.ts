import { ui } from "../support/strings";
import { expect, test } from "./fixtures";

/**
 * Before any script file has arrived (a slow phone), the layout already works: every script
 * request is held back for the whole test, and the home page's menu button opens the menu.
 */
test.use({ viewport: { width: 375, height: 812 } });

test("while its scripts are still loading, the home page's menu button opens the menu", async ({ page }) => {
  const held: string[] = [];
  // Never fulfilled: the requests stay pending until the page closes.
  await page.route("**/*.js", (route) => {
    held.push(route.request().url());
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const menu = page.getByRole("dialog", { name: ui.en.nav.menu });
  await page.getByRole("button", { name: ui.en.nav.openMenu }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: ui.en.nav.home, exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  // The page did ask for its scripts (the home page is interactive), and none has run.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.locator("[data-island][data-hydrated]")).toHaveCount(0);
});
