import { test as base, expect } from "@playwright/test";

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

export { expect };
