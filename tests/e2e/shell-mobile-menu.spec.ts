import type { Page } from "@playwright/test";
import { describeViolations, runAxe, waitForStillness } from "../support/axe";
import { ui } from "../support/strings";
import { expect, test } from "./fixtures";
import { serviceTitle } from "../support/content";

/**
 * The slide-out menu on a phone (375 px): a modal dialog that keeps focus and closes every way. It
 * is HTML (a dialog opened by an invoker command), so these hold with or without script.
 */
test.use({ viewport: { width: 375, height: 812 } });

async function openMenu(page: Page, lang: "en" | "ar" = "en", url = lang === "en" ? "/about" : "/ar/about") {
  await page.goto(url);
  const button = page.getByRole("button", { name: ui[lang].nav.openMenu });
  const menu = page.getByRole("dialog", { name: ui[lang].nav.menu });
  await expect(menu).toBeHidden();
  await button.click();
  await expect(menu).toBeVisible();
  // Modal: the page behind is inert.
  expect(await page.evaluate(() => document.querySelector("dialog")?.matches(":modal"))).toBe(true);
  return { button, menu };
}

const activeInside = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")));
/** Focus on the page behind the menu (not in the menu, and not gone to the browser's own controls). */
const activeBehind = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return Boolean(el && el !== document.body && !el.closest("dialog[open]"));
  });
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
    // The page behind is inert (a modal dialog): as in any modal dialog of the platform, one Tab
    // after the last control may visit the browser's own controls, never the page.
    const forward: string[] = [first];
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      expect(await activeBehind(page), `Tab #${i + 1} reached the page behind the menu`).toBe(false);
      if (!(await activeInside(page))) continue;
      const name = await activeName(page);
      if (name === first) break;
      forward.push(name);
    }
    expect(await activeName(page), "Tab cycles back to the first control").toBe(first);
    expect(forward.length, "the menu's links and buttons").toBeGreaterThanOrEqual(8);

    // Backward: the same stops in reverse order.
    const backward: string[] = [];
    for (let i = 0; backward.length < forward.length && i < 20; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await activeBehind(page), `Shift+Tab #${i + 1} reached the page behind`).toBe(false);
      if (await activeInside(page)) backward.push(await activeName(page));
    }
    expect(backward).toEqual([...forward.slice(1).reverse(), first]);
  });
}

test("Escape closes the menu and gives focus back to the menu button", async ({ page }) => {
  const { button, menu } = await openMenu(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test.describe("on a phone, whose scrollbars take no room", () => {
  // A phone's overlay scrollbars: with classic ones (a desktop window this narrow), the root's
  // reserved scrollbar gutter narrows the box the menu is placed in to 360 px, and the menu fills
  // it with no backdrop beside it.
  test.use({ isMobile: true, hasTouch: true });

  test("a tap on the backdrop beside the menu closes it", async ({ page }) => {
    const { menu } = await openMenu(page);
    // Once the panel has slid in (220 ms), as a visitor taps: during the slide the place tapped
    // below is backdrop whatever the menu's final place.
    await menu.evaluate((dialog) =>
      Promise.all(dialog.getAnimations().map((animation) => animation.finished)),
    );
    // The panel is 360 px wide at the inline end; the left edge of a 375 px screen is backdrop.
    const box = (await menu.boundingBox())!;
    expect(box.x, "the menu's left edge").toBeGreaterThanOrEqual(15);
    await page.touchscreen.tap(5, 400);
    await expect(menu).toBeHidden();
  });
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
  // The toggle is a <details> summary (a disclosure: its expanded state is the details' open state).
  const details = menu.locator("details", {
    has: page.locator("summary", { hasText: ui.ar.nav.showServices }),
  });
  const toggle = details.locator("summary");
  const cloud = menu.getByRole("link", { name: serviceTitle("cloud-services", "ar") });
  await expect(details).not.toHaveAttribute("open");
  await expect(cloud).toBeHidden();

  await toggle.click();
  await expect(details).toHaveAttribute("open");
  await expect(cloud).toBeVisible();
  await expect(menu.getByRole("link", { name: serviceTitle("digital-marketing", "ar") })).toBeVisible();

  await toggle.press("Enter");
  await expect(details).not.toHaveAttribute("open");
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
    await menu.locator("summary", { hasText: ui[lang].nav.showServices }).click();
    await expect(menu.getByRole("link", { name: serviceTitle("cloud-services", lang) })).toBeVisible();
    await waitForStillness(page);
    problems.push(...describeViolations(`${page.url()} (menu open)`, await runAxe(page)));
  }
  expect(problems).toEqual([]);
});

test("on a service page the menu marks Services as the section the visitor is in", async ({ page }) => {
  const { menu } = await openMenu(page, "en", "/services/cloud-services");
  await expect(menu.getByRole("link", { name: ui.en.nav.services, exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(menu.getByRole("link", { name: ui.en.nav.about, exact: true })).not.toHaveAttribute(
    "aria-current",
  );
  await menu.locator("summary", { hasText: ui.en.nav.showServices }).click();
  await expect(menu.getByRole("link", { name: serviceTitle("cloud-services", "en") })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test.describe("in a browser without invoker commands (before Chrome 135, Firefox 144, Safari 26.2)", () => {
  // Such a browser, simulated by the test harness before the page runs: the button has neither the
  // properties a feature detection looks for nor the built-in action of `commandfor` (cancelled
  // here, as such a browser has none). The page's inline script must open and close the menu.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const prototype = HTMLButtonElement.prototype as unknown as Record<string, unknown>;
      delete prototype.commandForElement;
      delete prototype.command;
      addEventListener(
        "click",
        (event) => {
          if ((event.target as Element).closest("[commandfor]")) event.preventDefault();
        },
        true,
      );
    });
  });

  for (const [lang, url] of [
    ["ar", "/ar/services/cloud-services"],
    ["en", "/"],
  ] as const) {
    test(`a phone visitor opens the menu, and Escape and the close button close it (${lang})`, async ({
      page,
    }) => {
      await page.goto(url);
      expect(await page.evaluate(() => "command" in HTMLButtonElement.prototype)).toBe(false);
      const button = page.getByRole("button", { name: ui[lang].nav.openMenu });
      const menu = page.getByRole("dialog", { name: ui[lang].nav.menu });
      const close = menu.getByRole("button", { name: ui[lang].nav.closeMenu });

      await button.click();
      await expect(menu).toBeVisible();
      expect(await page.evaluate(() => document.querySelector("dialog")?.matches(":modal"))).toBe(true);
      await expect(close).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();

      // From the keyboard too (Enter on a button is a click).
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      await expect(close).toBeFocused();
      await close.click();
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    });
  }
});
