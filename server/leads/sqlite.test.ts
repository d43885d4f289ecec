import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_FILE, migrations, openSqliteStore } from "./sqlite";
import { contentHash } from "./outbox";
import type { NewLead } from "./store";
import { lead, WINDOW } from "./store-contract";

/** Values no other bytes of the file could hold by chance. */
const SECRET = {
  full_name: "Zubaida Qatarneh-Vexworth",
  phone: "+971 55 987 1234",
  email: "zubaida.vexworth@example.org",
  message: "Our budget is 4,2 million; call after Ramadan. زبيدة القطارنة",
  interests: ["Others" as const],
};
const secretLead: NewLead = {
  key: "secret-key-8f3a91c2",
  lang: "ar",
  contact: SECRET,
  contentHash: contentHash(SECRET),
  attribution: { source: "mailer-zubaida", medium: "email", campaign: "vexworth-spring" },
};
const SECRET_VALUES = [
  SECRET.full_name,
  SECRET.phone,
  SECRET.email,
  "4,2 million",
  "زبيدة القطارنة",
  secretLead.key!,
  secretLead.contentHash,
  "mailer-zubaida",
];

/** Which of the secret values the database's files (the file, its WAL) still hold, byte for byte. */
function valuesOnDisk(dir: string): string[] {
  const files = [DATABASE_FILE, `${DATABASE_FILE}-wal`]
    .map((name) => path.join(dir, name))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file));
  return SECRET_VALUES.filter((value) => files.some((bytes) => bytes.includes(Buffer.from(value, "utf8"))));
}

/** What only the SQLite store does; the contract both stores keep is in store-contract.ts. */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "leads-sqlite-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the SQLite outbox store", () => {
  it("creates its schema once, in WAL mode, and keeps leads across reopening", async () => {
    const store = openSqliteStore(dir);
    const { lead: stored } = await store.add(lead(), 1000, WINDOW);
    await store.close();
    const db = new Database(path.join(dir, DATABASE_FILE), { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("user_version", { simple: true })).toBe(migrations.length);
    db.close();
    const again = openSqliteStore(dir);
    expect(await again.get(stored.id)).toEqual(stored);
    await again.close();
  });

  it("brings an outbox of the first schema up to date, its leads kept, without attribution", async () => {
    const db = new Database(path.join(dir, DATABASE_FILE));
    db.exec(migrations[0]!);
    db.pragma("user_version = 1");
    db.prepare(
      `INSERT INTO leads (content_hash, lang, full_name, phone, email, message, interests, state, created_at, updated_at, next_attempt_at)
       VALUES ('h', 'ar', 'Old Lead', '+971 4 123 4567', 'old@example.com', 'Hi', '[]', 'pending', 1, 1, 1)`,
    ).run();
    db.close();
    const store = openSqliteStore(dir);
    expect(await store.get(1)).toMatchObject({
      contact: { full_name: "Old Lead" },
      attribution: { source: null, medium: null, campaign: null },
    });
    const { lead: added } = await store.add(
      { ...lead(), attribution: { source: "x", medium: "y", campaign: "z" } },
      2,
      WINDOW,
    );
    expect((await store.get(added.id))?.attribution).toEqual({ source: "x", medium: "y", campaign: "z" });
    await store.close();
  });

  it("erases a lead's values from the database file and its WAL, not only from its rows", async () => {
    const store = openSqliteStore(dir);
    // A lead that went through the usual rewrites (claimed, retried, delivered), each of which
    // frees the row's previous cell, while its neighbours stay.
    await store.add(lead(1), 1000, WINDOW);
    const { lead: stored } = await store.add(secretLead, 1000, WINDOW);
    await store.add(lead(2), 1000, WINDOW);
    await store.claim(stored.id, "a", 90_000, 1000);
    await store.markPending(stored.id, "a", {
      at: 1100,
      error: "HTTP 503",
      nextAttemptAt: 1200,
      countAttempt: true,
    });
    await store.claim(stored.id, "a", 90_000, 1200);
    await store.markDelivered(stored.id, {
      at: 2000,
      erpId: 5,
      erpMessage: { en: "Thanks Zubaida" },
      status: 201,
    });
    expect(valuesOnDisk(dir)).toEqual(SECRET_VALUES);

    expect(await store.eraseExpired({ deliveredBefore: 2000, othersBefore: 0 }, 3000)).toBe(1);
    // The store is still open (as in the server): the file and whatever WAL is left hold none.
    expect(valuesOnDisk(dir)).toEqual([]);
    expect((await store.get(1))?.contact).toEqual(lead(1).contact);
    await store.close();
    expect(valuesOnDisk(dir)).toEqual([]);
  });

  it("erases on a person's request as thoroughly, the WAL emptied", async () => {
    const store = openSqliteStore(dir);
    const { lead: stored } = await store.add(secretLead, 1000, WINDOW);
    await store.add(lead(1), 1000, WINDOW);
    expect(valuesOnDisk(dir)).toEqual(SECRET_VALUES);
    expect(await store.erase([stored.id], 2000)).toHaveLength(1);
    expect(valuesOnDisk(dir)).toEqual([]);
    await store.close();
  });

  it("leaves no freed copy behind in a file written before erasure existed", async () => {
    // The second schema, written as the earlier code did (no secure_delete): each update leaves the
    // row's previous cell, values and all, in the page's free space.
    const db = new Database(path.join(dir, DATABASE_FILE));
    db.pragma("journal_mode = WAL");
    db.exec(migrations[0]!);
    db.exec(migrations[1]!);
    db.pragma("user_version = 2");
    const insert = db.prepare(
      `INSERT INTO leads (idempotency_key, content_hash, lang, full_name, phone, email, message, interests,
                          utm_source, state, created_at, updated_at, next_attempt_at)
       VALUES (?, ?, 'ar', ?, ?, ?, ?, '[]', ?, 'pending', 1, 1, 1)`,
    );
    const neighbour = (n: number) => {
      const { full_name, phone, email, message } = lead(n).contact;
      insert.run(`neighbour-${n}`, "h", full_name, phone, email, message, null);
    };
    neighbour(1);
    const { full_name, phone, email, message } = SECRET;
    insert.run(secretLead.key, secretLead.contentHash, full_name, phone, email, message, "mailer-zubaida");
    neighbour(2);
    // Claimed (the row grows and moves, its old cell freed) and delivered (it shrinks again).
    db.prepare("UPDATE leads SET locked_by = 'a-much-longer-owner-name', updated_at = 2 WHERE id = 2").run();
    db.prepare("UPDATE leads SET state = 'delivered', locked_by = NULL WHERE id = 2").run();
    db.pragma("wal_checkpoint(TRUNCATE)");
    db.close();
    expect(valuesOnDisk(dir)).toEqual(SECRET_VALUES);

    const store = openSqliteStore(dir);
    expect(await store.eraseExpired({ deliveredBefore: 2, othersBefore: 0 }, 3000)).toBe(1);
    expect(valuesOnDisk(dir)).toEqual([]);
    await store.close();
  });

  it("upgrades an outbox of the third schema to the held state: ids, sequence, values and erasure kept", async () => {
    // The schema before the spam defence, written as that code did (WAL, secure_delete).
    const db = new Database(path.join(dir, DATABASE_FILE));
    db.pragma("journal_mode = WAL");
    db.pragma("secure_delete = ON");
    for (const migration of migrations.slice(0, 3)) db.exec(migration);
    db.pragma("user_version = 3");
    const insert = db.prepare(
      `INSERT INTO leads (id, idempotency_key, content_hash, lang, full_name, phone, email, message, interests,
                          utm_source, state, created_at, updated_at, next_attempt_at, erp_id, delivered_at)
       VALUES (@id, @key, @hash, 'ar', @name, @phone, @email, @message, '["Others"]', @utm, @state, 1, 2, @next,
               @erp, @delivered)`,
    );
    const { full_name, phone, email, message } = lead(1).contact;
    insert.run({
      id: 3,
      key: "k-3",
      hash: "h3",
      name: full_name,
      phone,
      email,
      message,
      utm: "news",
      state: "pending",
      next: 5,
      erp: null,
      delivered: null,
    });
    insert.run({
      id: 5,
      key: secretLead.key,
      hash: secretLead.contentHash,
      name: SECRET.full_name,
      phone: SECRET.phone,
      email: SECRET.email,
      message: SECRET.message,
      utm: "mailer-zubaida",
      state: "delivered",
      next: null,
      erp: 77,
      delivered: 2,
    });
    // Erased by the retention of that version; a later lead (id 9) was deleted by hand.
    db.prepare(
      `UPDATE leads SET full_name = '', phone = '', email = '', message = '', content_hash = '',
              idempotency_key = NULL, utm_source = NULL, erased_at = 3 WHERE id = 5`,
    ).run();
    db.prepare("UPDATE sqlite_sequence SET seq = 9 WHERE name = 'leads'").run();
    db.pragma("wal_checkpoint(TRUNCATE)");
    db.close();
    expect(valuesOnDisk(dir)).toEqual([]);

    const store = openSqliteStore(dir);
    expect(await store.get(3)).toMatchObject({
      id: 3,
      key: "k-3",
      state: "pending",
      nextAttemptAt: 5,
      contact: lead(1).contact,
      attribution: { source: "news" },
      spam: null,
    });
    expect(await store.get(5)).toMatchObject({
      state: "delivered",
      erpId: 77,
      erasedAt: 3,
      contact: { full_name: "", email: "" },
    });
    // The sequence goes on after the highest id ever given, not the highest left.
    const { lead: next } = await store.add(
      { ...lead(2), verdict: { held: true, score: 5, reasons: ["proof-missing"] } },
      10,
      WINDOW,
    );
    expect(next).toMatchObject({ id: 10, state: "held", nextAttemptAt: null });
    expect(await store.counts()).toEqual({ pending: 1, delivered: 1, failed: 0, held: 1 });
    expect(valuesOnDisk(dir)).toEqual([]);
    await store.close();
    const check = new Database(path.join(dir, DATABASE_FILE), { readonly: true });
    expect(check.pragma("user_version", { simple: true })).toBe(migrations.length);
    expect(
      check.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'leads%' ORDER BY name").pluck().all(),
    ).toEqual(["leads", "leads_content", "leads_due", "leads_message", "leads_reference", "leads_unerased"]);
    check.close();
  });

  it("refuses a database made by newer code", async () => {
    await openSqliteStore(dir).close();
    const db = new Database(path.join(dir, DATABASE_FILE));
    db.pragma(`user_version = ${migrations.length + 1}`);
    db.close();
    expect(() => openSqliteStore(dir)).toThrow(/newer than this code knows/);
  });
});
