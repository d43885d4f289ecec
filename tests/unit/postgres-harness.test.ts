import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { findPostgresBin, startPostgres } from "../support/postgres";

async function select1(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query<{ one: number }>("SELECT 1 AS one")).rows[0]?.one;
  } finally {
    await client.end();
  }
}

describe("the tests' PostgreSQL", () => {
  it("fails, saying what to install, when PostgreSQL is not where PG_BIN says", () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), "no-pg-"));
    try {
      expect(() => findPostgresBin({ PG_BIN: empty })).toThrow(/apt-get install -y postgresql/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("finds the installed PostgreSQL on its own", () => {
    const bin = findPostgresBin({ PATH: process.env.PATH });
    expect(existsSync(path.join(bin, "initdb"))).toBe(true);
  });

  it(
    "starts a cluster, makes databases, stops and restarts it, and removes it",
    { timeout: 60_000 },
    async () => {
      const cluster = await startPostgres();
      try {
        const url = await cluster.createDatabase();
        expect(url).toMatch(new RegExp(`^postgres://postgres@127\\.0\\.0\\.1:${cluster.port}/test_`));
        expect(await cluster.createDatabase()).not.toBe(url);
        expect(await select1(url)).toBe(1);
        await cluster.stop();
        await expect(select1(url)).rejects.toThrow(/ECONNREFUSED/);
        await cluster.start();
        expect(await select1(url)).toBe(1);
      } finally {
        await cluster.destroy();
      }
      await expect(select1(cluster.url())).rejects.toThrow(/ECONNREFUSED/);
    },
  );
});
