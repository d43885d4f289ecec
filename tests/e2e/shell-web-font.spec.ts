import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { twoFrames } from "./layout-shifts";

/**
 * The web font joins the page once it has loaded (decision 028): the root's data-fonts="waiting"
 * keeps it out of the font stacks where script runs, so that the first layout draws the text in
 * the sized fallbacks without looking up stand-ins for a font still on its way; the page's script
 * (app/shell/web-font.ts) loads it for the page's text, then takes the attribute off. Without
 * script the stacks name it from the start, as before.
 */
const pages = [
  { url: "/services/cloud-services", family: "Inter Variable", file: /\/inter-latin-wght-normal\./ },
  { url: "/ar", family: "Readex Pro Variable", file: /\/readex-pro-arabic-wght-normal\./ },
];

/** The heading's font stack as the browser resolved it, and whether its web font draws it now. */
function heading(page: Page, family: string) {
  return page.evaluate((family) => {
    const h1 = document.querySelector("h1")!;
    return {
      waiting: document.documentElement.getAttribute("data-fonts"),
      first: getComputedStyle(h1).fontFamily.split(",")[0]!.trim().replace(/"/g, ""),
      webFace: [...document.fonts].filter((face) => face.family === family).map((face) => face.status),
      drawnInWebFont: document.fonts.check(`700 1em "${family}"`, h1.textContent!),
    };
  }, family);
}

for (const { url, family, file } of pages) {
  test(`${url}: the first layout is in the sized fallbacks, and the page swaps to ${family} once it has loaded`, async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    await page.route(/\.woff2$/, async (route) => {
      requested.push(route.request().url());
      await held;
      await route.continue();
    });

    await page.goto(url, { waitUntil: "domcontentloaded" });
    await twoFrames(page);
    // The script asked for the font the page's text needs; until it is here the stacks leave it out.
    await expect.poll(() => requested.some((request) => file.test(request))).toBe(true);
    const before = await heading(page, family);
    expect(before.waiting).toBe("waiting");
    expect(before.first).toBe(`${family} Fallback: ${url.startsWith("/ar") ? "DejaVu Sans" : "Arial"}`);
    expect(before.webFace).toContain("loading");

    release();
    await expect.poll(async () => (await heading(page, family)).waiting).toBeNull();
    const after = await heading(page, family);
    expect(after.first).toBe(family);
    expect(after.drawnInWebFont).toBe(true);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { url, family, file } of pages) {
    test(`${url}: the first layout asks for ${family} and uses it once here`, async ({ page }) => {
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (/\.woff2$/.test(request.url())) fonts.push(request.url());
      });
      await page.goto(url);
      expect(fonts.some((font) => file.test(font))).toBe(true);
      const state = await heading(page, family);
      // The attribute stays (no script takes it off), but it only counts where script runs.
      expect(state.waiting).toBe("waiting");
      expect(state.first).toBe(family);
      await expect.poll(async () => (await heading(page, family)).drawnInWebFont).toBe(true);
    });
  }
});

test.describe("when the font cannot be fetched", () => {
  test.use({ allowConsoleErrors: /status of 503/ });

  test("the page stays in its sized fallbacks, and no longer waits for it", async ({ page }) => {
    await page.route(/\.woff2$/, (route) => route.fulfill({ status: 503, body: "" }));
    await page.goto("/services/cloud-services");
    await expect.poll(async () => (await heading(page, "Inter Variable")).waiting).toBeNull();
    const state = await heading(page, "Inter Variable");
    expect(state.webFace).toContain("error");
    expect(state.drawnInWebFont).toBe(false);
    // The heading is drawn: in the first sized fallback this machine has.
    await expect(page.locator("h1")).toBeVisible();
  });
});
