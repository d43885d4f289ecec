import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPostgres, type PostgresCluster } from "../../tests/support/postgres";
import { migrations, openPostgresStore } from "./postgres";
import type { LeadStore } from "./store";
import { lead, WINDOW } from "./store-contract";

/** What only the PostgreSQL store does; the contract both stores keep is in store-contract.ts. */
let cluster: PostgresCluster;
let url: string;
const opened: LeadStore[] = [];
const errors: string[] = [];
const log = { error: (_obj: object, msg: string) => void errors.push(msg) };

async function open() {
  const store = await openPostgresStore(url, { log });
  opened.push(store);
  return store;
}

async function sql<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);
afterAll(() => cluster?.destroy());
beforeEach(async () => {
  url = await cluster.createDatabase();
  errors.length = 0;
});
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

describe("the PostgreSQL outbox store", () => {
  it("migrates once when several instances start together, and not again on reopening", async () => {
    const stores = await Promise.all([open(), open(), open(), open(), open()]);
    await stores[0]!.add(lead(), 1000, WINDOW);
    const applied = await sql<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version");
    expect(applied.map((row) => row.version)).toEqual(migrations.map((_, index) => index + 1));
    await open();
    expect(await sql("SELECT version FROM schema_migrations")).toHaveLength(migrations.length);
    expect(await stores[4]!.list()).toHaveLength(1);
  });

  it("vacuums the leads table after an erasure, and says so when the database did not", async () => {
    const store = await open();
    const { lead: added } = await store.add(lead(1), 1000, WINDOW);
    await store.erase([added.id], 2000);
    await store.vacuumErased!();
    const [stats] = await sql<{ last: Date | null }>(
      "SELECT last_vacuum AS last FROM pg_stat_user_tables WHERE relname = 'leads'",
    );
    expect(stats?.last).not.toBeNull();

    // A user who does not own the table: PostgreSQL skips it with a mere warning, taken as a failure.
    const role = `clerk_${Math.random().toString(36).slice(2, 10)}`;
    await sql(`CREATE ROLE ${role} LOGIN`);
    await sql(`GRANT USAGE, CREATE ON SCHEMA public TO ${role}`);
    await sql(`GRANT ALL ON ALL TABLES IN SCHEMA public TO ${role}`);
    await sql(`GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
    const asClerk = new URL(url);
    asClerk.username = role;
    asClerk.password = "";
    const clerk = await openPostgresStore(asClerk.toString(), { log });
    opened.push(clerk);
    await expect(clerk.vacuumErased!()).rejects.toMatchObject({ code: "skipped" });
  });

  it("refuses a database made by newer code", async () => {
    await (await open()).close();
    await sql("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, 0)", [migrations.length + 1]);
    await expect(openPostgresStore(url, { log })).rejects.toThrow(/newer than this code knows/);
  });

  it("skips, without waiting, a lead another instance is claiming at this moment", async () => {
    const store = await open();
    for (let n = 1; n <= 3; n += 1) await store.add(lead(n), 1000 + n, WINDOW);
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query("BEGIN");
      await other.query("SELECT id FROM leads WHERE id = 1 FOR UPDATE");
      const started = Date.now();
      const claimed = await store.claimDue("a", 60_000, 2000, 10);
      expect(claimed.map((l) => l.id)).toEqual([2, 3]);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await other.query("ROLLBACK");
      await other.end();
    }
    expect((await store.claimDue("b", 60_000, 2000, 10)).map((l) => l.id)).toEqual([1]);
  });

  it("answers with an error while the database is down, logs it, and works again once it is back", async () => {
    const store = await open();
    await store.add(lead(1), 1000, WINDOW);
    await cluster.stop();
    try {
      await expect(store.check()).rejects.toThrow();
      await expect(store.add(lead(2), 1000, WINDOW)).rejects.toThrow();
      await expect(store.add(lead(3, null), 1000, WINDOW)).rejects.toThrow();
      await expect(store.counts()).rejects.toThrow();
    } finally {
      await cluster.start();
    }
    expect(errors).toContain("PostgreSQL: idle connection lost");
    await expect(store.check()).resolves.toBeUndefined();
    expect((await store.add(lead(2), 2000, WINDOW)).created).toBe(true);
    expect(await store.counts()).toEqual({ pending: 2, delivered: 0, failed: 0, held: 0 });
  });

  it("copies leads from another outbox once each, keeping one whose key another lead already has", async () => {
    const store = await open();
    const { lead: here } = await store.add(lead(1, "shared-key-1"), 1000, WINDOW);
    // The same key in an old SQLite outbox: the visitor's retry that reached another instance.
    const elsewhere = {
      ...here,
      id: 7,
      contact: { ...here.contact, full_name: "Elsewhere" },
      attribution: { source: "newsletter", medium: "email", campaign: null },
    };
    const keyless = { ...here, id: 8, key: null };
    const batch = [
      { lead: elsewhere, source: "sqlite:7" },
      { lead: keyless, source: "sqlite:8" },
    ];
    expect(await store.importLeads(batch)).toEqual({ copied: 2, alreadyThere: 0, keyDropped: [7] });
    expect(await store.importLeads(batch)).toEqual({ copied: 0, alreadyThere: 2, keyDropped: [] });
    const all = await store.list();
    expect(all.map((l) => [l.key, l.contact.full_name])).toEqual([
      ["shared-key-1", here.contact.full_name],
      [null, "Elsewhere"],
      [null, here.contact.full_name],
    ]);
    expect(all[1]?.attribution).toEqual(elsewhere.attribution);
  });

  it("counts a key's requests across instances in one fixed window, then from 1 again", async () => {
    const [first, second] = await Promise.all([open(), open()]);
    const key = "POST /api/contact 198.51.100.7";
    // Two instances counting at once: every request counted once, none lost.
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, n) => (n % 2 ? first : second).countRequest(key, 60_000, 1000)),
    );
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, n) => n + 1),
    );
    expect(new Set(counts.map((c) => c.resetAt))).toEqual(new Set([61_000]));
    // The window is the first request's: a later one counts in it and does not move its end.
    expect(await first.countRequest(key, 60_000, 30_000)).toEqual({ count: 21, resetAt: 61_000 });
    expect(await first.countRequest("POST /api/contact 198.51.100.8", 60_000, 2000)).toEqual({
      count: 1,
      resetAt: 62_000,
    });
    expect(await second.countRequest(key, 60_000, 61_000)).toEqual({ count: 1, resetAt: 121_000 });

    // Counts whose window has ended go; the others stay.
    expect(await first.forgetRequestCounts(70_000)).toBe(1);
    expect(await sql("SELECT key FROM request_counts")).toEqual([{ key }]);
  });
});
