import type { Page, Request } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import {
  CHALLENGE_API,
  CONTACT_API,
  FILL_FIELD,
  IDEMPOTENCY_HEADER,
  PROOF_FIELD,
} from "../../app/contact/contract";
import { CONFIRM_PATH, SENT_PATH } from "../../app/contact/results";
import { localizePath } from "../../app/i18n/locales";
import {
  confirmCookieIssued,
  confirmPauseOver,
  contactUrl,
  copy,
  erpLeadsFor,
  form,
  interactive,
  languages,
  proofSolved,
  toasts,
  uniqueEmail,
  visitor,
} from "./contact-support";
import { expect, pageReady, test } from "./fixtures";

/**
 * The spam defence in Chromium against the real server and its local ERP: people reach the ERP,
 * with JavaScript (an invisible proof of work, solved while they type) and without it (through the
 * confirmation page); a script that fills the form in a blink with links is held, yet told the
 * same as a person; pages without the form load none of the widget.
 */

const confirmCopy = (lang: "en" | "ar") =>
  (copy[lang].contactForm.result as unknown as { confirm: Record<string, string> }).confirm;

async function arrives(email: string, timeout = 20_000) {
  await expect.poll(async () => (await erpLeadsFor(email)).length, { timeout }).toBe(1);
}

const isContactPost = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === CONTACT_API;

/** A lead posted as the form posts it, with a proof solved here: it reaches the ERP. */
async function personThroughApi(page: Page, email: string) {
  const challenge = (await (await page.request.get(CHALLENGE_API)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const proof = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  const response = await page.request.post(CONTACT_API, {
    headers: { [IDEMPOTENCY_HEADER]: `spam-spec-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      full_name: "Nadia Saleh",
      phone: "+971 4 123 4567",
      email,
      message: "We would like a quote for a customer portal.",
      interests: [],
      lang: "en",
      website: "",
      [PROOF_FIELD]: proof,
      [FILL_FIELD]: 45_000,
    },
  });
  expect(response.ok()).toBe(true);
}

for (const lang of languages) {
  const c = copy[lang].contactForm;

  test.describe(`${visitor(lang)}`, () => {
    test("who fills the form at a person's pace reaches the ERP, and Send is not held up by the proof of work", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const email = uniqueEmail(`spam-person-${lang}`);
      await page.goto(contactUrl(lang));
      await interactive(page);
      const f = form(page, lang);
      // Typed key by key, about 8 s in all: the challenge is fetched and solved meanwhile.
      await f.name.pressSequentially(lang === "ar" ? "ليلى حداد" : "Layla Haddad", { delay: 60 });
      await f.phone.pressSequentially("+971 4 123 4567", { delay: 60 });
      await f.email.pressSequentially(email, { delay: 40 });
      await f.message.pressSequentially(
        lang === "ar"
          ? "نحتاج إلى بوابة لعملائنا، متى نتحدث؟"
          : "We need a portal for our clients. Can we talk?",
        { delay: 60 },
      );

      // The widget adds nothing a person sees or reaches: hidden, in the page's language.
      const widget = page.locator("altcha-widget");
      await expect(widget).toBeAttached();
      await expect(widget).toBeHidden();
      expect(
        await widget.evaluate(
          (el) =>
            (el as HTMLElement & { getConfiguration(): { language: string } }).getConfiguration().language,
        ),
      ).toBe(lang);
      if (lang === "ar") await expect(widget.locator(".altcha")).toHaveAttribute("dir", "rtl");
      // Solved while the person typed, however long a busy machine takes for it: Send has the
      // solution to post, and must not wait for anything more.
      await proofSolved(page);
      await f.interest("others").focus();
      await page.keyboard.press("Tab");
      await expect(f.submit).toBeFocused();

      const posted = page.waitForRequest(isContactPost);
      const clickedAt = Date.now();
      await f.submit.click();
      const request = await posted;
      const leftAfterMs = Date.now() - clickedAt;
      // The solution was ready: the post leaves at once (the click itself takes part of this).
      expect(leftAfterMs).toBeLessThan(1_000);
      const body = request.postDataJSON() as Record<string, unknown>;
      expect(typeof body[PROOF_FIELD]).toBe("string");
      expect(body[FILL_FIELD]).toBeGreaterThan(4_000);

      await expect(toasts(page, lang)).toContainText(c.toast["success-title"]);
      await arrives(email);
    });

    test("without JavaScript lands on the confirmation page, and its one button sends the message to the ERP", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const email = uniqueEmail(`spam-nojs-${lang}`);
      await page.goto(contactUrl(lang));
      const f = form(page, lang);
      await f.name.fill(lang === "ar" ? "سارة علي" : "Sara Ali");
      await f.phone.fill("050 123 4567");
      await f.email.fill(email);
      await f.message.fill(lang === "ar" ? "أرجو الاتصال بي." : "Please call me.");
      const issued = confirmCookieIssued(page);
      await f.submit.click();
      const issuedBy = await issued;

      await expect(page).toHaveURL(localizePath(CONFIRM_PATH, lang));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmCopy(lang).heading!);
      expect(await erpLeadsFor(email)).toEqual([]);

      // A person reads the page before pressing its button: the server wants a moment's pause
      // (CONFIRM_PAUSE_MS after the cookie), so this waits for what is left of it.
      await confirmPauseOver(issuedBy);
      await page.getByRole("button", { name: confirmCopy(lang).button }).click();
      await expect(page).toHaveURL(localizePath(SENT_PATH, lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.result.sent.heading);
      await arrives(email);
      await context.close();
    });
  });
}

test("a script that fills the form in 200 ms with three links is told it was sent, and its message never reaches the ERP", async ({
  page,
}) => {
  const email = uniqueEmail("spam-bot");
  await page.goto("/contact");
  await interactive(page);
  const f = form(page, "en");
  const started = Date.now();
  await f.name.fill("Mark Smith");
  await f.phone.fill("+1 555 0100");
  await f.email.fill(email);
  await f.message.fill(
    "Cheap SEO https://rank.example and https://links.example and https://more-links.example",
  );
  await f.submit.click();
  expect(Date.now() - started).toBeLessThan(2_000);
  await expect(toasts(page, "en")).toContainText(copy.en.contactForm.toast["success-title"]);

  // A person's message sent after it reaches the ERP; the outbox would have delivered the
  // script's, stored before it, by then.
  const after = uniqueEmail("spam-after-bot");
  await personThroughApi(page, after);
  await arrives(after);
  expect(await erpLeadsFor(email)).toEqual([]);
});

test("pages without the form load none of the proof of work; the contact page loads it once hydrated", async ({
  page,
}) => {
  const widgetCode = /\/assets\/(proof|pbkdf2|ar)[.-][^/]*\.(js|css)$|altcha/;
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));

  for (const path of ["/about", "/ar/about", "/"]) {
    await page.goto(path);
    await pageReady(page);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("altcha-widget")).toHaveCount(0);
  }
  expect(requested.filter((path) => widgetCode.test(path) || path === CHALLENGE_API)).toEqual([]);

  await page.goto("/contact");
  await interactive(page);
  await expect(page.locator("altcha-widget")).toBeAttached();
  expect(requested.some((path) => /\/assets\/proof\.[^/]*\.js$/.test(path))).toBe(true);
  // No challenge before the form is used.
  expect(requested).not.toContain(CHALLENGE_API);
});
