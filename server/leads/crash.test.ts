import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeErp, type FakeErp } from "../../tests/fake-erp/server";
import { requireBuild } from "../../tests/support/build";
import {
  killSiteProcesses,
  startSiteProcess,
  until,
  type SiteProcess,
} from "../../tests/support/site-process";
import { contentHash } from "./outbox";
import { openSqliteStore } from "./sqlite";
import { proofFrom } from "../spam/solve";

/**
 * The real server as a process (`node server/main.ts`), killed and restarted: an accepted lead
 * survives SIGKILL at any moment after the answer, and is delivered once.
 */
let erp: FakeErp;
let dataDir: string;

function startSite(): Promise<SiteProcess> {
  return startSiteProcess({
    DATA_DIR: dataDir,
    ERP_BASE_URL: erp.baseUrl,
    ERP_CLIENT_ID: "website",
    ERP_CLIENT_SECRET: "website-secret",
    ERP_TIMEOUT_MS: "2000",
    LEADS_RETRY_BASE_MS: "100",
    LEADS_POLL_MS: "100",
    // Proofs of work the test solves in a few ms.
    SPAM_POW_COST: "1",
    SPAM_POW_KEY_PREFIX: "0",
  });
}

/** A keep-alive post, as browsers send it: the server must still stop promptly on SIGTERM. */
async function post(site: SiteProcess, email: string) {
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
      altcha: await proofFrom(site.url),
    }),
  });
}

/**
 * A lead put straight into the outbox, as another process would: only the worker's next pass
 * over the outbox sends it. Once the ERP has it, that worker has looked at every lead due since
 * the probe was written; resolves with its e-mail address.
 */
async function probe(): Promise<string> {
  const contact = {
    full_name: "Probe Lead",
    phone: "+966 11 234 5678",
    email: "probe@example.com",
    message: "A lead written into the outbox by the test.",
    interests: [],
  };
  const store = openSqliteStore(dataDir);
  try {
    await store.add({ key: null, lang: "en", contact, contentHash: contentHash(contact) }, Date.now(), 0);
  } finally {
    await store.close();
  }
  await until(() => erp.leads.some((lead) => lead.vals.email_from === contact.email));
  return contact.email;
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
  killSiteProcesses();
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
      // Past the point where a second delivery would have gone out: a later pass of the worker has
      // sent a lead written after this one, and the server has stopped, finishing what it was sending.
      const later = await probe();
      second.process.kill("SIGTERM");
      expect(await second.exited).toMatchObject({ code: 0 });
      expect(erp.leads.map((lead) => lead.vals.email_from)).toEqual(["killed-after-202@example.com", later]);
      expect(await storedLeads()).toMatchObject([{ state: "delivered" }, { state: "delivered" }]);
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
      // Past the point where it would have been sent again: the restarted worker has made a pass over
      // the outbox (it sent a lead written after it started), and the server has stopped, finishing
      // what it was sending.
      const later = await probe();
      second.process.kill("SIGTERM");
      expect(await second.exited).toMatchObject({ code: 0 });
      expect(erp.leads.map((lead) => lead.vals.email_from)).toEqual(["killed-after-200@example.com", later]);
      expect(erp.calls.create).toBe(2);
    },
  );

  it(
    "on SIGTERM, answers the request in flight and lets its delivery finish",
    { timeout: 120_000 },
    async () => {
      erp.setMode("slow");
      const site = await startSite();
      const answer = post(site, "sigterm@example.com");
      // The delivery is under way: the ERP has received its first call (it counts calls as they arrive).
      await until(() => erp.calls.authorize === 1);
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
