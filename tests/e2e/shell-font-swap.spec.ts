import { prerenderedUrls } from "../support/build";
import { expect, test } from "./fixtures";
import { layoutShifts, recordLayoutShifts, twoFrames } from "./layout-shifts";
import { webFaces } from "./web-fonts";

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
        await page.setViewportSize(viewport);
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        let requested = 0;
        await page.unrouteAll();
        await page.route(/\.woff2$/, async (route) => {
          requested++;
          await held;
          await route.continue();
        });

        await page.goto(url, { waitUntil: "domcontentloaded" });
        // The page has been laid out and drawn, and has asked for its fonts, which are not here.
        // The partners band (content-visibility: auto) is laid out a few frames in, once it is
        // found near the screen: on a busy machine that came after the fonts' release, and the
        // band's first layout was counted as the fonts' doing.
        const band = page.locator(".partners");
        if (await band.count()) {
          await band.scrollIntoViewIfNeeded();
          await expect(band.locator(".partners__slide img").first()).toBeVisible();
          await page.evaluate(() => scrollTo(0, 0));
        }
        await twoFrames(page);
        await expect.poll(() => requested, `${url}: the page asks for its web fonts`).toBeGreaterThan(0);
        const faces = await page.evaluate(() =>
          [...document.fonts].map((face) => ({ family: face.family, status: face.status })),
        );
        expect(await webFaces(page), `${url} @${viewport.width}px: no web font has arrived yet`).toEqual([]);
        expect(
          faces.filter((face) => /Fallback/.test(face.family) && face.status === "loaded").length,
          `${url} @${viewport.width}px: the first paint is in a sized fallback face of app/styles/fonts.css. ` +
            "None was used: it has none, or none of their system fonts is installed here " +
            "(install DejaVu Sans: Debian's fonts-dejavu-core).",
        ).toBeGreaterThan(0);

        const releasedAt = await page.evaluate(() => performance.now());
        release();
        await expect
          .poll(async () => (await webFaces(page)).some((face) => face.status === "loaded"))
          .toBe(true);
        await twoFrames(page);
        const shifts = (await layoutShifts(page)).filter((shift) => shift.at >= releasedAt);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        console.log(`font swap ${url} @${viewport.width}px: layout shift ${total.toFixed(4)}`);
        expect(total, `${url} @${viewport.width}px: layout shift ${JSON.stringify(shifts)}`).toBeLessThan(
          0.05,
        );
      }
    });
  });
}
