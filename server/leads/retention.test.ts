import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeErp, type FakeErp } from "../../tests/fake-erp/server";
import { startPostgres, type PostgresCluster } from "../../tests/support/postgres";
import { buildOpsServer, buildServer } from "../app";
import { loadConfig } from "../config";
import { solveProof } from "../spam/solve";
import { attributionCookie } from "./attribution";
import { DAY_MS } from "./outbox";
import type { Row } from "./row";
import { DATABASE_FILE } from "./sqlite";
import type { Lead, LeadState } from "./store";

/**
 * Retention in the running server, on either outbox store (SQLite in DATA_DIR, PostgreSQL at
 * DATABASE_URL): the outbox's sweep (every 50 ms here) erases a delivered lead's personal values
 * once LEADS_RETENTION_DAYS have passed (0 here), and those of a held or failed submission once
 * LEADS_HELD_RETENTION_DAYS have (a few seconds here), leaves a pending lead alone, and /metrics
 * counts it. Each erased row is read back through the store and straight from its database.
 */
const HELD_RETENTION_MS = 3_000;

interface StoreUnderTest {
  name: string;
  /** The settings that choose this store, and a reader of its `leads` rows by id. */
  open(): Promise<{ env: Record<string, string>; row(id: number): Promise<Row>; close(): Promise<void> }>;
}

/** bigint columns (ids, times) as numbers, as the store reads them. */
const bigintAsNumber = ((oid: number, format?: "text" | "binary") =>
  oid === pg.types.builtins.INT8
    ? (value: string) => Number(value)
    : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;

/** The utm_* parameters of the page where the visitor arrived, as the pages plugin keeps them. */
const ATTRIBUTION = { source: "newsletter", medium: "email", campaign: "spring" };

const stores: StoreUnderTest[] = [
  {
    name: "SQLite",
    async open() {
      const dir = mkdtempSync(path.join(os.tmpdir(), "leads-retention-"));
      return {
        env: { DATA_DIR: dir },
        async row(id) {
          const db = new Database(path.join(dir, DATABASE_FILE), { readonly: true });
          try {
            return db.prepare<[number], Row>("SELECT * FROM leads WHERE id = ?").get(id)!;
          } finally {
            db.close();
          }
        },
        async close() {
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: "PostgreSQL",
    async open() {
      const cluster: PostgresCluster = await startPostgres();
      const url = await cluster.createDatabase();
      const dir = mkdtempSync(path.join(os.tmpdir(), "leads-retention-pg-"));
      return {
        env: { DATA_DIR: dir, DATABASE_URL: url },
        async row(id) {
          const client = new pg.Client({ connectionString: url, types: { getTypeParser: bigintAsNumber } });
          await client.connect();
          try {
            return (await client.query<Row>("SELECT * FROM leads WHERE id = $1", [id])).rows[0]!;
          } finally {
            await client.end();
          }
        },
        async close() {
          await cluster.destroy();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
];

/** What erasure leaves of a row's personal values, in either database. */
const ERASED_ROW = {
  full_name: "",
  phone: "",
  email: "",
  message: "",
  content_hash: "",
  idempotency_key: null,
  message_hash: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  erp_answer: null,
  erp_message: null,
  last_error: null,
};

describe.each(stores)("retention in the running server on $name", (store) => {
  let erp: FakeErp;
  let database: Awaited<ReturnType<StoreUnderTest["open"]>>;
  let app: FastifyInstance;
  let ops: FastifyInstance;

  const post = async (email: string, key: string, { proof = true } = {}) =>
    app.inject({
      method: "POST",
      url: "/api/contact",
      headers: {
        "content-type": "application/json",
        "idempotency-key": key,
        cookie: attributionCookie(ATTRIBUTION, false)!.split(";")[0]!,
      },
      payload: {
        full_name: "Rania Khoury",
        phone: "+961 1 234 567",
        email,
        message: "A quote for an online shop, please.",
        interests: ["Web Development"],
        lang: "en",
        // As the form's script sends them: a person's fill time and the empty hidden field.
        fill_ms: 60_000,
        website: "",
        // The form's proof of work, solved as its widget does; without it the submission is held.
        ...(proof ? { altcha: await solveProof((await app.inject("/api/contact/challenge")).json()) } : {}),
      },
    });

  async function metric(name: string): Promise<number | undefined> {
    const text = (await ops.inject({ method: "GET", url: "/metrics" })).body;
    const line = text.split("\n").find((l) => l.startsWith(`${name} `));
    return line === undefined ? undefined : Number(line.split(" ")[1]);
  }

  /**
   * The erasure counter, once it reaches `count`: the sweep counts what it erased after the store
   * has committed it, so a row read as erased can be a moment ahead of /metrics.
   */
  const counted = (count: number) =>
    vi.waitFor(async () => expect(await metric("outbox_leads_erased_total")).toBe(count), {
      timeout: 2_000,
      interval: 20,
    });

  async function only(state: LeadState, email: string): Promise<Lead> {
    const leads = (await app.outbox.store.list({ state })).filter((lead) => lead.contact.email === email);
    expect(leads).toHaveLength(1);
    return leads[0]!;
  }

  const erased = (id: number) =>
    vi.waitFor(
      async () => {
        const lead = await app.outbox.store.get(id);
        expect(lead?.erasedAt).toEqual(expect.any(Number));
        return lead!;
      },
      { timeout: HELD_RETENTION_MS + 5_000, interval: 20 },
    );

  beforeAll(async () => {
    erp = await startFakeErp();
    database = await store.open();
    const config = loadConfig({
      ...database.env,
      ERP_BASE_URL: erp.baseUrl,
      ERP_CLIENT_ID: "website",
      ERP_CLIENT_SECRET: "website-secret",
      SPAM_POW_COST: "1",
      SPAM_POW_KEY_PREFIX: "0",
    });
    expect(config.leads).toMatchObject({ retentionDays: 30, heldRetentionDays: 90 });
    expect(config.databaseUrl).toBe(database.env.DATABASE_URL);
    app = await buildServer(config, {
      pages: false,
      logger: false,
      leads: { retentionDays: 0, heldRetentionDays: HELD_RETENTION_MS / DAY_MS, sweepMs: 50 },
    });
    await app.ready();
    ops = await buildOpsServer(app);
  }, 60_000);
  afterAll(async () => {
    await ops?.close();
    await app?.close();
    await erp?.close();
    await database?.close();
  });

  it("erases a delivered lead's personal data after the retention time, and counts it", async () => {
    const answer = await post("rania@example.com", "retention-key-0001");
    // Answered once committed (decision 025); the outbox delivers it right after.
    expect(answer.statusCode).toBe(202);
    await vi.waitFor(() => expect(erp.leads.at(-1)?.vals.email_from).toBe("rania@example.com"), {
      timeout: 5_000,
      interval: 20,
    });

    const lead = await erased(1);
    expect(lead).toMatchObject({
      state: "delivered",
      erpId: erp.leads.at(-1)?.id,
      erpStatus: 201,
      contact: { full_name: "", email: "", phone: "", message: "" },
      attribution: { source: null, medium: null, campaign: null },
      key: null,
      erpAnswer: null,
      erpMessage: null,
    });
    expect(await database.row(1)).toMatchObject({
      ...ERASED_ROW,
      id: 1,
      state: "delivered",
      erp_id: erp.leads.at(-1)?.id,
      erp_status: 201,
      erased_at: lead.erasedAt,
    });
    await counted(1);
    expect(await metric("outbox_erased_leads")).toBe(1);
  });

  it("never erases a lead that is still pending", async () => {
    erp.setMode("down");
    let pending: Lead;
    try {
      expect((await post("pending@example.com", "retention-key-0002")).statusCode).toBe(202);
      pending = await only("pending", "pending@example.com");
      // The answer does not wait for the attempt (decision 025): it fails, against the ERP that is
      // down, before the ERP comes back, and leaves the lead pending for a retry.
      await vi.waitFor(
        async () =>
          expect(await app.outbox.store.get(pending.id)).toMatchObject({
            state: "pending",
            attempts: 1,
            lockedBy: null,
          }),
        { timeout: 5_000, interval: 20 },
      );
      // Sweeps run every 50 ms; one more, observed, finds nothing to erase.
      expect(await app.outbox.sweep()).toBe(0);
      expect(await app.outbox.store.get(pending.id)).toMatchObject({
        erasedAt: null,
        contact: { email: "pending@example.com" },
      });
      expect(await database.row(pending.id)).toMatchObject({ erased_at: null, email: "pending@example.com" });
      expect(await metric("outbox_erased_leads")).toBe(1);
    } finally {
      erp.setMode("up");
    }
    // Settled before the next tests count erasures, rather than at its retry 2.5–5 s from now:
    // sent now the ERP is back, then erased as a delivered lead is.
    expect(await app.outbox.retry(pending.id)).toMatchObject({ state: "delivered" });
    await erased(pending.id);
    await counted(2);
  });

  it("erases a held submission's personal data once the held retention time has passed, not before", async () => {
    // No proof of work: held, answered like a lead, never sent.
    expect((await post("held@example.com", "retention-key-0003", { proof: false })).statusCode).toBe(202);
    const held = await only("held", "held@example.com");
    expect(held.spam?.reasons).toContain("proof-missing");
    expect(held.spam?.reasons).not.toContain("form-fields-missing");
    expect(held.attribution).toEqual(ATTRIBUTION);
    // Younger than LEADS_HELD_RETENTION_DAYS: a sweep leaves it as it is.
    expect(await app.outbox.sweep()).toBe(0);
    expect(await app.outbox.store.get(held.id)).toMatchObject({ erasedAt: null, contact: held.contact });

    const lead = await erased(held.id);
    expect(lead.erasedAt! - held.updatedAt).toBeGreaterThanOrEqual(HELD_RETENTION_MS);
    expect(lead).toMatchObject({
      state: "held",
      contact: { full_name: "", email: "", phone: "", message: "" },
      key: null,
      spam: held.spam,
    });
    expect(await database.row(held.id)).toMatchObject({
      ...ERASED_ROW,
      state: "held",
      erased_at: lead.erasedAt,
    });
    expect(erp.leads.map((l) => l.vals.email_from)).not.toContain("held@example.com");
    await counted(3);
    expect(await metric("outbox_erased_leads")).toBe(3);
  });

  it("erases a failed lead's personal data once the held retention time has passed, keeping the ERP's status", async () => {
    erp.setMode("403");
    try {
      expect((await post("failed@example.com", "retention-key-0004")).statusCode).toBe(202);
      const failed = await vi.waitFor(() => only("failed", "failed@example.com"), { timeout: 5_000 });
      expect(failed.erpStatus).toBe(403);
      expect(failed.lastError).toEqual(expect.any(String));
      expect(await app.outbox.sweep()).toBe(0);
      expect((await app.outbox.store.get(failed.id))?.erasedAt).toBeNull();

      const lead = await erased(failed.id);
      expect(lead.erasedAt! - failed.updatedAt).toBeGreaterThanOrEqual(HELD_RETENTION_MS);
      expect(lead).toMatchObject({
        state: "failed",
        erpStatus: 403,
        lastError: null,
        contact: { full_name: "", email: "", phone: "", message: "" },
        key: null,
      });
      expect(await database.row(failed.id)).toMatchObject({
        ...ERASED_ROW,
        state: "failed",
        erp_status: 403,
        erased_at: lead.erasedAt,
      });
      await counted(4);
      expect(await metric("outbox_erased_leads")).toBe(4);
    } finally {
      erp.setMode("up");
    }
  });
});
