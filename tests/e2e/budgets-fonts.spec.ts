import { prerenderedUrls } from "../support/build";
import { localeFromPath } from "../../app/i18n/locales";
import { expect, test } from "./fixtures";
import { webFaces } from "./web-fonts";

/**
 * Font budget: a page loads at most 100 KB of font files. Which unicode-range subsets
 * of Inter (English) and Readex Pro (Arabic) a page downloads depends on the glyphs it shows, so
 * this is measured in the browser: every page in each language, at a desktop and a phone width,
 * scrolled to the bottom so that content revealed on scroll is laid out too. Sizes are the
 * responses' encoded body sizes from Resource Timing (the bytes of the woff2 files; KB = 1,000
 * bytes, as in tests/unit/budgets.test.ts). A page downloads only its own language's family.
 */
const budget = 100 * 1000;
const viewports = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
];

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { url } of prerenderedUrls) {
      const notFound = /\/404$/.test(url);
      test.describe(() => {
        // The not-found page answers 404, which Chromium reports as a console error.
        if (notFound) test.use({ allowConsoleErrors: /status of 404/ });

        test(`a visitor reading ${url} downloads at most 100 KB of fonts`, async ({ page }) => {
          const response = await page.goto(url);
          expect(response?.status(), `${url} status`).toBe(notFound ? 404 : 200);
          expect(await page.locator("html").getAttribute("lang")).toBe(localeFromPath(url));

          // Scroll down a screen at a time (bounded), so lazily shown sections get their fonts. Two
          // frames a step: in the first, content that came near the screen (content-visibility:
          // auto, intersection observers) is marked to be drawn; in the second it is laid out, and
          // its fonts are requested.
          await page.evaluate(async () => {
            // A frame, or 200 ms where headless Chromium paints none (it happens under load).
            const frame = () =>
              new Promise((resolve) => {
                requestAnimationFrame(() => resolve(null));
                setTimeout(resolve, 200);
              });
            for (let step = 0; step < 60; step++) {
              const before = window.scrollY;
              window.scrollBy(0, window.innerHeight * 0.8);
              await frame();
              await frame();
              if (window.scrollY === before) break;
            }
            await frame();
            await frame();
          });
          // Every font the page asked for has arrived (a named failure, not a test timeout),
          // its web fonts included, which its script adds once they are in.
          await expect
            .poll(
              async () =>
                (await page.evaluate(() => document.fonts.status)) === "loaded" &&
                (await webFaces(page)).length > 0,
              { timeout: 10_000 },
            )
            .toBe(true);

          const fonts = await page.evaluate(() =>
            performance
              .getEntriesByType("resource")
              .map((entry) => entry as PerformanceResourceTiming)
              .filter((entry) => /\.(?:woff2?|ttf|otf)(?:$|\?)/.test(new URL(entry.name).pathname))
              .map((entry) => ({
                file: new URL(entry.name).pathname,
                bytes: entry.encodedBodySize || entry.transferSize,
              }))
              .sort((a, b) => a.file.localeCompare(b.file)),
          );
          const total = fonts.reduce((sum, font) => sum + font.bytes, 0);
          const list = fonts.map((font) => `${font.file} ${(font.bytes / 1000).toFixed(1)} KB`).join(", ");
          console.log(
            `fonts ${url} @${viewport.width}px: ${(total / 1000).toFixed(1)} KB (${list || "none"})`,
          );
          test.info().annotations.push({
            type: "fonts",
            description: `${url} @${viewport.width}px: ${(total / 1000).toFixed(1)} KB (${list || "none"})`,
          });
          expect(
            total,
            `${url} at ${viewport.width} px loads ${(total / 1000).toFixed(1)} KB of fonts, budget 100 KB: ${list}`,
          ).toBeLessThanOrEqual(budget);
          // Only the page language's own family: an English page's one Arabic word (the language
          // switch) is set in the system's Arabic font, not Readex Pro (decision 010).
          const family = localeFromPath(url) === "ar" ? /\/readex-pro-/ : /\/inter-/;
          expect(
            fonts.filter((font) => !family.test(font.file)).map((font) => font.file),
            `${url}: fonts of the other language`,
          ).toEqual([]);
        });
      });
    }
  });
}
