import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../tests/support/server";
import health from "./health";

describe("GET /healthz on the real server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("answers 200 with the status, never cached", async () => {
    const res = await server.app.inject("/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toMatchObject({ status: "ok" });
    expect(res.json()).toHaveProperty("outbox");
  });
});

describe("the health plugin with an outbox", () => {
  async function appWith(counts: () => Record<string, number>) {
    const app = Fastify({ logger: false });
    app.decorate("outbox", { counts });
    await app.register(health);
    await app.ready();
    return app;
  }

  it("reports the outbox's counts", async () => {
    const app = await appWith(() => ({ pending: 2, delivered: 5, failed: 0 }));
    const res = await app.inject("/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok", outbox: { pending: 2, delivered: 5, failed: 0 } });
    await app.close();
  });

  it("answers 503 when the outbox cannot be read", async () => {
    const app = await appWith(() => {
      throw new Error("database is locked");
    });
    const res = await app.inject("/healthz");
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "error" });
    expect(res.body).not.toContain("database is locked");
    await app.close();
  });
});
