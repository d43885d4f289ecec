import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { injectedProof } from "../../tests/support/proof";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { DATABASE_FILE } from "../leads/sqlite";
import { PUBLIC_LIMIT_PER_MINUTE, PUBLIC_REFRESH_MS } from "./health";

/** GET /healthz on the real server over a real SQLite outbox, which the tests break and mend. */
let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server?.close());

/** Asks the public /healthz until it answers `status`, for at most three of its refresh intervals. */
async function answerWithin(status: number) {
  const until = Date.now() + 3 * PUBLIC_REFRESH_MS;
  for (;;) {
    const res = await server.app.inject("/healthz");
    if (res.statusCode === status || Date.now() > until) {
      expect(res.statusCode).toBe(status);
      return res;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Another connection to the outbox's file, as an operator's tool would open it. */
function sqlite(statement: string) {
  const db = new Database(path.join(server.dataDir, DATABASE_FILE));
  try {
    db.exec(statement);
  } finally {
    db.close();
  }
}

describe("GET /healthz on the public port", () => {
  it("answers a bare 200 without counts, and a bare 503 without a cause while the store cannot be read", async () => {
    const res = await server.app.inject("/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({ status: "ok" });
    sqlite("ALTER TABLE leads RENAME TO leads_away");
    // The public answer reads the store at most once a second: it turns within that.
    const down = await answerWithin(503);
    expect(down.json()).toEqual({ status: "error" });
    sqlite("ALTER TABLE leads_away RENAME TO leads");
    await answerWithin(200);
  });

  it("costs the store a read a second at most, whatever the flood, limits each network, and the contact form still answers", async () => {
    await server.close();
    server = await startTestServer({ SPAM_POW_COST: "1", SPAM_POW_KEY_PREFIX: "0" });
    const store = server.app.outbox.store;
    const calls = { check: 0, oldestPendingAt: 0, counts: 0 };
    for (const name of Object.keys(calls) as Array<keyof typeof calls>) {
      const method = store[name].bind(store) as () => Promise<unknown>;
      (store as unknown as Record<string, () => Promise<unknown>>)[name] = () => {
        calls[name] += 1;
        return method();
      };
    }
    const altcha = await injectedProof(server.app);
    const started = Date.now();
    // 500 at once from one address, and 500 from 500 others.
    const flood = (remoteAddress: (n: number) => string) =>
      Array.from({ length: 500 }, (_, n) =>
        server.app.inject({ method: "GET", url: "/healthz", remoteAddress: remoteAddress(n) }),
      );
    const [one, many, contact] = await Promise.all([
      Promise.all(flood(() => "203.0.113.7")),
      Promise.all(flood((n) => `198.51.${Math.floor(n / 250)}.${n % 250}`)),
      server.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json", accept: "application/json" },
        payload: JSON.stringify({
          full_name: "Sara Ali",
          phone: "050 123 4567",
          email: "sara@example.com",
          message: "We would like a website.",
          interests: [],
          lang: "en",
          altcha,
        }),
      }),
    ]);
    const elapsed = Date.now() - started;
    // The contact post was answered meanwhile (accepted: the ERP is not set, so it waits).
    expect([200, 202]).toContain(contact.statusCode);
    // One network gets PUBLIC_LIMIT_PER_MINUTE answers, then 429 with when to come back.
    const statuses = (answers: Array<{ statusCode: number }>) =>
      answers.reduce<Record<number, number>>(
        (n, a) => ({ ...n, [a.statusCode]: (n[a.statusCode] ?? 0) + 1 }),
        {},
      );
    expect(statuses(one)).toEqual({ 200: PUBLIC_LIMIT_PER_MINUTE, 429: 500 - PUBLIC_LIMIT_PER_MINUTE });
    const refused = one.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toEqual({ status: "error", error: "too many requests" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // 500 networks, once each: all answered.
    expect(statuses(many)).toEqual({ 200: 500 });
    // A thousand answers, and the store was read once a second at most, never counted.
    const reads = Math.ceil(elapsed / PUBLIC_REFRESH_MS) + 1;
    expect(calls.check).toBeLessThanOrEqual(reads);
    expect(calls.oldestPendingAt).toBeLessThanOrEqual(reads);
    expect(calls.check).toBeLessThanOrEqual(5);
    expect(calls.counts).toBe(0);
  });

  it("answers /metrics with 404, and the operators' listener nothing but its two paths", async () => {
    const res = await server.app.inject("/metrics");
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("outbox_");
    expect((await server.ops.inject("/metrics")).statusCode).toBe(200);
    expect((await server.ops.inject("/about")).statusCode).toBe(404);
  });
});

describe("GET /healthz on the operators' listener", () => {
  it("answers 200 with the backend and the outbox's counts, read now, never cached", async () => {
    const res = await server.ops.inject("/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toMatchObject({
      status: "ok",
      backend: "sqlite",
      outbox: { pending: 0, delivered: 0, failed: 0 },
    });
    await server.app.outbox.submit(
      {
        full_name: "Sara Ali",
        phone: "050 123 4567",
        email: "sara@example.com",
        message: "Hi",
        interests: [],
      },
      { key: null, lang: "en" },
    );
    expect((await server.ops.inject("/healthz")).json().outbox).toEqual({
      pending: 1,
      delivered: 0,
      failed: 0,
      held: 0,
    });
  });

  it("answers 503 naming the backend and the cause while the store cannot be read, and recovers by itself", async () => {
    sqlite("ALTER TABLE leads RENAME TO leads_away");
    const res = await server.ops.inject("/healthz");
    expect(res.statusCode).toBe(503);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      status: "error",
      backend: "sqlite",
      cause: "the outbox store cannot be read (SQLITE_ERROR)",
    });
    // The cause is named, not the database's own words (no SQL, no host names).
    expect(res.body).not.toContain("leads");
    // Pages are still served meanwhile.
    expect((await server.app.inject("/about")).statusCode).toBe(200);

    sqlite("ALTER TABLE leads_away RENAME TO leads");
    expect((await server.ops.inject("/healthz")).statusCode).toBe(200);
  });

  it("answers 503 when the store cannot be reached at all", async () => {
    await server.app.outbox.store.close();
    const res = await server.ops.inject("/healthz");
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: "error",
      backend: "sqlite",
      cause: "the outbox store cannot be reached",
    });
  });
});
