import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import ar from "../../app/i18n/translations/ar.json";
import en from "../../app/i18n/translations/en.json";
import { ERP_MESSAGE, startFakeErp, type FakeErp } from "../../tests/fake-erp/server";
import { buildDir, requireBuild } from "../../tests/support/build";
import { buildOpsServer, buildServer } from "../app";
import { loadConfig } from "../config";
import type { LeadsSettings } from "../leads/settings";
import { DATABASE_FILE } from "../leads/sqlite";
import { solveProof } from "../spam/solve";

/**
 * POST /api/contact through `fastify.inject`: the real server over the real build, a real SQLite
 * outbox in a temporary DATA_DIR, and the local ERP speaking the real protocol.
 */
let erp: FakeErp;
let dataDir: string;
const servers: FastifyInstance[] = [];

async function server(
  options: {
    erp?: "local" | "none" | string;
    leads?: Partial<LeadsSettings>;
    /** Receives each log line (JSON); without it the server logs nothing. */
    log?: (line: string) => void;
    /** The spam defence's clock (the confirmation's pause, a challenge's expiry). */
    clock?: () => number;
  } = {},
): Promise<FastifyInstance> {
  const baseUrl =
    options.erp === "none" ? undefined : options.erp && options.erp !== "local" ? options.erp : erp.baseUrl;
  const config = loadConfig({
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    SITE_URL: requireBuild().siteUrl,
    LOG_LEVEL: "silent",
    // Proofs of work a test solves in a few ms.
    SPAM_POW_COST: "1",
    SPAM_POW_KEY_PREFIX: "0",
    ...(baseUrl
      ? { ERP_BASE_URL: baseUrl, ERP_CLIENT_ID: "website", ERP_CLIENT_SECRET: "website-secret" }
      : {}),
  });
  const log = options.log;
  const app = await buildServer(config, {
    logger: log ? { level: "info", stream: { write: (line: string) => log(line) } } : false,
    leads: {
      rateLimitPerMinute: 1000,
      retryBaseMs: 50,
      pollMs: 50,
      erpTimeoutMs: 3000,
      spam: { ...config.leads.spam, now: options.clock },
      ...options.leads,
    },
  });
  await app.ready();
  // As the form's script does: every JSON post carries a freshly solved challenge, unless the
  // test gives its own `altcha` field.
  const inject = app.inject.bind(app);
  app.inject = (async (request: string | InjectOptions) => {
    if (
      typeof request === "object" &&
      request.method === "POST" &&
      request.url === "/api/contact" &&
      String(request.headers?.["content-type"]).startsWith("application/json") &&
      typeof request.payload === "string" &&
      parsesWithout(request.payload, "altcha")
    ) {
      const altcha = await proof(app);
      const payload = { ...(JSON.parse(request.payload) as object), altcha };
      return inject({ ...request, payload: JSON.stringify(payload) });
    }
    return typeof request === "string" ? inject(request) : inject(request);
  }) as typeof app.inject;
  servers.push(app);
  return app;
}

function parsesWithout(text: string, field: string): boolean {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === "object" && body !== null && !(field in body);
  } catch {
    return false;
  }
}

/** A solved challenge from the server, as the widget posts it. */
async function proof(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/api/contact/challenge" });
  return solveProof(res.json());
}

let n = 0;
function lead(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    full_name: "Layla Haddad",
    phone: "+971 4 123 4567",
    email: `layla${n}@example.com`,
    message: "We need a mobile app.",
    interests: ["Mobile App Development", "Others"],
    lang: "en",
    ...overrides,
  };
}

const json = (payload: unknown, headers: Record<string, string> = {}) => ({
  method: "POST" as const,
  url: "/api/contact",
  headers: { "content-type": "application/json", accept: "application/json", ...headers },
  payload: JSON.stringify(payload),
});

const form = (fields: Record<string, string | string[]>, headers: Record<string, string> = {}) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return {
    method: "POST" as const,
    url: "/api/contact",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      ...headers,
    },
    payload: body.toString(),
  };
};

/** The outbox's counts, from the operators' listener's /healthz. */
async function counts(app: FastifyInstance) {
  const ops = await buildOpsServer(app);
  try {
    return (await ops.inject("/healthz")).json().outbox as Record<string, number>;
  } finally {
    await ops.close();
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  requireBuild();
  erp = await startFakeErp({ slowMs: 400 });
});
afterAll(() => erp.close());
beforeEach(() => {
  erp.reset();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "contact-api-"));
});
afterEach(async () => {
  for (const app of servers.splice(0)) await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("POST /api/contact: accepted", () => {
  it("200 delivered with the ERP's message, once the ERP created the lead", async () => {
    const app = await server();
    const res = await app.inject(json(lead({ full_name: " مُحَمَّد  علي ", phone: "+٩٧١ ٥٠ ١٢٣ ٤٥٦٧" })));
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({ status: "delivered", message: ERP_MESSAGE });
    expect(erp.leads).toHaveLength(1);
    expect(erp.leads[0]!.vals).toEqual({
      contact_name: "مُحَمَّد علي",
      email_from: expect.stringMatching(/^layla\d+@example.com$/),
      name: "Website - مُحَمَّد علي",
      phone: "+971 50 123 4567",
      description: "Interests: Mobile App Development, Others\nMessage: We need a mobile app.",
      source_id: 10,
    });
    expect(await counts(app)).toEqual({ pending: 0, delivered: 1, failed: 0, held: 0 });
  });

  it("stores the landing page's attribution from its cookie, for JSON and no-JavaScript posts, and sends it in the description", async () => {
    const app = await server();
    const landing = await app.inject("/?utm_source=newsletter&utm_campaign=launch");
    const cookie = String(landing.headers["set-cookie"]).split(";")[0]!;
    expect((await app.inject(json(lead(), { cookie }))).statusCode).toBe(200);
    const page = await app.inject(
      form(
        {
          full_name: "Sara Ali",
          phone: "+971 4 123 4567",
          email: "sara@example.com",
          message: "Hi",
          // The widget solved a challenge: the page post lands on the sent page at once.
          altcha: await proof(app),
        },
        { cookie },
      ),
    );
    expect(page.statusCode).toBe(303);
    await until(() => erp.leads.length === 2);
    for (const received of erp.leads) {
      expect(received.vals.description).toMatch(/\nutm_source: newsletter\nutm_campaign: launch$/);
    }
    const stored = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true })
      .prepare("SELECT utm_source, utm_medium, utm_campaign FROM leads ORDER BY id")
      .all();
    expect(stored).toEqual([
      { utm_source: "newsletter", utm_medium: null, utm_campaign: "launch" },
      { utm_source: "newsletter", utm_medium: null, utm_campaign: "launch" },
    ]);
  });

  it("200 with the site's own success text when the ERP sends none", async () => {
    const plain = await startFakeErp({ withMessage: false });
    try {
      const app = await server({ erp: plain.baseUrl });
      const res = await app.inject(json(lead()));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: "delivered",
        message: { en: en["success-message"], ar: ar["success-message"] },
      });
    } finally {
      await plain.close();
    }
  });

  it("202 queued while the ERP is down; the worker delivers the lead once when it is back", async () => {
    erp.setMode("down");
    const app = await server();
    const res = await app.inject(json(lead()));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      status: "queued",
      message: { en: en["success-message"], ar: ar["success-message"] },
    });
    expect(await counts(app)).toMatchObject({ pending: 1 });
    erp.setMode("up");
    await until(async () => (await counts(app)).delivered === 1);
    expect(erp.leads).toHaveLength(1);
  });

  it("202 queued after 3 s at most when the ERP is slow; the running attempt delivers it, once", async () => {
    erp.setMode("slow");
    const app = await server({ leads: { answerWaitMs: 300 } });
    const started = Date.now();
    const res = await app.inject(json(lead()));
    expect(Date.now() - started).toBeLessThan(1400);
    expect(res.statusCode).toBe(202);
    erp.setMode("up");
    await until(async () => (await counts(app)).delivered === 1);
    // Past the point where the worker would have sent it again: it has begun two passes over the
    // outbox since, and begins one only once the one before has finished its attempts.
    const passes = { count: 0 };
    const store = app.outbox.store;
    const claimDue = store.claimDue.bind(store);
    store.claimDue = (...args) => {
      passes.count += 1;
      return claimDue(...args);
    };
    await until(() => passes.count >= 2);
    expect(erp.calls.create).toBe(1);
    expect(erp.leads).toHaveLength(1);
  });

  it("waits 3 s by default before answering 202", { timeout: 40_000 }, async () => {
    const slow = await startFakeErp({ slowMs: 1500 });
    try {
      slow.setMode("slow");
      const app = await server({ erp: slow.baseUrl });
      const started = Date.now();
      const res = await app.inject(json(lead()));
      const waited = Date.now() - started;
      // 202, not 200: the answer did not wait for the ERP's 4.5 s (authorise, token and create at
      // 1.5 s each), but it did wait the 3 s. The attempt goes on, and delivers.
      expect(res.statusCode).toBe(202);
      expect(waited).toBeGreaterThanOrEqual(2900);
      expect(waited).toBeLessThan(4400);
      await until(async () => (await counts(app)).delivered === 1, 20_000);
      expect(slow.leads).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });

  it("202 queued, stored and not sent, without ERP_BASE_URL", async () => {
    const app = await server({ erp: "none" });
    const res = await app.inject(json(lead()));
    expect(res.statusCode).toBe(202);
    expect(await counts(app)).toEqual({ pending: 1, delivered: 0, failed: 0, held: 0 });
    expect(erp.calls.authorize).toBe(0);
  });

  it("answers a filled honeypot as received, and holds it: stored, never sent", async () => {
    const app = await server();
    const res = await app.inject(json(lead({ website: "http://spam.example" })));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: "queued" });
    expect(await counts(app)).toEqual({ pending: 0, delivered: 0, failed: 0, held: 1 });
    expect((await app.outbox.store.list())[0]?.spam).toEqual({ score: 6, reasons: ["honeypot"] });
    expect(erp.calls.authorize).toBe(0);
  });

  it("takes one lead and gives the same answer for the same idempotency key", async () => {
    const app = await server();
    const body = lead();
    const first = await app.inject(json(body, { "idempotency-key": "6f1c2e0a9b7d4c3e8f5a1b2c3d4e5f60" }));
    // The same content once normalised (spaces, digits) is the same submission.
    const again = await app.inject(
      json(
        { ...body, full_name: ` ${body.full_name} `, lang: "ar" },
        { "idempotency-key": "6f1c2e0a9b7d4c3e8f5a1b2c3d4e5f60" },
      ),
    );
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(erp.leads).toHaveLength(1);
    // A different key is a different submission.
    await app.inject(json(body, { "idempotency-key": "another-key-0001" }));
    expect(erp.leads).toHaveLength(2);
  });

  it("takes one lead for a double click while the ERP is still answering", async () => {
    erp.setMode("slow");
    const app = await server({ leads: { answerWaitMs: 3000 } });
    const body = lead();
    const [a, b] = await Promise.all([
      app.inject(json(body, { "idempotency-key": "double-click-0001" })),
      app.inject(json(body, { "idempotency-key": "double-click-0001" })),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(erp.leads).toHaveLength(1);
    expect(await counts(app)).toEqual({ pending: 0, delivered: 1, failed: 0, held: 0 });
  });

  it("stores 20 leads sent at the same time, and delivers each once", async () => {
    const app = await server();
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject(json(lead()))));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(await counts(app)).toEqual({ pending: 0, delivered: 20, failed: 0, held: 0 });
    const emails = erp.leads.map((l) => l.vals.email_from);
    expect(new Set(emails).size).toBe(20);
  });
});

describe("POST /api/contact: refused", () => {
  it("400 with each field's message key, and a message in the visitor's language; nothing stored", async () => {
    const app = await server();
    const res = await app.inject(
      json({ full_name: "Layla 2", phone: "   ", email: "layla@", message: "", lang: "ar" }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: ar.contactForm.api.invalid,
      errors: {
        full_name: "name-invalid",
        phone: "phone-invalid",
        email: "email-invalid",
        message: "message-validation",
      },
    });
    const english = await app.inject(json({ ...lead(), interests: ["Hacking"] }));
    expect(english.json()).toEqual({
      message: en.contactForm.api.invalid,
      errors: { interests: "interests-invalid" },
    });
    const tooLong = await app.inject(json(lead({ full_name: "a".repeat(141), message: "x".repeat(4001) })));
    expect(tooLong.json().errors).toEqual({
      full_name: "too-long",
      message: "message-too-long",
    });
    expect(await counts(app)).toEqual({ pending: 0, delivered: 0, failed: 0, held: 0 });
    expect(erp.calls.authorize).toBe(0);
  });

  it("400 for a body that is not JSON, in the language of the page it came from", async () => {
    const app = await server();
    const res = await app.inject({
      ...json({}),
      payload: "{not json",
      headers: { ...json({}).headers, referer: "http://x/ar/contact" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ar.contactForm.api.invalid, errors: {} });
    // Without a Referer (a privacy setting, a proxy that drops it): the language the form asks for.
    const noReferer = await app.inject({
      ...json({}),
      payload: "{not json",
      headers: { ...json({}).headers, "accept-language": "ar" },
    });
    expect(noReferer.json()).toEqual({ message: ar.contactForm.api.invalid, errors: {} });
    const english = await app.inject({
      ...json({}),
      payload: "[1,",
      headers: { ...json({}).headers, "accept-language": "en-GB,ar;q=0.5", cookie: "i18next=ar" },
    });
    expect(english.json()).toEqual({ message: en.contactForm.api.invalid, errors: {} });
  });

  it("413 for a body over 64 KB", async () => {
    const app = await server();
    const res = await app.inject(json(lead({ message: "x".repeat(65 * 1024) }), { cookie: "i18next=ar" }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: ar.contactForm.api["too-large"] });
  });

  it("413 only once the refused body has arrived, so the browser gets the answer, not a reset", async () => {
    const lines: string[] = [];
    const app = await server({ log: (line) => lines.push(line) });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const body = "full_name=x&message=" + "%D9%85".repeat(12_000); // 72 KB, as a browser encodes Arabic
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    const closed = new Promise<Error | undefined>((resolve) => {
      socket.on("error", resolve);
      socket.on("close", () => resolve(undefined));
    });
    socket.write(
      "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
        `Accept: text/html\r\nReferer: http://127.0.0.1/ar/contact\r\nContent-Length: ${body.length}\r\n\r\n` +
        body.slice(0, 4000),
    );
    // The server has refused the body (it logs that before it answers)…
    await until(() => lines.some((line) => line.includes('"msg":"contact request refused"')));
    // …and answered a request on another connection since: an answer sent on refusing would be here.
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect(received, "no answer while the body is still coming").toBe("");
    socket.end(body.slice(4000));
    expect(await closed).toBeUndefined();
    expect(received).toMatch(/^HTTP\/1\.1 303 /);
    expect(received).toMatch(/\r\nlocation: \/ar\/contact\/not-sent\/too-large\r\n/i);
  });

  it("415 for anything but JSON and urlencoded", async () => {
    const app = await server();
    for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/xml"]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": type },
        payload: "x",
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ message: en.contactForm.api.unsupported });
    }
  });

  it("429 once an address has sent CONTACT_RATE_LIMIT submissions in a minute", async () => {
    const app = await server({ leads: { rateLimitPerMinute: 3 } });
    for (let i = 0; i < 3; i += 1) expect((await app.inject(json(lead()))).statusCode).toBe(200);
    const res = await app.inject(json(lead({ lang: "ar" }), { referer: "http://x/ar/contact" }));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: ar.contactForm.api["too-many"] });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(erp.leads).toHaveLength(3);
  });

  it("422 for an idempotency key sent again with other content; the first lead stays as it was", async () => {
    const app = await server();
    const body = lead();
    const key = { "idempotency-key": "reused-key-0001" };
    expect((await app.inject(json(body, key))).statusCode).toBe(200);
    const reused = await app.inject(json({ ...body, message: "Something else entirely.", lang: "ar" }, key));
    expect(reused.statusCode).toBe(422);
    expect(reused.headers["cache-control"]).toBe("no-store");
    expect(reused.json()).toEqual({ message: ar.contactForm.api["key-reused"] });
    expect(erp.leads).toHaveLength(1);
    expect(erp.leads[0]!.vals.description).toContain(body.message);
    // The same key with the first content keeps its first answer.
    expect((await app.inject(json(body, key))).statusCode).toBe(200);
  });

  it("503 in the page's language while the outbox cannot commit, never 200 or 202; it recovers by itself", async () => {
    const app = await server();
    // Solved before the lock: the worker's claims wait out the busy timeout meanwhile too.
    const body = lead({ lang: "ar", altcha: await proof(app) });
    // Another connection holds SQLite's write lock (an operator's long transaction, say): the
    // server's insert waits its busy timeout, then gives up.
    const holder = new Database(path.join(dataDir, DATABASE_FILE));
    holder.exec("BEGIN EXCLUSIVE");
    try {
      const locked = await app.inject(json(body));
      expect(locked.statusCode).toBe(503);
      expect(locked.headers["cache-control"]).toBe("no-store");
      expect(locked.json()).toEqual({ message: ar.contactForm.api.unavailable });
    } finally {
      holder.exec("ROLLBACK");
      holder.close();
    }
    expect(await counts(app)).toEqual({ pending: 0, delivered: 0, failed: 0, held: 0 });

    // A table gone (a botched migration, a restore in progress): the same answer, at once.
    const db = new Database(path.join(dataDir, DATABASE_FILE));
    db.exec("ALTER TABLE leads RENAME TO leads_gone");
    const gone = await app.inject(json(lead()));
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toEqual({ message: en.contactForm.api.unavailable });
    const page = await app.inject(form({ ...lead({ lang: "ar" }), interests: "Others" }));
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe("/ar/contact/not-sent/unavailable");
    expect(erp.calls.create).toBe(0);
    // Pages are still served, and /healthz says what is wrong.
    expect((await app.inject("/ar/contact/not-sent/unavailable")).body).toContain(
      ar.contactForm.api.unavailable,
    );
    expect((await app.inject("/contact")).statusCode).toBe(200);
    expect((await app.inject("/healthz")).statusCode).toBe(503);

    db.exec("ALTER TABLE leads_gone RENAME TO leads");
    db.close();
    expect((await app.inject(json(lead()))).statusCode).toBe(200);
    expect(await counts(app)).toEqual({ pending: 0, delivered: 1, failed: 0, held: 0 });
  });
});

describe("a form posted without JavaScript", () => {
  const fields = {
    full_name: "سارة علي",
    phone: "٠٥٠ ١٢٣ ٤٥٦٧",
    email: "sara@example.com",
    message: "مرحبا",
    interests: ["Web Development", "Digital Transformation"],
    website: "",
  };

  /** Posts the form, then presses the confirmation page's button `afterMs` later. */
  async function postAndConfirm(fieldsToPost: Record<string, string | string[]>, afterMs: number) {
    let now = Date.now();
    const app = await server({ clock: () => now });
    const posted = await app.inject(form(fieldsToPost));
    now += afterMs;
    const cookie = String(posted.headers["set-cookie"]).split(";")[0]!;
    const confirmed = await app.inject({
      method: "POST",
      url: "/api/contact/confirm",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html,*/*;q=0.8",
        cookie,
      },
      payload: `lang=${fieldsToPost.lang}`,
    });
    return { app, posted, confirmed, cookie };
  }

  it("is kept and held, and asks for a confirmation in its language (a cookie, the confirm page)", async () => {
    const app = await server();
    const res = await app.inject(form({ ...fields, lang: "ar" }));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/ar/contact/confirm");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["set-cookie"]).toMatch(
      /^contact_confirm=[\w-]+\.[\w-]+; Path=\/api\/contact; Max-Age=3600; HttpOnly; SameSite=Lax$/,
    );
    expect(await counts(app)).toEqual({ pending: 0, delivered: 0, failed: 0, held: 1 });
    expect((await app.outbox.store.list())[0]?.spam?.reasons).toEqual(["unconfirmed"]);
    expect(erp.leads).toHaveLength(0);
    const english = await app.inject(form({ ...fields, email: "sara2@example.com", lang: "en" }));
    expect(english.headers.location).toBe("/contact/confirm");
  });

  it("confirmed after a pause, lands on the sent page and the lead is delivered", async () => {
    const { app, confirmed } = await postAndConfirm({ ...fields, lang: "ar" }, 8_000);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe("/ar/contact/sent");
    expect(confirmed.headers["set-cookie"]).toMatch(/^contact_confirm=; Path=\/api\/contact; Max-Age=0;/);
    await until(() => erp.leads.length === 1);
    expect(erp.leads[0]!.vals).toMatchObject({
      phone: "050 123 4567",
      description: "Interests: Web Development, Digital Transformation\nMessage: مرحبا",
    });
    await until(async () => (await counts(app)).delivered === 1);
    expect((await app.outbox.store.list())[0]?.spam).toEqual({ score: 0, reasons: [] });
  });

  it("confirmed too fast (a script posting at once), stays held, with the same answer", async () => {
    const { app, confirmed, cookie } = await postAndConfirm({ ...fields, lang: "en" }, 200);
    expect(confirmed.headers.location).toBe("/contact/sent");
    const [held] = await app.outbox.store.list();
    expect(held?.state).toBe("held");
    expect(held?.spam?.reasons).toEqual(["confirm-too-fast"]);
    // Once only: the same cookie again, later, changes nothing.
    const again = await app.inject({
      method: "POST",
      url: "/api/contact/confirm",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", cookie },
      payload: "",
    });
    expect(again.headers.location).toBe("/contact/sent");
    expect((await app.outbox.store.get(held!.id))?.state).toBe("held");
    expect(erp.leads).toHaveLength(0);
  });

  it("confirmed without its cookie, with a forged or an expired one: the not-sent page (410 for JSON)", async () => {
    const { app, cookie } = await postAndConfirm({ ...fields, lang: "ar" }, 8_000);
    const confirm = (headers: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: "/api/contact/confirm",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...headers },
        payload: "lang=ar",
      });
    expect((await confirm({})).headers.location).toBe("/ar/contact/not-sent/unconfirmed");
    const [body, signature] = cookie.split("=")[1]!.split(".");
    const forged = Buffer.from(JSON.stringify({ lead: 1, at: 0 })).toString("base64url");
    expect((await confirm({ cookie: `contact_confirm=${forged}.${signature}` })).headers.location).toBe(
      "/ar/contact/not-sent/unconfirmed",
    );
    expect(body).toBeTruthy();
    const json410 = await app.inject({
      method: "POST",
      url: "/api/contact/confirm",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      payload: "lang=en",
    });
    expect(json410.statusCode).toBe(410);
    // A cookie older than an hour.
    let now = Date.now();
    const late = await server({ clock: () => now });
    const posted = await late.inject(form({ ...fields, email: "late@example.com", lang: "en" }));
    now += 3_601_000;
    const expired = await late.inject({
      method: "POST",
      url: "/api/contact/confirm",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
        cookie: String(posted.headers["set-cookie"]).split(";")[0]!,
      },
      payload: "lang=en",
    });
    expect(expired.headers.location).toBe("/contact/not-sent/unconfirmed");
  });

  it("takes a message of 4,000 Arabic letters (about 25 KB URL-encoded) and lands on the sent page", async () => {
    const message = "رسالة".repeat(800);
    const post = form({ ...fields, message, lang: "ar" });
    expect(Buffer.byteLength(post.payload)).toBeGreaterThan(20 * 1024);
    const { confirmed } = await postAndConfirm({ ...fields, message, lang: "ar" }, 60_000);
    expect(confirmed.headers.location).toBe("/ar/contact/sent");
    await until(() => erp.leads.length === 1);
    expect(erp.leads[0]!.vals.description).toContain(message);
  });

  it("is one lead when posted twice (no key: same content within minutes)", async () => {
    const app = await server();
    await app.inject(form({ ...fields, lang: "ar" }));
    await app.inject(form({ ...fields, lang: "ar" }));
    expect(await counts(app)).toEqual({ pending: 0, delivered: 0, failed: 0, held: 1 });
  });

  it("lands on a page saying why it was not sent", async () => {
    const app = await server();
    const invalid = await app.inject(form({ ...fields, full_name: "R2D2", lang: "ar" }));
    expect(invalid.statusCode).toBe(303);
    expect(invalid.headers.location).toBe("/ar/contact/not-sent/invalid");
    const big = await app.inject(
      form({ ...fields, message: "م".repeat(12_000), lang: "ar" }, { referer: "http://x/ar/contact" }),
    );
    expect(big.statusCode).toBe(303);
    expect(big.headers.location).toBe("/ar/contact/not-sent/too-large");
    expect(await counts(app)).toEqual({ pending: 0, delivered: 0, failed: 0, held: 0 });
  });
});
