import { pageUrls } from "../support/build";
import { expectedPage } from "./content-expected";
import { expect, test } from "./fixtures";

/**
 * Every page reads as a finished page in both languages. Each page shows its own H1 and
 * the headings of its sections, Arabic pages are written in Arabic, and every picture carries an
 * alt attribute (empty when it only decorates).
 */
const arabicLetters = /[\u0600-\u06FF]/g;
const latinLetters = /[A-Za-z]/g;

for (const { url, lang, path } of pageUrls) {
  const visitor = lang === "ar" ? "an Arabic-speaking visitor" : "an English-speaking visitor";

  test(`${visitor} opening ${url} sees its heading and every section`, async ({ page }) => {
    const expected = expectedPage(path, lang);
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1, name: expected.h1, exact: true })).toBeVisible();
    for (const name of expected.h2) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true }), name).toBeVisible();
    }
    for (const name of expected.h3 ?? []) {
      await expect(page.getByRole("heading", { level: 3, name, exact: true }), name).toBeVisible();
    }

    const withoutAlt = await page
      .locator("img:not([alt])")
      .evaluateAll((images) => images.map((image) => image.getAttribute("src")));
    expect(withoutAlt, "pictures without an alt attribute").toEqual([]);

    if (lang === "ar") {
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const text = await page.getByRole("main").innerText();
      const arabic = text.match(arabicLetters)?.length ?? 0;
      const latin = text.match(latinLetters)?.length ?? 0;
      // Brand names (Imploy, iOS, ERP) and e-mail addresses stay in Latin letters; the rest is Arabic.
      expect(arabic, "Arabic letters on the page").toBeGreaterThan(200);
      expect(latin, "Latin letters on the page").toBeLessThan(arabic / 10);
    }
  });
}
