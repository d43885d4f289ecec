import type { Page } from "@playwright/test";
import { ui } from "../support/strings";
import { expect, pageReady, test } from "./fixtures";
import { layoutShifts, recordLayoutShifts, twoFrames } from "./layout-shifts";
import { focusBeforeRow, partnersSettled, trackOffset } from "./partners-support";

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
  "/privacy",
  "/ar/services/all",
  "/ar/services/ui-ux-design",
  "/ar/products/lms",
  "/ar/terms-and-conditions",
  "/ar/privacy",
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

async function openWithClock(page: Page, url: string) {
  await page.clock.install();
  await page.goto(url);
  await pageReady(page);
  const lang = url.startsWith("/ar") ? "ar" : "en";
  const partners = page.getByRole("region", { name: ui[lang].partners.heading });
  await partners.scrollIntoViewIfNeeded();
  // The carousel's island hydrates after the page has painted; the button is in the prerendered
  // HTML, so wait for Embla itself (data-ready) before taking the row's first placement.
  await expect(partners.getByRole("button")).toBeVisible();
  await expect(partners.locator('.partners__toggle[data-ready="true"]')).toBeAttached();
  await partnersSettled(page);
  return partners;
}

for (const url of ["/", "/ar/about"]) {
  test(`the carousel advances on its own, and its pause button stops it (${url})`, async ({ page }) => {
    const partners = await openWithClock(page, url);
    const lang = url.startsWith("/ar") ? "ar" : "en";
    const pause = partners.getByRole("button", { name: ui[lang].partners.pause });
    await expect(pause).toBeVisible();
    await expect(pause).toHaveAttribute("aria-pressed", "false");

    const start = await trackOffset(page);
    await page.clock.runFor(3_000);
    await expect.poll(() => trackOffset(page), "moved after one interval").not.toBe(start);
    // Right to left in Arabic: the row moves the other way.
    const moved = (await trackOffset(page)) - start;
    expect(Math.sign(moved)).toBe(lang === "ar" ? 1 : -1);

    await pause.click();
    const play = partners.getByRole("button", { name: ui[lang].partners.play });
    await expect(play).toHaveAttribute("aria-pressed", "true");
    await page.clock.runFor(1_000);
    const paused = await trackOffset(page);
    await page.clock.runFor(10_000);
    expect(await trackOffset(page), "still after 10 s paused").toBe(paused);

    await play.click();
    await expect(pause).toBeVisible();
    await page.clock.runFor(3_000);
    await expect.poll(() => trackOffset(page), "moves again after play").not.toBe(paused);
  });
}

test("with reduced motion preferred, nothing in the carousel moves on its own", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const partners = await openWithClock(page, "/");
  await expect(partners.getByRole("button", { name: ui.en.partners.play })).toBeDisabled();
  const start = await trackOffset(page);
  await page.clock.runFor(12_000);
  expect(await trackOffset(page)).toBe(start);
});

test("the carousel holds still while the pointer rests on the logos", async ({ page }) => {
  const partners = await openWithClock(page, "/about");
  await partners.getByRole("img").first().hover();
  await page.clock.runFor(1_000);
  const hovered = await trackOffset(page);
  await page.clock.runFor(10_000);
  expect(await trackOffset(page)).toBe(hovered);

  await page.mouse.move(1, 1);
  await page.clock.runFor(3_000);
  await expect.poll(() => trackOffset(page), "moves again once the pointer leaves").not.toBe(hovered);
});

/** Where the middle of the first logo is, to press on it with the mouse. */
async function firstLogoCentre(partners: ReturnType<Page["getByRole"]>) {
  const box = await partners.getByRole("img").first().boundingBox();
  if (!box) throw new Error("the first logo has no box");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Opens the page and presses Pause; returns the band, its Play button and where the row stopped. */
async function openPaused(page: Page, url: string) {
  const partners = await openWithClock(page, url);
  await partners.getByRole("button", { name: ui.en.partners.pause }).click();
  const play = partners.getByRole("button", { name: ui.en.partners.play });
  await expect(play).toHaveAttribute("aria-pressed", "true");
  await page.clock.runFor(1_000);
  return { partners, play, paused: await trackOffset(page) };
}

test("after a visitor pauses the carousel, hovering a logo and moving away does not start it again", async ({
  page,
}) => {
  const { partners, play, paused } = await openPaused(page, "/");
  await partners.getByRole("img").first().hover();
  await page.clock.runFor(1_000);
  await page.mouse.move(1, 1);
  await page.clock.runFor(10_000);
  expect(await trackOffset(page), "still after hovering and leaving").toBe(paused);

  // Pressed with the mouse and released where it is, then away.
  const logo = await firstLogoCentre(partners);
  await page.mouse.move(logo.x, logo.y);
  await page.mouse.down();
  await page.clock.runFor(500);
  await page.mouse.up();
  await page.mouse.move(1, 1);
  await page.clock.runFor(10_000);
  expect(await trackOffset(page), "still after pressing a logo").toBe(paused);
  await expect(play, "the button still offers Play").toHaveAttribute("aria-pressed", "true");

  // Play is what starts it again.
  await play.click();
  await page.clock.runFor(3_000);
  await expect.poll(() => trackOffset(page), "moves again after Play").not.toBe(paused);
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true });

  test("after a visitor pauses the carousel, swiping the logos does not start it again", async ({ page }) => {
    const { partners, play } = await openPaused(page, "/contact");
    // A real swipe, finger down, along and up (Playwright's touchscreen only taps).
    const { x, y } = await firstLogoCentre(partners);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", dx: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchEnd" ? [] : [{ x: x - dx, y }],
      });
    await touch("touchStart", 0);
    for (const dx of [10, 30, 60, 90]) await touch("touchMove", dx);
    await touch("touchEnd", 90);
    // The swipe itself moves the row; once it has settled, nothing more.
    await page.clock.runFor(2_000);
    const swiped = await trackOffset(page);
    await page.clock.runFor(10_000);
    expect(await trackOffset(page), "still after the swipe").toBe(swiped);
    await expect(play, "the button still offers Play").toHaveAttribute("aria-pressed", "true");
  });
});

test("with reduced motion preferred, hovering the logos and leaving them does not start the carousel", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const partners = await openWithClock(page, "/about");
  const start = await trackOffset(page);
  await partners.getByRole("img").first().hover();
  await page.clock.runFor(1_000);
  await page.mouse.move(1, 1);
  await page.clock.runFor(20_000);
  expect(await trackOffset(page)).toBe(start);
});

test("a playing carousel goes on after a logo is pressed and the pointer leaves", async ({ page }) => {
  const partners = await openWithClock(page, "/");
  const logo = await firstLogoCentre(partners);
  await page.mouse.move(logo.x, logo.y);
  await page.mouse.down();
  await page.mouse.up();
  await page.clock.runFor(1_000);
  const pressed = await trackOffset(page);
  await page.clock.runFor(10_000);
  expect(await trackOffset(page), "held while the pointer rests on it").toBe(pressed);

  await page.mouse.move(1, 1);
  await page.clock.runFor(3_000);
  await expect.poll(() => trackOffset(page), "moves again once the pointer leaves").not.toBe(pressed);
  await expect(partners.getByRole("button", { name: ui.en.partners.pause })).toBeVisible();
});

test("the carousel goes on moving after the window is resized", async ({ page }) => {
  await openWithClock(page, "/");
  await page.setViewportSize({ width: 700, height: 812 });
  // Embla measures the new size on its next frame.
  await page.clock.runFor(500);
  const resized = await trackOffset(page);
  await page.clock.runFor(3_000);
  await expect.poll(() => trackOffset(page), "moved after one interval").not.toBe(resized);
});

/**
 * Where no script moves the row (the pages that load none, decision 020, and any page without
 * JavaScript) it is one row of logos that scrolls sideways by hand, and by the arrow keys once it
 * has keyboard focus; not a wall of 75 logos (some 3,300 px on a phone, when they wrapped).
 */
for (const { url, javaScriptEnabled } of [
  { url: "/contact/sent", javaScriptEnabled: true },
  { url: "/ar/contact/not-sent/invalid", javaScriptEnabled: true },
  { url: "/about", javaScriptEnabled: false },
]) {
  test.describe(() => {
    test.use({ javaScriptEnabled });

    test(`a visitor scrolls the logos by hand and by keyboard on ${url}${javaScriptEnabled ? "" : " without JavaScript"}`, async ({
      page,
    }) => {
      await page.goto(url);
      const lang = url.startsWith("/ar") ? "ar" : "en";
      const partners = page.getByRole("region", { name: ui[lang].partners.heading });
      const row = partners.getByRole("group", { name: ui[lang].partners.heading });
      await row.scrollIntoViewIfNeeded();
      const box = await partners.getByRole("list").boundingBox();
      expect(box?.height, "one row of logos").toBeLessThan(120);
      const scroll = () => row.evaluate((node) => Math.abs(node.scrollLeft));
      expect(await row.evaluate((node) => node.scrollWidth > node.clientWidth + 500)).toBe(true);

      // Tab reaches the row (from the element just before it in the page's order) and shows focus.
      await focusBeforeRow(partners);
      await page.keyboard.press("Tab");
      await expect(row).toBeFocused();
      expect(await row.evaluate((node) => getComputedStyle(node).outlineStyle)).toBe("solid");
      await page.keyboard.press(lang === "ar" ? "ArrowLeft" : "ArrowRight");
      await expect.poll(scroll, "scrolled by the arrow key").toBeGreaterThan(0);
    });
  });
}

test("the band hardly moves the page when it is drawn on a short page without script", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await recordLayoutShifts(page);
  for (const url of ["/contact/sent", "/ar/contact/sent"]) {
    await page.goto(url, { waitUntil: "load" });
    // The band is laid out once it is near the screen (content-visibility: auto), a few frames in:
    // its logos have no box until then. Then two more frames, for a shift to be reported.
    await expect(page.locator(".partners__slide img").first()).toBeVisible();
    await twoFrames(page);
    // Its stand-in height is one value for every page (global.css), a few pixels off the band's
    // real one here: the footer may move by those, a shift well under what Lighthouse shows as 0.
    // When the logos wrapped, the shift was 0.021 (en) and 0.049 (ar).
    const shifts = await layoutShifts(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `layout shift on ${url}: ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
  }
});

test("a keyboard user on the logos keeps focus there as the carousel starts, then Tab goes on past it", async ({
  page,
}) => {
  // The carousel's library is held back until the row has focus, as when a Tab onto the row is
  // what brings the band near the screen and starts it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/embla-carousel/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/ar");
  await pageReady(page);
  const partners = page.getByRole("region", { name: ui.ar.partners.heading });
  const row = partners.getByRole("group", { name: ui.ar.partners.heading });
  await partners.scrollIntoViewIfNeeded();
  await focusBeforeRow(partners);
  await page.keyboard.press("Tab");
  await expect(row).toBeFocused();

  release();
  await expect(partners.locator('.partners__toggle[data-ready="true"]')).toBeAttached();
  await expect(row, "focus stays on the row once the carousel runs").toBeFocused();

  // Onwards into the footer; the running carousel's row is no longer a tab stop of its own.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => !!document.activeElement?.closest("footer"))).toBe(true);
  await page.keyboard.press("Shift+Tab");
  await expect(partners.getByRole("button")).toBeFocused();
});
