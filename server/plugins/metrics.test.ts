import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeErp, type FakeErp } from "../../tests/fake-erp/server";
import { buildDir, requireBuild } from "../../tests/support/build";
import { buildOpsServer, buildServer } from "../app";
import { loadConfig } from "../config";
import { injectedProof } from "../../tests/support/proof";
import { DATABASE_FILE } from "../leads/sqlite";

/**
 * GET /metrics through `fastify.inject`: the real server, a real SQLite outbox in a temporary
 * DATA_DIR, and the local ERP, which the tests switch between up, down and refusing.
 */
let erp: FakeErp;
let dataDir: string;
let app: FastifyInstance;
/** The operators' listener, where /metrics is served. */
let ops: FastifyInstance;

beforeAll(async () => {
  requireBuild();
  erp = await startFakeErp();
});
afterAll(() => erp.close());
beforeEach(async () => {
  erp.reset();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "metrics-"));
  const config = loadConfig({
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    SITE_URL: requireBuild().siteUrl,
    ERP_BASE_URL: erp.baseUrl,
    ERP_CLIENT_ID: "website",
    ERP_CLIENT_SECRET: "website-secret",
    // A proof of work in milliseconds: every post below carries one, as the form's does.
    SPAM_POW_COST: "1",
  });
  app = await buildServer(config, {
    logger: false,
    // Retries far enough apart that the counts below are the attempts the test made.
    leads: { rateLimitPerMinute: 1000, retryBaseMs: 60_000, pollMs: 60_000, erpTimeoutMs: 2000 },
  });
  await app.ready();
  ops = await buildOpsServer(app);
});
afterEach(async () => {
  await ops.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let n = 0;
async function post() {
  n += 1;
  const altcha = await injectedProof(app);
  return app.inject({
    method: "POST",
    url: "/api/contact",
    headers: { "content-type": "application/json", accept: "application/json" },
    payload: JSON.stringify({
      full_name: "Layla Haddad",
      phone: "+971 4 123 4567",
      email: `metrics${n}@example.com`,
      message: "We need a mobile app.",
      lang: "en",
      // As the form's script sends them: a person's fill time and the empty hidden field.
      fill_ms: 60_000,
      website: "",
      altcha,
    }),
  });
}

/**
 * Waits until the outbox's first attempt at the last post's lead is over: it starts as the lead is
 * committed, and the answer (202) does not wait for it (decision 025).
 */
async function attempted(): Promise<void> {
  const email = `metrics${n}@example.com`;
  await vi.waitFor(
    async () => {
      const leads = (await app.outbox.store.list()).filter((lead) => lead.contact.email === email);
      expect(leads).toHaveLength(1);
      expect(leads[0]!.attempts).toBe(1);
    },
    { timeout: 5_000, interval: 10 },
  );
}

/** The value of one sample of the exposition, e.g. `outbox_leads{state="pending"}`. */
async function scrape(): Promise<(sample: string) => number | undefined> {
  const res = await ops.inject("/metrics");
  expect(res.statusCode).toBe(200);
  const lines = res.body.split("\n");
  return (sample) => {
    const line = lines.find((l) => l.startsWith(`${sample} `));
    return line === undefined ? undefined : Number(line.slice(sample.length + 1));
  };
}

describe("GET /metrics", () => {
  it("answers in the Prometheus text format, with help and type lines, never cached", async () => {
    const res = await ops.inject("/metrics");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    for (const [name, type] of [
      ["outbox_store_up", "gauge"],
      ["outbox_leads", "gauge"],
      ["outbox_oldest_pending_lead_age_seconds", "gauge"],
      ["outbox_delivery_attempts_total", "counter"],
      ["outbox_delivery_failures_total", "counter"],
      ["outbox_delivery_seconds", "histogram"],
    ]) {
      expect(res.body).toContain(`# HELP ${name} `);
      expect(res.body).toContain(`# TYPE ${name} ${type}`);
    }
    const metric = await scrape();
    expect(metric("outbox_store_up")).toBe(1);
    expect(metric('outbox_leads{state="pending"}')).toBe(0);
    expect(metric("outbox_oldest_pending_lead_age_seconds")).toBe(0);
  });

  it("counts leads by state and attempts, and times acceptance to delivery", async () => {
    expect((await post()).statusCode).toBe(202);
    await attempted();
    expect((await post()).statusCode).toBe(202);
    await attempted();
    const metric = await scrape();
    expect(metric('outbox_leads{state="delivered"}')).toBe(2);
    expect(metric('outbox_leads{state="pending"}')).toBe(0);
    expect(metric('outbox_delivery_attempts_total{result="delivered"}')).toBe(2);
    expect(metric("outbox_delivery_seconds_count")).toBe(2);
    expect(metric('outbox_delivery_seconds_bucket{le="5"}')).toBe(2);
    expect(metric("outbox_delivery_seconds_sum")).toBeGreaterThan(0);
  });

  it("counts failures by cause, and the age of the oldest pending lead", async () => {
    // Each mode stays until the attempt it is meant for is over.
    erp.setMode("down");
    expect((await post()).statusCode).toBe(202);
    await attempted();
    erp.setMode("5xx");
    expect((await post()).statusCode).toBe(202);
    await attempted();
    erp.setMode("403");
    expect((await post()).statusCode).toBe(202);
    await attempted();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const metric = await scrape();
    expect(metric('outbox_leads{state="pending"}')).toBe(2);
    expect(metric('outbox_leads{state="failed"}')).toBe(1);
    expect(metric('outbox_delivery_attempts_total{result="retry"}')).toBe(2);
    expect(metric('outbox_delivery_attempts_total{result="failed"}')).toBe(1);
    expect(metric('outbox_delivery_failures_total{cause="network"}')).toBe(1);
    expect(metric('outbox_delivery_failures_total{cause="server-error"}')).toBe(1);
    expect(metric('outbox_delivery_failures_total{cause="refused"}')).toBe(1);
    expect(metric("outbox_delivery_seconds_count")).toBe(0);
    expect(metric("outbox_oldest_pending_lead_age_seconds")).toBeGreaterThanOrEqual(1);
    expect(metric("outbox_oldest_pending_lead_age_seconds")).toBeLessThan(10);
  });

  it("says when the store cannot be read, and still answers", async () => {
    const db = new Database(path.join(dataDir, DATABASE_FILE));
    db.exec("ALTER TABLE leads RENAME TO leads_away");
    let metric = await scrape();
    expect(metric("outbox_store_up")).toBe(0);
    expect(metric('outbox_leads{state="pending"}')).toBeUndefined();
    db.exec("ALTER TABLE leads_away RENAME TO leads");
    db.close();
    metric = await scrape();
    expect(metric("outbox_store_up")).toBe(1);
    expect(metric('outbox_leads{state="pending"}')).toBe(0);
  });
});
