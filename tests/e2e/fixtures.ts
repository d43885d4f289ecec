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
 * root (`data-island`, app/i18n/island.tsx) is marked `data-hydrated` once it runs. A page without
 * islands loads no script file, and is ready as it arrives.
 */
export async function pageReady(page: Page): Promise<void> {
  await expect(page.locator("[data-island]:not([data-hydrated])")).toHaveCount(0);
}

export { expect };
