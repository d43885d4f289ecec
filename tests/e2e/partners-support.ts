import type { Locator, Page } from "@playwright/test";

/** What the browser tests of the partners carousel share. */

/** Where the carousel's row of logos is, sideways: Embla moves it with a transform (0 without the band). */
export const trackOffset = (page: Page) =>
  page.evaluate(() => {
    const track = document.querySelector(".partners__track");
    return track ? new DOMMatrix(getComputedStyle(track).transform).m41 : 0;
  });

/**
 * Waits until the row is set in place after the band was first drawn. The band is laid out only
 * once it nears the screen (content-visibility: auto); Embla then measures the row again and may
 * shift it by a gutter, in the frame it first shows, which a test must not take for motion. Embla
 * starts watching sizes on its first animation frame (on Playwright's clock, hence `runFor`) and
 * hears of them at the next rendering, before a resize observer made after it.
 *
 * That rendering must be asked for. Chromium's headless shell draws only when something on the
 * page asks it to, and with Playwright's clock standing in for requestAnimationFrame a still page
 * may ask for nothing (CI once waited 30 s here): a custom property set on the row, and taken off
 * again, asks for one without changing anything drawn.
 */
export async function partnersSettled(page: Page) {
  await page.clock.runFor(100);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const track = document.querySelector<HTMLElement>(".partners__track");
        if (!track) return resolve();
        const observer = new ResizeObserver(() => {
          observer.disconnect();
          track.style.removeProperty("--partners-settled");
          resolve();
        });
        observer.observe(track);
        track.style.setProperty("--partners-settled", "1");
      }),
  );
}

/**
 * Puts keyboard focus on the band's heading, the element just before the row of logos in the
 * page's order (the pause button is hidden until the carousel runs), so that Tab goes to the row.
 */
export const focusBeforeRow = (partners: Locator) =>
  partners.getByRole("heading").evaluate((heading) => {
    heading.setAttribute("tabindex", "-1");
    (heading as HTMLElement).focus();
  });
