import { featured, homeCopy } from "../support/content";
import { localizePath } from "../../app/i18n/locales";
import { homeStats } from "./content-expected";
import { expect, pageReady, test } from "./fixtures";

/** The home page: the banner, the counters and every link it carries. */
for (const lang of ["en", "ar"] as const) {
  const copy = homeCopy(lang);
  const home = localizePath("/", lang);
  const to = (path: string) => localizePath(path, lang);
  const visitor = lang === "ar" ? "an Arabic-speaking visitor" : "an English-speaking visitor";

  test(`${visitor} on the home page finds every way into the site`, async ({ page }) => {
    await page.goto(home);
    const main = page.getByRole("main");

    await expect(main.getByRole("link", { name: copy.hero.primary })).toHaveAttribute("href", to("/contact"));

    const pillars = page.getByRole("region", { name: copy.pillars.heading });
    for (const key of ["vision", "mission", "values"] as const) {
      await expect(pillars.getByRole("heading", { name: copy.pillars.items[key].title })).toBeVisible();
      await expect(pillars.getByRole("link", { name: copy.pillars.items[key].link })).toHaveAttribute(
        "href",
        to("/about"),
      );
    }

    const services = page.getByRole("region", { name: copy.services.heading });
    const serviceLinks = services.getByRole("link", { name: copy.services.cardLink });
    await expect(serviceLinks).toHaveCount(featured.services.length);
    for (const [index, slug] of featured.services.entries()) {
      await expect(serviceLinks.nth(index)).toHaveAttribute("href", to(`/services/${slug}`));
    }
    await expect(services.getByRole("link", { name: copy.services.all })).toHaveAttribute(
      "href",
      to("/services/all"),
    );

    const products = page.getByRole("region", { name: copy.products.heading });
    const productLinks = products.getByRole("link", { name: copy.products.cardLink });
    await expect(productLinks).toHaveCount(featured.products.length);
    for (const [index, slug] of featured.products.entries()) {
      await expect(productLinks.nth(index)).toHaveAttribute("href", to(`/products/${slug}`));
    }
    await expect(products.getByRole("link", { name: copy.products.all })).toHaveAttribute(
      "href",
      to("/products/all"),
    );

    const cta = page.getByRole("region", { name: copy.cta.heading });
    await expect(cta.getByRole("link", { name: copy.cta.button })).toHaveAttribute("href", to("/contact"));
  });

  test(`${visitor} without JavaScript reads the whole headline and the final counts`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(home);
    await expect(
      page.getByRole("heading", { level: 1, name: copy.hero.headlineText, exact: true }),
    ).toBeVisible();
    await expect(page.locator(".hero__typed-line")).toHaveText(copy.hero.phrases[0]!);
    const stats = page.getByRole("region", { name: copy.stats.heading });
    for (const { text, figure } of homeStats(lang)) {
      await expect(stats.getByText(text, { exact: true })).toBeAttached();
      await expect(stats.getByText(figure, { exact: true })).toBeVisible();
    }
    await context.close();
  });
}

test("a visitor sees the headline type itself, and the counters count up as they scroll into view", async ({
  page,
}) => {
  const copy = homeCopy("en");
  await page.goto("/");
  // typed.js has taken over the phrase: its cursor blinks beside it.
  await expect(page.locator(".hero__typed-line .typed-cursor")).toBeAttached();
  await expect(page.locator(".hero__typed-line > span").first()).toHaveText(copy.hero.phrases[0]!);
  // Screen readers keep hearing the whole sentence.
  await expect(
    page.getByRole("heading", { level: 1, name: copy.hero.headlineText, exact: true }),
  ).toBeVisible();

  const stats = page.getByRole("region", { name: copy.stats.heading });
  await stats.scrollIntoViewIfNeeded();
  // react-countup starts each counter from zero, after its one-second delay…
  await expect(stats.getByText(homeStats("en")[2]!.start, { exact: true }).first()).toBeVisible();
  // …and ends on the numbers the page was prerendered with.
  for (const { figure } of homeStats("en")) {
    await expect(stats.getByText(figure, { exact: true })).toBeVisible({ timeout: 10_000 });
  }
});

test("a visitor who prefers reduced motion gets a still headline", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/");
  await pageReady(page);
  // Hydrated: the headline's effect, which starts loading the motion (typed.js) for other visitors,
  // has run. A request the page makes now comes after any it made for the motion: there is none.
  expect(await page.evaluate(() => fetch("/healthz").then((response) => response.ok))).toBe(true);
  expect(requested).toContain("/healthz");
  expect(requested.filter((path) => /\/assets\/home-motion\./.test(path))).toEqual([]);
  await expect(page.locator(".typed-cursor")).toHaveCount(0);
  await expect(page.locator(".hero__typed-line")).toHaveText(homeCopy("en").hero.phrases[0]!);
  await context.close();
});

test("a visitor choosing to view all products lands at the top of the products list", async ({ page }) => {
  await page.goto("/");
  const products = page.getByRole("region", { name: homeCopy("en").products.heading });
  await products.getByRole("link", { name: homeCopy("en").products.all }).click();
  await expect(page).toHaveURL(/\/products\/all$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a visitor returning to the home page through the menu finds every section again", async ({ page }) => {
  const copy = homeCopy("en");
  await page.goto("/about");
  await pageReady(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  for (const name of [copy.pillars.heading, copy.services.heading, copy.products.heading, copy.cta.heading]) {
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  }
  const services = page.getByRole("region", { name: copy.services.heading });
  await expect(services.getByRole("link", { name: copy.services.cardLink })).toHaveCount(
    featured.services.length,
  );
});
