import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { DATABASE_FILE } from "../leads/sqlite";

/** GET /healthz on the real server over a real SQLite outbox, which the tests break and mend. */
let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server?.close());

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
    const down = await server.app.inject("/healthz");
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: "error" });
    sqlite("ALTER TABLE leads_away RENAME TO leads");
    expect((await server.app.inject("/healthz")).statusCode).toBe(200);
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
