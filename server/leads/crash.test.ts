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
      // As the form's script sends them: a person's fill time and the empty hidden field.
      fill_ms: 60_000,
      website: "",
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

/** The lead stored for `email`, read while the server runs (as `probe` writes). */
async function storedLead(email: string) {
  return (await storedLeads()).find((lead) => lead.contact.email === email);
}

/**
 * A lease outlives the longest attempt (60 s, and 5 s more): a lead a killed process was sending
 * waits that long for the restarted one. Attempts against an ERP that is down last milliseconds,
 * and the test kills between them, but this is how long the restarted server may take if not.
 */
const LEASE_MS = 65_000;

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
      // The answer does not wait for the first attempt (decision 025): killed once it has failed
      // against the ERP that is down, and the lead waits, pending, for its retry.
      await until(async () => {
        const lead = await storedLead("killed-after-202@example.com");
        return lead !== undefined && lead.attempts >= 1 && lead.lockedBy === null;
      });
      first.process.kill("SIGKILL");
      expect(await first.exited).toMatchObject({ signal: "SIGKILL" });
      expect(erp.leads).toHaveLength(0);
      expect(await storedLead("killed-after-202@example.com")).toMatchObject({ state: "pending" });

      erp.setMode("up");
      const second = await startSite();
      await until(() => erp.leads.length === 1, LEASE_MS + 10_000);
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
    "does not send again, after a restart, a lead delivered just before SIGKILL",
    { timeout: 120_000 },
    async () => {
      const first = await startSite();
      const res = await post(first, "killed-after-delivery@example.com");
      // Answered once committed (decision 025); the outbox delivers it right after.
      expect(res.status).toBe(202);
      // Killed as soon as the outbox has recorded the delivery.
      await until(async () => (await storedLead("killed-after-delivery@example.com"))?.state === "delivered");
      first.process.kill("SIGKILL");
      expect(await first.exited).toMatchObject({ signal: "SIGKILL" });
      expect(erp.leads.map((lead) => lead.vals.email_from)).toEqual(["killed-after-delivery@example.com"]);

      const second = await startSite();
      // Past the point where it would have been sent again: the restarted worker has made a pass over
      // the outbox (it sent a lead written after it started), and the server has stopped, finishing
      // what it was sending.
      const later = await probe();
      second.process.kill("SIGTERM");
      expect(await second.exited).toMatchObject({ code: 0 });
      expect(erp.leads.map((lead) => lead.vals.email_from)).toEqual([
        "killed-after-delivery@example.com",
        later,
      ]);
      expect(erp.calls.create).toBe(2);
    },
  );

  it("on SIGTERM, lets the delivery of a lead just answered finish", { timeout: 120_000 }, async () => {
    erp.setMode("slow");
    const site = await startSite();
    const res = await post(site, "sigterm@example.com");
    // Answered once committed, without waiting for the ERP (authorise, token and create take
    // 1 s each here): nothing has reached it yet.
    expect(res.status).toBe(202);
    expect(erp.leads).toHaveLength(0);
    // The delivery is under way: the ERP has received its first call (it counts calls as they arrive).
    await until(() => erp.calls.authorize === 1);
    site.process.kill("SIGTERM");
    expect(await site.exited).toMatchObject({ code: 0 });
    expect(erp.leads.map((lead) => lead.vals.email_from)).toEqual(["sigterm@example.com"]);
    expect(await storedLeads()).toMatchObject([{ state: "delivered", attempts: 1 }]);
  });
});
