import { FOOTER_ID } from "../../app/components/footer-id";
import { localeCodes } from "../../app/i18n/locales";
import { prerenderedUrls } from "../support/build";
import { expect, test } from "./fixtures";

/**
 * A page's first frame is drawn only once its whole body has been parsed (up to the footer: the
 * shell's `<link rel="expect" blocking="render">`, decision 019). On a slow phone the parser stops
 * where the islands' script first runs, inside the home page's hero; a frame drawn there showed the
 * hero without its headline and lead, and the page moved by up to 0.36 when they came. (That frame
 * came in the full browser with the CPU slowed 6×, not in the headless shell the tests run in, so
 * this checks the cause: when the first frame is drawn, the footer is in the document.)
 */
type Probe = { footerAtFirstFrame?: boolean };

test.describe(() => {
  // The not-found pages answer 404, which Chromium reports as a console error.
  test.use({ allowConsoleErrors: /status of 404/ });

  for (const lang of localeCodes) {
    test(`every page's first frame has the whole body, up to the footer (${lang})`, async ({ page }) => {
      // One page after another in one tab (a fresh tab per page would cost more than the check):
      // some 30 loads, about 15 s with two such tests at a time on 2 cores, and once past 30 s in CI.
      test.slow();
      await page.addInitScript((footerId) => {
        const probe: Probe = {};
        (window as unknown as { probe: Probe }).probe = probe;
        requestAnimationFrame(() => {
          probe.footerAtFirstFrame = document.getElementById(footerId) !== null;
        });
      }, FOOTER_ID);
      const missing: string[] = [];
      for (const { url } of prerenderedUrls.filter((page) => page.lang === lang)) {
        await page.goto(url, { waitUntil: "domcontentloaded" });
        const probe = await page.evaluate(async () => {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          return (window as unknown as { probe: Probe }).probe;
        });
        if (probe.footerAtFirstFrame !== true) missing.push(url);
      }
      expect(missing, "pages whose first frame came before the footer was parsed").toEqual([]);
    });
  }
});
