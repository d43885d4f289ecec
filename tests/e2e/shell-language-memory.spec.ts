import { localeFromPath } from "../../app/i18n/locales";
import { languageCases } from "../support/language-cases";
import { ui } from "../support/strings";
import { expect, pageReady, test } from "./fixtures";

/**
 * The language a visitor arrives in is remembered (decision 002), in Chromium against the real
 * server, with and without JavaScript: every case of the shared table (tests/support/
 * language-cases.ts) on the site's own host, then the bare address typed afterwards.
 */

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    for (const c of languageCases.filter((c) => !c.host && (javaScriptEnabled || !c.stored))) {
      test(c.name, async ({ page, context }) => {
        if (c.cookie) {
          await context.addCookies([{ name: "i18next", value: c.cookie, domain: "127.0.0.1", path: "/" }]);
        }
        if (c.stored) {
          await context.addInitScript((lang) => {
            if (!sessionStorage.getItem("seeded")) {
              sessionStorage.setItem("seeded", "1");
              localStorage.setItem("i18nextLng", lang);
            }
          }, c.stored);
        }
        if (c.from) {
          await page.goto(c.from);
          if (javaScriptEnabled) await pageReady(page);
          const lang = localeFromPath(c.from);
          await page.getByRole("banner").getByRole("link", { name: ui[lang].language.switchLabel }).click();
        } else {
          await page.goto(c.path);
        }
        await expect(page).toHaveURL(c.lands);
        await expect(page.locator("html")).toHaveAttribute("lang", localeFromPath(c.lands));
        const remembered = async () => (await context.cookies()).find((cookie) => cookie.name === "i18next");
        await expect.poll(async () => (await remembered())?.value).toBe(c.remembers);
        if (c.remembers && c.remembers !== c.cookie) {
          // Kept for a year (give or take the seconds the test took), for the whole site.
          const cookie = (await remembered())!;
          expect(cookie.path).toBe("/");
          expect(cookie.sameSite).toBe("Lax");
          expect(cookie.httpOnly).toBe(false);
          expect((cookie.expires * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(364);
        }

        // Later, the visitor types the bare address: the language remembered, else English.
        await page.goto("/");
        const home = c.remembers === "ar" ? "/ar" : "/";
        await expect(page).toHaveURL(home);
        await expect(page.locator("html")).toHaveAttribute("lang", localeFromPath(home));
      });
    }
  });
}
