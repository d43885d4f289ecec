import type { Page } from "@playwright/test";
import {
  confirmCookieIssued,
  confirmPauseOver,
  contactUrl,
  copy,
  erpLeadsFor,
  form,
  languages,
  uniqueEmail,
  visitor,
  type Lang,
} from "./contact-support";
import { expect, test } from "./fixtures";

/**
 * The contact form in a browser with JavaScript switched off: it still posts, through the
 * confirmation page (no proof of work without script: one button confirms), and says what happened.
 */
test.use({ javaScriptEnabled: false });

/**
 * Sends the form with `submit`, and on the confirmation page the post lands on, reads a moment, then
 * presses its button.
 */
async function sendAndConfirm(page: Page, lang: Lang, submit: () => Promise<void>) {
  const issued = confirmCookieIssued(page);
  await submit();
  const issuedBy = await issued;
  await expect(page).toHaveURL(lang === "ar" ? "/ar/contact/confirm" : "/contact/confirm");
  const confirm = (copy[lang].contactForm.result as unknown as { confirm: Record<string, string> }).confirm;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirm.heading!);
  // The moment a person takes to read it: the server refuses a button pressed before its pause
  // (CONFIRM_PAUSE_MS after the cookie) has passed, so this waits for what is left of it.
  await confirmPauseOver(issuedBy);
  await page.getByRole("button", { name: confirm.button }).click();
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

for (const lang of languages) {
  const c = copy[lang].contactForm;

  test.describe(`${visitor(lang)} without JavaScript`, () => {
    test("sends the form and lands on a page, in their language, saying it was received", async ({
      page,
    }) => {
      const email = uniqueEmail(`nojs-${lang}`);
      await page.goto(contactUrl(lang));
      const f = form(page, lang);
      await expect(f.root).toHaveAttribute("method", "post");
      await expect(f.root).toHaveAttribute("action", "/api/contact");
      await f.name.fill(lang === "ar" ? "سارة علي" : "Sara Ali");
      await f.phone.fill("٠٥٠ ١٢٣ ٤٥٦٧");
      await f.email.fill(email);
      await f.message.fill(lang === "ar" ? "مرحبًا" : "Hello");
      await f.interest("digital-transformation").check();
      await sendAndConfirm(page, lang, () => f.submit.click());

      await expect(page).toHaveURL(lang === "ar" ? "/ar/contact/sent" : "/contact/sent");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.result.sent.heading);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

      await until(async () => (await erpLeadsFor(email)).length === 1);
      expect((await erpLeadsFor(email))[0]!.vals).toMatchObject({
        phone: "050 123 4567",
        description: `<p>Interests: Digital Transformation<br/>Message: ${lang === "ar" ? "مرحبًا" : "Hello"}</p>`,
      });
    });

    test("cannot send the form empty or with a name the form refuses (the browser's own checks)", async ({
      page,
    }) => {
      await page.goto(contactUrl(lang));
      const f = form(page, lang);
      await f.submit.click();
      await expect(page).toHaveURL(contactUrl(lang));
      expect(await f.name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

      await f.name.fill("R2D2");
      await f.phone.fill("050 123 4567");
      await f.email.fill(uniqueEmail("nojs-refused"));
      await f.message.fill("Hello");
      await f.submit.click();
      await expect(page).toHaveURL(contactUrl(lang));
      expect(await f.name.evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
    });
  });
}

test("an Arabic visitor without JavaScript sends a message of 4,000 Arabic letters and lands on the page saying it was received", async ({
  page,
}) => {
  const email = uniqueEmail("nojs-long-arabic");
  // 4,000 letters, the field's limit: about 25 KB once URL-encoded (the server allows 64 KB).
  const message = "رسالة".repeat(800);
  await page.goto("/ar/contact");
  const f = form(page, "ar");
  await f.name.fill("سارة علي");
  await f.phone.fill("050 123 4567");
  await f.email.fill(email);
  await f.message.fill(message);
  await sendAndConfirm(page, "ar", () => f.submit.click());
  await expect(page).toHaveURL("/ar/contact/sent", { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.ar.contactForm.result.sent.heading);
  await until(async () => (await erpLeadsFor(email)).length === 1);
  expect((await erpLeadsFor(email))[0]!.vals.description).toBe(`<p>Message: ${message}</p>`);
});
