import type { Page } from "@playwright/test";
import { ui } from "../support/strings";
import { expect, pageReady, test } from "./fixtures";

/** The language switch and the remembered choice (decision 002). */

async function storedChoice(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "i18next");
  const local = await page.evaluate(() => window.localStorage.getItem("i18nextLng"));
  return { cookie, local };
}

test("the language switch is named by what it shows, then what it does (label in name)", async ({ page }) => {
  for (const [url, lang, shows] of [
    ["/about", "en", "العربية"],
    ["/ar/about", "ar", "English"],
  ] as const) {
    await page.goto(url);
    const link = page.getByRole("banner").getByRole("link", { name: ui[lang].language.switchLabel });
    await expect(link).toHaveText(new RegExp(`^${shows}`));
    await expect(link).toHaveAccessibleName(new RegExp(`^${shows}\\s+${ui[lang].language.switchLabel}$`));
    await expect(link.getByText(shows, { exact: true })).toHaveAttribute("lang", lang === "en" ? "ar" : "en");
  }
});

test("a visitor switches to Arabic and lands on the same page, with its query and hash, in Arabic", async ({
  page,
}) => {
  await page.goto("/services/cloud-services?ref=newsletter#top");
  await pageReady(page);
  await page.getByRole("banner").getByRole("link", { name: ui.en.language.switchLabel }).click();

  await expect(page).toHaveURL("/ar/services/cloud-services?ref=newsletter#top");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const { cookie, local } = await storedChoice(page);
  expect(cookie?.value).toBe("ar");
  expect(cookie?.path).toBe("/");
  expect(cookie?.sameSite).toBe("Lax");
  // Kept for a year (give or take the seconds the test took).
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
  expect(local).toBe("ar");
});

test("a visitor who chose Arabic stays in Arabic when following an unprefixed link", async ({ page }) => {
  await page.goto("/about");
  await pageReady(page);
  await page.getByRole("banner").getByRole("link", { name: ui.en.language.switchLabel }).click();
  await expect(page).toHaveURL("/ar/about");

  await page.goto("/contact");
  await expect(page).toHaveURL("/ar/contact");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
});

test("a visitor switches from Arabic back to English, and English is remembered", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "i18next", value: "ar", domain: "127.0.0.1", path: "/" }]);
  await page.goto("/ar/products/all?sort=name");
  await pageReady(page);
  await page.getByRole("banner").getByRole("link", { name: ui.ar.language.switchLabel }).click();

  await expect(page).toHaveURL("/products/all?sort=name");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  const { cookie, local } = await storedChoice(page);
  expect(cookie?.value).toBe("en");
  expect(local).toBe("en");

  await page.goto("/");
  await expect(page).toHaveURL("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a returning Arabic visitor who opens an unprefixed URL lands on the Arabic page", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "i18next", value: "ar", domain: "127.0.0.1", path: "/" }]);
  const response = await page.goto("/services/data-analytics?utm_source=mail");
  await expect(page).toHaveURL("/ar/services/data-analytics?utm_source=mail");
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/services\/data-analytics\?utm_source=mail$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("a visitor with an English cookie who opens an /ar address gets the Arabic page: the path wins", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "i18next", value: "en", domain: "127.0.0.1", path: "/" }]);
  await page.goto("/ar/about");
  await expect(page).toHaveURL("/ar/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
});

test("on a phone, the switch in the menu also lands on the same page in the other language", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/about#story");
  await pageReady(page);
  await page.getByRole("button", { name: ui.en.nav.openMenu }).click();
  const menu = page.getByRole("dialog", { name: ui.en.nav.menu });
  await menu.getByRole("link", { name: ui.en.language.switchLabel }).click();
  await expect(page).toHaveURL("/ar/about#story");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  expect((await storedChoice(page)).local).toBe("ar");
});

test("on a static host, a visitor who comes by the ar. subdomain is sent from an unprefixed page to the Arabic one", async ({
  page,
  baseURL,
}) => {
  // A static host (no server redirect): every request to ar.example.test gets the built file as
  // it is, so only the page's inline script can send the visitor on.
  await page.route("http://ar.example.test/**", async (route) => {
    const { pathname } = new URL(route.request().url());
    try {
      const response = await route.fetch({ url: new URL(pathname, baseURL).href });
      const body = await response.body();
      await route.fulfill({
        status: response.status(),
        contentType: response.headers()["content-type"],
        body,
      });
    } catch {
      // A request of the page the visitor has just been sent away from: nobody waits for it.
    }
  });
  await page.goto("http://ar.example.test/services/cloud-services");
  await expect(page).toHaveURL("http://ar.example.test/ar/services/cloud-services");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  // An explicit /ar path wins: it stays as it is.
  await page.goto("http://ar.example.test/ar/about");
  await expect(page).toHaveURL("http://ar.example.test/ar/about");
});
