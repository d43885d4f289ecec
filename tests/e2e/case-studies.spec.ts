import { pagePath } from "../../app/site";
import { bySector, caseStudySummary } from "../../app/views/shape";
import { describeViolations, runAxe, waitForStillness } from "../support/axe";
import { caseStudies, serviceTitle } from "../support/content";
import { ui } from "../support/strings";
import { expect, test } from "./fixtures";

/**
 * The case studies (/case-studies and /case-studies/<slug>, in both languages), as a visitor
 * finds them: the list under one heading per sector, in the sectors' order, reached from the
 * footer; a case study with its client, sector, country, figures and quote, linking the services
 * it used, whose pages link back to it. These pages are links and text alone: no script file, and
 * no axe violation on a phone or a desktop.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const [study] = caseStudies;

for (const lang of ["en", "ar"] as const) {
  const language = lang === "en" ? "English" : "Arabic";
  const words = ui[lang].pages.caseStudy;

  test(`an ${language}-speaking visitor finds the case studies from the footer, under a heading per sector`, async ({
    page,
  }) => {
    await page.goto(pagePath("about", lang));
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: ui[lang].footer.caseStudies });
    await expect(footerLink).toHaveAttribute("href", pagePath("caseStudies", lang));
    await footerLink.click();
    await expect(page).toHaveURL(pagePath("caseStudies", lang));
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");

    const groups = bySector(caseStudies.map(caseStudySummary(lang)));
    expect(groups.length).toBeGreaterThan(0);
    const main = page.getByRole("main");
    // One heading per sector with a case study, in the sectors' order, before the closing band's.
    const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.slice(0, groups.length)).toEqual(groups.map(({ sector }) => ui[lang].sectors[sector]));
    for (const { sector, studies } of groups) {
      const region = main.getByRole("region", { name: ui[lang].sectors[sector], exact: true });
      await expect(region).toBeVisible();
      for (const item of studies) {
        await expect(region.getByRole("heading", { level: 3, name: item.title, exact: true })).toBeVisible();
        const card = region.getByRole("listitem").filter({ hasText: item.title });
        await expect(card).toContainText(item.client);
        await expect(card).toContainText(item.country);
        // The card's one link ends with the case study's title, so each is told apart.
        await expect(
          region.getByRole("link", { name: new RegExp(`${escape(item.title)}$`) }),
        ).toHaveAttribute("href", pagePath("caseStudy", lang, item.slug));
      }
    }
  });

  test(`an ${language}-speaking visitor goes from a case study to the service it used, and back`, async ({
    page,
  }) => {
    const copy = study![lang];
    await page.goto(pagePath("caseStudy", lang, study!.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
    // Client, sector and country, each under its term.
    const facts = page.getByRole("main").locator("dl");
    for (const [term, value] of [
      [words.client, copy.client],
      [words.sector, ui[lang].sectors[study!.sector]!],
      [words.country, copy.country],
    ] as const) {
      await expect(facts.getByRole("term").filter({ hasText: term })).toBeVisible();
      await expect(facts.getByRole("definition").filter({ hasText: value })).toBeVisible();
    }
    const results = page.getByRole("region", { name: words.results });
    for (const { figure, label } of copy.results) {
      await expect(results.getByText(figure, { exact: true })).toBeVisible();
      await expect(results.getByText(label, { exact: true })).toBeVisible();
    }
    // The client's words: a quotation in a figure, captioned by the speaker's role.
    const quote = page.getByRole("figure");
    await expect(quote.locator("blockquote")).toHaveText(copy.quote!.text);
    await expect(quote.locator("figcaption")).toContainText(copy.quote!.role);

    const [serviceSlug] = study!.services;
    const used = page.getByRole("region", { name: words.used });
    await used.getByRole("link", { name: serviceTitle(serviceSlug!, lang), exact: true }).click();
    await expect(page).toHaveURL(pagePath("service", lang, serviceSlug!));
    const back = page.getByRole("region", { name: ui[lang].pages.service.caseStudies });
    await back.getByRole("link", { name: copy.title, exact: true }).click();
    await expect(page).toHaveURL(pagePath("caseStudy", lang, study!.slug));

    // And back to the list.
    await page.getByRole("main").getByRole("link", { name: words.back }).click();
    await expect(page).toHaveURL(pagePath("caseStudies", lang));
  });
}

test.describe("the case studies' pages, with reduced motion preferred", () => {
  test.use({ reducedMotion: "reduce" });

  for (const { name, width, height } of [
    { name: "phone", width: 375, height: 812 },
    { name: "desktop", width: 1440, height: 900 },
  ]) {
    test(`load no script file and meet no axe violation, in both languages, on a ${name} (${width} px)`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height });
      let scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      const urls = (["en", "ar"] as const).flatMap((lang) => [
        pagePath("caseStudies", lang),
        ...caseStudies.map((item) => pagePath("caseStudy", lang, item.slug)),
      ]);
      const problems: string[] = [];
      for (const url of urls) {
        scripts = [];
        const response = await page.goto(url, { waitUntil: "load" });
        expect(response?.status(), url).toBe(200);
        // Nothing interactive (decision 012): no script file, no island, only the small inline script.
        expect(scripts, `${url} requests no script`).toEqual([]);
        await expect(page.locator("script[src]"), url).toHaveCount(0);
        await expect(page.locator("astro-island"), url).toHaveCount(0);
        await waitForStillness(page);
        problems.push(...describeViolations(url, await runAxe(page)));
      }
      expect(problems, "axe violations").toEqual([]);
    });
  }
});
