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

  it("refuses a database made by newer code", async () => {
    await openSqliteStore(dir).close();
    const db = new Database(path.join(dir, DATABASE_FILE));
    db.pragma(`user_version = ${migrations.length + 1}`);
    db.close();
    expect(() => openSqliteStore(dir)).toThrow(/newer than this code knows/);
  });
});
