import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeErp, type FakeErp } from "../../tests/fake-erp/server";
import { buildOpsServer, buildServer } from "../app";
import { loadConfig } from "../config";
import { solveProof } from "../spam/solve";

/**
 * Retention in the running server: the outbox's sweep erases a delivered lead's personal values
 * once LEADS_RETENTION_DAYS have passed (0 here, the sweep every 50 ms), leaves a pending lead
 * alone, and /metrics counts it.
 */
let erp: FakeErp;
let dir: string;
let app: FastifyInstance;
let ops: FastifyInstance;

const post = async (email: string, key: string) =>
  app.inject({
    method: "POST",
    url: "/api/contact",
    headers: { "content-type": "application/json", "idempotency-key": key },
    payload: {
      full_name: "Rania Khoury",
      phone: "+961 1 234 567",
      email,
      message: "A quote for an online shop, please.",
      interests: ["Web Development"],
      lang: "en",
      // The form's proof of work, solved as its widget does.
      altcha: await solveProof((await app.inject("/api/contact/challenge")).json()),
    },
  });

async function metric(name: string): Promise<number | undefined> {
  const text = (await ops.inject({ method: "GET", url: "/metrics" })).body;
  const line = text.split("\n").find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.split(" ")[1]);
}

beforeAll(async () => {
  erp = await startFakeErp();
  dir = mkdtempSync(path.join(os.tmpdir(), "leads-retention-"));
  const config = loadConfig({
    DATA_DIR: dir,
    ERP_BASE_URL: erp.baseUrl,
    ERP_CLIENT_ID: "website",
    ERP_CLIENT_SECRET: "website-secret",
    SPAM_POW_COST: "1",
    SPAM_POW_KEY_PREFIX: "0",
  });
  expect(config.leads).toMatchObject({ retentionDays: 30, heldRetentionDays: 90 });
  app = await buildServer(config, {
    pages: false,
    logger: false,
    leads: { retentionDays: 0, heldRetentionDays: 0, sweepMs: 50 },
  });
  await app.ready();
  ops = await buildOpsServer(app);
});
afterAll(async () => {
  await ops?.close();
  await app?.close();
  await erp?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("retention in the running server", () => {
  it("erases a delivered lead's personal data after the retention time, and counts it", async () => {
    const answer = await post("rania@example.com", "retention-key-0001");
    expect(answer.statusCode).toBe(200);
    expect(erp.leads.at(-1)?.vals.email_from).toBe("rania@example.com");

    await vi.waitFor(
      async () => expect((await app.outbox.store.get(1))?.erasedAt).toEqual(expect.any(Number)),
      { timeout: 5_000, interval: 20 },
    );
    expect(await app.outbox.store.get(1)).toMatchObject({
      state: "delivered",
      erpId: erp.leads.at(-1)?.id,
      erpStatus: 201,
      contact: { full_name: "", email: "", phone: "", message: "" },
      key: null,
    });
    expect(await metric("outbox_leads_erased_total")).toBe(1);
    expect(await metric("outbox_erased_leads")).toBe(1);
  });

  it("never erases a lead that is still pending", async () => {
    erp.setMode("down");
    try {
      expect((await post("pending@example.com", "retention-key-0002")).statusCode).toBe(202);
      const pending = (await app.outbox.store.list({ state: "pending" }))[0]!;
      // Sweeps run every 50 ms; one more, observed, finds nothing to erase.
      expect(await app.outbox.sweep()).toBe(0);
      expect(await app.outbox.store.get(pending.id)).toMatchObject({
        erasedAt: null,
        contact: { email: "pending@example.com" },
      });
      expect(await metric("outbox_erased_leads")).toBe(1);
    } finally {
      erp.setMode("up");
    }
  });
});
