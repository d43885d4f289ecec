import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import {
  RECEIPT_ERASE_PATH,
  RECEIPT_PATH,
  RECEIPT_STATUS_API,
  receiptRefusedPath,
  receiptStatePath,
  type ReceiptRefusal,
  type ReceiptState,
} from "../../app/contact/receipt";
import { locales, localizePath } from "../../app/i18n/locales";
import { DATABASE_FILE } from "../../server/leads/sqlite";
import { ERASED_BEFORE_DELIVERY } from "../../server/leads/store";
import { signReceipt } from "../../server/mail/receipt-token";
import { startFakeErp, type FakeErp } from "../fake-erp/server";
import { startMailCatcher, type CaughtMail, type MailCatcher } from "../mail-catcher/server";
import { describeViolations, runAxe } from "../support/axe";
import { requireBuild } from "../support/build";
import { focusIndicators } from "../support/focus";
import { startSiteProcess, until, type SiteProcess } from "../support/site-process";
import {
  contactUrl,
  copy,
  form,
  interactive,
  languages,
  proofSolved,
  tookAPersonsTime,
  toasts,
  uniqueEmail,
  visitor,
  type Lang,
} from "./contact-support";
import { expect, test } from "./fixtures";

/**
 * The confirmation e-mail and the receipt, end to end in Chromium: a visitor sends the contact form,
 * the mail reaches a local SMTP server (tests/mail-catcher), and its link opens the receipt, where
 * the visitor sees where the request stands, downloads their data or erases it. Each language has a
 * site process of its own (SMTP_URL set, the fake ERP beside it, a fresh SQLite store, which the
 * tests read to see what erasure left), as the suite's server sends no mail. The receipt's actions
 * are rate-limited per network in the server's memory, so one server per language keeps each under
 * the limit.
 */

interface ReceiptCopy {
  progress: Record<"label" | ReceiptState | "done" | "not-yet", string>;
  data: Record<"heading" | "download" | "erase", string>;
  erase: Record<"heading" | "erased-heading" | "kept-heading" | "kept" | "button" | "keep", string> & {
    erased: Record<"full_name" | "email" | "phone" | "message", string>;
  };
  received: { heading: string };
  "with-sales": { heading: string };
  erased: { heading: string };
  expired: { heading: string };
  invalid: { heading: string };
}
interface MailCopy {
  subject: string;
}
const receiptCopy = (lang: Lang) => (copy[lang] as unknown as { receipt: ReceiptCopy }).receipt;
const mailCopy = (lang: Lang) =>
  (copy[lang] as unknown as { mail: { confirmation: MailCopy } }).mail.confirmation;

/** The shape of the receipt token (server/mail/receipt-token.ts): reference, expiry, signature. */
const TOKEN = /^([0-9A-Z]{5}-[0-9A-Z]{5})\.([0-9a-z]+)\.([A-Za-z0-9_-]{22})$/;

/** A stored lead's row, as the SQLite outbox has it (the columns these tests read). */
interface LeadRow {
  id: number;
  state: string;
  full_name: string;
  email: string;
  phone: string;
  message: string;
  erp_id: number | null;
  erased_at: number | null;
  erased_by: string | null;
  last_error: string | null;
}

/** What one visitor sent, and the mail that came back. */
interface SentRequest {
  name: string;
  email: string;
  phone: string;
  message: string;
  mail: CaughtMail;
  reference: string;
  /** The link of the mail's text part, as written (on the build's origin). */
  mailLink: URL;
  /** The same path and query on the test's server. */
  link: string;
}

for (const lang of languages) {
  const r = receiptCopy(lang);
  /** A receipt page's path in this language. */
  const at = (page: string) => localizePath(page, lang);
  const statePage = (state: ReceiptState) => at(receiptStatePath(state));
  const refusedPage = (reason: ReceiptRefusal) => at(receiptRefusedPath(reason));

  test.describe(`${visitor(lang)} with a confirmation e-mail`, () => {
    // One server for the language, its tests in order in one worker.
    test.describe.configure({ mode: "default" });

    let catcher: MailCatcher;
    let erp: FakeErp;
    let site: SiteProcess;
    let dataDir: string;

    test.beforeAll(async () => {
      // A server of its own starts in a few seconds, longer on a busy machine.
      test.setTimeout(90_000);
      catcher = await startMailCatcher();
      erp = await startFakeErp();
      dataDir = mkdtempSync(path.join(os.tmpdir(), `receipt-e2e-${lang}-`));
      site = await startSiteProcess({
        DATA_DIR: dataDir,
        SMTP_URL: catcher.url,
        MAIL_FROM: "Rawafed <hello@rawafed.example>",
        ERP_BASE_URL: erp.baseUrl,
        ERP_CLIENT_ID: "website",
        ERP_CLIENT_SECRET: "website-secret",
        // The proof of work takes milliseconds in the browser.
        SPAM_POW_COST: "1",
        SPAM_POW_KEY_PREFIX: "0",
        CONTACT_RATE_LIMIT: "1000",
      });
    });

    test.afterAll(async () => {
      if (site && site.process.exitCode === null) {
        site.process.kill("SIGTERM");
        await Promise.race([site.exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (site.process.exitCode === null) site.process.kill("SIGKILL");
      }
      await erp?.close();
      await catcher?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    /**
     * Reads the store, read-only and briefly: a connection left open would keep the server from
     * emptying its WAL after an erasure.
     */
    function fromStore<T>(read: (db: Database.Database) => T): T {
      const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
      try {
        return read(db);
      } finally {
        db.close();
      }
    }
    const leadRow = (reference: string) =>
      fromStore((db) => db.prepare("SELECT * FROM leads WHERE reference = ?").get(reference) as LeadRow);

    /** The server's JSON log lines so far. */
    const logLines = () =>
      site
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map(
          (line) => JSON.parse(line) as { level: number; msg: string; lead?: number; erpId?: number | null },
        );

    /**
     * The visitor sends the contact form in the browser, in their language; resolves with what they
     * sent and the confirmation mail that reached their address.
     */
    async function sendRequest(page: Page, label: string): Promise<SentRequest> {
      const sent = {
        name: lang === "ar" ? "ليلى حدّاد" : "Layla Haddad",
        email: uniqueEmail(`receipt-${label}-${lang}`),
        phone: "+971 4 123 4567",
        // A message of its own: the same words from several senders look like a campaign.
        message: `${lang === "ar" ? "نحتاج إلى تطبيق للجوّال" : "We need a mobile app"} (${label}, ${Date.now()}).`,
      };
      // The page's timers on Playwright's clock, so that the visitor can take a person's time to fill.
      await page.clock.install();
      await page.goto(`${site.url}${contactUrl(lang)}`);
      await interactive(page);
      const f = form(page, lang);
      await f.name.fill(sent.name);
      await f.phone.fill(sent.phone);
      await f.email.fill(sent.email);
      await f.message.fill(sent.message);
      await proofSolved(page);
      await tookAPersonsTime(page);
      await f.submit.click();
      await expect(toasts(page, lang).and(page.locator("[data-type=success]"))).toBeVisible();

      await until(
        () => catcher.mails.some((m) => m.to.includes(sent.email)),
        15_000,
        "the confirmation mail",
      );
      const mail = catcher.mails.find((m) => m.to.includes(sent.email))!;
      const line = (mail.parsed.text ?? "").split("\n").find((l) => l.includes(`${RECEIPT_PATH}?t=`));
      expect(line, "the mail's text part has the receipt link on a line of its own").toBeDefined();
      const mailLink = new URL(line!.trim());
      const token = mailLink.searchParams.get("t") ?? "";
      expect(token).toMatch(TOKEN);
      return {
        ...sent,
        mail,
        reference: TOKEN.exec(token)![1]!,
        mailLink,
        link: `${site.url}${mailLink.pathname}${mailLink.search}`,
      };
    }

    /** The page is in the visitor's language and direction, and not for search engines. */
    async function inTheirLanguage(page: Page) {
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("dir", locales[lang].dir);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    }

    async function noAxeViolation(page: Page) {
      const violations = await runAxe(page);
      expect(describeViolations(page.url(), violations)).toEqual([]);
    }

    /** Where the request stands, from the page the receipt landed on (either step is right). */
    async function landedOnState(page: Page): Promise<"received" | "with-sales"> {
      const states = ["received", "with-sales"] as const;
      await expect(page).toHaveURL(new RegExp(`^${site.url}(${states.map(statePage).join("|")})$`));
      return states.find((state) => new URL(page.url()).pathname === statePage(state))!;
    }

    test("gets the mail in their language, and its link opens where the request stands, without a script file", async ({
      page,
      context,
    }) => {
      test.setTimeout(60_000);
      const sent = await sendRequest(page, "state");

      // The mail is in the page's language, and its link names the site's origin and that language.
      expect(sent.mail.parsed.subject).toBe(mailCopy(lang).subject.replace("{{reference}}", sent.reference));
      const html = sent.mail.parsed.html || "";
      if (lang === "ar") expect(html).toContain('dir="rtl"');
      else expect(html).not.toContain('dir="rtl"');
      expect(sent.mailLink.origin).toBe(new URL(requireBuild().siteUrl).origin);
      expect(sent.mailLink.pathname).toBe(at(RECEIPT_PATH));

      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(sent.link);
      const state = await landedOnState(page);
      // The token left the address bar for a cookie that only the receipt's two actions receive.
      const cookie = (await context.cookies(`${site.url}/api/receipt/export`)).find(
        (c) => c.name === "receipt",
      );
      expect(cookie).toMatchObject({ path: "/api/receipt", httpOnly: true, sameSite: "Strict" });
      expect(cookie!.value).toBe(sent.mailLink.searchParams.get("t"));
      // The page shows no more than the store says: "with the sales team" once it was delivered.
      if (state === "with-sales") expect(leadRow(sent.reference).state).toBe("delivered");

      await inTheirLanguage(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(r[state].heading);
      const steps = page.getByRole("list", { name: r.progress.label });
      await expect(steps.getByRole("listitem")).toHaveCount(2);
      const current = steps.locator('[aria-current="step"]');
      await expect(current).toHaveCount(1);
      await expect(current).toContainText(r.progress[state]);
      await expect(current).toContainText(r.progress.done);
      await noAxeViolation(page);
      expect(scripts, "the receipt loads no script file").toEqual([]);
    });

    test("downloads their data as a JSON file holding their name, e-mail address and message", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const sent = await sendRequest(page, "download");
      await page.goto(sent.link);
      await landedOnState(page);

      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: r.data.download }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`request-${sent.reference}.json`);
      const data = JSON.parse(readFileSync((await file.path())!, "utf8")) as {
        request: Record<string, unknown>;
      };
      expect(data.request).toMatchObject({
        reference: sent.reference,
        fullName: sent.name,
        email: sent.email,
        message: sent.message,
        language: lang,
      });
    });

    test("is refused an altered link and an expired one, in their language", async ({ page }) => {
      test.setTimeout(60_000);
      const sent = await sendRequest(page, "refused");
      const token = sent.mailLink.searchParams.get("t")!;

      // One character of the signature changed.
      const last = token.at(-1)!;
      const altered = token.slice(0, -1) + (last === "A" ? "B" : "A");
      await page.goto(`${site.url}${at(RECEIPT_PATH)}?t=${altered}`);
      await expect(page).toHaveURL(`${site.url}${refusedPage("invalid")}`);
      await inTheirLanguage(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(r.invalid.heading);
      await noAxeViolation(page);

      // A genuine link whose time is up: signed with the store's own secret, a second ago.
      const secret = fromStore(
        (db) =>
          db.prepare("SELECT value FROM secrets WHERE name = ?").get("receipt-link") as { value: string },
      ).value;
      const expired = signReceipt(secret, sent.reference, Date.now() - 1000);
      await page.goto(`${site.url}${at(RECEIPT_PATH)}?t=${expired}`);
      await expect(page).toHaveURL(`${site.url}${refusedPage("expired")}`);
      await inTheirLanguage(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(r.expired.heading);
      await noAxeViolation(page);

      // The link from the mail still works.
      await page.goto(sent.link);
      await landedOnState(page);
    });

    test("erases a request the sales team has: the store keeps only the ERP's id, for the operator", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const sent = await sendRequest(page, "erase-delivered");
      await until(() => leadRow(sent.reference).state === "delivered", 15_000, "the lead's delivery");
      const erpId = erp.leads.find((lead) => lead.vals.email_from === sent.email)!.id;
      expect(leadRow(sent.reference).erp_id).toBe(erpId);

      await page.goto(sent.link);
      await expect(page).toHaveURL(`${site.url}${statePage("with-sales")}`);
      await page.getByRole("link", { name: r.data.erase }).click();
      await expect(page).toHaveURL(`${site.url}${at(RECEIPT_ERASE_PATH)}`);
      await inTheirLanguage(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(r.erase.heading);
      // It says what goes before anything goes.
      await expect(page.getByRole("heading", { level: 2, name: r.erase["erased-heading"] })).toBeVisible();
      for (const field of ["full_name", "email", "phone", "message"] as const)
        await expect(page.getByRole("listitem").filter({ hasText: r.erase.erased[field] })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: r.erase["kept-heading"] })).toBeVisible();
      await expect(page.getByText(r.erase.kept)).toBeVisible();
      await noAxeViolation(page);

      await page.getByRole("button", { name: r.erase.button }).click();
      await expect(page).toHaveURL(`${site.url}${statePage("erased")}`);
      await inTheirLanguage(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(r.erased.heading);
      await noAxeViolation(page);

      expect(leadRow(sent.reference)).toMatchObject({
        full_name: "",
        email: "",
        phone: "",
        message: "",
        erased_by: "visitor",
        erp_id: erpId,
        state: "delivered",
      });
      // The operator is told which ERP record to erase there (pino's warn is level 40).
      await until(
        () => logLines().some((l) => l.msg.startsWith("receipt: the visitor erased") && l.erpId === erpId),
        5_000,
        "the erasure's log line",
      );
      const logged = logLines().find(
        (l) => l.msg.startsWith("receipt: the visitor erased") && l.erpId === erpId,
      )!;
      expect(logged.level).toBe(40);
      expect(logged.msg).toContain("ERP");
      expect(site.output(), "the server's log never names the visitor's address").not.toContain(sent.email);

      // The mail's link now says the data is gone.
      await page.goto(sent.link);
      await expect(page).toHaveURL(`${site.url}${statePage("erased")}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(r.erased.heading);
    });

    test("erases a request before it reached the sales team: it is never sent, and no ERP record is named", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      // The ERP is down: the request waits in the outbox.
      erp.setMode("down");
      try {
        const sent = await sendRequest(page, "erase-pending");
        await page.goto(sent.link);
        await expect(page).toHaveURL(`${site.url}${statePage("received")}`);
        await expect(
          page.getByRole("list", { name: r.progress.label }).locator('[aria-current="step"]'),
        ).toContainText(r.progress.received);
        await page.getByRole("link", { name: r.data.erase }).click();
        await expect(page).toHaveURL(`${site.url}${at(RECEIPT_ERASE_PATH)}`);
        await page.getByRole("button", { name: r.erase.button }).click();
        await expect(page).toHaveURL(`${site.url}${statePage("erased")}`);
        await inTheirLanguage(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(r.erased.heading);

        const row = leadRow(sent.reference);
        expect(row).toMatchObject({
          full_name: "",
          email: "",
          phone: "",
          message: "",
          erased_by: "visitor",
          erp_id: null,
        });
        // No longer waiting to be delivered, and saying why.
        expect(row).toMatchObject({ state: "failed", last_error: ERASED_BEFORE_DELIVERY });
        await until(
          () => logLines().some((l) => l.msg.startsWith("receipt: the visitor erased") && l.lead === row.id),
          5_000,
          "the erasure's log line",
        );
        const logged = logLines().filter(
          (l) => l.msg.startsWith("receipt: the visitor erased") && l.lead === row.id,
        );
        expect(logged.map((l) => l.level)).toEqual([30]);
      } finally {
        erp.setMode("up");
      }
    });

    test("reaches the erase button and “keep my request” with Tab, each with a visible focus ring; keeping goes back", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const sent = await sendRequest(page, "keyboard");
      await page.goto(sent.link);
      const state = await landedOnState(page);
      await page.getByRole("link", { name: r.data.erase }).click();
      await expect(page).toHaveURL(`${site.url}${at(RECEIPT_ERASE_PATH)}`);

      const reached = await focusIndicators(page, "main form");
      expect(reached).toEqual([
        { element: `main button "${r.erase.button}"`, visible: true },
        { element: `main a[href="${RECEIPT_STATUS_API}?lang=${lang}"] "${r.erase.keep}"`, visible: true },
      ]);

      // From the button, Tab goes on to "Keep my request", and Enter follows it.
      await page.getByRole("button", { name: r.erase.button }).focus();
      await page.keyboard.press("Tab");
      const keep = page.getByRole("link", { name: r.erase.keep });
      await expect(keep).toBeFocused();
      await page.keyboard.press("Enter");
      // Back where the request stands (it may have moved on to the sales team meanwhile).
      const back = await landedOnState(page);
      if (state === "with-sales") expect(back).toBe("with-sales");
      await inTheirLanguage(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(r[back].heading);
      expect(leadRow(sent.reference).erased_at).toBeNull();
    });
  });
}
