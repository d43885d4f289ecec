import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ERP_MESSAGE, startFakeErp, type FakeErp } from "../../tests/fake-erp/server";
import { createErpClient, type ErpSettings } from "./client";
import { erpLeadValues, leadDescription } from "./lead";
import { plaintextToHtml } from "./lead";

const contact = {
  full_name: "مُحَمَّد علي",
  phone: "+971 50 123 4567",
  email: "m.ali@example.com",
  message: 'Line one\nLine "two" & 100% ✓',
  interests: ["Web Development" as const, "Others" as const],
};

let erp: FakeErp;
let settings: ErpSettings;

beforeAll(async () => {
  erp = await startFakeErp({ slowMs: 400 });
  settings = { baseUrl: erp.baseUrl, clientId: "website", clientSecret: "website-secret", timeoutMs: 2000 };
});
afterAll(() => erp.close());
beforeEach(() => erp.reset());

describe("the lead's values", () => {
  it("are the table of docs/erp/restapi.md", () => {
    expect(erpLeadValues(contact, 10)).toEqual({
      contact_name: "مُحَمَّد علي",
      email_from: "m.ali@example.com",
      name: "Website - مُحَمَّد علي",
      phone: "+971 50 123 4567",
      // Escaped as the Odoo target escapes it (plaintext2html): the field is Html.
      description:
        "<p>Interests: Web Development, Others<br/>Message: Line one<br/>Line &quot;two&quot; &amp; 100% ✓</p>",
      source_id: 10,
    });
  });
  it("escape the description as the Odoo target does: what the visitor typed arrives as text, not markup", () => {
    const typed = {
      ...contact,
      message: '<script>alert(1)</script>\n<img src=x onerror="alert(2)">\n\nBye & thanks',
    };
    const attribution = { source: "<b>news</b>", medium: null, campaign: "it's" };
    const values = erpLeadValues(typed, 10, attribution);
    // The same escaping as the Odoo target's description (odooLeadRow), line by line.
    expect(values.description).toBe(
      plaintextToHtml([leadDescription(typed), "utm_source: <b>news</b>", "utm_campaign: it's"].join("\n")),
    );
    expect(values.description).toBe(
      "<p>Interests: Web Development, Others<br/>Message: &lt;script&gt;alert(1)&lt;/script&gt;<br/>" +
        "&lt;img src=x onerror=&quot;alert(2)&quot;&gt;</p><p>Bye &amp; thanks<br/>" +
        "utm_source: &lt;b&gt;news&lt;/b&gt;<br/>utm_campaign: it&#x27;s</p>",
    );
    expect(values.description).not.toMatch(/<(script|img|b)\b/);
  });

  it("leave the interests line out when none was chosen", () => {
    expect(leadDescription({ interests: [], message: "Hello" })).toBe("Message: Hello");
    expect(leadDescription({ interests: ["Digital Transformation"], message: "Hi" })).toBe(
      "Interests: Digital Transformation\nMessage: Hi",
    );
  });
});

describe("the ERP client against the local ERP", () => {
  it("authorises, gets a token and creates the lead with its values in `vals`", async () => {
    const client = createErpClient(settings);
    const result = await client.createLead(erpLeadValues(contact, 10));
    expect(result).toEqual({ ok: true, status: 201, erpId: 1, message: ERP_MESSAGE });
    expect(erp.leads).toHaveLength(1);
    expect(erp.leads[0]!.vals).toEqual(erpLeadValues(contact, 10));
    expect(erp.calls).toMatchObject({ authorize: 1, token: 1, create: 1 });
  });

  it("reuses its token until it expires", async () => {
    const client = createErpClient(settings);
    await client.createLead(erpLeadValues(contact, 10));
    await client.createLead(erpLeadValues(contact, 10));
    await Promise.all([
      client.createLead(erpLeadValues(contact, 10)),
      client.createLead(erpLeadValues(contact, 10)),
    ]);
    expect(erp.calls).toMatchObject({ authorize: 1, token: 1, create: 4 });
  });

  it("shares one new token between concurrent first calls", async () => {
    const client = createErpClient(settings);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => client.createLead(erpLeadValues(contact, 10))),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(erp.calls).toMatchObject({ authorize: 1, token: 1, create: 5 });
  });

  it("on a 401, drops the token and authorises again at once", async () => {
    const client = createErpClient(settings);
    await client.createLead(erpLeadValues(contact, 10));
    erp.setMode("expired-token");
    const result = await client.createLead(erpLeadValues(contact, 10));
    expect(result.ok).toBe(true);
    expect(erp.calls).toMatchObject({ authorize: 2, token: 2, create: 3, unauthorized: 1 });
    expect(erp.leads).toHaveLength(2);
  });

  it("treats a 403 on create as final and keeps the ERP's answer", async () => {
    erp.setMode("403");
    const result = await createErpClient(settings).createLead(erpLeadValues(contact, 10));
    expect(result).toMatchObject({ ok: false, retryable: false, configError: false, status: 403 });
    expect(!result.ok && result.answer).toContain("Access Denied");
    expect(!result.ok && result.error).toContain("create lead: HTTP 403 Access Denied");
  });

  it("treats an unknown source_id (403) as final", async () => {
    const result = await createErpClient(settings).createLead(erpLeadValues(contact, 99));
    expect(result).toMatchObject({ ok: false, retryable: false, status: 403 });
    expect(!result.ok && result.error).toContain("utm.source(99)");
  });

  it("retries 5xx answers, dropped connections and timeouts", async () => {
    erp.setMode("5xx");
    expect(await createErpClient(settings).createLead(erpLeadValues(contact, 10))).toMatchObject({
      ok: false,
      retryable: true,
      configError: false,
      status: 503,
    });
    erp.setMode("down");
    const down = await createErpClient(settings).createLead(erpLeadValues(contact, 10));
    expect(down).toMatchObject({ ok: false, retryable: true, configError: false });
    expect(!down.ok && down.error).toMatch(/^authorize: network error/);
    erp.setMode("slow");
    const slow = await createErpClient({ ...settings, timeoutMs: 150 }).createLead(
      erpLeadValues(contact, 10),
    );
    expect(slow).toMatchObject({ ok: false, retryable: true });
    expect(!slow.ok && slow.error).toBe("authorize: no answer within 150 ms");
    expect(erp.leads).toHaveLength(0);
  });

  it("retries refused credentials and flags them as a configuration error", async () => {
    const wrongId = await createErpClient({ ...settings, clientId: "nobody" }).createLead(
      erpLeadValues(contact, 10),
    );
    expect(wrongId).toMatchObject({ ok: false, retryable: true, configError: true, status: 401 });
    expect(!wrongId.ok && wrongId.error).toBe("authorize: HTTP 401 Invalid Credentials.");
    const wrongSecret = await createErpClient({ ...settings, clientSecret: "guess" }).createLead(
      erpLeadValues(contact, 10),
    );
    expect(wrongSecret).toMatchObject({ ok: false, retryable: true, configError: true, status: 401 });
    expect(!wrongSecret.ok && wrongSecret.error).toBe("access token: HTTP 401 Invalid Credentials.");
    const missing = await createErpClient({ ...settings, clientSecret: undefined }).createLead(
      erpLeadValues(contact, 10),
    );
    expect(missing).toMatchObject({ ok: false, retryable: true, configError: true });
  });

  it("reads a created lead without the company's message, and refuses nothing when unconfigured", async () => {
    const plain = await startFakeErp({ withMessage: false });
    try {
      const result = await createErpClient({ ...settings, baseUrl: plain.baseUrl }).createLead(
        erpLeadValues(contact, 10),
      );
      expect(result).toEqual({ ok: true, status: 201, erpId: 1, message: null });
    } finally {
      await plain.close();
    }
    const none = createErpClient({ ...settings, baseUrl: undefined });
    expect(none.configured).toBe(false);
    expect(await none.createLead(erpLeadValues(contact, 10))).toMatchObject({ ok: false, retryable: true });
  });

  it("stops when the caller aborts", async () => {
    erp.setMode("slow");
    const controller = new AbortController();
    let settled = false;
    // Aborted once the first call has reached the ERP (it counts calls as they arrive).
    void (async () => {
      while (erp.calls.authorize === 0 && !settled) await new Promise((resolve) => setTimeout(resolve, 5));
      controller.abort();
    })();
    const result = await createErpClient(settings).createLead(erpLeadValues(contact, 10), controller.signal);
    settled = true;
    expect(result).toMatchObject({ ok: false, retryable: true, error: "authorize: attempt interrupted" });
  });
});
