import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeErp, type FakeErp } from "../../tests/fake-erp/server";
import { buildDir, requireBuild } from "../../tests/support/build";
import { openSqliteStore } from "./sqlite";

/**
 * The real server as a process (`node server/main.ts`), killed and restarted: an accepted lead
 * survives SIGKILL at any moment after the answer, and is delivered once.
 */
const root = path.resolve(import.meta.dirname, "../..");
let erp: FakeErp;
let dataDir: string;
const children = new Set<ChildProcess>();

interface Site {
  url: string;
  process: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startSite(): Promise<Site> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOST: "127.0.0.1",
      PORT: "0",
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      SITE_URL: requireBuild().siteUrl,
      LOG_LEVEL: "info",
      ERP_BASE_URL: erp.baseUrl,
      ERP_CLIENT_ID: "website",
      ERP_CLIENT_SECRET: "website-secret",
      ERP_TIMEOUT_MS: "2000",
      LEADS_RETRY_BASE_MS: "100",
      LEADS_POLL_MS: "100",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the site did not start:\n${output}`)), 45_000);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve({ url: listening[1]!, process: child, exited });
      }
    });
    void exited.then(({ code, signal }) =>
      reject(new Error(`the site exited (${code ?? signal}):\n${output}`)),
    );
  });
}

/** A keep-alive post, as browsers send it: the server must still stop promptly on SIGTERM. */
function post(site: Site, email: string) {
  return fetch(`${site.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      full_name: "Omar Nasser",
      phone: "+966 11 234 5678",
      email,
      message: "Call me back, please.",
      interests: ["Digital Transformation"],
      lang: "en",
    }),
  });
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function storedLeads() {
  const store = openSqliteStore(dataDir);
  try {
    return await store.list();
  } finally {
    await store.close();
  }
}

beforeAll(async () => {
  requireBuild();
  erp = await startFakeErp({ slowMs: 1000 });
});
afterAll(() => erp.close());
beforeEach(() => {
  erp.reset();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "crash-"));
});
afterEach(async () => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the server killed and restarted", () => {
  it(
    "delivers, after a restart, a lead accepted (202) just before SIGKILL, once",
    { timeout: 120_000 },
    async () => {
      erp.setMode("down");
      const first = await startSite();
      const res = await post(first, "killed-after-202@example.com");
      expect(res.status).toBe(202);
      first.process.kill("SIGKILL");
      expect(await first.exited).toMatchObject({ signal: "SIGKILL" });
      expect(erp.leads).toHaveLength(0);

      erp.setMode("up");
      const second = await startSite();
      await until(() => erp.leads.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(erp.leads.map((lead) => lead.vals.email_from)).toEqual(["killed-after-202@example.com"]);
      second.process.kill("SIGTERM");
      expect(await second.exited).toMatchObject({ code: 0 });
      expect(await storedLeads()).toMatchObject([{ state: "delivered" }]);
    },
  );

  it(
    "does not send again, after a restart, a lead delivered (200) just before SIGKILL",
    { timeout: 120_000 },
    async () => {
      const first = await startSite();
      const res = await post(first, "killed-after-200@example.com");
      expect(res.status).toBe(200);
      first.process.kill("SIGKILL");
      await first.exited;

      const second = await startSite();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(erp.leads).toHaveLength(1);
      expect(erp.calls.create).toBe(1);
      second.process.kill("SIGTERM");
      await second.exited;
    },
  );

  it(
    "on SIGTERM, answers the request in flight and lets its delivery finish",
    { timeout: 120_000 },
    async () => {
      erp.setMode("slow");
      const site = await startSite();
      const answer = post(site, "sigterm@example.com");
      await new Promise((resolve) => setTimeout(resolve, 300));
      site.process.kill("SIGTERM");
      const res = await answer;
      // Authorise, token and create take 1 s each: more than the 3 s the visitor waits.
      expect(res.status).toBe(202);
      expect(await site.exited).toMatchObject({ code: 0 });
      expect(erp.leads.map((lead) => lead.vals.email_from)).toEqual(["sigterm@example.com"]);
      expect(await storedLeads()).toMatchObject([{ state: "delivered", attempts: 1 }]);
    },
  );
});
