import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import nodemailer from "nodemailer";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RECEIPT_PATH } from "../../app/contact/receipt";
import { localizePath, type Locale } from "../../app/i18n/locales";
import {
  addressOf,
  startMailCatcher,
  type CaughtMail,
  type MailCatcher,
} from "../../tests/mail-catcher/server";
import { buildDir, requireBuild } from "../../tests/support/build";
import { freePort } from "../../tests/support/ports";
import { buildOpsServer, buildServer } from "../app";
import { loadConfig } from "../config";
import { createOutboxMetrics } from "../leads/metrics";
import { newReference, type OutboxLogger } from "../leads/outbox";
import { openSqliteStore } from "../leads/sqlite";
import type { Lead, LeadStore, MailJob } from "../leads/store";
import { solveProof } from "../spam/solve";
import { MailQueue, messageIdOf } from "./queue";
import { readReceipt, receiptSecret } from "./receipt-token";

/**
 * The confirmation e-mail, end to end: the real server over the real build posts leads through
 * /api/contact into a real SQLite outbox, and its mail worker hands the mails over real SMTP to
 * the local mail catcher (tests/mail-catcher), which can be busy (451), refuse (550) or be gone.
 */
const MAIL_FROM = "Rawafed <hello@rawafed.example>";
const FROM_ADDRESS = "hello@rawafed.example";
const quiet: OutboxLogger = { info() {}, warn() {}, error() {} };

let siteUrl: string;
let dataDir: string;
let catcher: MailCatcher;
const cleanups: Array<() => Promise<unknown>> = [];

async function server(
  options: {
    /** SMTP_URL: the catcher's by default; null leaves it unset. */
    smtpUrl?: string | null;
    /** The spam defence's clock (the no-JavaScript confirmation's pause). */
    clock?: () => number;
  } = {},
): Promise<FastifyInstance> {
  const smtpUrl = options.smtpUrl === undefined ? catcher.url : options.smtpUrl;
  const config = loadConfig({
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    SITE_URL: siteUrl,
    LOG_LEVEL: "silent",
    // Proofs of work a test solves in a few ms.
    SPAM_POW_COST: "1",
    SPAM_POW_KEY_PREFIX: "0",
    ...(smtpUrl !== null && { SMTP_URL: smtpUrl, MAIL_FROM }),
  });
  const app = await buildServer(config, {
    logger: false,
    leads: {
      rateLimitPerMinute: 1000,
      retryBaseMs: 50,
      pollMs: 50,
      spam: { ...config.leads.spam, now: options.clock },
    },
    mail: { pollMs: 50, retryBaseMs: 50, retryCapMs: 200 },
  });
  await app.ready();
  cleanups.push(() => app.close());
  return app;
}

let n = 0;
/** The form's fields, as its script sends them (a person's fill time, the empty hidden field). */
function fields(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    full_name: "Layla Haddad",
    phone: "+971 4 123 4567",
    email: `layla${n}@example.com`,
    message: `Please quote for a clinic booking app, number ${n}.`,
    interests: ["Mobile App Development"],
    lang: "en",
    fill_ms: 60_000,
    website: "",
    ...overrides,
  };
}

/** POST /api/contact as the form's script does: JSON with a freshly solved challenge (unless `proof: false`). */
async function post(app: FastifyInstance, body: Record<string, unknown>, { proof = true } = {}) {
  const altcha = proof ? await solveProof((await app.inject("/api/contact/challenge")).json()) : undefined;
  const res = await app.inject({
    method: "POST",
    url: "/api/contact",
    headers: { "content-type": "application/json", accept: "application/json" },
    payload: JSON.stringify(altcha ? { ...body, altcha } : body),
  });
  expect(res.statusCode).toBe(202);
  return res;
}

async function leadOf(store: LeadStore, email: string): Promise<Lead> {
  const lead = (await store.list()).find((l) => l.contact.email === email);
  if (!lead) throw new Error(`no lead from ${email}`);
  return lead;
}

async function jobOf(store: LeadStore, leadId: number): Promise<MailJob | undefined> {
  const jobs = await store.mailsOf([leadId]);
  expect(jobs.length).toBeLessThanOrEqual(1);
  return jobs[0];
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The mails whose envelope went to `address`, compared without regard to case (as mail systems do). */
const mailsTo = (address: string) =>
  catcher.mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));

/** A header as mailparser gives it, as text. */
const header = (mail: CaughtMail, name: string) => String(mail.parsed.headers.get(name));

/** The receipt link in a mail's text part. */
function receiptLinkIn(mail: CaughtMail): URL {
  const found = /^(https?:\/\/\S+\/receipt\?t=\S+)$/m.exec(mail.parsed.text ?? "");
  expect(found, mail.parsed.text).not.toBeNull();
  return new URL(found![1]!);
}

beforeAll(() => {
  siteUrl = requireBuild().siteUrl;
});
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "mail-"));
  catcher = await startMailCatcher();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await catcher.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the confirmation e-mail", () => {
  it.each<[Locale, string]>([
    ["en", "Layla Haddad"],
    ["ar", "سارة علي"],
  ])(
    "a lead in %s gets one mail in its language, with its reference and receipt link, and nothing it typed",
    async (lang, name) => {
      const app = await server();
      const { store } = app.outbox;
      const body = fields({
        lang,
        full_name: name,
        message: `A message only the sender wrote ${n} ${lang}.`,
      });
      await post(app, body);
      const [mail] = await catcher.waitFor(1);
      const lead = await leadOf(store, body.email);
      const job = await jobOf(store, lead.id);
      expect(lead.reference).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
      await until(async () => (await jobOf(store, lead.id))?.state === "sent");

      // The envelope and the headers.
      expect(mail!.to).toEqual([body.email]);
      expect(mail!.from).toBe(FROM_ADDRESS);
      expect(addressOf(mail!.parsed.to)).toBe(body.email);
      expect(mail!.parsed.from?.value).toEqual([{ name: "Rawafed", address: FROM_ADDRESS }]);
      expect(mail!.parsed.subject).toContain(lead.reference);
      expect(mail!.parsed.messageId).toBe(
        `<confirmation.${job!.id}.${lead.reference}@${new URL(siteUrl).hostname}>`,
      );
      expect((await jobOf(store, lead.id))?.messageId).toBe(mail!.parsed.messageId);
      expect(header(mail!, "auto-submitted")).toBe("auto-generated");
      expect(header(mail!, "content-language")).toBe(lang);

      // The HTML in the language and its direction; the text part with the signed receipt link.
      const dir = lang === "ar" ? "rtl" : "ltr";
      expect(mail!.parsed.html).toContain(`<html lang="${lang}" dir="${dir}">`);
      const link = receiptLinkIn(mail!);
      expect(link.origin + link.pathname).toBe(siteUrl + localizePath(RECEIPT_PATH, lang));
      const check = readReceipt(await receiptSecret(store), link.searchParams.get("t"), Date.now());
      expect(check).toMatchObject({ ok: true, reference: lead.reference });

      // Nothing the visitor typed: neither their name nor their message.
      for (const part of [mail!.parsed.subject, mail!.parsed.html, mail!.parsed.text]) {
        expect(part).not.toContain(name);
        expect(part).not.toContain(body.message);
      }
      expect(catcher.mails).toHaveLength(1);
    },
  );

  it("a held submission (the honeypot filled, or a script's post without a proof) gets no mail, nor a mail job", async () => {
    const app = await server();
    const { store } = app.outbox;
    const honeypot = fields({ website: "http://spam.example" });
    const noProof = fields();
    await post(app, honeypot);
    await post(app, noProof, { proof: false });
    for (const email of [honeypot.email, noProof.email]) {
      const lead = await leadOf(store, email);
      expect(lead.state).toBe("held");
      expect(await store.mailsOf([lead.id])).toEqual([]);
    }
    // A clean lead after them gets its mail, and it is the only one that went.
    const clean = fields();
    await post(app, clean);
    await catcher.waitFor(1);
    await until(async () => (await store.mailCounts()).sent === 1);
    expect(catcher.mails.map((mail) => mail.to)).toEqual([[clean.email]]);
    expect(await store.mailCounts()).toEqual({ pending: 0, sent: 1, failed: 0, limited: 0, cancelled: 0 });
  });

  it("a held submission an operator releases gets its mail then, once", async () => {
    const app = await server();
    const { store } = app.outbox;
    const body = fields({ website: "http://taken-for-spam.example" });
    await post(app, body);
    const held = await leadOf(store, body.email);
    expect(held.state).toBe("held");
    expect(await store.mailsOf([held.id])).toEqual([]);
    // `npm run leads -- release ID`, as the operator runs it.
    expect((await app.outbox.release(held.id))?.state).not.toBe("held");
    const [mail] = await catcher.waitFor(1);
    expect(mail!.to).toEqual([body.email]);
    expect(mail!.parsed.subject).toContain(held.reference);
    await until(async () => (await jobOf(store, held.id))?.state === "sent");
    expect(await app.outbox.release(held.id)).toBeUndefined();
    expect(catcher.mails).toHaveLength(1);
  });

  it("a post without JavaScript gets its mail once confirmed, not before", async () => {
    let now = Date.now();
    const app = await server({ clock: () => now });
    const { store } = app.outbox;
    const email = "sara@example.com";
    const posted = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      },
      payload: new URLSearchParams({
        full_name: "سارة علي",
        phone: "٠٥٠ ١٢٣ ٤٥٦٧",
        email,
        message: "مرحبا",
        interests: "Web Development",
        website: "",
        lang: "ar",
      }).toString(),
    });
    expect(posted.headers.location).toBe("/ar/contact/confirm");
    const held = await leadOf(store, email);
    expect(held.state).toBe("held");
    expect(await store.mailsOf([held.id])).toEqual([]);

    // The confirmation page's button, after a person's pause.
    now += 8_000;
    const confirmed = await app.inject({
      method: "POST",
      url: "/api/contact/confirm",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html,*/*;q=0.8",
        cookie: String(posted.headers["set-cookie"]).split(";")[0]!,
      },
      payload: "lang=ar",
    });
    expect(confirmed.headers.location).toBe("/ar/contact/sent");
    const [mail] = await catcher.waitFor(1);
    const lead = await leadOf(store, email);
    expect(lead.state).toBe("pending");
    expect(mail!.to).toEqual([email]);
    expect(mail!.parsed.subject).toContain(lead.reference);
    expect(header(mail!, "content-language")).toBe("ar");
    expect(mail!.parsed.html).toContain('<html lang="ar" dir="rtl">');
    await until(async () => (await jobOf(store, lead.id))?.state === "sent");
    expect(catcher.mails).toHaveLength(1);
  });

  it("goes once an hour at most to one address, whatever its case; another address still gets one; the metrics say so", async () => {
    const app = await server();
    const { store } = app.outbox;
    const first = fields({ email: "Omar.Saleh@Example.com" });
    const second = fields({ email: "omar.saleh@example.com" });
    const other = fields();
    await post(app, first);
    await post(app, second);
    await post(app, other);
    await catcher.waitFor(2);
    const [firstLead, secondLead, otherLead] = await Promise.all(
      [first, second, other].map((body) => leadOf(store, body.email)),
    );
    expect(await jobOf(store, secondLead!.id)).toMatchObject({
      state: "limited",
      attempts: 0,
      nextAttemptAt: null,
    });
    await until(async () => (await store.mailCounts()).sent === 2);
    expect((await jobOf(store, firstLead!.id))?.state).toBe("sent");
    expect((await jobOf(store, otherLead!.id))?.state).toBe("sent");
    // One mail to the address, the first lead's; one to the other address.
    expect(mailsTo(first.email)).toHaveLength(1);
    expect(mailsTo(first.email)[0]!.parsed.subject).toContain(firstLead!.reference);
    expect(mailsTo(other.email)).toHaveLength(1);
    expect(catcher.mails).toHaveLength(2);

    const ops = await buildOpsServer(app);
    cleanups.push(() => ops.close());
    const metrics = (await ops.inject("/metrics")).body;
    expect(metrics).toContain('outbox_mails{state="limited"} 1');
    expect(metrics).toContain('outbox_mails{state="sent"} 2');
    expect(metrics).toContain('outbox_mail_attempts_total{result="sent"} 2');
  });
});

describe("the confirmation e-mail when the SMTP server is not well", () => {
  it("is retried while the SMTP server is busy (451), and arrives once when it takes it", async () => {
    catcher.mode = "busy";
    const app = await server();
    const { store } = app.outbox;
    const body = fields();
    await post(app, body);
    const lead = await leadOf(store, body.email);
    await until(async () => ((await jobOf(store, lead.id))?.attempts ?? 0) >= 2);
    const waiting = await jobOf(store, lead.id);
    expect(waiting).toMatchObject({ state: "pending", sentAt: null });
    expect(waiting!.lastError).toMatch(/451/);
    // The SMTP server's words are kept without the address.
    expect(waiting!.lastError).not.toContain(body.email);
    expect(catcher.mails).toHaveLength(0);

    catcher.mode = "accept";
    await catcher.waitFor(1);
    await until(async () => (await jobOf(store, lead.id))?.state === "sent");
    const sent = await jobOf(store, lead.id);
    expect(sent).toMatchObject({ state: "sent", lastError: null, nextAttemptAt: null, lockedBy: null });
    expect(sent!.attempts).toBeGreaterThan(waiting!.attempts);
    expect(catcher.mails).toHaveLength(1);
    expect(catcher.mails[0]!.parsed.messageId).toBe(sent!.messageId);
  });

  it("is failed for good when the SMTP server refuses it (550): no further attempt", async () => {
    catcher.mode = "refuse";
    const app = await server();
    const { store } = app.outbox;
    const refused = fields();
    await post(app, refused);
    const lead = await leadOf(store, refused.email);
    await until(async () => (await jobOf(store, lead.id))?.state === "failed");
    const failed = await jobOf(store, lead.id);
    expect(failed).toMatchObject({ state: "failed", attempts: 1, nextAttemptAt: null, lockedBy: null });
    expect(failed!.lastError).toMatch(/550/);

    // The server takes mail again: a later lead's goes, the failed one is not tried again.
    catcher.mode = "accept";
    const later = fields();
    await post(app, later);
    await catcher.waitFor(1);
    await until(async () => (await store.mailCounts()).sent === 1);
    expect(catcher.mails.map((mail) => mail.to)).toEqual([[later.email]]);
    expect(await jobOf(store, lead.id)).toEqual(failed);
  });

  it("is retried while no SMTP server listens, and goes once one does", async () => {
    const port = await freePort();
    const app = await server({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const { store } = app.outbox;
    const body = fields();
    await post(app, body);
    const lead = await leadOf(store, body.email);
    await until(async () => ((await jobOf(store, lead.id))?.attempts ?? 0) >= 2);
    const waiting = await jobOf(store, lead.id);
    expect(waiting!.state).toBe("pending");
    expect(waiting!.lastError).toMatch(/ECONNREFUSED/);

    const late = await startMailCatcher({ port });
    cleanups.push(() => late.close());
    const [mail] = await late.waitFor(1);
    expect(mail!.to).toEqual([body.email]);
    await until(async () => (await jobOf(store, lead.id))?.state === "sent");
    expect(late.mails).toHaveLength(1);
  });

  it("is cancelled when its lead is erased while it waits: it never goes, and the SMTP server's words go too", async () => {
    catcher.mode = "busy";
    const app = await server();
    const { store } = app.outbox;
    const body = fields();
    await post(app, body);
    const lead = await leadOf(store, body.email);
    // The worker's passes over the outbox: one begins only once the one before has ended.
    let passes = 0;
    const claimDueMails = store.claimDueMails.bind(store);
    store.claimDueMails = (...args) => {
      passes += 1;
      return claimDueMails(...args);
    };
    await until(async () => ((await jobOf(store, lead.id))?.lastError ?? null) !== null);
    expect(await store.erase([lead.id], Date.now())).toHaveLength(1);
    expect(await jobOf(store, lead.id)).toMatchObject({
      state: "cancelled",
      lastError: null,
      nextAttemptAt: null,
      lockedBy: null,
    });
    // An attempt begun just before the erasure holds the address it read: let it end, refused,
    // before the SMTP server takes mail again.
    const erasedAt = passes;
    await until(() => passes > erasedAt);

    catcher.mode = "accept";
    // A later lead's mail goes: the worker has run since, and the erased one's did not go.
    const later = fields();
    await post(app, later);
    await catcher.waitFor(1);
    await until(async () => (await store.mailCounts()).sent === 1);
    expect(catcher.mails.map((mail) => mail.to)).toEqual([[later.email]]);
    expect(await jobOf(store, lead.id)).toMatchObject({ state: "cancelled", lastError: null });
    expect(await store.mailCounts()).toMatchObject({ pending: 0, sent: 1, cancelled: 1 });
  });
});

describe("a mail worker killed after sending and before recording it", () => {
  it("has the mail sent again by another worker once its lease runs out: with the same Message-ID, once more only", async () => {
    const storeA = openSqliteStore(dataDir);
    const storeB = openSqliteStore(dataDir);
    cleanups.push(
      () => storeA.close(),
      () => storeB.close(),
    );
    let leaseUntil = 0;
    let recordRefused = 0;
    // Process A: the SMTP server's 250 arrives, then the process dies before it records the send.
    const dying: LeadStore = {
      ...storeA,
      async claimDueMails(owner, until, now, limit) {
        const claimed = await storeA.claimDueMails(owner, until, now, limit);
        if (claimed.length > 0) leaseUntil = until;
        return claimed;
      },
      async markMailSent() {
        recordRefused += 1;
        throw new Error("the process died before it recorded the mail");
      },
      async markMailPending() {
        throw new Error("A's one attempt did not get its answer in time: not the case tested");
      },
    };
    let passesOfB = 0;
    const watchedB: LeadStore = {
      ...storeB,
      async claimDueMails(owner, until, now, limit) {
        passesOfB += 1;
        return storeB.claimDueMails(owner, until, now, limit);
      },
    };
    const queue = (store: LeadStore) =>
      new MailQueue({
        store,
        transport: nodemailer.createTransport(catcher.url),
        log: quiet,
        metrics: createOutboxMetrics(store, Date.now),
        from: MAIL_FROM,
        siteUrl,
        render: async () => ({ subject: "Your request", html: "<p>Received.</p>", text: "Received." }),
        pollMs: 50,
        retryBaseMs: 50,
        retryCapMs: 200,
        // The lease is this plus 5 s: short, and yet room for one local SMTP conversation on a
        // busy machine (an attempt cut short would be retried, which is not the case tested here).
        attemptTimeoutMs: 1_000,
      });
    const reference = newReference();
    const added = await storeA.add(
      {
        key: null,
        contentHash: "killed-after-sending",
        lang: "en",
        contact: {
          full_name: "Layla Haddad",
          phone: "+971 4 123 4567",
          email: "killed@example.com",
          message: "Hello",
          interests: [],
        },
        mail: { kind: "confirmation", perAddressWindowMs: 3_600_000 },
        reference,
      },
      Date.now(),
      60_000,
    );
    expect(added.mail).toBe("pending");
    const [job] = await storeA.mailsOf([added.lead.id]);

    const a = queue(dying);
    cleanups.push(() => a.stop(0));
    a.start();
    await catcher.waitFor(1);
    await until(() => recordRefused === 1);
    await a.stop(0);
    expect(await storeB.mailsOf([added.lead.id])).toEqual([
      expect.objectContaining({ state: "pending", attempts: 0, lockedBy: a.owner, lockedUntil: leaseUntil }),
    ]);

    // Process B runs meanwhile: it takes the job only once A's lease has run out.
    const b = queue(watchedB);
    cleanups.push(() => b.stop(0));
    b.start();
    await catcher.waitFor(2, 10_000);
    expect(catcher.mails[1]!.receivedAt).toBeGreaterThanOrEqual(leaseUntil);
    const messageId = messageIdOf(job!, reference, siteUrl);
    expect(catcher.mails.map((mail) => mail.parsed.messageId)).toEqual([messageId, messageId]);
    await until(async () => (await storeB.mailsOf([added.lead.id]))[0]?.state === "sent");
    expect((await storeB.mailsOf([added.lead.id]))[0]).toMatchObject({
      state: "sent",
      attempts: 1,
      messageId,
      lockedBy: null,
    });

    // A while later (B has looked at the outbox several times since): still two.
    const seen = passesOfB;
    await until(() => passesOfB >= seen + 5);
    expect(catcher.mails).toHaveLength(2);
  });
});

describe("without SMTP_URL", () => {
  it("takes leads as before and writes no mail job", async () => {
    const app = await server({ smtpUrl: null });
    const { store } = app.outbox;
    expect(app.mails).toBeUndefined();
    const body = fields();
    const res = await post(app, body);
    expect(res.json()).toMatchObject({ status: "queued" });
    const lead = await leadOf(store, body.email);
    expect(lead.state).toBe("pending");
    expect(await store.mailsOf([lead.id])).toEqual([]);
    expect(await store.mailCounts()).toEqual({ pending: 0, sent: 0, failed: 0, limited: 0, cancelled: 0 });
    expect(catcher.mails).toHaveLength(0);
  });
});
