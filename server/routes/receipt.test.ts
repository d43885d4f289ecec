import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Locale } from "../../app/i18n/locales";
import { startFakeErp, type FakeErp } from "../../tests/fake-erp/server";
import { startMailCatcher, type CaughtMail, type MailCatcher } from "../../tests/mail-catcher/server";
import { buildDir, requireBuild } from "../../tests/support/build";
import { buildServer } from "../app";
import { loadConfig } from "../config";
import { personRecord } from "../leads/person";
import type { Lead, LeadStore } from "../leads/store";
import { receiptSecret, signReceipt } from "../mail/receipt-token";
import { solveProof } from "../spam/solve";

/**
 * The receipt (the link in the confirmation e-mail, and its two actions), through
 * `fastify.inject` on the real server over the real build: a real SQLite outbox, the local ERP, and
 * the local mail catcher, from which each test takes the link a visitor would click.
 */
let siteUrl: string;
let secureCookie: boolean;
let erp: FakeErp;
let catcher: MailCatcher;
let dataDir: string;
const servers: FastifyInstance[] = [];

async function server(): Promise<FastifyInstance> {
  const config = loadConfig({
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    SITE_URL: siteUrl,
    LOG_LEVEL: "silent",
    SPAM_POW_COST: "1",
    SPAM_POW_KEY_PREFIX: "0",
    ERP_BASE_URL: erp.baseUrl,
    ERP_CLIENT_ID: "website",
    ERP_CLIENT_SECRET: "website-secret",
    SMTP_URL: catcher.url,
    MAIL_FROM: "Rawafed <hello@rawafed.example>",
  });
  const app = await buildServer(config, {
    logger: false,
    leads: { rateLimitPerMinute: 1000, retryBaseMs: 50, pollMs: 50, erpTimeoutMs: 3000 },
    mail: { pollMs: 50, retryBaseMs: 50, retryCapMs: 200 },
  });
  await app.ready();
  servers.push(app);
  return app;
}

let n = 0;

/** Posts a lead as the form's script does, and waits for its confirmation mail. */
async function leadWithMail(
  app: FastifyInstance,
  lang: Locale,
): Promise<{ lead: Lead; mail: CaughtMail; link: string }> {
  n += 1;
  const email = `visitor${n}@example.com`;
  const altcha = await solveProof((await app.inject("/api/contact/challenge")).json());
  const posted = await app.inject({
    method: "POST",
    url: "/api/contact",
    headers: { "content-type": "application/json", accept: "application/json" },
    payload: JSON.stringify({
      full_name: lang === "ar" ? "سارة علي" : "Layla Haddad",
      phone: "+971 4 123 4567",
      email,
      message: `Please call me about a booking app (${n}).`,
      interests: ["Mobile App Development"],
      lang,
      fill_ms: 60_000,
      website: "",
      altcha,
    }),
  });
  expect(posted.statusCode).toBe(202);
  await until(() => catcher.mails.some((mail) => mail.to.includes(email)));
  const mail = catcher.mails.find((one) => one.to.includes(email))!;
  const lead = (await app.outbox.store.list()).find((one) => one.contact.email === email)!;
  return { lead, mail, link: pathOf(receiptLinkIn(mail)) };
}

/** The receipt link in a mail's text part, as the visitor would copy it. */
function receiptLinkIn(mail: CaughtMail): string {
  const found = /^(https?:\/\/\S+\/receipt\?t=\S+)$/m.exec(mail.parsed.text ?? "");
  expect(found, mail.parsed.text).not.toBeNull();
  return found![1]!;
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/** The receipt cookie a response set, as the browser sends it back. */
function cookieOf(res: LightMyRequestResponse): string {
  return String(res.headers["set-cookie"]).split(";")[0]!;
}

const secure = () => (secureCookie ? "; Secure" : "");

const action = (
  url: string,
  cookie: string | undefined,
  body = "",
  headers: Record<string, string> = {},
) => ({
  method: "POST" as const,
  url,
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    accept: "text/html",
    ...(cookie && { cookie }),
    ...headers,
  },
  payload: body,
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stateOf(store: LeadStore, id: number) {
  return (await store.get(id))?.state;
}

/** The answer a refused link or action gets: to the page saying why, the cookie cleared, no data. */
function expectRefused(res: LightMyRequestResponse, location: string, lead?: Lead) {
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe(location);
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.headers["set-cookie"]).toBe(
    `receipt=; Path=/api/receipt; Max-Age=0; HttpOnly; SameSite=Strict${secure()}`,
  );
  if (lead) {
    for (const value of [lead.contact.email, lead.contact.full_name, lead.contact.message])
      expect(res.body).not.toContain(value);
  }
}

beforeAll(async () => {
  siteUrl = requireBuild().siteUrl;
  secureCookie = siteUrl.startsWith("https:");
  erp = await startFakeErp();
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await erp.close();
  await catcher.close();
});
beforeEach(() => {
  erp.reset();
  catcher.mails.length = 0;
  dataDir = mkdtempSync(path.join(os.tmpdir(), "receipt-"));
});
afterEach(async () => {
  for (const app of servers.splice(0)) await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the receipt link", () => {
  it("leads to where the request stands, in the mail's language, with the token moved into a strict cookie", async () => {
    // The ERP is down: the request is received, not yet with the sales team.
    erp.setMode("down");
    const app = await server();
    const { store } = app.outbox;
    const { lead, link } = await leadWithMail(app, "en");
    expect(link).toMatch(/^\/receipt\?t=/);

    const opened = await app.inject(link);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe("/receipt/received");
    expect(opened.headers["set-cookie"]).toBe(
      `receipt=${new URL(link, siteUrl).searchParams.get("t")}; Path=/api/receipt; Max-Age=3600; HttpOnly; SameSite=Strict${secure()}`,
    );
    expect(opened.headers["cache-control"]).toBe("no-store");
    expect(opened.headers["referrer-policy"]).toBe("no-referrer");
    // The page it leads to is prerendered.
    expect((await app.inject("/receipt/received")).statusCode).toBe(200);

    // "Keep my request" from the Arabic erase page: back to where it stands, in Arabic.
    const status = await app.inject({
      url: "/api/receipt/status?lang=ar",
      headers: { cookie: cookieOf(opened) },
    });
    expect(status.statusCode).toBe(303);
    expect(status.headers.location).toBe("/ar/receipt/received");

    // Once the ERP has it, the same link says it is with the sales team.
    erp.setMode("up");
    await until(async () => (await stateOf(store, lead.id)) === "delivered");
    const later = await app.inject(link);
    expect(later.headers.location).toBe("/receipt/with-sales");
    expect((await app.inject("/receipt/with-sales")).statusCode).toBe(200);

    // The Arabic lead's link is the Arabic one, and leads to the Arabic pages.
    const arabic = await leadWithMail(app, "ar");
    expect(arabic.link).toMatch(/^\/ar\/receipt\?t=/);
    const openedAr = await app.inject(arabic.link);
    expect(openedAr.statusCode).toBe(303);
    expect(openedAr.headers.location).toMatch(/^\/ar\/receipt\/(received|with-sales)$/);
    expect((await app.inject(String(openedAr.headers.location))).statusCode).toBe(200);
  });

  it("refuses a token altered anywhere, an expired one, none, and one for a reference that does not exist", async () => {
    erp.setMode("down");
    const app = await server();
    const { store } = app.outbox;
    const { lead, link } = await leadWithMail(app, "en");
    const token = new URL(link, siteUrl).searchParams.get("t")!;
    const [reference, expires, signature] = token.split(".") as [string, string, string];
    expect(reference).toBe(lead.reference);

    /** One character changed for another that the token's shape allows. */
    const swapLast = (part: string, a: string, b: string) => part.slice(0, -1) + (part.endsWith(a) ? b : a);
    const swapFirst = (part: string, a: string, b: string) => (part.startsWith(a) ? b : a) + part.slice(1);
    const altered = [
      `${reference}.${expires}.${swapLast(signature, "A", "B")}`,
      `${swapFirst(reference, "0", "1")}.${expires}.${signature}`,
      `${reference}.${swapLast(expires, "0", "1")}.${signature}`,
    ];
    for (const bad of altered) {
      expect(bad).not.toBe(token);
      expectRefused(await app.inject(`/receipt?t=${bad}`), "/receipt/invalid", lead);
      expectRefused(await app.inject(`/ar/receipt?t=${bad}`), "/ar/receipt/invalid", lead);
    }

    const secret = await receiptSecret(store);
    const expired = signReceipt(secret, lead.reference!, Date.now() - 1000);
    expectRefused(await app.inject(`/receipt?t=${expired}`), "/receipt/expired", lead);
    expectRefused(await app.inject(`/ar/receipt?t=${expired}`), "/ar/receipt/expired", lead);
    expect((await app.inject("/receipt/expired")).statusCode).toBe(200);

    expectRefused(await app.inject("/receipt"), "/receipt/invalid");
    expectRefused(await app.inject("/receipt?t="), "/receipt/invalid");
    const unknown = signReceipt(
      secret,
      lead.reference === "ZZZZZ-ZZZZZ" ? "YYYYY-YYYYY" : "ZZZZZ-ZZZZZ",
      Date.now() + 60_000,
    );
    expectRefused(await app.inject(`/receipt?t=${unknown}`), "/receipt/invalid");
    expect((await app.inject("/receipt/invalid")).statusCode).toBe(200);

    // An altered token in the cookie opens nothing either.
    expectRefused(
      await app.inject(action("/api/receipt/export", `receipt=${altered[0]}`)),
      "/receipt/invalid",
      lead,
    );
    // The genuine link still works.
    expect((await app.inject(link)).headers.location).toBe("/receipt/received");
  });

  it("is rate-limited per network: a bot guessing links gets 429 after 30 a minute", async () => {
    const app = await server();
    const guess = (i: number, remoteAddress: string) =>
      app.inject({
        url: `/receipt?t=ABCDE-${String(i).padStart(5, "0")}.zz.${"x".repeat(22)}`,
        remoteAddress,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) statuses.push((await guess(i, "203.0.113.9")).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(303));
    expect(statuses.slice(30)).toEqual([429, 429]);
    // Another network has its own allowance.
    expect((await guess(99, "198.51.100.20")).statusCode).toBe(303);
  });

  it("holds a whole IPv6 /48 (or IPv4 /24) to four times a network's allowance", async () => {
    const app = await server();
    // A new /64 of one /48 for each guess: every one is a fresh subscriber, all one site.
    const guess = (i: number) =>
      app.inject({
        url: `/receipt?t=ABCDE-${String(i).padStart(5, "0")}.zz.${"x".repeat(22)}`,
        remoteAddress: `2001:db8:77:${i.toString(16)}::1`,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 122; i += 1) statuses.push((await guess(i)).statusCode);
    expect(statuses.slice(0, 120)).toEqual(Array(120).fill(303));
    expect(statuses.slice(120)).toEqual([429, 429]);
    // Another /48 has its own.
    const other = await app.inject({ url: "/receipt?t=x", remoteAddress: "2001:db8:78::1" });
    expect(other.statusCode).toBe(303);
    // And the IPv4 /24 the same way, one address after another.
    const v4: number[] = [];
    for (let i = 1; i <= 121; i += 1)
      v4.push((await app.inject({ url: "/receipt?t=x", remoteAddress: `198.51.99.${i}` })).statusCode);
    expect(v4.slice(0, 120)).toEqual(Array(120).fill(303));
    expect(v4[120]).toBe(429);
  });
});

describe("the receipt's actions", () => {
  it("downloads what the site holds about the request, only with the cookie; erases it once confirmed", async () => {
    const app = await server();
    const { store } = app.outbox;
    const { lead, link } = await leadWithMail(app, "en");
    await until(async () => (await stateOf(store, lead.id)) === "delivered");
    await until(async () => (await store.mailsOf([lead.id]))[0]?.state === "sent");
    const opened = await app.inject(link);
    expect(opened.headers.location).toBe("/receipt/with-sales");
    const cookie = cookieOf(opened);

    // Download my data: the same record `leads export EMAIL` gives, as an attachment.
    const exported = await app.inject(action("/api/receipt/export", cookie, "lang=en"));
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toMatch(/^application\/json/);
    expect(exported.headers["content-disposition"]).toBe(
      `attachment; filename="request-${lead.reference}.json"`,
    );
    expect(exported.headers["cache-control"]).toBe("no-store");
    const delivered = (await store.get(lead.id))!;
    const body = exported.json();
    expect(body.request).toEqual(personRecord(delivered, await store.mailsOf([lead.id])));
    expect(body.request).toMatchObject({
      reference: lead.reference,
      fullName: lead.contact.full_name,
      email: lead.contact.email,
      message: lead.contact.message,
      erpId: delivered.erpId,
      mails: [{ kind: "confirmation", state: "sent", attempts: 1 }],
    });
    expect(delivered.erpId).not.toBeNull();

    // Without the cookie (and a form on another site cannot send it: SameSite=Strict): nothing.
    expectRefused(
      await app.inject(action("/api/receipt/export", undefined, "lang=en")),
      "/receipt/invalid",
      lead,
    );
    expectRefused(
      await app.inject(
        action("/api/receipt/export", undefined, "", {
          origin: "https://elsewhere.example",
          referer: "https://elsewhere.example/form",
        }),
      ),
      "/receipt/invalid",
      lead,
    );
    expectRefused(
      await app.inject(action("/api/receipt/erase", undefined, "confirm=yes")),
      "/receipt/invalid",
    );
    expect((await store.get(lead.id))?.erasedAt).toBeNull();

    // Erase my data: without the confirmation page's yes, back to that page; nothing erased.
    const unconfirmed = await app.inject(action("/api/receipt/erase", cookie, "lang=en"));
    expect(unconfirmed.statusCode).toBe(303);
    expect(unconfirmed.headers.location).toBe("/receipt/erase");
    expect((await app.inject("/receipt/erase")).statusCode).toBe(200);
    expect((await store.get(lead.id))?.erasedAt).toBeNull();

    const erased = await app.inject(action("/api/receipt/erase", cookie, "lang=en&confirm=yes"));
    expect(erased.statusCode).toBe(303);
    expect(erased.headers.location).toBe("/receipt/erased");
    expect(erased.headers["set-cookie"]).toBe(
      `receipt=; Path=/api/receipt; Max-Age=0; HttpOnly; SameSite=Strict${secure()}`,
    );
    const after = (await store.get(lead.id))!;
    expect(after.contact).toMatchObject({ full_name: "", email: "", phone: "", message: "" });
    expect(after.erasedAt).toEqual(expect.any(Number));
    expect(after.erasedBy).toBe("visitor");
    expect(after.erpId).toBe(delivered.erpId);
    // The operator's list of copies in the ERP to erase there too.
    expect((await store.erasedInErp(0)).map((one) => ({ id: one.id, erpId: one.erpId }))).toEqual([
      { id: lead.id, erpId: delivered.erpId },
    ]);

    // Afterwards the link says it is erased, and the download gives nothing.
    expect((await app.inject(link)).headers.location).toBe("/receipt/erased");
    const afterExport = await app.inject(action("/api/receipt/export", cookie, "lang=en"));
    expect(afterExport.statusCode).toBe(303);
    expect(afterExport.headers.location).toBe("/receipt/erased");
    expect(afterExport.body).not.toContain(lead.contact.email);
    expect(afterExport.headers["content-disposition"]).toBeUndefined();
    // Erasing again changes nothing.
    const again = await app.inject(action("/api/receipt/erase", cookie, "lang=ar&confirm=yes"));
    expect(again.headers.location).toBe("/ar/receipt/erased");
    expect((await store.erasedInErp(0)).map((one) => one.id)).toEqual([lead.id]);
  });

  it("erases a request not yet with the sales team: it is never sent, and the answer is in the form's language", async () => {
    erp.setMode("down");
    const app = await server();
    const { store } = app.outbox;
    const { lead, link } = await leadWithMail(app, "ar");
    const opened = await app.inject(link);
    expect(opened.headers.location).toBe("/ar/receipt/received");
    const erased = await app.inject(action("/api/receipt/erase", cookieOf(opened), "lang=ar&confirm=yes"));
    expect(erased.headers.location).toBe("/ar/receipt/erased");
    // An attempt the worker began just before the erasure holds the values it read: let it end
    // (against the ERP that is down) before the ERP comes back.
    await app.outbox.inFlight(lead.id);
    const after = (await store.get(lead.id))!;
    expect(after).toMatchObject({ state: "failed", erasedBy: "visitor", erpId: null });
    expect(after.contact.email).toBe("");
    // Not in the ERP: nothing for the operator to erase there.
    expect(await store.erasedInErp(0)).toEqual([]);
    erp.setMode("up");
    const other = await leadWithMail(app, "en");
    await until(async () => (await stateOf(store, other.lead.id)) === "delivered");
    expect(erp.leads).toHaveLength(1);
    expect(erp.leads[0]!.vals.email_from).toBe(other.lead.contact.email);
  });
});
