import { focusIndicators } from "../support/focus";
import { expect, pageReady, test } from "./fixtures";

/**
 * Visible focus everywhere (WCAG 2.4.7): a keyboard user walking each kind of page
 * with Tab always sees where focus is, in the content as well as in the header and footer.
 */
const pages = [
  "/",
  "/services/all",
  "/services/cloud-services",
  "/products/all",
  "/products/imploy",
  "/about",
  "/contact",
  "/terms-and-conditions",
];

for (const { lang, width } of [
  { lang: "en", width: 1440 },
  { lang: "ar", width: 375 },
] as const) {
  test(`a keyboard user sees focus on every control of every kind of page (${lang}, ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const missing: string[] = [];
    for (const path of pages) {
      const url = lang === "ar" ? `/ar${path === "/" ? "" : path}` : path;
      await page.goto(url);
      await pageReady(page);
      const results = await focusIndicators(page);
      expect.soft(results.length, `${url}: controls reached by Tab`).toBeGreaterThan(5);
      missing.push(...results.filter((r) => !r.visible).map((r) => `${url}: ${r.element}`));
    }
    expect(missing, "controls without visible focus").toEqual([]);
  });
}
