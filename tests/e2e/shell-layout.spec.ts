import { company, services } from "../support/content";
import { ui } from "../support/strings";
import { expect, pageReady, test } from "./fixtures";

/** The shared layout: header and footer links, scroll to top, spinner, favicons. */

for (const lang of ["en", "ar"] as const) {
  const prefix = lang === "ar" ? "/ar" : "";
  const home = lang === "ar" ? "/ar" : "/";

  test(`the header leads to every section of the site (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${prefix}/terms-and-conditions`);
    const header = page.getByRole("banner");
    const nav = header.getByRole("navigation", { name: ui[lang].nav.main });
    await expect(header.getByRole("link", { name: ui[lang].nav.home }).first()).toHaveAttribute("href", home);
    await expect(nav.getByRole("link", { name: ui[lang].nav.home, exact: true })).toHaveAttribute(
      "href",
      home,
    );
    await expect(nav.getByRole("link", { name: ui[lang].nav.services, exact: true })).toHaveAttribute(
      "href",
      `${prefix}/services/all`,
    );
    await expect(nav.getByRole("link", { name: ui[lang].nav.products, exact: true })).toHaveAttribute(
      "href",
      `${prefix}/products/all`,
    );
    await expect(nav.getByRole("link", { name: ui[lang].nav.about, exact: true })).toHaveAttribute(
      "href",
      `${prefix}/about`,
    );
    await expect(nav.getByRole("link", { name: ui[lang].nav.contact, exact: true })).toHaveAttribute(
      "href",
      `${prefix}/contact`,
    );
    // The submenu holds the nine services, in the page's language.
    // The submenu's toggle is the summary of a <details>.
    const toggle = nav.locator("summary", { hasText: ui[lang].nav.showServices });
    await toggle.click();
    const submenu = nav
      .locator("details", { has: page.locator("summary", { hasText: ui[lang].nav.showServices }) })
      .getByRole("list");
    await expect(submenu).toBeVisible();
    await expect(submenu.getByRole("link")).toHaveCount(services.length);
    for (const { slug, [lang]: copy } of services) {
      await expect(submenu.getByRole("link", { name: copy.title })).toHaveAttribute(
        "href",
        `${prefix}/services/${slug}`,
      );
    }
    await expect(header.getByRole("link", { name: ui[lang].header.cta })).toHaveAttribute(
      "href",
      `${prefix}/contact`,
    );
    await expect(header.getByRole("link", { name: ui[lang].language.switchLabel })).toHaveAttribute(
      "href",
      `${lang === "ar" ? "" : "/ar"}/terms-and-conditions`,
    );
  });

  test(`the footer has the company and help links and the four social profiles in new tabs (${lang})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/about`);
    const footer = page.getByRole("contentinfo");
    const company_ = footer.getByRole("navigation", { name: ui[lang].footer.company });
    await expect(company_.getByRole("link", { name: ui[lang].footer.services })).toHaveAttribute(
      "href",
      `${prefix}/services/all`,
    );
    await expect(company_.getByRole("link", { name: ui[lang].footer.products })).toHaveAttribute(
      "href",
      `${prefix}/products/all`,
    );
    await expect(company_.getByRole("link", { name: ui[lang].footer.about })).toHaveAttribute(
      "href",
      `${prefix}/about`,
    );
    const help = footer.getByRole("navigation", { name: ui[lang].footer.help });
    await expect(help.getByRole("link", { name: ui[lang].footer.contact })).toHaveAttribute(
      "href",
      `${prefix}/contact`,
    );
    await expect(footer.getByText(ui[lang].footer.blurb)).toBeVisible();

    for (const { network, url } of company.social) {
      const link = footer.getByRole("link", {
        name: new RegExp(`^${ui[lang].social[network].replace(/[()]/g, "\\$&")}`),
      });
      await expect(link).toHaveAttribute("href", url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link).toHaveAccessibleName(new RegExp(ui[lang].footer.newTab.replace(/[()]/g, "\\$&")));
    }
  });
}

for (const lang of ["en", "ar"] as const) {
  test(`a visitor whose clock is already in a later year than the build gets the footer the page was built with, without a hydration error (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const url = `${baseURL}${lang === "ar" ? "/ar/about" : "/about"}`;
    // The footer as the prerendered HTML has it (no script runs).
    const htmlOnly = await browser.newContext({ javaScriptEnabled: false });
    const plain = await htmlOnly.newPage();
    await plain.goto(url);
    const built = await plain.getByRole("contentinfo").getByText("©").textContent();
    await htmlOnly.close();
    const year = Number(built?.match(/\d{4}/)?.[0]);
    expect(year, "the prerendered footer names a year").toBeGreaterThan(2000);

    // Just after New Year on the visitor's clock (the fixture fails the test on a hydration error).
    await page.clock.install({ time: new Date(year + 1, 0, 1, 0, 0, 5) });
    await page.goto(url);
    await pageReady(page);
    await expect(page.getByRole("contentinfo").getByText("©")).toHaveText(built!);
  });
}

test("the terms' contents stay in view beside the text as a reader scrolls down it, in both languages", async ({
  page,
}) => {
  // The parts below the first screen clip what overflows them (SiteLayout.css); the terms' part
  // must not, or its sticky contents would stick to it and scroll away with the text.
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const url of ["/terms-and-conditions", "/ar/terms-and-conditions"]) {
    await page.goto(url);
    const contents = page.locator(".terms__toc");
    await page.evaluate(() => window.scrollTo({ top: 2500, behavior: "instant" }));
    await expect
      .poll(async () => (await contents.boundingBox())?.y, `${url}: the contents' top, in the window`)
      .toBeGreaterThan(0);
    const box = await contents.boundingBox();
    expect(box!.y + box!.height, `${url}: the contents are on screen`).toBeLessThan(900);
  }
});

test("after following a link the new page starts at the top", async ({ page }) => {
  // Every link is a page load of a prerendered page (no client-side routing), which starts at
  // the top; the browser's own loading indicator shows while it loads (decision 012).
  for (const [from, to, name] of [
    ["/about", "/contact", ui.en.footer.contact],
    ["/ar/terms-and-conditions", "/ar/about", ui.ar.footer.about],
  ] as const) {
    await page.goto(from);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name }).click();
    await expect(page).toHaveURL(to);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }
});

test("the favicon has a light and a dark variant, both served", async ({ page, request }) => {
  await page.goto("/");
  const icons = page.locator('link[rel="icon"][media]');
  await expect(icons).toHaveCount(2);
  const media = await icons.evaluateAll((links) =>
    links.map((l) => [l.getAttribute("media"), l.getAttribute("href")]),
  );
  expect(media.map(([m]) => m).sort()).toEqual([
    "(prefers-color-scheme: dark)",
    "(prefers-color-scheme: light)",
  ]);
  for (const [, href] of media) expect((await request.get(href!)).status()).toBe(200);
});
