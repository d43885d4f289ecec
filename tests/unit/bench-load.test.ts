import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactLatency, LOAD_POW_KEY_PREFIX } from "../../bench/load";
import { buildOpsServer, buildServer } from "../../server/app";
import { loadConfig } from "../../server/config";
import { buildDir, requireBuild } from "../support/build";

// The bench's lead intake test (bench/load.ts) against the real server over the real build, on a
// real SQLite outbox: its posts must be what a person's form sends, so that what it measures is a
// visitor's lead being checked and stored for delivery, not a suspect one being held.

let dataDir: string;
let site: FastifyInstance;
let ops: FastifyInstance;
const origin = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-load-test-"));
  const config = loadConfig({
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    SITE_URL: requireBuild().siteUrl,
    LOG_LEVEL: "silent",
    CONTACT_RATE_LIMIT: "1000000",
    // The bench's prefix with the default cost: each check derives one key of 3000 iterations.
    SPAM_POW_KEY_PREFIX: LOAD_POW_KEY_PREFIX,
  });
  site = await buildServer(config, { logger: false });
  ops = await buildOpsServer(site);
  await site.listen({ host: "127.0.0.1", port: 0 });
  await ops.listen({ host: "127.0.0.1", port: 0 });
});

afterAll(async () => {
  await ops?.close();
  await site?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("contactLatency", () => {
  it("posts as a person does: every lead is stored for delivery, none held as suspect", async () => {
    const result = await contactLatency({
      origins: [origin(site)],
      health: `${origin(ops)}/healthz`,
      name: "Contact API, SQLite",
      store: "the SQLite outbox",
      amount: 30,
      connections: 3,
    });
    if ("unavailable" in result) throw new Error(result.unavailable);
    expect(result.statusCodes).toEqual({ 202: 30 });
    expect(result.errors).toBe(0);
    const health = (await (await fetch(`${origin(ops)}/healthz`)).json()) as {
      outbox: { pending: number; held: number };
    };
    // The probe's lead and the run's.
    expect(health.outbox).toMatchObject({ pending: 31, held: 0 });
    expect(result.note).toContain("person's post");
  });
});
