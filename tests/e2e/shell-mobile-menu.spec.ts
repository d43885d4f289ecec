import type { Page } from "@playwright/test";
import { describeViolations, runAxe, waitForStillness } from "../support/axe";
import { ui } from "../support/strings";
import { expect, test } from "./fixtures";

/** The slide-out menu on a phone (375 px): a modal dialog that keeps focus and closes every way. */
test.use({ viewport: { width: 375, height: 812 } });

async function openMenu(page: Page, lang: "en" | "ar" = "en", url = lang === "en" ? "/about" : "/ar/about") {
  await page.goto(url);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const button = page.getByRole("button", { name: ui[lang].nav.openMenu });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  const menu = page.getByRole("dialog", { name: ui[lang].nav.menu });
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  return { button, menu };
}

const activeInside = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")));
const activeName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return `${el?.tagName} ${el?.getAttribute("href") ?? ""} ${el?.textContent?.trim() ?? ""}`;
  });

test("the desktop navigation is replaced by the menu button on a phone", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: ui.en.nav.openMenu })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("navigation", { name: ui.en.nav.main })).toBeHidden();
});

for (const lang of ["en", "ar"] as const) {
  test(`a phone visitor opens the menu and Tab and Shift+Tab stay inside it (${lang})`, async ({ page }) => {
    const { menu } = await openMenu(page, lang);
    await expect(menu.getByRole("button", { name: ui[lang].nav.closeMenu })).toBeFocused();
    const first = await activeName(page);

    // Forward: every stop is inside the menu, and after the last one focus comes back to the first.
    const forward: string[] = [first];
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      expect(await activeInside(page), `Tab #${i + 1} left the menu`).toBe(true);
      const name = await activeName(page);
      if (name === first) break;
      forward.push(name);
    }
    expect(await activeName(page), "Tab cycles back to the first control").toBe(first);
    expect(forward.length, "the menu's links and buttons").toBeGreaterThanOrEqual(8);

    // Backward: the same stops in reverse order.
    const backward: string[] = [];
    for (let i = 0; i < forward.length; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await activeInside(page), `Shift+Tab #${i + 1} left the menu`).toBe(true);
      backward.push(await activeName(page));
    }
    expect(backward).toEqual([...forward.slice(1).reverse(), first]);
  });
}

test("Escape closes the menu and gives focus back to the menu button", async ({ page }) => {
  const { button, menu } = await openMenu(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("the close button closes the menu", async ({ page }) => {
  const { button, menu } = await openMenu(page, "ar");
  await menu.getByRole("button", { name: ui.ar.nav.closeMenu }).click();
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test("choosing a link in the menu goes to that page and closes the menu", async ({ page }) => {
  const { menu } = await openMenu(page, "en", "/");
  await menu.getByRole("link", { name: ui.en.nav.contact, exact: true }).click();
  await expect(page).toHaveURL("/contact");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the services submenu in the menu expands and collapses, and its links work", async ({ page }) => {
  const { menu } = await openMenu(page, "ar", "/ar");
  const toggle = menu.getByRole("button", { name: ui.ar.nav.showServices });
  const cloud = menu.getByRole("link", { name: ui.ar.services["cloud-services"]!.title });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(cloud).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(cloud).toBeVisible();
  await expect(menu.getByRole("link", { name: ui.ar.services["digital-marketing"]!.title })).toBeVisible();

  await toggle.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(cloud).toBeHidden();

  await toggle.press("Space");
  await expect(cloud).toBeVisible();
  await cloud.click();
  await expect(page).toHaveURL("/ar/services/cloud-services");
  await expect(menu).toBeHidden();
});

test("the open menu has no axe violation, in either language", async ({ page }) => {
  const problems: string[] = [];
  for (const lang of ["en", "ar"] as const) {
    const { menu } = await openMenu(page, lang);
    await menu.getByRole("button", { name: ui[lang].nav.showServices }).click();
    await expect(menu.getByRole("link", { name: ui[lang].services["cloud-services"]!.title })).toBeVisible();
    await waitForStillness(page);
    problems.push(...describeViolations(`${page.url()} (menu open)`, await runAxe(page)));
  }
  expect(problems).toEqual([]);
});
