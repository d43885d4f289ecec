import { prerenderedUrls } from "../support/build";
import { expect, test } from "./fixtures";
import { recordLayoutShifts } from "./layout-shifts";
import { fontSwapShift } from "./web-fonts";

/**
 * Until the web fonts arrive, a page's text is set in a system font sized to them (the fallback
 * faces of app/styles/fonts.css, decision 018), so that little moves when they arrive: on a slow
 * network they come after the first paint. Each page is loaded with its font files held back until
 * it has been drawn in the fallback, then let through, at a phone's width and a laptop's. The
 * layout shift from then on must stay under 0.05, half of what counts as good for a whole visit.
 * With unsized fallbacks the home page moved by 0.107 and About by 0.089 on a phone. A fallback
 * sized to the average letter sets a paragraph in about the same width, not each line, so a
 * paragraph whose last line is nearly full may still gain or lose a line (0.038 at most over the
 * site, in DejaVu Sans or in Liberation Sans, which has Arial's metrics; most pages move by less
 * than 0.001). Motion is reduced, so that the home page's typed headline holds still (that it
 * never moves the page is content-home's test).
 */
const viewports = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

test.use({ reducedMotion: "reduce" });

for (const { url } of prerenderedUrls) {
  const notFound = /\/404$/.test(url);
  test.describe(() => {
    // The not-found page answers 404, which Chromium reports as a console error.
    if (notFound) test.use({ allowConsoleErrors: /status of 404/ });

    test(`${url}: nothing moves when the web fonts arrive after the first paint`, async ({ page }) => {
      await recordLayoutShifts(page);

      for (const viewport of viewports) {
        const { total, shifts } = await fontSwapShift(page, url, viewport);
        expect(total, `${url} @${viewport.width}px: layout shift ${JSON.stringify(shifts)}`).toBeLessThan(
          0.05,
        );
      }
    });
  });
}
