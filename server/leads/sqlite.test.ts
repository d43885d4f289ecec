import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_FILE, migrations, openSqliteStore } from "./sqlite";
import { lead, WINDOW } from "./store-contract";

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

  it("refuses a database made by newer code", async () => {
    await openSqliteStore(dir).close();
    const db = new Database(path.join(dir, DATABASE_FILE));
    db.pragma(`user_version = ${migrations.length + 1}`);
    db.close();
    expect(() => openSqliteStore(dir)).toThrow(/newer than this code knows/);
  });
});
