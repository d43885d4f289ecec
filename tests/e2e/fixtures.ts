import { test as base, expect, type Page } from "@playwright/test";

/**
 * The test fixture every browser test uses: it fails a test on any console error or uncaught page
 * error, unless the test declares which ones it expects (`test.use({ allowConsoleErrors: /…/ })`).
 */
export const test = base.extend<{ allowConsoleErrors: RegExp | undefined }>({
  allowConsoleErrors: [undefined, { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !(allowConsoleErrors && allowConsoleErrors.test(message.text()))) {
        errors.push(message.text());
      }
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    await use(page);
    expect(errors, "unexpected console errors").toEqual([]);
  },
});

/**
 * Waits until the page's interactive parts have started, on a page that has any: each island's
 * root (`data-island`, app/i18n/island.tsx) is marked `data-hydrated` once it runs. Islands that
 * start when the visitor reaches them are reached as a visitor would: those below the first screen
 * (`client:near`) are scrolled to, those that start on interaction (`client:interaction`, the
 * contact form) are pointed at; then the window goes back where it was and the pointer to its
 * corner. A page without islands loads no script file, and is ready as it arrives.
 */
export async function pageReady(page: Page): Promise<void> {
  const waiting = page.locator("[data-island]:not([data-hydrated])");
  if ((await waiting.count()) > 0) {
    const scrolled = await page.evaluate(() => window.scrollY);
    // An island's root has `display: contents`: its first child is what the visitor sees. (Every
    // island with the directive: one that starts drops its `ssr` mark, which would renumber a list
    // of the waiting ones.)
    const parts = (client: string) =>
      page.locator(`astro-island[client="${client}"] > [data-island] > :first-child`);
    for (const part of await parts("near").all()) await part.scrollIntoViewIfNeeded();
    for (const part of await parts("interaction").all()) await part.hover();
    await expect(waiting).toHaveCount(0);
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), scrolled);
    await page.mouse.move(0, 0);
  }
}

export { expect };
