import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * When each island starts (docs/decisions/029-islands-start-when-reached.md): what moves in the
 * first screen once the page is idle, what moves below it once the visitor scrolls near it, and the
 * contact form once the visitor reaches for it. Until then its code is not requested at all.
 */
test.use({ viewport: { width: 412, height: 823 } });

/** The paths of the script files the page has requested so far. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * Opens `path` and leaves the page alone, so that it has its chance to start an island anyway: its
 * load, and then its clock (installed before it loads) well past `client:idle`'s 2 s bound
 * (app/i18n/island.tsx), so that every idle callback and timer it had set has run. The evaluation
 * after that is a task the page runs after those, so the requests they started have been made.
 */
async function openAndLeaveAlone(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await page.waitForLoadState("load");
  await page.clock.runFor(5_000);
  await page.evaluate(() => document.readyState);
}

for (const path of ["/contact", "/ar/contact"]) {
  test(`a visitor who only reads ${path} loads none of the form's script; reaching the form with the keyboard starts it, and what they typed stays`, async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await openAndLeaveAlone(page, path);
    const form = page.locator("[data-island='contact-form']");
    expect(scripts.filter((script) => /ContactFormIsland|proof/.test(script))).toEqual([]);
    await expect(form).not.toHaveAttribute("data-hydrated");

    // Tab from the top of the page until the focus is in the form, and type at once.
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => Boolean(document.activeElement?.closest("form.contact-form")))) break;
    }
    await expect(page.locator("#contact-full_name")).toBeFocused();
    await page.keyboard.type("Lina Haddad");

    await expect(form).toHaveAttribute("data-hydrated", "");
    await expect(page.locator("form.contact-form")).toHaveAttribute("novalidate");
    expect(scripts.some((script) => /\/assets\/ContactFormIsland\.[^/]*\.js$/.test(script))).toBe(true);
    await expect(page.locator("#contact-full_name")).toHaveValue("Lina Haddad");
  });
}

test("on a phone, the contact form starts when a finger or the pointer comes onto it", async ({ page }) => {
  await openAndLeaveAlone(page, "/contact");
  const form = page.locator("[data-island='contact-form']");
  await expect(form).not.toHaveAttribute("data-hydrated");
  await page.locator("form.contact-form").hover();
  await expect(form).toHaveAttribute("data-hydrated", "");
});

for (const path of ["/about", "/ar/about"]) {
  test(`on ${path}, the partners row's script comes only when the visitor scrolls near the row`, async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await openAndLeaveAlone(page, path);
    const partners = page.locator("[data-island='partners']");
    expect(scripts.filter((script) => script.startsWith("/assets/"))).toEqual([]);
    await expect(partners).not.toHaveAttribute("data-hydrated");

    await page.locator("section.partners").scrollIntoViewIfNeeded();
    await expect(partners).toHaveAttribute("data-hydrated", "");
    expect(scripts.some((script) => /\/assets\/PartnersCarousel\.[^/]*\.js$/.test(script))).toBe(true);
  });
}

test("on the home page, the typed headline starts with nobody touching the page, the partners row only once it is near", async ({
  page,
}) => {
  await openAndLeaveAlone(page, "/");
  await expect(page.locator("[data-island='typed-headline']")).toHaveAttribute("data-hydrated", "");
  await expect(page.locator("[data-island='partners']")).not.toHaveAttribute("data-hydrated");
  await page.locator("section.partners").scrollIntoViewIfNeeded();
  await expect(page.locator("[data-island='partners']")).toHaveAttribute("data-hydrated", "");
});
