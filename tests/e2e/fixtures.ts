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
 * Waits until the page's interactive parts have started, on a page that has any (its islands
 * hydrated: the islands' script marks `<html data-hydrated>`). A page without them loads no
 * script, and is ready as it arrives.
 */
export async function pageReady(page: Page): Promise<void> {
  if ((await page.locator('script[type="module"][src]').count()) > 0) {
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
  }
}

export { expect };
