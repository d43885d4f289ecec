import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOdoo, type FakeOdoo } from "../../tests/fake-erp/odoo";
import { Outbox } from "../leads/outbox";
import { openSqliteStore } from "../leads/sqlite";
import type { Lead, LeadStore } from "../leads/store";
import { createOdooTarget, retryAfter, type OdooSettings } from "./odoo";
import { plaintextToHtml } from "./lead";
import { externalId } from "./odoo-lead";

const contact = {
  full_name: "مُحَمَّد علي",
  phone: "+971 50 123 4567",
  email: "m.ali@example.com",
  message: 'Line one\nLine "two" & <b>100%</b>',
  interests: ["Web Development" as const, "Others" as const],
};

function storedLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 41,
    key: "7d0f5a3e-1c4b-4a7e-9a51-3f2d8e6b9c10",
    contentHash: "h",
    lang: "ar",
    contact,
    attribution: { source: null, medium: null, campaign: null },
    state: "pending",
    attempts: 0,
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    nextAttemptAt: 1_700_000_000_000,
    lastAttemptAt: null,
    lastError: null,
    erpId: null,
    erpMessage: null,
    erpAnswer: null,
    deliveredAt: null,
    lockedBy: null,
    lockedUntil: null,
    ...overrides,
  };
}

let odoo: FakeOdoo;
let legacy: FakeOdoo;

beforeAll(async () => {
  [odoo, legacy] = await Promise.all([startFakeOdoo(), startFakeOdoo({ json2: false })]);
});
afterAll(async () => {
  await odoo.close();
  await legacy.close();
});
beforeEach(() => {
  odoo.reset();
  legacy.reset();
});

describe("Retry-After", () => {
  it("reads seconds and HTTP dates", () => {
    expect(retryAfter("120")).toBe(120_000);
    expect(retryAfter(new Date(10_000 + 30_000).toUTCString(), 10_000)).toBe(30_000);
    expect(retryAfter(null)).toBeUndefined();
    expect(retryAfter("soon")).toBeUndefined();
  });
});

describe("the lead's values for Odoo", () => {
  it("make the description as Odoo's plaintext2html does", () => {
    expect(plaintextToHtml("a < b & 'c'\nnext\n\nnew paragraph")).toBe(
      "<p>a &lt; b &amp; &#x27;c&#x27;<br/>next</p><p>new paragraph</p>",
    );
  });

  it("name the lead by its key, else by its id and creation time", () => {
    const keyed = externalId(storedLead());
    expect(keyed).toMatch(/^__import__\.website_lead_k[0-9a-f]{32}$/);
    expect(externalId(storedLead({ id: 99 }))).toBe(keyed);
    expect(externalId(storedLead({ key: null }))).toBe("__import__.website_lead_n41_1700000000000");
    expect(externalId(storedLead({ key: null, createdAt: 1 }))).not.toBe(
      externalId(storedLead({ key: null })),
    );
  });
});

describe.each(["json2", "xmlrpc"] as const)(
  "the Odoo target over %s, against the local Odoo",
  (transport) => {
    const settings = (overrides: Partial<OdooSettings> = {}): OdooSettings => ({
      url: odoo.url,
      db: odoo.db,
      apiKey: odoo.apiKey,
      login: odoo.login,
      transport,
      leadType: undefined,
      team: undefined,
      salesperson: undefined,
      company: undefined,
      timeoutMs: 2000,
      ...overrides,
    });

    it("delivers the lead with every field as Odoo's website form makes it", async () => {
      odoo.installArabic();
      const newsletter = odoo.addUtm("utm.campaign", "launch");
      const target = createOdooTarget(
        settings({ leadType: "opportunity", team: "sales_team.team_sales_department", salesperson: "8" }),
      );
      const result = await target.deliver(
        storedLead({ attribution: { source: "Newsletter", medium: "banner", campaign: "launch" } }),
      );
      expect(result).toEqual({ ok: true, status: 200, erpId: 1, message: null });
      expect(odoo.leads).toHaveLength(1);
      const lead = odoo.leads[0]!;
      expect(lead).toMatchObject({
        name: "Website - مُحَمَّد علي",
        contact_name: "مُحَمَّد علي",
        email_from: "m.ali@example.com",
        phone: "+971 50 123 4567",
        type: "opportunity",
        user_id: 8,
        team_id: 1,
        campaign_id: newsletter,
      });
      expect(lead.description).toBe(
        "<p>Interests: Web Development, Others<br/>Message: Line one<br/>Line &quot;two&quot; &amp; &lt;b&gt;100%&lt;/b&gt;</p>" +
          "<p>utm_medium: banner</p>",
      );
      // Linked where a record of that name exists, the Website medium otherwise (the visitor's in the description).
      expect(odoo.nameOf("utm.source", lead.source_id)).toBe("Newsletter");
      expect(odoo.nameOf("utm.medium", lead.medium_id)).toBe("Website");
      expect(odoo.nameOf("res.lang", lead.lang_id)).toBe("Arabic / الْعَرَبيّة");
      expect(odoo.leadXmlids()).toEqual([externalId(storedLead())]);
    });

    it("leaves the lead unassigned without a salesperson, rather than give it to the API's user", async () => {
      const result = await createOdooTarget(settings()).deliver(storedLead({ lang: "en" }));
      expect(result.ok).toBe(true);
      expect(odoo.leads[0]).toMatchObject({ user_id: false, team_id: false, source_id: false });
      expect(odoo.nameOf("res.lang", odoo.leads[0]!.lang_id)).toBe("English (US)");
      expect(odoo.nameOf("utm.medium", odoo.leads[0]!.medium_id)).toBe("Website");
    });

    it("leaves one lead when Odoo committed it but the answer was lost, and the retry goes out", async () => {
      const target = createOdooTarget(settings());
      odoo.setMode("commit-then-drop");
      const lost = await target.deliver(storedLead());
      expect(lost).toMatchObject({ ok: false, retryable: true, cause: "network" });
      expect(odoo.leads).toHaveLength(1);
      odoo.setMode("up");
      const retried = await target.deliver(storedLead());
      expect(retried).toMatchObject({ ok: true, erpId: odoo.leads[0]!.id });
      expect(odoo.leads).toHaveLength(1);
      // Another lead (another key) is another record.
      await target.deliver(storedLead({ id: 42, key: "another-key-0001" }));
      expect(odoo.leads).toHaveLength(2);
    });

    it("calls a refused key a configuration error, retried", async () => {
      odoo.revokeKey();
      const result = await createOdooTarget(settings()).deliver(storedLead());
      expect(result).toMatchObject({ ok: false, cause: "configuration", retryable: true, configError: true });
      expect(odoo.leads).toHaveLength(0);
    });

    it("calls missing rights inside load (HTTP 200, ids false) a configuration error, retried", async () => {
      odoo.dropCrmRights();
      const result = await createOdooTarget(settings()).deliver(storedLead());
      expect(result).toMatchObject({
        ok: false,
        cause: "configuration",
        reason: "access-rights",
        retryable: true,
        configError: true,
        status: 200,
      });
      if (!result.ok) expect(result.error).toContain("You are not allowed to create");
      expect(odoo.leads).toHaveLength(0);
    });

    it("calls the record rule Personal Leads a configuration error when the lead is assigned to another", async () => {
      odoo.ownDocumentsOnly();
      const assigned = await createOdooTarget(settings({ salesperson: "8" })).deliver(storedLead());
      expect(assigned).toMatchObject({
        ok: false,
        cause: "configuration",
        reason: "record-rule",
        retryable: true,
      });
      expect(odoo.leads).toHaveLength(0);
      // Unassigned, the rule lets it in.
      expect(await createOdooTarget(settings()).deliver(storedLead())).toMatchObject({ ok: true });
    });

    it("calls a lock or a serialization failure inside load passing, retried", async () => {
      const target = createOdooTarget(settings());
      odoo.setMode("lock");
      expect(await target.deliver(storedLead())).toMatchObject({
        ok: false,
        cause: "server-error",
        retryable: true,
        status: 200,
      });
      odoo.setMode("psycopg2");
      expect(await target.deliver(storedLead())).toMatchObject({
        ok: false,
        cause: "server-error",
        retryable: true,
        status: 200,
      });
      expect(odoo.leads).toHaveLength(0);
    });

    it("calls a team, salesperson, medium or company of ours that does not resolve a configuration error", async () => {
      for (const overrides of [
        { team: "sales_team.team_nope" },
        { salesperson: "99" },
        { company: "base.company_nope" },
      ]) {
        const result = await createOdooTarget(settings(overrides)).deliver(storedLead());
        expect(result).toMatchObject({ ok: false, cause: "configuration", reason: "unresolved-reference" });
      }
      odoo.deleteWebsiteMediumXmlid();
      expect(await createOdooTarget(settings()).deliver(storedLead())).toMatchObject({
        ok: false,
        cause: "configuration",
        reason: "unresolved-reference",
      });
      expect(odoo.leads).toHaveLength(0);
    });

    it("calls a missing CRM app a configuration error, and a proxy's 503 passing", async () => {
      const target = createOdooTarget(settings());
      odoo.uninstallCrm();
      expect(await target.deliver(storedLead())).toMatchObject({
        ok: false,
        cause: "configuration",
        reason: "crm-app",
        retryable: true,
      });
      odoo.uninstallCrm(false);
      odoo.setMode("503");
      expect(await target.deliver(storedLead())).toMatchObject({
        ok: false,
        cause: "server-error",
        retryable: true,
      });
      expect(odoo.leads).toHaveLength(0);
    });

    it("calls a redirecting ODOO_URL a configuration error, and does not follow it", async () => {
      const redirector = createServer((req, res) => {
        res.writeHead(301, { location: `${odoo.url}${req.url}` }).end();
      });
      await new Promise<void>((resolve) => redirector.listen(0, "127.0.0.1", resolve));
      try {
        const { port } = redirector.address() as AddressInfo;
        const result = await createOdooTarget(settings({ url: `http://127.0.0.1:${port}` })).deliver(
          storedLead(),
        );
        expect(result).toMatchObject({ ok: false, cause: "configuration", retryable: true });
        if (!result.ok) expect(result.error).toContain("ODOO_URL redirects (HTTP 301");
        expect(odoo.requests).toHaveLength(0);
      } finally {
        await new Promise((resolve) => redirector.close(resolve));
      }
    });

    it("calls an unknown database a configuration error", async () => {
      const result = await createOdooTarget(settings({ db: "nope" })).deliver(storedLead());
      expect(result).toMatchObject({ ok: false, cause: "configuration", retryable: true });
    });

    it("calls a row error about the lead's own values a refusal, with Odoo's answer", async () => {
      odoo.requireField("partner_name");
      const result = await createOdooTarget(settings()).deliver(storedLead());
      expect(result).toMatchObject({ ok: false, cause: "refused", retryable: false, status: 200 });
      if (result.ok) throw new Error("delivered");
      expect(result.error).toContain("Missing required value for the field 'Company Name' (partner_name)");
      expect(JSON.parse(result.answer!)).toMatchObject({
        ids: false,
        messages: [{ type: "error", field: "partner_name" }],
      });
      expect(odoo.leads).toHaveLength(0);
    });

    it("delivers an Arabic lead to an English-only database, without a language, naming Arabic in the notes", async () => {
      const result = await createOdooTarget(settings()).deliver(storedLead({ lang: "ar" }));
      expect(result).toMatchObject({ ok: true });
      expect(odoo.leads[0]).toMatchObject({ lang_id: false });
      expect(odoo.leads[0]!.description).toContain("language: Arabic (ar_001)");
      // Once Arabic is installed (and the cached list is read again), it is set.
      odoo.installArabic();
      const later = await createOdooTarget(settings()).deliver(
        storedLead({ id: 2, key: "arabic-later-0002" }),
      );
      expect(later).toMatchObject({ ok: true });
      expect(odoo.nameOf("res.lang", odoo.leads[1]!.lang_id)).toBe("Arabic / الْعَرَبيّة");
      expect(odoo.leads[1]!.description).not.toContain("language:");
    });

    it("leaves the lead's type to Odoo: an opportunity on a fresh database, a lead with the Leads setting", async () => {
      await createOdooTarget(settings()).deliver(storedLead({ id: 1, key: "type-fresh-0001" }));
      odoo.leadsSetting();
      await createOdooTarget(settings()).deliver(storedLead({ id: 2, key: "type-leads-0002" }));
      // ODOO_LEAD_TYPE, when set, wins.
      await createOdooTarget(settings({ leadType: "opportunity" })).deliver(
        storedLead({ id: 3, key: "type-set-0003" }),
      );
      expect(odoo.leads.map((lead) => lead.type)).toEqual(["opportunity", "lead", "opportunity"]);
    });

    it("makes the API user follow none of the leads it creates", async () => {
      await createOdooTarget(settings()).deliver(storedLead());
      expect(odoo.leads[0]!.followers).toEqual([]);
    });

    it("links UTM values as Odoo matches them: any case, archived records too, % and _ taken literally", async () => {
      const target = createOdooTarget(settings());
      await target.deliver(
        storedLead({
          id: 1,
          key: "utm-case-0001",
          attribution: { source: "facebook", medium: "EMAIL", campaign: null },
        }),
      );
      await target.deliver(
        storedLead({
          id: 2,
          key: "utm-archived-0002",
          attribution: { source: "linkedin", medium: null, campaign: null },
        }),
      );
      await target.deliver(
        storedLead({
          id: 3,
          key: "utm-wild-0003",
          attribution: { source: "face%", medium: "_mail", campaign: null },
        }),
      );
      const [cased, archived, wild] = odoo.leads;
      expect(odoo.nameOf("utm.source", cased!.source_id)).toBe("Facebook");
      expect(odoo.nameOf("utm.medium", cased!.medium_id)).toBe("Email");
      expect(odoo.nameOf("utm.source", archived!.source_id)).toBe("LinkedIn");
      expect(wild).toMatchObject({ source_id: false });
      expect(odoo.nameOf("utm.medium", wild!.medium_id)).toBe("Website");
      expect(wild!.description).toContain("utm_source: face%<br/>utm_medium: _mail");
      // Nothing is created from a visitor's URL.
      expect(odoo.leads).toHaveLength(3);
    });

    it("sets the company from ODOO_COMPANY, by external ID or database id", async () => {
      const result = await createOdooTarget(settings({ company: "base.main_company" })).deliver(storedLead());
      expect(result).toMatchObject({ ok: true });
      expect(odoo.nameOf("res.company", odoo.leads[0]!.company_id)).toBe("My Company");
    });

    it("tells whether the API user may assign leads to ODOO_SALESPERSON, and which languages are active", async () => {
      const good = await createOdooTarget(settings({ salesperson: "8" })).check();
      expect(good.ok).toBe(true);
      expect(good.steps.find((s) => s.step === "right to assign leads to ODOO_SALESPERSON")?.detail).toMatch(
        /All Documents/,
      );
      expect(good.steps.find((s) => s.step === "languages")?.detail).toMatch(/not active in Odoo: ar_001/);
      odoo.ownDocumentsOnly();
      const own = await createOdooTarget(settings({ salesperson: "8" })).check();
      expect(own.ok).toBe(false);
      const step = own.steps.find((s) => s.step === "right to assign leads to ODOO_SALESPERSON");
      expect(step).toMatchObject({ ok: false });
      expect(step?.detail).toMatch(/Own Documents Only.*Personal Leads.*All Documents/s);
      // Without a salesperson the rule does not get in the way.
      expect((await createOdooTarget(settings()).check()).ok).toBe(true);
    });

    it("checks the settings and the key, creating nothing", async () => {
      const good = await createOdooTarget(settings()).check();
      expect(good.ok).toBe(true);
      expect(good.steps.map((s) => s.ok)).not.toContain(false);
      odoo.revokeKey();
      const bad = await createOdooTarget(settings()).check();
      expect(bad.ok).toBe(false);
      odoo.revokeKey(false);
      odoo.dropCrmRights();
      expect((await createOdooTarget(settings()).check()).ok).toBe(false);
      expect(odoo.leads).toHaveLength(0);
      expect(odoo.requests.some((r) => r.method === "load" || r.method === "create")).toBe(false);
    });
  },
);

describe("the transport, when ODOO_TRANSPORT is unset", () => {
  const settings = (server: FakeOdoo): OdooSettings => ({
    url: server.url,
    db: server.db,
    apiKey: server.apiKey,
    login: server.login,
    transport: undefined,
    leadType: undefined,
    team: undefined,
    salesperson: undefined,
    company: undefined,
    timeoutMs: 2000,
  });

  it("is JSON-2 when the server has it", async () => {
    expect((await createOdooTarget(settings(odoo)).deliver(storedLead())).ok).toBe(true);
    expect(odoo.requests.map((r) => [r.transport, r.model, r.method])).toEqual([
      ["version", undefined, undefined],
      ["json2", "res.lang", "search_read"],
      ["json2", "crm.lead", "load"],
    ]);
  });

  it("is XML-RPC on a server without JSON-2", async () => {
    const target = createOdooTarget(settings(legacy));
    expect(await target.deliver(storedLead())).toMatchObject({ ok: true, erpId: 1 });
    expect(await target.deliver(storedLead({ id: 2, key: "second-key-0002" }))).toMatchObject({
      ok: true,
      erpId: 2,
    });
    expect(legacy.leads).toHaveLength(2);
    // Asked once; authenticated once.
    expect(legacy.requests.filter((r) => r.transport === "version")).toHaveLength(1);
    expect(legacy.requests.filter((r) => r.method === "authenticate")).toHaveLength(1);
  });

  it("names the database when it asks for the version, so a server with several finds JSON-2", async () => {
    const several = await startFakeOdoo({ databases: ["other", "odoo"] });
    try {
      const target = createOdooTarget({ ...settings(several), db: "odoo" });
      expect(await target.deliver(storedLead())).toMatchObject({ ok: true });
      expect(several.requests.map((r) => [r.transport, r.status])).toEqual([
        ["version", 200],
        ["json2", 200],
        ["json2", 200],
      ]);
    } finally {
      await several.close();
    }
  });

  it("takes a 404 for the version as no JSON-2 yet, and asks again after a failed delivery", async () => {
    const target = createOdooTarget(settings(legacy));
    legacy.revokeKey();
    expect(await target.deliver(storedLead())).toMatchObject({ ok: false, cause: "configuration" });
    legacy.revokeKey(false);
    expect(await target.deliver(storedLead())).toMatchObject({ ok: true });
    expect(legacy.requests.filter((r) => r.transport === "version")).toHaveLength(2);
  });

  it("skips the probe when ODOO_TRANSPORT names the transport", async () => {
    const target = createOdooTarget({ ...settings(legacy), transport: "xmlrpc" });
    legacy.revokeKey();
    await target.deliver(storedLead());
    legacy.revokeKey(false);
    expect(await target.deliver(storedLead())).toMatchObject({ ok: true });
    expect(legacy.requests.filter((r) => r.transport === "version")).toHaveLength(0);
  });
});

describe("the outbox delivering to the local Odoo", () => {
  let dir: string;
  let store: LeadStore;
  let outbox: Outbox;
  const errors: string[] = [];

  function open(server: FakeOdoo, apiKey = server.apiKey) {
    store = openSqliteStore(dir);
    outbox = new Outbox({
      store,
      target: createOdooTarget({
        url: server.url,
        db: server.db,
        apiKey,
        login: server.login,
        transport: undefined,
        leadType: undefined,
        team: undefined,
        salesperson: undefined,
        company: undefined,
        timeoutMs: 2000,
      }),
      log: { info() {}, warn() {}, error: (_obj, msg) => errors.push(msg) },
      retryBaseMs: 60_000,
      attemptTimeoutMs: 5000,
    });
  }
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "odoo-outbox-"));
    errors.length = 0;
  });
  afterEach(async () => {
    await outbox.stop(0);
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ["JSON-2", () => odoo],
    ["XML-RPC", () => legacy],
  ])("keeps the lead pending on a bad key (%s), logging a configuration error once", async (_, server) => {
    open(server(), "not-the-key");
    const submitted = await outbox.submit(contact, { key: "bad-key-lead-0001", lang: "en" });
    expect(submitted.outcome).toBe("queued");
    const lead = await store.get(1);
    expect(lead).toMatchObject({ state: "pending", attempts: 1 });
    expect(lead!.lastError).toMatch(/401|refused|Access Denied/);
    expect(errors.filter((msg) => msg.startsWith("ERP configuration error"))).toHaveLength(1);
    const metrics = await outbox.metrics.registry.metrics();
    expect(metrics).toContain('outbox_delivery_failures_total{cause="configuration"} 1');
  });

  it.each([
    ["JSON-2", () => odoo],
    ["XML-RPC", () => legacy],
  ])("marks the lead failed when Odoo refuses a value (%s), with its answer kept", async (_, server) => {
    server().requireField("partner_name");
    open(server());
    await outbox.submit(contact, { key: "refused-lead-0001", lang: "en" });
    const lead = await store.get(1);
    expect(lead).toMatchObject({ state: "failed" });
    expect(lead!.erpAnswer).toContain("partner_name");
    const metrics = await outbox.metrics.registry.metrics();
    expect(metrics).toContain('outbox_delivery_failures_total{cause="refused"} 1');
  });

  it("waits as long as Odoo's proxy asks (Retry-After) before the next attempt", async () => {
    open(odoo);
    odoo.setMode("429");
    await outbox.submit(contact, { key: "rate-limited-0001", lang: "en" });
    const lead = await store.get(1);
    expect(lead).toMatchObject({ state: "pending", attempts: 1 });
    // Its own backoff would be 30–60 s here (retryBaseMs 60 s); the proxy asked for 120 s.
    expect(lead!.nextAttemptAt! - lead!.lastAttemptAt!).toBeGreaterThanOrEqual(120_000);
    expect(await outbox.metrics.registry.metrics()).toContain(
      'outbox_delivery_failures_total{cause="rate-limited"} 1',
    );
  });

  it("delivers once after the answer to a committed lead was lost", async () => {
    open(odoo);
    odoo.setMode("commit-then-drop");
    await outbox.submit(contact, { key: "dropped-lead-0001", lang: "ar" });
    expect(await store.get(1)).toMatchObject({ state: "pending", attempts: 1 });
    odoo.setMode("up");
    expect(await outbox.retry(1)).toMatchObject({ state: "delivered", erpId: 1 });
    expect(odoo.leads).toHaveLength(1);
  });
});
