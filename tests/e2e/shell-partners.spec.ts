import type { Page } from "@playwright/test";
import { ui } from "../support/strings";
import { expect, pageReady, test } from "./fixtures";

/**
 * The partners carousel: on some pages only, advancing on its own every 2.5 s, pausable, and
 * still for visitors who prefer reduced motion. Time is Playwright's fake clock, so "it did not
 * move for 10 seconds" takes no real 10 seconds and does not depend on the machine's speed.
 */
test.use({ viewport: { width: 375, height: 812 } });

const shown = ["/", "/about", "/contact", "/ar", "/ar/about", "/ar/contact"];
const hidden = [
  "/services",
  "/services/all",
  "/services/cloud-services",
  "/products",
  "/products/all",
  "/products/imploy",
  "/terms-and-conditions",
  "/ar/services/all",
  "/ar/services/ui-ux-design",
  "/ar/products/lms",
  "/ar/terms-and-conditions",
];

test("the partners carousel shows on home, about and contact, and not on services, products or terms", async ({
  page,
}) => {
  for (const url of [...shown, ...hidden]) {
    await page.goto(url);
    const lang = url.startsWith("/ar") ? "ar" : "en";
    const partners = page.getByRole("region", { name: ui[lang].partners.heading });
    if (shown.includes(url)) {
      await expect.soft(partners, url).toBeVisible();
      await expect.soft(partners.getByRole("img").first(), url).toHaveAttribute("alt", /\S/);
    } else {
      await expect.soft(partners, url).toHaveCount(0);
    }
  }
});

/** Where the carousel's row of logos is, sideways: Embla moves it with a transform. */
const offset = (page: Page) =>
  page.evaluate(() => {
    const track = document.querySelector(".partners__track");
    return track ? new DOMMatrix(getComputedStyle(track).transform).m41 : NaN;
  });

async function openWithClock(page: Page, url: string) {
  await page.clock.install();
  await page.goto(url);
  await pageReady(page);
  const lang = url.startsWith("/ar") ? "ar" : "en";
  const partners = page.getByRole("region", { name: ui[lang].partners.heading });
  await partners.scrollIntoViewIfNeeded();
  return partners;
}

for (const url of ["/", "/ar/about"]) {
  test(`the carousel advances on its own, and its pause button stops it (${url})`, async ({ page }) => {
    const partners = await openWithClock(page, url);
    const lang = url.startsWith("/ar") ? "ar" : "en";
    const pause = partners.getByRole("button", { name: ui[lang].partners.pause });
    await expect(pause).toBeVisible();
    await expect(pause).toHaveAttribute("aria-pressed", "false");

    const start = await offset(page);
    await page.clock.runFor(3_000);
    await expect.poll(() => offset(page), "moved after one interval").not.toBe(start);
    // Right to left in Arabic: the row moves the other way.
    const moved = (await offset(page)) - start;
    expect(Math.sign(moved)).toBe(lang === "ar" ? 1 : -1);

    await pause.click();
    const play = partners.getByRole("button", { name: ui[lang].partners.play });
    await expect(play).toHaveAttribute("aria-pressed", "true");
    await page.clock.runFor(1_000);
    const paused = await offset(page);
    await page.clock.runFor(10_000);
    expect(await offset(page), "still after 10 s paused").toBe(paused);

    await play.click();
    await expect(pause).toBeVisible();
    await page.clock.runFor(3_000);
    await expect.poll(() => offset(page), "moves again after play").not.toBe(paused);
  });
}

test("with reduced motion preferred, nothing in the carousel moves on its own", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const partners = await openWithClock(page, "/");
  await expect(partners.getByRole("button", { name: ui.en.partners.play })).toBeDisabled();
  const start = await offset(page);
  await page.clock.runFor(12_000);
  expect(await offset(page)).toBe(start);
});

test("the carousel holds still while the pointer rests on the logos", async ({ page }) => {
  const partners = await openWithClock(page, "/about");
  await partners.getByRole("img").first().hover();
  await page.clock.runFor(1_000);
  const hovered = await offset(page);
  await page.clock.runFor(10_000);
  expect(await offset(page)).toBe(hovered);

  await page.mouse.move(1, 1);
  await page.clock.runFor(3_000);
  await expect.poll(() => offset(page), "moves again once the pointer leaves").not.toBe(hovered);
});
