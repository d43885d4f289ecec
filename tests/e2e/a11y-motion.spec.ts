import type { Page } from "@playwright/test";
import { expect, pageReady, test } from "./fixtures";
import { partnersSettled, trackOffset } from "./partners-support";

/**
 * Reduced motion (WCAG 2.3.3 and 2.2.2): for a visitor who prefers it, nothing on the
 * page moves or changes by itself: no typed headline, no counting numbers, no fade-in, no carousel.
 * Time runs on Playwright's fake clock, so "nothing changed in 20 seconds" is quick and exact.
 */
test.use({ reducedMotion: "reduce" });

/**
 * The main element's text, drawn or not: below the first screen the page is drawn only near the
 * screen (content-visibility: auto), which `innerText` would count as a change.
 */
const mainText = (page: Page) => page.evaluate(() => document.querySelector("main")!.textContent);

for (const url of ["/", "/ar", "/about", "/ar/about", "/services/cloud-services"]) {
  test(`a visitor who prefers reduced motion sees ${url} hold still`, async ({ page }) => {
    await page.clock.install();
    await page.goto(url);
    await pageReady(page);
    await page.waitForLoadState("networkidle");
    // The carousel's library attaches once its band comes near the screen, and places the row as
    // it is first laid out (the band is content-visibility: auto, not laid out until near the
    // screen either): that first placement is where it starts, not motion.
    const scrollThrough = async () => {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
    };
    if (await page.locator(".partners__toggle").count()) {
      await scrollThrough();
      await expect(page.locator('.partners__toggle[data-ready="true"]')).toBeAttached();
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    }
    const text = await mainText(page);

    // Scroll through the page: content must not wait to fade in.
    await scrollThrough();
    await partnersSettled(page);
    const offset = await trackOffset(page);
    await page.clock.runFor(20_000);

    expect(await mainText(page), "the text of the page did not change by itself").toBe(text);
    expect(await trackOffset(page), "the partners did not move").toBe(offset);
    const moving = await page.evaluate(() =>
      document
        .getAnimations()
        // The reduced-motion styles shorten every animation and transition to 1 ms; anything
        // longer that is still running is motion the visitor sees.
        .filter((a) => a.playState === "running" && Number(a.effect?.getComputedTiming().duration) > 1)
        .map(
          (a) =>
            `${(a as CSSAnimation).animationName ?? a.constructor.name} on ${(a.effect as KeyframeEffect | null)?.target?.className}`,
        ),
    );
    expect(moving, "running animations").toEqual([]);
    const invisible = await page.evaluate(() =>
      [...document.querySelectorAll("main *")]
        .filter((el) => getComputedStyle(el).opacity === "0" && (el as HTMLElement).innerText?.trim())
        .map((el) => el.className),
    );
    expect(invisible, "text left invisible").toEqual([]);
  });
}

test("without the preference, the home page does move (so the test above can tell)", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.clock.install();
  await page.goto("/");
  await pageReady(page);
  await page.waitForLoadState("networkidle");
  const offset = await trackOffset(page);
  const text = await mainText(page);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.clock.runFor(20_000);
  const changed = (await mainText(page)) !== text || (await trackOffset(page)) !== offset;
  expect(changed).toBe(true);
});
