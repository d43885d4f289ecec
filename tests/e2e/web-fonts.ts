import { expect, type Page } from "@playwright/test";
import { layoutShifts, twoFrames, type Shift } from "./layout-shifts";

/**
 * The web fonts' faces the document has, with their state: not the sized fallbacks of
 * app/styles/fonts.css, which it has from the start. The page's script adds the web faces once they
 * are in (app/shell/web-fonts.ts, decision 028).
 */
export function webFaces(page: Page): Promise<Array<{ family: string; status: string }>> {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => !/Fallback/.test(face.family))
      .map(({ family, status }) => ({ family: family.replace(/"/g, ""), status })),
  );
}

/** The width of a viewport, and its height, as Playwright takes them. */
type Viewport = { width: number; height: number };

/**
 * Loads `url` with its font files held back until it has been drawn in the sized fallbacks, then
 * lets them through, and returns the layout shift from then on: what a visitor on a slow network
 * sees move when the web fonts arrive after the first paint. The page must record its shifts
 * (`recordLayoutShifts`, before its first load).
 */
export async function fontSwapShift(
  page: Page,
  url: string,
  viewport: Viewport,
): Promise<{ total: number; shifts: Shift[] }> {
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
  // The partners band (content-visibility: auto) is laid out a few frames in, once it is found
  // near the screen: on a busy machine that came after the fonts' release, and the band's first
  // layout was counted as the fonts' doing.
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
  await expect.poll(async () => (await webFaces(page)).some((face) => face.status === "loaded")).toBe(true);
  await twoFrames(page);
  const shifts = (await layoutShifts(page)).filter((shift) => shift.at >= releasedAt);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  console.log(`font swap ${url} @${viewport.width}px: layout shift ${total.toFixed(4)}`);
  return { total, shifts };
}
