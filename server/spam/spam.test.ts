import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import pg from "pg";
import en from "../../app/i18n/translations/en.json";
import { startFakeErp, type FakeErp } from "../../tests/fake-erp/server";
import { buildDir, requireBuild } from "../../tests/support/build";
import { startPostgres, type PostgresCluster } from "../../tests/support/postgres";
import { buildOpsServer, buildServer } from "../app";
import { loadConfig } from "../config";
import { messageHash as hashOf } from "../leads/outbox";
import { solveProof } from "./solve";

/**
 * The spam defence through the real server: proofs of work from its own challenge endpoint, the
 * real SQLite outbox or a real PostgreSQL one shared by two instances, the local ERP.
 */
let erp: FakeErp;
let dataDir: string;
const servers: FastifyInstance[] = [];

async function server(
  options: {
    databaseUrl?: string;
    clock?: () => number;
    erp?: boolean;
    env?: Record<string, string>;
    rateLimitPerMinute?: number;
  } = {},
) {
  const config = loadConfig({
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    SITE_URL: requireBuild().siteUrl,
    LOG_LEVEL: "silent",
    SPAM_POW_COST: "1",
    SPAM_POW_KEY_PREFIX: "0",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.erp === false
      ? {}
      : { ERP_BASE_URL: erp.baseUrl, ERP_CLIENT_ID: "website", ERP_CLIENT_SECRET: "website-secret" }),
    ...options.env,
  });
  const app = await buildServer(config, {
    logger: false,
    pages: false,
    leads: {
      rateLimitPerMinute: options.rateLimitPerMinute ?? 1000,
      retryBaseMs: 50,
      pollMs: 50,
      spam: { ...config.leads.spam, now: options.clock },
    },
  });
  await app.ready();
  servers.push(app);
  return app;
}

let n = 0;
function lead(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    full_name: "Layla Haddad",
    phone: "+971 4 123 4567",
    email: `layla${n}@example.com`,
    message: `We need a mobile app for clinic number ${n}.`,
    interests: ["Mobile App Development"],
    lang: "en",
    fill_ms: 60_000,
    website: "",
    ...overrides,
  };
}

async function proof(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/api/contact/challenge" });
  expect(res.headers["cache-control"]).toBe("no-store");
  return solveProof(res.json());
}

function post(app: FastifyInstance, body: Record<string, unknown>) {
  return app.inject({
    method: "POST",
    url: "/api/contact",
    headers: { "content-type": "application/json", accept: "application/json" },
    payload: JSON.stringify(body),
  });
}

/** The single lead with this e-mail address, as stored. */
async function stored(app: FastifyInstance, email: string) {
  const found = (await app.outbox.store.list()).filter((l) => l.contact.email === email);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** Waits until the lead with this address is no longer pending (the worker's attempt is over). */
async function settled(app: FastifyInstance, email: string) {
  let state: string | undefined;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    state = (await app.outbox.store.list()).find((l) => l.contact.email === email)?.state;
    if (state && state !== "pending") return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the lead of ${email} is still ${state ?? "missing"}`);
}

async function until(check: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  requireBuild();
  erp = await startFakeErp();
});
afterAll(() => erp.close());
beforeEach(() => {
  erp.reset();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "spam-"));
});
afterEach(async () => {
  for (const app of servers.splice(0)) await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the proof of work", () => {
  it("serves an ALTCHA v2 challenge: PBKDF2/SHA-256, signed, expiring, never cached", async () => {
    const app = await server();
    const before = Date.now();
    const res = await app.inject({ method: "GET", url: "/api/contact/challenge" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const challenge = res.json();
    expect(challenge.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 1, keyPrefix: "0" });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.data.expires).toBeGreaterThanOrEqual(before + 10 * 60 * 1000);
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThan(challenge.parameters.data.expires);
  });

  it("a valid proof passes: the lead is delivered, with score 0", async () => {
    const app = await server();
    const body = lead({ altcha: await proof(app) });
    const res = await post(app, body);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: "queued" });
    await until(() => erp.leads.length === 1);
    await settled(app, body.email);
    expect(await stored(app, body.email)).toMatchObject({
      state: "delivered",
      spam: { score: 0, reasons: [] },
    });
    expect(erp.leads).toHaveLength(1);
  });

  it("no proof, a forged one or garbage: held, with the same answer as a lead", async () => {
    const app = await server();
    const missing = lead();
    const valid = JSON.parse(Buffer.from(await proof(app), "base64").toString()) as {
      solution: { counter: number; derivedKey: string };
    };
    valid.solution.counter += 1;
    const tampered = lead({ altcha: Buffer.from(JSON.stringify(valid)).toString("base64") });
    const garbage = lead({ altcha: "bm90IGpzb24=" });
    for (const body of [missing, tampered, garbage]) {
      const res = await post(app, body);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toMatchObject({ status: "queued" });
    }
    expect(await stored(app, missing.email)).toMatchObject({
      state: "held",
      spam: { score: 5, reasons: ["proof-missing"] },
    });
    expect((await stored(app, tampered.email)).spam?.reasons).toEqual(["proof-invalid"]);
    expect((await stored(app, garbage.email)).spam?.reasons).toEqual(["proof-invalid"]);
    expect(erp.leads).toHaveLength(0);
  });

  it("a proof solved after its challenge's time is late (weak), after the hard limit invalid", async () => {
    let now = Date.now() - 15 * 60 * 1000;
    const app = await server({ clock: () => now });
    const late = lead({ altcha: await proof(app) });
    now = Date.now() - 2 * 60 * 60 * 1000;
    const stale = lead({ altcha: await proof(app) });
    now = Date.now();
    await post(app, late);
    await post(app, stale);
    await settled(app, late.email);
    expect(await stored(app, late.email)).toMatchObject({
      state: "delivered",
      spam: { score: 2, reasons: ["proof-expired"] },
    });
    expect(await stored(app, stale.email)).toMatchObject({
      state: "held",
      spam: { reasons: ["proof-invalid"] },
    });
  });

  it("a solution is accepted once: used again, the second submission is held (proof-replayed)", async () => {
    const app = await server();
    const altcha = await proof(app);
    const first = lead({ altcha });
    const second = lead({ altcha });
    expect((await post(app, first)).statusCode).toBe(202);
    expect((await post(app, second)).statusCode).toBe(202);
    await settled(app, first.email);
    expect((await stored(app, first.email)).state).toBe("delivered");
    expect(await stored(app, second.email)).toMatchObject({
      state: "held",
      spam: { score: 6, reasons: ["proof-replayed"] },
    });
    // The same submission again (its idempotency key) is the same lead, not a replay.
    const keyed = lead({ altcha: await proof(app) });
    const headers = { "content-type": "application/json", "idempotency-key": "spam-test-key-0001" };
    for (let i = 0; i < 2; i += 1)
      await app.inject({ method: "POST", url: "/api/contact", headers, payload: JSON.stringify(keyed) });
    await settled(app, keyed.email);
    expect((await stored(app, keyed.email)).state).toBe("delivered");
  });

  it("a JSON post with a proof but without the fill time or the hidden field is held; an integrator's key passes", async () => {
    const key = "integrator-key-0123456789abcdef0123456789";
    const app = await server({ env: { CONTACT_INTEGRATOR_KEY: key } });
    const noFill = lead({ fill_ms: undefined, altcha: await proof(app) });
    const noTrap = lead({ website: undefined, altcha: await proof(app) });
    const badFill = lead({ fill_ms: "soon", altcha: await proof(app) });
    for (const body of [noFill, noTrap, badFill]) expect((await post(app, body)).statusCode).toBe(202);
    for (const body of [noFill, noTrap, badFill]) {
      expect(await stored(app, body.email)).toMatchObject({
        state: "held",
        spam: { score: 5, reasons: ["form-fields-missing"] },
      });
    }
    // Another system posting leads: no form, so neither field, and a fill time of 0; its key
    // turns off the form's signals, and it still solves the proof of work.
    const integrate = (body: Record<string, unknown>, given: string) =>
      app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json", "x-contact-key": given },
        payload: JSON.stringify(body),
      });
    const fromCrm = lead({ fill_ms: undefined, website: undefined, altcha: await proof(app) });
    expect((await integrate(fromCrm, key)).statusCode).toBe(202);
    await settled(app, fromCrm.email);
    expect(await stored(app, fromCrm.email)).toMatchObject({ state: "delivered", spam: { score: 0 } });
    const wrongKey = lead({ fill_ms: undefined, website: undefined, altcha: await proof(app) });
    await integrate(wrongKey, `${key.slice(0, -1)}x`);
    expect((await stored(app, wrongKey.email)).spam?.reasons).toEqual(["form-fields-missing"]);
    const noProof = lead({ fill_ms: undefined, website: undefined });
    await integrate(noProof, key);
    expect((await stored(app, noProof.email)).spam?.reasons).toEqual(["proof-missing"]);
  });

  it("rotates its key: a proof signed with SPAM_HMAC_KEY_PREVIOUS still verifies, and no longer once it is removed", async () => {
    const oldKey = "old-key-0123456789abcdef0123456789abcdef";
    const newKey = "new-key-0123456789abcdef0123456789abcdef";
    const before = await server({ env: { SPAM_HMAC_KEY: oldKey } });
    const signedBefore = [await proof(before), await proof(before)];
    const rotated = await server({ env: { SPAM_HMAC_KEY: newKey, SPAM_HMAC_KEY_PREVIOUS: oldKey } });
    const during = lead({ altcha: signedBefore[0] });
    await post(rotated, during);
    expect((await stored(rotated, during.email)).spam?.reasons).toEqual([]);
    const after = await server({ env: { SPAM_HMAC_KEY: newKey } });
    const late = lead({ altcha: signedBefore[1] });
    await post(after, late);
    expect((await stored(after, late.email)).spam?.reasons).toEqual(["proof-invalid"]);
  });

  it("a copy campaign: the same written message from a second address counts, a short greeting does not", async () => {
    const app = await server({ erp: false });
    const message = "Dear   Sir, we offer cheap backlinks for your website today.";
    for (const email of ["a@example.com", "b@example.com"])
      await post(app, lead({ email, message, altcha: await proof(app) }));
    expect((await stored(app, "a@example.com")).spam?.reasons).toEqual([]);
    expect((await stored(app, "b@example.com")).spam?.reasons).toEqual(["copy-campaign"]);
    for (const email of ["c@example.com", "d@example.com"])
      await post(app, lead({ email, message: "Please call me back.", altcha: await proof(app) }));
    expect((await stored(app, "d@example.com")).spam?.reasons).toEqual([]);
  });
});

describe("held submissions", () => {
  it("are counted by reason in /metrics, with outbox_leads{state=held}", async () => {
    const app = await server({ erp: false });
    await post(app, lead());
    await post(app, lead({ website: "https://spam.example", altcha: await proof(app) }));
    await post(
      app,
      lead({ altcha: await proof(app), fill_ms: 900, message: "https://a.example https://b.example" }),
    );
    const ops = await buildOpsServer(app);
    const text = (await ops.inject("/metrics")).body;
    await ops.close();
    const metric = (name: string) =>
      Number(new RegExp(`^${name.replace(/[{}]/g, "\\$&")} (\\S+)$`, "m").exec(text)?.[1]);
    expect(metric('contact_held_total{reason="proof-missing"}')).toBe(1);
    expect(metric('contact_held_total{reason="honeypot"}')).toBe(1);
    expect(metric('contact_held_total{reason="too-fast"}')).toBe(1);
    expect(metric('contact_held_total{reason="instant"}')).toBe(1);
    expect(metric('contact_held_total{reason="links"}')).toBe(1);
    expect(metric('outbox_leads{state="held"}')).toBe(3);
    expect(metric('outbox_leads{state="pending"}')).toBe(0);
  });

  it("an operator's release delivers one as a normal lead", async () => {
    const app = await server();
    const body = lead();
    await post(app, body);
    const held = await stored(app, body.email);
    expect(held.state).toBe("held");
    expect(await app.outbox.store.retry(held.id, Date.now())).toBeUndefined();
    const released = await app.outbox.release(held.id);
    expect(released?.state).toBe("delivered");
    expect(erp.leads.map((l) => l.vals.email_from)).toEqual([body.email]);
    expect(await app.outbox.release(held.id)).toBeUndefined();
  });

  it("are erased after LEADS_HELD_RETENTION_DAYS, message hash and all", async () => {
    let now = Date.now();
    const app = await server({ erp: false, clock: () => now });
    const message = "The same words from three addresses, a campaign.";
    for (const email of ["x@example.com", "y@example.com"]) await post(app, lead({ email, message }));
    expect(await app.outbox.store.countSameMessage(hashOf(message), "z@example.com", 0)).toBe(2);
    now += 91 * 24 * 60 * 60 * 1000;
    expect(
      await app.outbox.store.eraseExpired({ deliveredBefore: 0, othersBefore: now - 90 * 86_400_000 }, now),
    ).toBe(2);
    expect(await app.outbox.store.countSameMessage(hashOf(message), "z@example.com", 0)).toBe(0);
    const [erased] = await app.outbox.store.list({ state: "held" });
    expect(erased).toMatchObject({
      contact: { email: "", message: "" },
      spam: { reasons: ["proof-missing"] },
    });
  });
});

describe("several instances on one PostgreSQL outbox", () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(() => cluster?.destroy());

  it("count an IPv6 client by its /64 in the shared store, and refuse a post (503) when it cannot count", async () => {
    const url = await cluster.createDatabase();
    const [a, b] = await Promise.all([
      server({ databaseUrl: url, rateLimitPerMinute: 3 }),
      server({ databaseUrl: url, rateLimitPerMinute: 3 }),
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await (i % 2 ? a : b).inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json", accept: "application/json" },
        payload: JSON.stringify(lead({ altcha: "x" })),
        remoteAddress: `2001:db8:5:6:${i + 1}::${i + 1}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(3);
    // One row per /64 and per /48 for the route, not one per address.
    const pool = new pg.Pool({ connectionString: url });
    try {
      const { rows } = await pool.query<{ key: string }>(
        "SELECT key FROM request_counts WHERE key LIKE 'POST /api/contact %' ORDER BY key",
      );
      expect(rows.map((row) => row.key)).toEqual([
        "POST /api/contact 2001:db8:5:6::/64",
        "POST /api/contact site 2001:db8:5::/48",
      ]);
      // The counts cannot be read (a table gone, a database refusing writes): refused, not waved through.
      const body = lead({ altcha: await proof(a) });
      await pool.query("ALTER TABLE request_counts RENAME TO request_counts_gone");
      // The challenge is refused alike.
      expect((await a.inject("/api/contact/challenge")).statusCode).toBe(503);
      const refused = await a.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json", accept: "application/json" },
        payload: JSON.stringify(body),
        remoteAddress: "2001:db8:9::1",
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: en.contactForm.api.unavailable });
      expect((await a.outbox.store.list()).some((l) => l.contact.email === body.email)).toBe(false);
      await pool.query("ALTER TABLE request_counts_gone RENAME TO request_counts");
    } finally {
      await pool.end();
    }
  });

  it("accept each other's challenges, and one solution posted to both at once makes one lead", async () => {
    const url = await cluster.createDatabase();
    const [a, b] = await Promise.all([server({ databaseUrl: url }), server({ databaseUrl: url })]);
    // A challenge from one instance verifies at the other: the key is in the database.
    // (200 or 202: the ERP may take longer than the wait on a busy machine.)
    const crossed = lead({ altcha: await proof(a) });
    expect([200, 202]).toContain((await post(b, crossed)).statusCode);
    const accepted = await stored(b, crossed.email);
    expect(accepted.spam?.reasons).toEqual([]);
    expect(["delivered", "pending"]).toContain(accepted.state);

    for (let round = 0; round < 5; round += 1) {
      const altcha = await proof(a);
      const one = lead({ altcha });
      const two = lead({ altcha });
      const answers = await Promise.all([post(a, one), post(b, two)]);
      // The same answer for both (200 or 202: the ERP may take longer than the wait on a busy machine).
      for (const res of answers) expect([200, 202]).toContain(res.statusCode);
      const states = [(await stored(a, one.email)).state, (await stored(a, two.email)).state];
      expect(states.filter((state) => state === "held")).toHaveLength(1);
      expect(states.filter((state) => state === "delivered" || state === "pending")).toHaveLength(1);
    }
    const held = await a.outbox.store.list({ state: "held" });
    expect(held.map((l) => l.spam?.reasons)).toEqual(Array(5).fill(["proof-replayed"]));
    await until(() => erp.leads.length === 6);
    expect(erp.leads).toHaveLength(6);
  });
});
