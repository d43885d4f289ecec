import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOdoo } from "../../tests/fake-erp/odoo";
import { startFakeErp, type FakeErp } from "../../tests/fake-erp/server";
import { startPostgres, type PostgresCluster } from "../../tests/support/postgres";
import { createRestTarget } from "../erp/restapi";
import { Outbox } from "./outbox";
import { openPostgresStore } from "./postgres";
import { openSqliteStore } from "./sqlite";
import type { Lead, LeadStore } from "./store";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

let erp: FakeErp;
let dir: string;

type Answer = { code: number; stdout: string; stderr: string };

/** `npm run leads -- …`, as an operator runs it, against the test's DATA_DIR and local ERP. */
function leads(...args: string[]): Promise<Answer> {
  return leadsWith({}, ...args);
}

async function leadsWith(env: Record<string, string>, ...args: string[]): Promise<Answer> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "server/leads/cli.ts", ...args],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          DATA_DIR: dir,
          ERP_BASE_URL: erp.baseUrl,
          ERP_CLIENT_ID: "website",
          ERP_CLIENT_SECRET: "website-secret",
          ...env,
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  erp = await startFakeErp();
  dir = mkdtempSync(path.join(os.tmpdir(), "leads-cli-"));
  // Three leads: one delivered, one refused by the ERP (403), one waiting.
  const store = openSqliteStore(dir);
  const outbox = new Outbox({
    store,
    target: createRestTarget({
      baseUrl: erp.baseUrl,
      clientId: "website",
      clientSecret: "website-secret",
      sourceId: 10,
    }),
    log: { info() {}, warn() {}, error() {} },
  });
  const contact = (name: string, email: string, message: string) => ({
    full_name: name,
    phone: "+971 4 123 4567",
    email,
    message,
    interests: ["Web Development" as const],
  });
  await outbox.accept(contact("Layla Haddad", "layla@example.com", "Hello"), { key: null, lang: "en" });
  await outbox.deliver(1);
  erp.setMode("403");
  await outbox.accept(contact("سارة علي", "sara@example.com", 'Quote "this", please\nSecond line'), {
    key: null,
    lang: "ar",
  });
  await outbox.deliver(2);
  await outbox.accept(contact("Omar Nasser", "omar@example.com", "=HYPERLINK(1)"), { key: null, lang: "en" });
  erp.setMode("up");
  await store.close();
});
afterAll(async () => {
  await erp.close();
  rmSync(dir, { recursive: true, force: true });
});

// Each test runs the CLI as its own process several times (a few seconds each on a busy 2-core
// machine).
describe("npm run leads", { timeout: 60_000 }, () => {
  it("lists the leads with their state, and filters by state", async () => {
    const all = await leads("list");
    expect(all.code).toBe(0);
    const lines = all.stdout.split("\n");
    expect(lines[0]).toMatch(/id\s+state\s+attempts\s+created\s+next attempt\s+name\s+email\s+last error/);
    expect(lines[1]).toMatch(/^\s+1\s+delivered\s+1\s.*Layla Haddad\s+layla@example.com/);
    expect(lines[2]).toMatch(/^\s+2\s+failed\s+1\s.*sara@example.com\s+create lead: HTTP 403 Access Denied/);
    expect(lines[3]).toMatch(/^\s+3\s+pending\s+0\s/);
    expect(all.stdout).toContain("3 shown. Outbox: 1 pending, 1 delivered, 1 failed, 0 held.");

    const failed = await leads("list", "--state", "failed");
    expect(failed.stdout).toContain("sara@example.com");
    expect(failed.stdout).not.toContain("layla@example.com");
    expect(await leads("list", "--state", "lost")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--state is one of"),
    });
  });

  it("shows one lead with the ERP's answer", async () => {
    const shown = await leads("show", "2");
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/^state:\s+failed$/m);
    expect(shown.stdout).toMatch(/^language:\s+ar$/m);
    expect(shown.stdout).toMatch(/^ERP answer:\s+\{"error":\{"code":403/m);
    expect(shown.stdout).toMatch(/^full name:\s+سارة علي$/m);
    expect(await leads("show", "99")).toMatchObject({ code: 1, stderr: "No lead 99.\n" });
    expect(await leads("show", "x")).toMatchObject({ code: 2 });
  });

  it("exports every lead as CSV", async () => {
    const exported = await leads("export");
    expect(exported.code).toBe(0);
    const rows = exported.stdout.split("\r\n");
    expect(rows[0]).toBe(
      "id,state,created,language,full_name,phone,email,interests,message,attempts,last_attempt,next_attempt,last_error,delivered,erp_id,utm_source,utm_medium,utm_campaign,erased",
    );
    expect(rows[1]).toMatch(
      /^"1","delivered","[^"]+","en","Layla Haddad","'\+971 4 123 4567","layla@example.com","Web Development","Hello","1",/,
    );
    // Quotes doubled, the newline kept inside its quoted field, formulas defused.
    expect(exported.stdout).toContain('"Quote ""this"", please\nSecond line"');
    expect(exported.stdout).toContain(`"'=HYPERLINK(1)"`);
    expect(rows.filter((row) => row.startsWith('"'))).toHaveLength(3);
  });

  it("retries a lead the ERP refused, and delivers it once", async () => {
    const retried = await leads("retry", "2");
    expect(retried).toMatchObject({ code: 0, stdout: "Lead 2 delivered (ERP id 2).\n" });
    expect(erp.leads.map((lead) => lead.vals.email_from)).toEqual(["layla@example.com", "sara@example.com"]);
    expect((await leads("show", "2")).stdout).toMatch(/^state:\s+delivered$/m);
    const again = await leads("retry", "2");
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Lead 2 was delivered .*; nothing to do\.$/m);
    expect(erp.leads).toHaveLength(2);
  });

  it("explains itself", async () => {
    expect(await leads()).toMatchObject({ code: 2, stdout: expect.stringContaining("Usage: npm run leads") });
    expect(await leads("frobnicate")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown command "frobnicate"'),
    });
  });
});

describe("npm run leads -- check-erp", { timeout: 60_000 }, () => {
  it("says the REST add-on accepts the credentials, or names the step that failed", async () => {
    const before = erp.leads.length;
    const good = await leads("check-erp");
    expect(good).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("ok    authorise and access token"),
    });
    const bad = await leadsWith({ ERP_CLIENT_SECRET: "wrong" }, "check-erp");
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(
      /FAIL {2}authorise and access token: access token: HTTP 401 Invalid Credentials/,
    );
    expect(erp.leads).toHaveLength(before);
  });

  it.each([
    ["JSON-2", true],
    ["XML-RPC", false],
  ])("says a stock Odoo (%s) accepts the key, or that it does not, creating nothing", async (_, json2) => {
    const odoo = await startFakeOdoo({ json2 });
    try {
      const env = {
        ERP_KIND: "odoo",
        ODOO_URL: odoo.url,
        ODOO_DB: odoo.db,
        ODOO_API_KEY: odoo.apiKey,
        ODOO_LOGIN: odoo.login,
      };
      const good = await leadsWith(env, "check-erp");
      expect(good.code).toBe(0);
      expect(good.stdout).toContain(
        json2 ? "ok    transport: JSON-2 (Odoo 19.0)" : "ok    transport: XML-RPC",
      );
      expect(good.stdout).toContain("ok    right to create leads: yes");
      const bad = await leadsWith({ ...env, ODOO_API_KEY: "not-the-key" }, "check-erp");
      expect(bad.code).toBe(1);
      expect(bad.stdout).toMatch(
        json2 ? /FAIL {2}API key and database: .*401/ : /FAIL {2}ODOO_LOGIN.*refused/,
      );
      expect(odoo.leads).toHaveLength(0);
      expect(odoo.requests.some((r) => r.method === "load" || r.method === "create")).toBe(false);
    } finally {
      await odoo.close();
    }
  });
});

describe("npm run leads on PostgreSQL", { timeout: 60_000 }, () => {
  let cluster: PostgresCluster;
  let databaseUrl: string;
  const onPostgres = (...args: string[]) => leadsWith({ DATABASE_URL: databaseUrl }, ...args);
  beforeAll(async () => {
    cluster = await startPostgres();
    databaseUrl = await cluster.createDatabase();
  }, 60_000);
  afterAll(() => cluster?.destroy());

  async function postgresLeads(): Promise<Lead[]> {
    const store = await openPostgresStore(databaseUrl, { log: { error() {} } });
    try {
      return await store.list();
    } finally {
      await store.close();
    }
  }

  it("copies the SQLite outbox into PostgreSQL as it is, and a second run copies nothing twice", async () => {
    const sqlite = openSqliteStore(dir);
    // A lead with a key, and one in the middle of an attempt (its lease is not copied).
    await sqlite.add(
      {
        key: "import-key-0001",
        contentHash: "h",
        lang: "ar",
        contact: {
          full_name: "هدى",
          phone: "+20 2 1234 5678",
          email: "huda@example.com",
          message: "مرحبا",
          interests: ["Others"],
        },
      },
      Date.now(),
      600_000,
    );
    await sqlite.claimDue("gone-instance", Date.now() + 60_000, Date.now(), 10);
    // A held submission keeps its score and reasons.
    await sqlite.add(
      {
        key: "import-key-0002",
        contentHash: "h2",
        lang: "en",
        contact: {
          full_name: "Mike",
          phone: "+1 555 0100",
          email: "mike@example.com",
          message: "https://a.example https://b.example https://c.example",
          interests: [],
        },
        verdict: { held: true, score: 5, reasons: ["links", "many-links"] },
      },
      Date.now(),
      600_000,
    );
    const before = await sqlite.list();
    await sqlite.close();
    expect(before.map((lead) => lead.state)).toEqual([
      "delivered",
      "delivered",
      "pending",
      "pending",
      "held",
    ]);

    const first = await onPostgres("import-sqlite");
    expect(first).toMatchObject({ code: 0, stderr: "" });
    expect(first.stdout).toContain(": 5 copied into PostgreSQL, 0 there from an earlier copy.");
    expect(first.stdout).toContain("PostgreSQL outbox: 2 pending, 2 delivered, 0 failed, 1 held.");

    const copied = await postgresLeads();
    const unleased = (lead: Lead) => ({ ...lead, id: 0, lockedBy: null, lockedUntil: null });
    expect(copied.map(unleased)).toEqual(before.map(unleased));

    const again = await onPostgres("import-sqlite", "--from", dir);
    expect(again.stdout).toContain(": 0 copied into PostgreSQL, 5 there from an earlier copy.");
    expect(await postgresLeads()).toEqual(copied);
  });

  it("lists, shows and retries the leads in PostgreSQL", async () => {
    const list = await onPostgres("list", "--state", "pending");
    expect(list.code).toBe(0);
    expect(list.stdout).toContain("omar@example.com");
    expect(list.stdout).not.toContain("layla@example.com");
    expect(list.stdout).toContain("2 shown. Outbox: 2 pending, 2 delivered, 0 failed, 1 held.");
    const omar = (await postgresLeads()).find((lead) => lead.contact.email === "omar@example.com")!;
    expect((await onPostgres("show", String(omar.id))).stdout).toMatch(/^email:\s+omar@example.com$/m);
    const sent = erp.leads.length;
    expect(await onPostgres("retry", String(omar.id))).toMatchObject({
      code: 0,
      stdout: `Lead ${omar.id} delivered (ERP id ${sent + 1}).\n`,
    });
    expect(erp.leads.at(-1)?.vals.email_from).toBe("omar@example.com");
    expect(
      (await onPostgres("export")).stdout.split("\r\n").filter((row) => row.startsWith('"')),
    ).toHaveLength(5);
  });

  it("refuses to copy without a PostgreSQL to copy into", async () => {
    expect(await leads("import-sqlite")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("set DATABASE_URL"),
    });
    expect(await onPostgres("import-sqlite", "--from", path.join(dir, "nothing-here"))).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("No SQLite outbox at"),
    });
  });
});

/**
 * A person's requests (`export EMAIL`, `erase EMAIL`), on an outbox of their own: two leads of the
 * same person (the address in two cases), one delivered and one waiting, and someone else's.
 */
function personRequests(
  name: string,
  setUp: () => Promise<{ store: LeadStore; env: Record<string, string> }>,
  /** What else `erase` must have done on this backend, given its output. */
  afterErase: (stdout: string) => Promise<void> = async () => {},
) {
  // Each command is a process of its own (a few seconds on a busy machine), and the second test runs eight.
  describe(`a person's requests (${name})`, { timeout: 120_000 }, () => {
    let env: Record<string, string>;
    let store: LeadStore;
    const cli = (...args: string[]) => leadsWith(env, ...args);
    const person = (email: string, message: string) => ({
      full_name: "Mona Saleh",
      phone: "+962 6 555 0101",
      email,
      message,
      interests: ["Others" as const],
    });
    beforeAll(async () => {
      ({ store, env } = await setUp());
      const first = person("Mona.Saleh@Example.com", "First question");
      await store.add({ key: "mona-key-0001", lang: "en", contact: first, contentHash: "h1" }, 1000, 1);
      await store.claim(1, "a", 90_000, 1000);
      await store.markDelivered(1, { at: 2000, erpId: 314, erpMessage: { en: "Thanks Mona" }, status: 201 });
      const second = person("mona.saleh@example.com", "Second question");
      await store.add({ key: "mona-key-0002", lang: "ar", contact: second, contentHash: "h2" }, 3000, 1);
      await store.add(
        {
          key: "other-key-0003",
          lang: "en",
          contact: { ...second, email: "someone@example.com" },
          contentHash: "h3",
        },
        3000,
        1,
      );
    });
    afterAll(() => store?.close());

    it("exports, as JSON, everything held for an address, whatever its case", async () => {
      const exported = await cli("export", "MONA.SALEH@example.com");
      expect(exported.code).toBe(0);
      expect(exported.stderr).toBe("2 leads held for MONA.SALEH@example.com.\n");
      const answer = JSON.parse(exported.stdout) as { email: string; leads: Array<Record<string, unknown>> };
      expect(answer.leads).toMatchObject([
        {
          id: 1,
          state: "delivered",
          fullName: "Mona Saleh",
          email: "Mona.Saleh@Example.com",
          phone: "+962 6 555 0101",
          message: "First question",
          idempotencyKey: "mona-key-0001",
          erpId: 314,
          erpStatus: 201,
          erpMessage: { en: "Thanks Mona" },
        },
        { id: 2, state: "pending", email: "mona.saleh@example.com", language: "ar" },
      ]);
      expect(exported.stdout).not.toContain("someone@example.com");
      expect(await cli("export", "not-an-address")).toMatchObject({ code: 2 });
    });

    it("erases them, whatever their state; the waiting one is never sent; the ERP's copy is named", async () => {
      const erased = await cli("erase", "mona.saleh@EXAMPLE.com");
      expect(erased.code).toBe(0);
      expect(erased.stdout).toContain(
        "Erased the personal data of 2 leads with mona.saleh@EXAMPLE.com (ids 1, 2).",
      );
      expect(erased.stdout).toContain("2 had not been delivered yet: now failed");
      expect(erased.stdout).toContain("they will never be sent");
      expect(erased.stdout).toContain("erase it there too (ERP ids 314)");
      await afterErase(erased.stdout);

      expect(await store.get(1)).toMatchObject({
        state: "delivered",
        erpId: 314,
        contact: { full_name: "", email: "", phone: "", message: "" },
        erasedAt: expect.any(Number),
      });
      expect(await store.get(2)).toMatchObject({
        state: "failed",
        contact: { email: "" },
        erasedAt: expect.any(Number),
      });
      expect((await store.get(3))?.contact.email).toBe("someone@example.com");
      expect((await cli("show", "2")).stdout).toMatch(
        /^erased:\s+\S+ \(personal data erased by an operator\)$/m,
      );
      const retried = await cli("retry", "2");
      expect(retried).toMatchObject({ code: 1, stderr: expect.stringContaining("it cannot be sent") });

      // Nothing is left to export or erase for that address.
      expect(JSON.parse((await cli("export", "mona.saleh@example.com")).stdout)).toMatchObject({ leads: [] });
      expect((await cli("erase", "mona.saleh@example.com")).stdout).toContain("Nothing to do.");
      expect(await cli("erase")).toMatchObject({
        code: 2,
        stderr: expect.stringContaining("needs an e-mail"),
      });
    });
  });
}

personRequests(
  "SQLite",
  async () => {
    const personDir = mkdtempSync(path.join(os.tmpdir(), "leads-cli-person-"));
    const store = openSqliteStore(personDir);
    const close = store.close.bind(store);
    store.close = async () => {
      await close();
      rmSync(personDir, { recursive: true, force: true });
    };
    return { store, env: { DATA_DIR: personDir } };
  },
  async (stdout) => {
    // SQLite overwrites the values in place (secure_delete): nothing to vacuum.
    expect(stdout).not.toContain("Vacuum");
  },
);

describe("on PostgreSQL", () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(() => cluster?.destroy());
  let databaseUrl: string;
  /** When the leads table was last vacuumed other than by autovacuum (null: never). */
  async function lastVacuum(): Promise<Date | null> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ last: Date | null }>(
        "SELECT last_vacuum AS last FROM pg_stat_user_tables WHERE relname = 'leads'",
      );
      return rows[0]!.last;
    } finally {
      await client.end();
    }
  }
  personRequests(
    "PostgreSQL",
    async () => {
      databaseUrl = await cluster.createDatabase();
      return {
        store: await openPostgresStore(databaseUrl, { log: { error() {} } }),
        env: { DATABASE_URL: databaseUrl },
      };
    },
    async (stdout) => {
      // The erasure's UPDATE left the old row versions, with the values, as dead tuples: the
      // command vacuums the table at once rather than leaving them to autovacuum, and says so.
      expect(stdout).toContain(
        "Vacuumed the leads table: PostgreSQL has reclaimed the old row versions that held these values.",
      );
      const last = await lastVacuum();
      expect(last).not.toBeNull();
      expect(Date.now() - last!.getTime()).toBeLessThan(60_000);
    },
  );
});
