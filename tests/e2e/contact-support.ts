import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { CONTACT_API, PROOF_FIELD } from "../../app/contact/contract";
import { HUMAN_FILL_MS } from "../../server/spam/score";
import { SPAM_DEFAULTS } from "../../server/spam/settings";
import { pageReady } from "./fixtures";

/** What the contact form's browser tests share: the copy of each language and the local ERP. */

type Strings = Record<string, string> & {
  contactForm: {
    label: Record<"full_name" | "phone" | "email" | "message", string>;
    interests: Record<string, string>;
    submit: string;
    sending: string;
    "invalid-summary": string;
    toast: Record<"success-title" | "error-title" | "region", string>;
    api: Record<
      "invalid" | "too-large" | "unsupported" | "too-many" | "key-reused" | "unavailable" | "error",
      string
    >;
    result: { sent: { heading: string }; "not-sent": { heading: string }; "form-link": string };
  };
};

const read = (lang: string) =>
  JSON.parse(readFileSync(path.resolve("app/i18n/translations", `${lang}.json`), "utf8")) as Strings;

export const copy = { en: read("en"), ar: read("ar") };
export type Lang = keyof typeof copy;
export const languages: Lang[] = ["en", "ar"];
export const contactUrl = (lang: Lang) => (lang === "ar" ? "/ar/contact" : "/contact");
export const visitor = (lang: Lang) => (lang === "ar" ? "an Arabic visitor" : "an English visitor");

/** The local ERP the site delivers to in these tests (playwright.config.ts starts it). */
const erpOrigin = `http://127.0.0.1:${process.env.E2E_ERP_PORT || 3211}`;

export interface ErpLead {
  id: number;
  vals: Record<string, unknown>;
}

export async function erpLeadsFor(email: string): Promise<ErpLead[]> {
  const leads = (await (await fetch(`${erpOrigin}/__leads`)).json()) as ErpLead[];
  return leads.filter((lead) => lead.vals.email_from === email);
}

/** An address no other test uses, so that tests running side by side find their own lead. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function form(page: Page, lang: Lang) {
  const c = copy[lang].contactForm;
  return {
    root: page.locator("form.contact-form"),
    name: page.getByLabel(c.label.full_name, { exact: true }),
    phone: page.getByLabel(c.label.phone, { exact: true }),
    email: page.getByLabel(c.label.email, { exact: true }),
    message: page.getByLabel(c.label.message, { exact: true }),
    interest: (key: string): Locator => page.getByRole("checkbox", { name: c.interests[key] }),
    submit: page.getByRole("button", { name: c.submit }),
  };
}

/**
 * Waits until the form's proof of work is solved: the widget keeps its solution in a hidden input of
 * the form (PROOF_FIELD). It starts on the form's first use.
 */
export async function proofSolved(page: Page) {
  await page
    .locator(`form.contact-form input[type="hidden"][name="${PROOF_FIELD}"][value]:not([value=""])`)
    .waitFor({ state: "attached", timeout: 20_000 });
}

/**
 * The time a person takes to fill the form, on the page's clock: the form posts how long it was
 * filled in (`fill_ms`), and the server holds a fill quicker than a person's as a script's
 * (server/spam/score.ts). Call `page.clock.install()` before the page loads, then this after filling
 * and before Send; the page's clock (timers included) moves on at once.
 */
export async function tookAPersonsTime(page: Page) {
  await page.clock.fastForward(HUMAN_FILL_MS);
}

/**
 * Points at the form, as a visitor reaching for it does, and waits until its script has taken it
 * over (it starts on interaction, and then validates with the shared schema).
 */
export async function interactive(page: Page, timeout?: number) {
  await pageReady(page);
  await page.locator("form.contact-form[novalidate]").waitFor({ timeout });
}

/** The toasts on the page: the items of the notifications region, named in the page's language. */
export function toasts(page: Page, lang: Lang): Locator {
  return page.getByRole("region", { name: copy[lang].contactForm.toast.region }).getByRole("listitem");
}

/**
 * The no-JavaScript confirmation page's pause (server/spam/settings.ts): the server takes its button
 * only this long after it issued the page's signed cookie (`contact_confirm`), with the 303 that
 * answers the form's post. No setting shortens it, so the test server keeps this default.
 */
export const CONFIRM_PAUSE_MS = SPAM_DEFAULTS.confirmPauseMs;

/**
 * Resolves when the form's post has been answered (the 303 to the confirmation page, which sets its
 * cookie), with the time then: the cookie's own time is no later. Call it before the click that posts.
 */
export function confirmCookieIssued(page: Page): Promise<number> {
  return page
    .waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname === CONTACT_API,
    )
    .then((response) => {
      if (response.status() !== 303) throw new Error(`the post was answered ${response.status()}, not 303`);
      return Date.now();
    });
}

/**
 * The moment a person takes to read the confirmation page, which the server requires: waits until
 * CONFIRM_PAUSE_MS have passed since `issuedBy` (from confirmCookieIssued), that is only what is
 * left of the pause once the page is read. A real pause, as the server measures it: not an event.
 */
export async function confirmPauseOver(issuedBy: number): Promise<void> {
  const until = issuedBy + CONFIRM_PAUSE_MS;
  // A timer may end a millisecond early by the wall clock, which the server reads: check it.
  while (Date.now() < until) await new Promise((resolve) => setTimeout(resolve, until - Date.now()));
}
