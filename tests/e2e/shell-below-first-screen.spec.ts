import type { Page } from "@playwright/test";
import { FIRST_SCREEN_END_ID } from "../../app/components/first-frame";
import { median } from "../../bench/stats";
import { expect, test } from "./fixtures";

/**
 * Below a page's first screen, each part of the page is laid out and drawn only near the screen
 * (`content-visibility: auto`, app/components/SiteLayout.css), with a stand-in height until then.
 * Chromium draws such a part once it is within one and a half window heights below the screen,
 * the first frame included, by the stand-in heights of the parts above it not drawn yet: a
 * stand-in far shorter than the parts brings more of them into the first frame than their real
 * heights would, and a part that wraps the others leaves nothing to skip.
 */
const PAGES = ["/", "/ar", "/about", "/ar/about", "/services/cloud-services", "/products/imploy"];
const PHONE = { width: 412, height: 823 };

/** The parts below the first screen: each one's real height, stand-in height and place. */
async function parts(page: Page) {
  return page.evaluate((markerId) => {
    const marker = document.getElementById(markerId)!;
    const below = [...marker.parentElement!.children].filter(
      (element) => marker.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
    ) as HTMLElement[];
    // Where each is and whether it is drawn, as the page left them; then each one's real height,
    // drawn for the measure and left to the browser again.
    const seen = below.map((element) => {
      const style = getComputedStyle(element);
      const box = (side: "Top" | "Bottom") =>
        parseFloat(style[`padding${side}`]) + parseFloat(style[`border${side}Width`]);
      const standIn = parseFloat(/(\d+(?:\.\d+)?)px/.exec(style.containIntrinsicBlockSize)?.[1] ?? "NaN");
      return {
        top: element.getBoundingClientRect().top + scrollY,
        standIn: standIn + box("Top") + box("Bottom"),
        drawn: [...element.children].some((child) => child.checkVisibility({ contentVisibilityAuto: true })),
      };
    });
    return seen.map((part, index) => {
      const element = below[index]!;
      element.style.contentVisibility = "visible";
      const height = element.getBoundingClientRect().height;
      element.style.contentVisibility = "";
      return { ...part, height };
    });
  }, FIRST_SCREEN_END_ID);
}

for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
  test(`below the first screen, a part's stand-in height is a typical part's at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const heights: number[] = [];
    const standIns: number[] = [];
    for (const url of PAGES) {
      await page.goto(url);
      for (const part of await parts(page)) {
        heights.push(part.height);
        standIns.push(part.standIn);
      }
    }
    // A part's stand-in, its padding included (the same for every part but for their paddings).
    const standIn = Math.round(median(standIns)!);
    const typical = median(heights)!;
    expect(
      standIn / typical,
      `stand-in ${standIn} px, the parts' median ${Math.round(typical)} px`,
    ).toBeGreaterThan(0.75);
    expect(
      standIn / typical,
      `stand-in ${standIn} px, the parts' median ${Math.round(typical)} px`,
    ).toBeLessThan(1.33);
  });
}

test("on a phone, a page's parts far below its first screen are not drawn when it has loaded", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const drawnFar: string[] = [];
  for (const url of PAGES) {
    await page.goto(url);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const below = await parts(page);
    // The first part below the first screen is within reach, and drawn; so the check can fail.
    expect(below[0]?.drawn, `${url}: the first part below the first screen`).toBe(true);
    const reach = PHONE.height * 2.5;
    const far = below.filter((part) => part.top > reach);
    expect(far.length, `${url}: parts beyond ${reach} px`).toBeGreaterThan(0);
    drawnFar.push(...far.filter((part) => part.drawn).map((part) => `${url} at ${Math.round(part.top)} px`));
  }
  expect(drawnFar, "parts drawn though more than one and a half screens below the screen").toEqual([]);
});
