import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killSiteProcesses, startSiteProcess, type SiteProcess } from "../tests/support/site-process";

/** `npm start`'s own process: what the public port and the operators' listener each answer. */
let site: SiteProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "ops-"));
  site = await startSiteProcess({ DATA_DIR: dataDir });
}, 60_000);
afterAll(async () => {
  killSiteProcesses();
  await site?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the operators' endpoints", () => {
  it("are not on the public port: /metrics is 404 and /healthz says only that the site is up", async () => {
    const metrics = await fetch(`${site.url}/metrics`);
    expect(metrics.status).toBe(404);
    expect(await metrics.text()).not.toContain("outbox_");
    const health = await fetch(`${site.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
  });

  it("are on the operators' listener, on 127.0.0.1 and another port", async () => {
    expect(new URL(site.opsUrl).hostname).toBe("127.0.0.1");
    expect(new URL(site.opsUrl).port).not.toBe(new URL(site.url).port);
    const metrics = await fetch(`${site.opsUrl}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('outbox_leads{state="pending"} 0');
    const health = await fetch(`${site.opsUrl}/healthz`);
    expect(await health.json()).toMatchObject({
      status: "ok",
      backend: "sqlite",
      outbox: { pending: 0, delivered: 0, failed: 0 },
    });
    expect((await fetch(`${site.opsUrl}/`)).status).toBe(404);
  });
});
