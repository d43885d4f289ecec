import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStore } from "./open";

const log = { info() {}, warn() {}, error() {} };
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "leads-open-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("choosing the outbox's store", () => {
  it("is SQLite in DATA_DIR without DATABASE_URL", async () => {
    const store = await openStore({ dataDir: dir, databaseUrl: undefined }, log);
    expect(store.backend).toBe("sqlite");
    await store.close();
  });

  it("refuses a DATABASE_URL that is not a PostgreSQL URL, naming the variable", async () => {
    await expect(openStore({ dataDir: dir, databaseUrl: "mysql://db/leads" }, log)).rejects.toThrow(
      /^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
  });
});
