import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOdoo, type FakeOdoo } from "../../tests/fake-erp/odoo";
import { buildOpsServer, buildServer } from "../app";
import { loadConfig } from "../config";
import { attributionCookie } from "../leads/attribution";
import { injectedProof } from "../../tests/support/proof";

/**
 * The running server (the contact API, the outbox's worker, /metrics) delivering to the local Odoo
 * in the state of a fresh company database: English only, the Leads setting off. What a visitor
 * and an operator see, on both transports.
 */
let odoo: FakeOdoo;
beforeAll(async () => {
  odoo = await startFakeOdoo();
});
afterAll(() => odoo.close());

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 8000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(["json2", "xmlrpc"] as const)(
  "a lead from the contact form into a fresh Odoo over %s",
  (transport) => {
    let dataDir: string;
    let app: FastifyInstance;
    let ops: FastifyInstance;
    const log: string[] = [];

    beforeEach(async () => {
      odoo.reset();
      log.length = 0;
      dataDir = mkdtempSync(path.join(os.tmpdir(), "odoo-server-"));
      const config = loadConfig({
        DATA_DIR: dataDir,
        ERP_KIND: "odoo",
        ODOO_URL: odoo.url,
        ODOO_DB: odoo.db,
        ODOO_API_KEY: odoo.apiKey,
        ODOO_LOGIN: odoo.login,
        ODOO_TRANSPORT: transport,
        // Short, so the test sees the retry that would come five minutes later.
        LEADS_CONFIG_RETRY_MS: "300",
        LEADS_POLL_MS: "50",
        SPAM_POW_COST: "1",
      });
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          log.push(...chunk.toString("utf8").split("\n").filter(Boolean));
          done();
        },
      });
      app = await buildServer(config, { logger: { level: "info", stream }, pages: false });
      await app.ready();
      ops = await buildOpsServer(app);
    });
    afterEach(async () => {
      await ops.close();
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const post = async (lang: "en" | "ar", cookie?: string) =>
      app.inject({
        method: "POST",
        url: "/api/contact",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          ...(cookie ? { cookie } : {}),
        },
        payload: JSON.stringify({
          full_name: lang === "ar" ? "ليلى حداد" : "Layla Haddad",
          phone: "+971 4 123 4567",
          email: "layla@example.com",
          message: lang === "ar" ? "نحتاج تطبيقاً للجوال." : "We need a mobile app.",
          lang,
          // As the form's script sends them: a person's fill time and the empty hidden field.
          fill_ms: 60_000,
          website: "",
          altcha: await injectedProof(app),
        }),
      });

    const metrics = async () => (await ops.inject("/metrics")).body;

    it("delivers an Arabic lead as an opportunity nobody follows, with the source Facebook", async () => {
      const cookie = attributionCookie({ source: "facebook", medium: null, campaign: null }, false)!.split(
        ";",
      )[0]!;
      const res = await post("ar", cookie);
      // Answered once committed (decision 025); the outbox delivers it right after.
      expect(res.statusCode).toBe(202);
      await until(() => odoo.leads.length > 0);
      expect(odoo.leads).toHaveLength(1);
      const lead = odoo.leads[0]!;
      expect(lead).toMatchObject({
        type: "opportunity",
        followers: [],
        lang_id: false,
        contact_name: "ليلى حداد",
      });
      expect(odoo.nameOf("utm.source", lead.source_id)).toBe("Facebook");
      expect(lead.description).toContain("language: Arabic (ar_001)");
    });

    it("keeps a lead pending while the API user lacks rights, names the cause, and delivers it once they are back", async () => {
      odoo.dropCrmRights();
      const res = await post("en");
      expect(res.statusCode).toBe(202);
      // The answer does not wait for the attempt: the ERP's refusal is seen once it is over.
      await until(async () => (await metrics()).includes("outbox_erp_configuration_error{"));
      const during = await metrics();
      expect(during).toContain('outbox_leads{state="pending"} 1');
      expect(during).toContain('outbox_erp_configuration_error{reason="access-rights"} 1');
      expect(during).toMatch(/outbox_delivery_failures_total\{cause="configuration"\} [1-9]/);
      expect(log.some((line) => line.includes("ERP configuration error (access-rights)"))).toBe(true);
      expect(odoo.leads).toHaveLength(0);

      odoo.dropCrmRights(false);
      // No command: the worker's next slow retry gets it in.
      await until(() => odoo.leads.length === 1);
      await until(async () => (await metrics()).includes('outbox_leads{state="delivered"} 1'));
      const after = await metrics();
      expect(after).toContain('outbox_leads{state="pending"} 0');
      expect(after).not.toContain("outbox_erp_configuration_error{");
      expect(odoo.leads[0]).toMatchObject({ contact_name: "Layla Haddad", type: "opportunity" });
    });
  },
);
