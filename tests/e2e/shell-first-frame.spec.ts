import { FIRST_SCREEN_END_ID, FOOTER_ID } from "../../app/components/first-frame";
import { localeCodes } from "../../app/i18n/locales";
import { pageUrls, prerenderedUrls } from "../support/build";
import { expect, test } from "./fixtures";

/**
 * A page's first frame is drawn only once its first screen has been parsed: the shell's
 * `<link rel="expect" blocking="render">` names the marker each page's first section ends with
 * (app/components/first-frame.ts, decision 019); a short page without one is held until its whole
 * body is parsed. On a slow phone the parser stops where the islands' script first runs, inside the
 * home page's hero; a frame drawn there showed the hero without its headline and lead, and the page
 * moved by up to 0.36 when they came. (That frame came in the full browser with the CPU slowed 6×,
 * not in the headless shell the tests run in, so this checks the cause: when the first frame is
 * drawn, the first screen is in the document.)
 */
type Probe = { markerAtFirstFrame?: boolean; footerAtFirstFrame?: boolean };

test.describe(() => {
  // The not-found pages answer 404, which Chromium reports as a console error.
  test.use({ allowConsoleErrors: /status of 404/ });

  for (const lang of localeCodes) {
    test(`every page's first frame has its first screen, and every site page marks where it ends (${lang})`, async ({
      page,
    }) => {
      // One page after another in one tab (a fresh tab per page would cost more than the check):
      // some 30 loads, about 15 s with two such tests at a time on 2 cores, and once past 30 s in CI.
      test.slow();
      await page.addInitScript(
        ({ markerId, footerId }) => {
          const probe: Probe = {};
          (window as unknown as { probe: Probe }).probe = probe;
          requestAnimationFrame(() => {
            probe.markerAtFirstFrame = document.getElementById(markerId) !== null;
            probe.footerAtFirstFrame = document.getElementById(footerId) !== null;
          });
        },
        { markerId: FIRST_SCREEN_END_ID, footerId: FOOTER_ID },
      );
      const early: string[] = [];
      const markers = new Map<string, number>();
      for (const { url } of prerenderedUrls.filter((page) => page.lang === lang)) {
        await page.goto(url, { waitUntil: "domcontentloaded" });
        const { probe, marked } = await page.evaluate(async (markerId) => {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          return {
            probe: (window as unknown as { probe: Probe }).probe,
            marked: document.querySelectorAll(`#${markerId}`).length,
          };
        }, FIRST_SCREEN_END_ID);
        // Marked pages wait for the marker; the others for their whole body.
        markers.set(url, marked);
        if (!(marked ? probe.markerAtFirstFrame : probe.footerAtFirstFrame)) early.push(url);
      }
      expect(early, "pages whose first frame came before their first screen was parsed").toEqual([]);
      // Every site page has a first section; the not-found and the form's result pages are short.
      const sitePages = pageUrls.filter((page) => page.lang === lang).map((page) => page.url);
      const notOnce = sitePages.filter((url) => markers.get(url) !== 1);
      expect(
        notOnce.map((url) => `${url}: ${markers.get(url)} markers`),
        "site pages without exactly one marker",
      ).toEqual([]);
    });
  }
});
