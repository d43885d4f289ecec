import { readFileSync } from "node:fs";
import path from "node:path";
import { pagePath } from "../../app/site";
import { describeViolations, runAxe, waitForStillness } from "../support/axe";
import { privacy } from "../support/content";
import { expect, pageReady, test } from "./fixtures";

/**
 * The privacy notice (content/privacy/<lang>.md) at /privacy and /ar/privacy: reached from every
 * page's footer and from the line beside the contact form's Send button, with and without
 * JavaScript, in both languages; listed in the sitemap with its alternates; free of axe violations.
 */
const languages = ["en", "ar"] as const;

/** The strings these tests look for, from the translation files the pages are built with. */
interface Strings {
  footer: { help: string; contact: string; terms: string; privacy: string };
  contactForm: { submit: string; privacy: { note: string; link: string } };
  pages: { terms: { contents: string } };
}
const strings = Object.fromEntries(
  languages.map((lang) => [
    lang,
    JSON.parse(readFileSync(path.resolve("app/i18n/translations", `${lang}.json`), "utf8")) as Strings,
  ]),
) as Record<(typeof languages)[number], Strings>;

for (const lang of languages) {
  const text = strings[lang];
  const notice = privacy(lang);
  const noticePath = pagePath("privacy", lang);

  test(`the notice reads as a page in ${lang}: its title, description, canonical and sections`, async ({
    page,
  }) => {
    await page.goto(noticePath);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page).toHaveTitle(new RegExp(`^${notice.title} \\| `));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", notice.metaDescription);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(noticePath);
    await expect(page.getByRole("heading", { level: 1, name: notice.title, exact: true })).toBeVisible();
    await expect(page.getByText(notice.updated, { exact: true })).toBeVisible();
    // Its table of contents leads to each section.
    const contents = page.getByRole("navigation", { name: text.pages.terms.contents });
    for (const heading of notice.headings) {
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      await expect(contents.getByRole("link", { name: heading, exact: true })).toHaveAttribute("href", /^#./);
    }
    // What counsel must still confirm is for the editors, as in the terms: never on the page.
    for (const { note } of notice.toConfirm ?? []) {
      await expect(page.getByText(note)).toHaveCount(0);
    }
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`in ${lang}, with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

      test("the footer's link beside the terms leads to the notice", async ({ page }) => {
        await page.goto(pagePath("about", lang));
        const help = page.getByRole("contentinfo").getByRole("navigation", { name: text.footer.help });
        const links = help.getByRole("link");
        await expect(links).toHaveText([text.footer.contact, text.footer.terms, text.footer.privacy]);
        await help.getByRole("link", { name: text.footer.privacy, exact: true }).click();
        await expect(page).toHaveURL(noticePath);
        await expect(page.getByRole("heading", { level: 1, name: notice.title, exact: true })).toBeVisible();
      });

      test("the line beside Send says what the details are for and leads to the notice", async ({ page }) => {
        await page.goto(pagePath("contact", lang));
        if (javaScriptEnabled) await pageReady(page);
        const form = page.locator("form.contact-form");
        const send = form.getByRole("button", { name: text.contactForm.submit });
        const line = form.getByText(text.contactForm.privacy.note);
        const link = line.getByRole("link", { name: text.contactForm.privacy.link, exact: true });
        await expect(line).toBeVisible();
        // Beside the button, not in it: level with Send, or just under it on a narrow screen.
        await expect(send.getByRole("link")).toHaveCount(0);
        const [sendBox, lineBox] = [(await send.boundingBox())!, (await line.boundingBox())!];
        expect(lineBox.y + lineBox.height).toBeGreaterThan(sendBox.y);
        expect(lineBox.y).toBeLessThan(sendBox.y + sendBox.height + 32);
        // The next stop after Send, with the focus ring showing.
        await send.focus();
        await page.keyboard.press("Tab");
        await expect(link).toBeFocused();
        await expect(link).toHaveCSS("outline-style", "solid");
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(noticePath);
        await expect(page.getByRole("heading", { level: 1, name: notice.title, exact: true })).toBeVisible();
      });
    });
  }
}

test("the sitemap lists the notice in both languages, each with its alternates", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
    loc: new URL(/<loc>([^<]+)<\/loc>/.exec(body)![1]!).pathname,
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
        m[1]!,
        new URL(m[2]!).pathname,
      ]),
    ),
  }));
  const alternates = { en: pagePath("privacy", "en"), ar: pagePath("privacy", "ar") };
  for (const lang of languages) {
    const entry = entries.find(({ loc }) => loc === alternates[lang]);
    expect(entry, alternates[lang]).toBeDefined();
    expect(entry!.alternates).toEqual({ ...alternates, "x-default": alternates.en });
  }
});

test.describe("with reduced motion preferred", () => {
  test.use({ reducedMotion: "reduce" });

  for (const lang of languages) {
    for (const width of [375, 1440]) {
      test(`the notice meets no axe violation in ${lang} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        const url = pagePath("privacy", lang);
        await page.goto(url);
        await waitForStillness(page);
        expect(describeViolations(url, await runAxe(page))).toEqual([]);
      });
    }

    test(`the contact form, with the line beside Send, meets no axe violation in ${lang}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      const url = pagePath("contact", lang);
      await page.goto(url);
      await pageReady(page);
      await waitForStillness(page);
      expect(describeViolations(url, await runAxe(page))).toEqual([]);
    });
  }
});
