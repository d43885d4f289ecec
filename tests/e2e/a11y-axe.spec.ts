import { otherPrerenderedUrls, pageUrls } from "../support/build";
import { describeViolations, runAxe, waitForStillness } from "../support/axe";
import { ui } from "../support/strings";
import { expect, pageReady, test } from "./fixtures";
import { serviceTitle } from "../support/content";

/**
 * Accessibility: axe-core finds no WCAG 2.0/2.1/2.2 A or AA violation on any page, in
 * either language, on a phone (375 px) and a desktop (1,440 px). One browser page per language and
 * width walks every page, so the run stays short; every failing page and element is listed.
 *
 * The walk runs with reduced motion preferred: every section is then on screen in its final
 * colours at once (no fade-in caught half way, nothing below the fold still hidden for its reveal),
 * so axe checks all the content, deterministically. The default-motion state of the pages with
 * moving parts (typed headline, counters, carousel) is checked once animations have settled.
 */
const widths = [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1440, height: 900 },
];

test("axe runs under the site's CSP and reports a violation when there is one", async ({ page }) => {
  await page.goto("/about");
  await pageReady(page);
  await page.evaluate(() => {
    const img = document.createElement("img");
    img.src = "/brand/logo-mark.svg";
    document.querySelector("main")!.append(img);
  });
  const violations = await runAxe(page);
  expect(violations.map((v) => v.rule)).toContain("image-alt");
});

test.describe("every page, with reduced motion preferred", () => {
  test.use({ reducedMotion: "reduce" });

  for (const { name, width, height } of widths) {
    for (const lang of ["en", "ar"] as const) {
      test(`${lang === "en" ? "an English" : "an Arabic"} visitor on a ${name} (${width} px) meets no axe violation on any page`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        await page.setViewportSize({ width, height });
        // The site's pages and the contact form's no-JavaScript result pages.
        const urls = [...pageUrls, ...otherPrerenderedUrls].filter((p) => p.lang === lang).map((p) => p.url);
        const problems: string[] = [];
        for (const url of urls) {
          const response = await page.goto(url);
          expect(response?.status(), url).toBe(200);
          // Hydrated, and the lazily loaded parts (carousel, form engine) have arrived: axe sees
          // what the visitor gets, not a control caught while it is being set up.
          await pageReady(page);
          await waitForStillness(page);
          problems.push(...describeViolations(url, await runAxe(page)));
        }
        expect(problems, "axe violations").toEqual([]);
      });
    }
  }
});

test.describe("the not-found page", () => {
  // Its own 404 status is logged by the browser as a failed resource; nothing else may be.
  test.use({ allowConsoleErrors: /^Failed to load resource: the server responded with a status of 404/ });

  for (const { name, width, height } of widths) {
    test(`meets no axe violation in either language on a ${name} (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const problems: string[] = [];
      for (const url of ["/no-such-page", "/ar/no-such-page"]) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(404);
        await pageReady(page);
        problems.push(...describeViolations(url, await runAxe(page)));
      }
      expect(problems, "axe violations").toEqual([]);
    });
  }
});

test("the header with its services submenu open has no axe violation, in either language", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const problems: string[] = [];
  for (const lang of ["en", "ar"] as const) {
    await page.goto(lang === "en" ? "/" : "/ar");
    await pageReady(page);
    const nav = page.getByRole("navigation", { name: ui[lang].nav.main });
    await nav.locator("summary", { hasText: ui[lang].nav.showServices }).click();
    await expect(nav.getByRole("link", { name: serviceTitle("cloud-services", lang) })).toBeVisible();
    await waitForStillness(page);
    problems.push(...describeViolations(`${page.url()} (services submenu open)`, await runAxe(page)));
  }
  expect(problems).toEqual([]);
});

test("the pages with moving parts, in default motion, have no axe violation once still", async ({ page }) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  for (const { width, height } of widths) {
    await page.setViewportSize({ width, height });
    for (const url of ["/", "/ar", "/about", "/ar/about"]) {
      await page.goto(url);
      await pageReady(page);
      await waitForStillness(page);
      problems.push(...describeViolations(`${url} at ${width} px`, await runAxe(page)));
    }
  }
  expect(problems, "axe violations").toEqual([]);
});

test("on Lighthouse's phone (412 px, touch, 1.75 device pixels a pixel), the pages have no axe violation as loaded, before any scrolling", async ({
  browser,
}) => {
  // Lighthouse audits a page as it is once loaded: the parts below the first screen not drawn yet
  // (content-visibility), their stand-in heights shorter than some of them, and every target of a
  // touch checked for its size (WCAG 2.2's 2.5.8) at that phone's width.
  test.setTimeout(90_000);
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  for (const url of [
    "/",
    "/ar",
    "/about",
    "/ar/about",
    "/contact",
    "/ar/contact",
    "/services",
    "/ar/services",
  ]) {
    // Not `pageReady`: it scrolls to the islands below the first screen, which draws the parts on
    // the way at their real heights.
    await page.goto(url, { waitUntil: "load" });
    await waitForStillness(page);
    problems.push(...describeViolations(`${url} at 412 px`, await runAxe(page)));
  }
  await context.close();
  expect(problems, "axe violations").toEqual([]);
});
