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
      ...options.leads,
      spam: { ...config.leads.spam, ...options.leads?.spam, now: options.clock },
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

/** The spam defence's settings as the test server has them (cheap proofs), for a test to change one. */
function noscriptTestSpam() {
  return loadConfig({ SPAM_POW_COST: "1", SPAM_POW_KEY_PREFIX: "0" }).leads.spam;
}

/** A solved challenge from the server, fetched from `remoteAddress`. */
async function proofFor(app: FastifyInstance, remoteAddress: string): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/api/contact/challenge", remoteAddress });
  return solveProof(res.json());
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
    // As the form's script sends them: a person's fill time and the empty hidden field.
    fill_ms: 60_000,
    website: "",
    ...overrides,
  };
}

/** Every accepted post's answer, held or not (decision 025). */
const QUEUED = {
  status: "queued",
  message: { en: en["success-message"], ar: ar["success-message"] },
};

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
  it("202 queued with the site's own message once committed; the ERP gets the lead just after", async () => {
    const app = await server();
    const res = await app.inject(json(lead({ full_name: " مُحَمَّد  علي ", phone: "+٩٧١ ٥٠ ١٢٣ ٤٥٦٧" })));
    expect(res.statusCode).toBe(202);
    expect(res.headers["cache-control"]).toBe("no-store");
    // The site's own text, not the ERP's (which a held post could not have): decision 025.
    expect(res.json()).toEqual(QUEUED);
    expect(res.json().message).not.toEqual(ERP_MESSAGE);
    await until(() => erp.leads.length === 1);
    expect(erp.leads[0]!.vals).toEqual({
      contact_name: "مُحَمَّد علي",
      email_from: expect.stringMatching(/^layla\d+@example.com$/),
      name: "Website - مُحَمَّد علي",
      phone: "+971 50 123 4567",
      // Escaped as Odoo's plaintext2html does: the field is Html (server/erp/lead.ts).
      description: "<p>Interests: Mobile App Development, Others<br/>Message: We need a mobile app.</p>",
      source_id: 10,
    });
    expect(await counts(app)).toEqual({ pending: 0, delivered: 1, failed: 0, held: 0 });
  });

  it("stores the landing page's attribution from its cookie, for JSON and no-JavaScript posts, and sends it in the description", async () => {
    const app = await server();
    const landing = await app.inject("/?utm_source=newsletter&utm_campaign=launch");
    const cookie = String(landing.headers["set-cookie"]).split(";")[0]!;
    expect((await app.inject(json(lead(), { cookie }))).statusCode).toBe(202);
    const page = await app.inject(
      form(
        {
          full_name: "Sara Ali",
          phone: "+971 4 123 4567",
          email: "sara@example.com",
          message: "Hi",
          // The widget solved a challenge: the page post lands on the sent page at once.
          altcha: await proof(app),
          fill_ms: "60000",
          website: "",
        },
        { cookie },
      ),
    );
    expect(page.statusCode).toBe(303);
    await until(() => erp.leads.length === 2);
    for (const received of erp.leads) {
      expect(received.vals.description).toMatch(
        /<br\/>utm_source: newsletter<br\/>utm_campaign: launch<\/p>$/,
      );
    }
    const stored = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true })
      .prepare("SELECT utm_source, utm_medium, utm_campaign FROM leads ORDER BY id")
      .all();
    expect(stored).toEqual([
      { utm_source: "newsletter", utm_medium: null, utm_campaign: "launch" },
      { utm_source: "newsletter", utm_medium: null, utm_campaign: "launch" },
    ]);
  });

  it("answers a clean post and a held one alike: status, body and headers, without waiting on the ERP", async () => {
    erp.setMode("slow");
    const app = await server();
    const timed = async (body: Record<string, unknown>) => {
      const started = Date.now();
      const res = await app.inject(json(body));
      return { res, ms: Date.now() - started };
    };
    const clean = await timed(lead());
    const held = await timed(lead({ website: "http://spam.example" }));
    const noFill = await timed(lead({ fill_ms: undefined }));
    for (const { res } of [clean, held, noFill]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual(QUEUED);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    expect(Object.keys(held.res.headers).sort()).toEqual(Object.keys(clean.res.headers).sort());
    // The clean one did not wait for the slow ERP (5 s a call): answered once committed.
    expect(clean.ms).toBeLessThan(900);
    expect(await counts(app)).toMatchObject({ held: 2 });
  });

  it("202 queued while the ERP is down; the worker delivers the lead once when it is back", async () => {
    erp.setMode("down");
    const app = await server();
    const res = await app.inject(json(lead()));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(QUEUED);
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
    expect(first.statusCode).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(first.json());
    await until(() => erp.leads.length === 1);
    // A different key is a different submission.
    await app.inject(json(body, { "idempotency-key": "another-key-0001" }));
    await until(() => erp.leads.length === 2);
    expect(await counts(app)).toMatchObject({ delivered: 2 });
  });

  it("takes one lead for a double click while the ERP is still answering", async () => {
    erp.setMode("slow");
    const app = await server({ leads: { answerWaitMs: 3000 } });
    const body = lead();
    const [a, b] = await Promise.all([
      app.inject(json(body, { "idempotency-key": "double-click-0001" })),
      app.inject(json(body, { "idempotency-key": "double-click-0001" })),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.json()).toEqual(b.json());
    await until(async () => (await counts(app)).delivered === 1);
    expect(erp.leads).toHaveLength(1);
    expect(await counts(app)).toEqual({ pending: 0, delivered: 1, failed: 0, held: 0 });
  });

  it("stores 20 leads sent at the same time, and delivers each once", async () => {
    const app = await server();
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject(json(lead()))));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(202));
    await until(async () => (await counts(app)).delivered === 20);
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
    for (let i = 0; i < 3; i += 1) expect((await app.inject(json(lead()))).statusCode).toBe(202);
    const res = await app.inject(json(lead({ lang: "ar" }), { referer: "http://x/ar/contact" }));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: ar.contactForm.api["too-many"] });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    await until(async () => (await counts(app)).delivered === 3);
    expect(erp.leads).toHaveLength(3);
  });

  it("counts an IPv6 client by its /64: 30 posts from fresh addresses of one /64 get no more than the limit", async () => {
    const app = await server({ leads: { rateLimitPerMinute: 3 } });
    const address = (i: number) => `2001:db8:aa:bb:${(i + 1).toString(16)}:${i}:${i * 7}:1`;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      // Any proof: an accepted post is 202 whatever its score, so the count is what is seen here.
      const res = await app.inject({ ...json(lead({ altcha: "x" })), remoteAddress: address(i) });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
    // Challenges too: six times the limit per /64.
    const challenges: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await app.inject({ url: "/api/contact/challenge", remoteAddress: address(100 + i) });
      challenges.push(res.statusCode);
    }
    expect(challenges.filter((status) => status === 200)).toHaveLength(18);
    // Another /64 has its own limit; IPv4 counts each address, and IPv4 written as IPv6 is the same.
    const other = await app.inject({
      ...json(lead({ altcha: await proofFor(app, "2001:db8:aa:cc::1") })),
      remoteAddress: "2001:db8:aa:cc::1",
    });
    expect(other.statusCode).toBe(202);
    for (const remoteAddress of ["192.0.2.7", "::ffff:192.0.2.7", "192.0.2.7", "192.0.2.7"]) {
      statuses.push((await app.inject({ ...json(lead({ altcha: "x" })), remoteAddress })).statusCode);
    }
    expect(statuses.slice(30)).toEqual([202, 202, 202, 429]);
  });

  it("gives a site (an IPv6 /48, an IPv4 /24) four subscribers' budgets in all", async () => {
    const app = await server({ leads: { rateLimitPerMinute: 2 } });
    const statuses: number[] = [];
    // 2 posts from each of 8 /64s of one /48: 16 tried, 8 (4 × 2) taken.
    for (let net = 0; net < 8; net += 1) {
      for (let i = 0; i < 2; i += 1) {
        const remoteAddress = `2001:db8:77:${net.toString(16)}::${i + 1}`;
        statuses.push((await app.inject({ ...json(lead({ altcha: "x" })), remoteAddress })).statusCode);
      }
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(8);
    const v4: number[] = [];
    for (let host = 1; host <= 12; host += 1) {
      v4.push(
        (await app.inject({ ...json(lead({ altcha: "x" })), remoteAddress: `198.51.100.${host}` }))
          .statusCode,
      );
    }
    expect(v4.filter((status) => status === 202)).toHaveLength(8);
    expect(v4.slice(8)).toEqual([429, 429, 429, 429]);
  });

  it("422 for an idempotency key sent again with other content; the first lead stays as it was", async () => {
    const app = await server();
    const body = lead();
    const key = { "idempotency-key": "reused-key-0001" };
    expect((await app.inject(json(body, key))).statusCode).toBe(202);
    await until(() => erp.leads.length === 1);
    const reused = await app.inject(json({ ...body, message: "Something else entirely.", lang: "ar" }, key));
    expect(reused.statusCode).toBe(422);
    expect(reused.headers["cache-control"]).toBe("no-store");
    expect(reused.json()).toEqual({ message: ar.contactForm.api["key-reused"] });
    expect(erp.leads).toHaveLength(1);
    expect(erp.leads[0]!.vals.description).toContain(body.message);
    // The same key with the first content keeps its first answer.
    expect((await app.inject(json(body, key))).statusCode).toBe(202);
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
    const page = await app.inject(form({ ...lead({ lang: "ar" }), fill_ms: "60000", interests: "Others" }));
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
    expect((await app.inject(json(lead()))).statusCode).toBe(202);
    await until(async () => (await counts(app)).delivered === 1);
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

  /** The confirmation page's button, pressed from `remoteAddress` with the cookie the post set. */
  function confirmFrom(
    app: FastifyInstance,
    posted: { headers: Record<string, unknown> },
    remoteAddress: string,
  ) {
    return app.inject({
      method: "POST",
      url: "/api/contact/confirm",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
        cookie: String(posted.headers["set-cookie"]).split(";")[0]!,
      },
      payload: "lang=en",
      remoteAddress,
    });
  }

  it("a bot confirming scripted posts from many networks gets the hour's budget, the rest held with the same answer", async () => {
    let now = Date.now();
    const app = await server({
      clock: () => now,
      leads: { spam: { ...noscriptTestSpam(), noscriptPerNetworkPerHour: 2, noscriptPerHour: 5 } },
    });
    const answers: Array<string | undefined> = [];
    // Eight /24s, two posts from each, every one confirmed after the pause: a cookie jar and a wait.
    for (let i = 0; i < 16; i += 1) {
      const remoteAddress = `203.0.${113 + Math.floor(i / 2)}.${10 + i}`;
      const posted = await app.inject({
        ...form({ ...fields, email: `bot${i}@example.com`, message: `Hello number ${i}`, lang: "en" }),
        remoteAddress,
      });
      now += 5_000;
      const confirmed = await confirmFrom(app, posted, remoteAddress);
      answers.push(confirmed.headers.location);
    }
    // Every visitor is told the same: the sent page.
    expect(new Set(answers)).toEqual(new Set(["/contact/sent"]));
    const leads = await app.outbox.store.list();
    const passed = leads.filter((l) => l.state !== "held");
    const held = leads.filter((l) => l.state === "held");
    // The whole site's hourly total (5) bounds them, however many networks the bot has.
    expect(passed).toHaveLength(5);
    expect(held).toHaveLength(11);
    for (const lead of held) expect(lead.spam?.reasons[0]).toBe("noscript-budget");
    // A network's own budget: a third confirmation from one /24 in the hour is held.
    now += 60 * 60 * 1000 + 1;
    const network: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const remoteAddress = `192.0.2.${20 + i}`;
      const posted = await app.inject({
        ...form({ ...fields, email: `net${i}@example.com`, message: `Network ${i}`, lang: "en" }),
        remoteAddress,
      });
      now += 5_000;
      await confirmFrom(app, posted, remoteAddress);
      const lead = (await app.outbox.store.list()).find((l) => l.contact.email === `net${i}@example.com`);
      network.push(lead?.state === "held" ? 0 : 1);
    }
    expect(network).toEqual([1, 1, 0]);
  });

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
    expect((await app.outbox.store.list())[0]?.spam?.reasons).toEqual(["unconfirmed", "proof-confirmed"]);
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
      description: "<p>Interests: Web Development, Digital Transformation<br/>Message: مرحبا</p>",
    });
    await until(async () => (await counts(app)).delivered === 1);
    // Confirmed: no proof of work, which weighs less than holding, unless something else comes with it.
    expect((await app.outbox.store.list())[0]?.spam).toEqual({ score: 3, reasons: ["proof-confirmed"] });
  });

  it("confirmed too fast (a script posting at once), stays held, with the same answer", async () => {
    const { app, confirmed, cookie } = await postAndConfirm({ ...fields, lang: "en" }, 200);
    expect(confirmed.headers.location).toBe("/contact/sent");
    const [held] = await app.outbox.store.list();
    expect(held?.state).toBe("held");
    expect(held?.spam?.reasons).toEqual(["confirm-too-fast", "proof-confirmed"]);
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
