import { aboutCopy, company, contactCopy } from "../support/content";
import { localizePath } from "../../app/i18n/locales";
import type { Locator } from "@playwright/test";
import { expect, pageReady, test } from "./fixtures";

/**
 * Resolves once an IntersectionObserver made now reports `element` out of view. Observers are
 * notified in the order they were made, in one round per frame: by then every older observer of
 * the page (app/components/sections/reveal.ts) has been told where the element is, and acted.
 */
async function outOfView(element: Locator) {
  await element.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (entries.some((entry) => !entry.isIntersecting)) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(target);
      }),
  );
}

/** The About Us page's sections and the Contact page's ways to reach the company. */
for (const lang of ["en", "ar"] as const) {
  const about = aboutCopy(lang);
  const contact = contactCopy[lang];
  const visitor = lang === "ar" ? "an Arabic-speaking visitor" : "an English-speaking visitor";

  test(`${visitor} reads the About Us sections in order and meets no team block`, async ({ page }) => {
    await page.goto(localizePath("/about", lang));
    // Their text as the document has it: a part far below the first screen is not drawn until it
    // nears the screen (content-visibility: auto), and `innerText` is empty there until then.
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual([
      about.who.heading,
      about.what.heading,
      about.different.heading,
      about.cta.heading,
    ]);
    for (const block of about.who.blocks) {
      await expect(page.getByRole("heading", { level: 3, name: block.title })).toBeVisible();
    }
    for (const item of about.different.items) {
      await expect(page.getByRole("img", { name: item.imageAlt })).toBeVisible();
    }
    // The leadership block exists behind a flag that is off (`flags` in app/site.ts).
    await expect(page.getByRole("heading", { name: about.team.heading })).toHaveCount(0);
    const cta = page.getByRole("region", { name: about.cta.heading });
    const button = cta.getByRole("link", { name: about.cta.button });
    await expect(button).toHaveAttribute("href", localizePath("/contact", lang));
    // Its arrow points the way the language reads: mirrored in Arabic.
    const transform = await button.locator("svg").evaluate((svg) => getComputedStyle(svg).transform);
    expect(transform).toBe(lang === "ar" ? "matrix(-1, 0, 0, 1, 0, 0)" : "none");
  });

  test(`${visitor} on the Contact page can call, write, find both offices and follow the company`, async ({
    page,
  }) => {
    await page.goto(localizePath("/contact", lang));
    const main = page.getByRole("main");

    for (const branch of company.branches) {
      const link = main.getByRole("link", { name: branch.address[lang] });
      await expect(link).toHaveAttribute("href", branch.mapUrl);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    for (const phone of company.phones) {
      const link = main.getByRole("link", { name: phone.display });
      await expect(link).toHaveAttribute("href", `tel:${phone.e164}`);
      // Numbers read left to right inside Arabic text.
      await expect(link).toHaveAttribute("dir", "ltr");
    }
    const email = main.getByRole("link", { name: company.email });
    await expect(email).toHaveAttribute("href", `mailto:${company.email}`);
    await expect(email).toHaveAttribute("dir", "ltr");

    const follow = main.getByRole("region", { name: contact.details.follow });
    for (const { url } of company.social) {
      const link = follow.locator(`a[href="${url}"]`);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    // The operating days exist behind a flag that is off (`flags` in app/site.ts).
    await expect(page.getByRole("heading", { name: contact.hours.heading })).toHaveCount(0);
  });
}

test("a visitor scrolling the About Us page sees each section fade up once", async ({ page }) => {
  await page.goto("/about");
  await pageReady(page);
  const different = page.getByRole("region", { name: aboutCopy("en").different.heading });
  // Below the fold it waits, hidden, for the visitor…
  await expect(different).toHaveCSS("opacity", "0");
  await different.scrollIntoViewIfNeeded();
  // …and is fully shown once it has come into view.
  await expect(different).toHaveCSS("opacity", "1", { timeout: 5_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Out of view again: once an observer of ours, made after the page's, has been told so, the
  // page's, had it still watched the section, would have been told first: it is not hidden again.
  await outOfView(different);
  await expect(different).toHaveAttribute("data-reveal", "shown");
  await expect(different).toHaveCSS("opacity", "1");
});

test("a visitor who prefers reduced motion, or has no JavaScript, sees every About Us section at once", async ({
  browser,
}) => {
  for (const options of [{ reducedMotion: "reduce" as const }, { javaScriptEnabled: false }]) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.goto("/about");
    // The page's script has run (before the load event `goto` waits for), and any observer it made
    // has been told what is in view: one of ours, made later, is told after it. Without
    // JavaScript nothing can run at all.
    const below = page.getByRole("region", { name: aboutCopy("en").different.heading });
    if (options.javaScriptEnabled !== false) await outOfView(below);
    for (const name of [aboutCopy("en").who.heading, aboutCopy("en").different.heading]) {
      await expect(page.getByRole("region", { name })).not.toHaveAttribute("data-reveal", "pending");
      await expect(page.getByRole("region", { name })).toHaveCSS("opacity", "1");
    }
    await context.close();
  }
});

test("a visitor arriving at About Us through the menu also sees its sections fade up as they come into view", async ({
  page,
}) => {
  await page.goto("/");
  await pageReady(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  const different = page.getByRole("region", { name: aboutCopy("en").different.heading });
  await expect(different).toHaveCSS("opacity", "0");
  await different.scrollIntoViewIfNeeded();
  await expect(different).toHaveCSS("opacity", "1", { timeout: 5_000 });
});
