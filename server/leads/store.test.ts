import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { startPostgres, type PostgresCluster } from "../../tests/support/postgres";
import { openPostgresStore } from "./postgres";
import { openSqliteStore } from "./sqlite";
import { storeContract } from "./store-contract";

const quiet = { error() {} };

describe("the SQLite outbox store", () => {
  let dir: string;
  storeContract({
    async fresh() {
      dir = mkdtempSync(path.join(os.tmpdir(), "leads-store-"));
    },
    async open() {
      return openSqliteStore(dir);
    },
    async cleanUp() {
      rmSync(dir, { recursive: true, force: true });
    },
  });
});

describe("the PostgreSQL outbox store", () => {
  let cluster: PostgresCluster;
  let url: string;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(() => cluster?.destroy());
  storeContract({
    async fresh() {
      url = await cluster.createDatabase();
    },
    open: () => openPostgresStore(url, { log: quiet }),
  });
});
