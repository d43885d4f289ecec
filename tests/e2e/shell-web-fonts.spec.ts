import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { twoFrames } from "./layout-shifts";
import { webFaces } from "./web-fonts";

/**
 * The web fonts are added by the page's script once they are in (app/shell/web-fonts.ts, decision
 * 028): the first layout knows only their sized fallbacks, so it sets up no stand-in for a font on
 * its way; but a page followed from another of the site's pages, whose fonts are then cached, has
 * them before its first frame. Each page loads the faces of its own language that its text needs,
 * as @font-face rules' unicode-ranges would; a visitor without script gets the same fonts from the
 * style sheet.
 */

/** The font files the page asks for, by name without their hash ("inter-latin-wght-normal"). */
function fontRequests(page: Page): string[] {
  const files: string[] = [];
  page.on("request", (request) => {
    const name = /\/assets\/([\w-]+)\.[\w-]+\.woff2$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) files.push(name);
  });
  return files;
}

/** The fonts the browser draws the first heading's text in (DevTools' "rendered fonts"). */
async function headingFonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

const cases = [
  {
    url: "/services/cloud-services",
    family: "Inter Variable",
    /** The name the font file gives itself, as the browser reports the fonts it draws in. */
    drawnAs: "Inter",
    files: ["inter-latin-wght-normal"],
  },
  {
    url: "/ar/services/cloud-services",
    family: "Readex Pro Variable",
    drawnAs: "Readex Pro",
    files: ["readex-pro-arabic-wght-normal", "readex-pro-latin-wght-normal"],
  },
];

for (const { url, family, drawnAs, files } of cases) {
  test(`${url} is first drawn without its web font defined, then adds ${family} once it is in`, async ({
    page,
  }) => {
    const requested = fontRequests(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url, { waitUntil: "domcontentloaded" });
    await twoFrames(page);
    // Drawn, and asking for its fonts, which have not come: the document has none of them yet.
    await expect.poll(() => requested.length).toBe(files.length);
    expect(await webFaces(page)).toEqual([]);
    const before = await headingFonts(page);
    expect(before.length).toBeGreaterThan(0);
    expect(before).not.toContain(drawnAs);

    release();
    await expect
      .poll(async () => (await webFaces(page)).map((face) => face.status))
      .toEqual(files.map(() => "loaded"));
    expect(requested.sort()).toEqual(files);
    expect(new Set((await webFaces(page)).map((face) => face.family))).toEqual(new Set([family]));
    // The heading is now drawn in it.
    await twoFrames(page);
    expect(await headingFonts(page)).toEqual([drawnAs]);
  });
}

for (const { url, family, files } of cases) {
  const from = url.replace(/services\/.*/, "about");
  test(`${url}, opened from ${from}, is drawn in ${family} from its first frame`, async ({ page }) => {
    // The web faces the document has when its first frame is drawn (its first animation frame).
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { firstFrameFaces: string[] }).firstFrameFaces = [...document.fonts]
          .filter((face) => face.status === "loaded" && !/Fallback/.test(face.family))
          .map((face) => face.family.replace(/"/g, ""));
      });
    });
    const firstFrameFaces = () =>
      page.evaluate(() => (window as unknown as { firstFrameFaces?: string[] }).firstFrameFaces);
    // When the page asked for its font files against when its parser finished, in ms.
    const fontTimes = () =>
      page.evaluate(() => ({
        parsed: performance.getEntriesByType("navigation")[0]!.toJSON().domInteractive as number,
        fonts: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".woff2"))
          .map((entry) => entry.startTime),
      }));
    // Opened from elsewhere (no referrer): the fonts wait for the page to be parsed.
    await page.goto(from);
    await expect.poll(async () => (await webFaces(page)).length).toBe(files.length);
    const direct = await fontTimes();
    expect(direct.fonts).toHaveLength(files.length);
    for (const start of direct.fonts) expect(start).toBeGreaterThanOrEqual(direct.parsed);

    // Followed from that page, with its fonts now in the browser's cache: they are asked for as the
    // body starts, and are in when the first frame is drawn.
    await page.evaluate((next) => location.assign(next), url);
    await page.waitForURL(`**${url}`);
    expect(await page.evaluate(() => document.referrer)).toMatch(new RegExp(`${from}$`));
    await expect.poll(firstFrameFaces).toEqual(files.map(() => family));
    const followed = await fontTimes();
    expect(followed.fonts).toHaveLength(files.length);
    for (const start of followed.fonts) expect(start).toBeLessThan(followed.parsed);
    // The loader's second call leaves them be: each face is in the document once.
    await page.waitForLoadState("load");
    await twoFrames(page);
    expect(await webFaces(page)).toEqual(files.map(() => ({ family, status: "loaded" })));
  });
}

test("a page whose text has letters of Latin Extended loads that face too", async ({ page }) => {
  const requested = fontRequests(page);
  // The About page with a Polish and a Turkish name in its first paragraph.
  await page.route("**/about", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<main[^>]*>[\s\S]*?<p[^>]*>)/, "$1Łukasz and Şebnem: ");
    await route.fulfill({ response, body: html });
  });
  await page.goto("/about");
  await expect(page.locator("main p").first()).toContainText("Łukasz and Şebnem");
  await expect
    .poll(async () => (await webFaces(page)).filter((face) => face.status === "loaded").length)
    .toBe(2);
  expect(requested.sort()).toEqual(["inter-latin-ext-wght-normal", "inter-latin-wght-normal"]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { url, drawnAs, files } of cases)
    test(`${url} still gets its web fonts, from its style sheet`, async ({ page }) => {
      const requested = fontRequests(page);
      await page.goto(url);
      await expect.poll(() => requested.length).toBe(files.length);
      expect(requested.sort()).toEqual(files);
      await expect.poll(() => headingFonts(page)).toEqual([drawnAs]);
    });
});
