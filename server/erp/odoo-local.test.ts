import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOdoo, type FakeOdoo } from "../../tests/fake-erp/odoo";
import { decodeResponse, encodeCall } from "./xmlrpc";

/**
 * The local Odoo the Odoo target is tested against answers as docs/erp/odoo.md says stock Odoo
 * does, a fresh company database included: if it drifted, the target's tests would prove nothing.
 */
let odoo: FakeOdoo;
let multi: FakeOdoo;
beforeAll(async () => {
  [odoo, multi] = await Promise.all([startFakeOdoo(), startFakeOdoo({ databases: ["one", "two"] })]);
});
afterAll(async () => {
  await odoo.close();
  await multi.close();
});
beforeEach(() => odoo.reset());

function call(server: FakeOdoo, route: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/json/2/${route}`, {
    method: "POST",
    headers: { authorization: `bearer ${server.apiKey}`, "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("the local Odoo's JSON-2", () => {
  it("answers errors with Odoo's five keys, in order", async () => {
    const res = await call(odoo, "crm.lead/create", { vals_list: [{}], x: 1 });
    expect(res.status).toBe(422);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["name", "message", "arguments", "context", "debug"]);
    expect(body).toMatchObject({
      name: "werkzeug.exceptions.UnprocessableEntity",
      message: "got an unexpected keyword argument 'x'",
      arguments: ["got an unexpected keyword argument 'x'", 422],
    });
  });

  it("checks the database, then the content type (before the key), then the key", async () => {
    expect((await call(multi, "res.users/context_get", {})).status).toBe(404);
    expect((await call(multi, "res.users/context_get", {}, { "x-odoo-database": "two" })).status).toBe(200);
    const html = await call(multi, "res.users/context_get", {}, { "x-odoo-database": "three" });
    expect([html.status, html.headers.get("content-type")]).toEqual([404, "text/html; charset=utf-8"]);

    const type = await call(
      odoo,
      "res.users/context_get",
      {},
      { "content-type": "text/plain", authorization: "" },
    );
    expect(type.status).toBe(415);
    expect(type.headers.get("accept")).toBe("application/json");
    expect(await type.text()).toContain("Please verify the Content-Type request header and try again.");
    expect(
      (await call(odoo, "res.users/context_get", {}, { "content-type": "application/json; charset=utf-8" }))
        .status,
    ).toBe(200);

    const missing = await call(odoo, "res.users/context_get", {}, { authorization: "" });
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toBe("Bearer");
    expect(((await missing.json()) as { message: string }).message).toMatch(/use an API Key with a Bearer/);
    const wrong = await call(odoo, "res.users/context_get", {}, { authorization: "Bearer nope" });
    expect(((await wrong.json()) as { message: string }).message).toBe("Invalid apikey");
    expect(
      (await call(odoo, "res.users/context_get", {}, { authorization: `BEARER ${odoo.apiKey}` })).status,
    ).toBe(200);
  });

  it("answers bad bodies, models, methods and ids as Odoo does", async () => {
    expect((await call(odoo, "crm.lead/search_read", "{not json")).status).toBe(400);
    const model = await call(odoo, "crm.nope/search_read", {});
    expect([model.status, ((await model.json()) as { message: string }).message]).toEqual([
      404,
      "the model 'crm.nope' does not exist",
    ]);
    expect((await call(odoo, "crm.lead/frobnicate", {})).status).toBe(404);
    expect((await call(odoo, "crm.lead/_private", {})).status).toBe(403);
    expect((await call(odoo, "crm.lead/create", { ids: [1], vals_list: [{ name: "x" }] })).status).toBe(422);
    expect((await fetch(`${odoo.url}/json/2/crm.lead`, { method: "POST" })).status).toBe(404);
  });

  it("upserts by external ID with load, reports row errors with HTTP 200, and refuses an unknown column", async () => {
    const fields = ["id", "name", "medium_id/id", "user_id"];
    const first = await call(odoo, "crm.lead/load", {
      fields,
      data: [["website_lead_a", "First", "utm.utm_medium_website", ""]],
    });
    expect(await first.json()).toEqual({ ids: [1], messages: [], nextrow: 0 });
    const again = await call(odoo, "crm.lead/load", {
      fields,
      data: [["__import__.website_lead_a", "Renamed", "utm.utm_medium_website", ""]],
    });
    expect(await again.json()).toEqual({ ids: [1], messages: [], nextrow: 0 });
    expect(odoo.leads).toHaveLength(1);
    expect(odoo.leads[0]).toMatchObject({ name: "Renamed", medium_id: 1, user_id: false });

    const bad = await call(odoo, "crm.lead/load", {
      fields,
      data: [["website_lead_b", "B", "utm_medium_website", ""]],
    });
    expect(bad.status).toBe(200);
    expect(await bad.json()).toMatchObject({
      ids: false,
      messages: [
        {
          type: "error",
          field: "medium_id",
          message: "No matching record found for external id 'utm_medium_website' in field 'Medium'",
        },
      ],
    });
    const column = await call(odoo, "crm.lead/load", { fields: ["nope"], data: [["x"]] });
    expect([column.status, ((await column.json()) as { name: string }).name]).toEqual([
      500,
      "builtins.ValueError",
    ]);
    expect(odoo.leads).toHaveLength(1);

    // create gives the lead to the calling user by default (crm.lead's default user_id).
    await call(odoo, "crm.lead/create", { vals_list: { name: "Plain" } });
    expect(odoo.leads[1]).toMatchObject({ name: "Plain", user_id: odoo.uid });
  });

  it("starts as a fresh database: English only, a context language refused, opportunities, the creator following", async () => {
    const langs = await call(odoo, "res.lang/search_read", { domain: [], fields: ["code"] });
    expect(((await langs.json()) as Array<{ code: string }>).map((l) => l.code)).toEqual(["en_US"]);
    const arabic = await call(odoo, "crm.lead/load", {
      fields: ["name"],
      data: [["Arabic"]],
      context: { lang: "ar_001" },
    });
    expect(arabic.status).toBe(422);
    expect(await arabic.json()).toMatchObject({
      name: "odoo.exceptions.UserError",
      message: "Invalid language code: ar_001",
    });
    expect(odoo.leads).toHaveLength(0);
    await call(odoo, "crm.lead/load", { fields: ["name"], data: [["Plain"]] });
    expect(odoo.leads[0]).toMatchObject({ type: "opportunity", followers: [odoo.uid] });
    await call(odoo, "crm.lead/load", {
      fields: ["name"],
      data: [["Quiet"]],
      context: { mail_create_nosubscribe: true },
    });
    expect(odoo.leads[1]).toMatchObject({ followers: [] });
    odoo.leadsSetting();
    odoo.installArabic();
    await call(odoo, "crm.lead/load", { fields: ["name"], data: [["Lead"]], context: { lang: "ar_001" } });
    expect(odoo.leads[2]).toMatchObject({ type: "lead" });
  });

  it("reports rights, the record rule Personal Leads and database errors inside load with HTTP 200", async () => {
    const load = async (data: string[][], fields = ["name", "user_id/.id"]) => {
      const res = await call(odoo, "crm.lead/load", { fields, data });
      expect(res.status).toBe(200);
      return (await res.json()) as { ids: unknown; messages: Array<{ message: string }> };
    };
    odoo.dropCrmRights();
    expect(await load([["A", ""]])).toMatchObject({
      ids: false,
      messages: [{ type: "error", message: expect.stringMatching(/^You are not allowed to create/) }],
    });
    // Outside load, the same is a 403.
    expect((await call(odoo, "crm.lead/create", { vals_list: { name: "A" } })).status).toBe(403);
    odoo.dropCrmRights(false);
    odoo.ownDocumentsOnly();
    expect((await load([["B", "8"]])).messages[0]!.message).toMatch(/doesn't have 'create' access to/);
    expect(await load([["C", ""]])).toMatchObject({ ids: [1] });
    odoo.ownDocumentsOnly(false);
    odoo.setMode("lock");
    expect((await load([["D", ""]])).messages[0]!.message).toMatch(/could not obtain lock/);
    odoo.setMode("psycopg2");
    expect((await load([["E", ""]])).messages[0]!.message).toMatch(/could not serialize access/);
    expect(odoo.leads).toHaveLength(1);
  });

  it("matches =ilike as SQL does, and hides archived records unless active_test is false", async () => {
    const names = async (domain: unknown[], context = {}) =>
      (
        (await (
          await call(odoo, "utm.source/search_read", { domain, fields: ["name"], context })
        ).json()) as Array<{ name: string }>
      ).map((r) => r.name);
    expect(await names([["name", "=ilike", "FACEBOOK"]])).toEqual(["Facebook"]);
    expect(await names([["name", "=ilike", "face%"]])).toEqual(["Facebook"]);
    expect(await names([["name", "=ilike", "face\\%"]])).toEqual([]);
    expect(await names([["name", "=ilike", "linkedin"]])).toEqual([]);
    expect(await names([["name", "=ilike", "linkedin"]], { active_test: false })).toEqual(["LinkedIn"]);
  });

  it("answers has_group for the calling user, with its ids", async () => {
    const ask = (group: string) =>
      call(odoo, "res.users/has_group", { ids: [odoo.uid], group_ext_id: group }).then((r) => r.json());
    expect(await ask("sales_team.group_sale_salesman_all_leads")).toBe(true);
    odoo.ownDocumentsOnly();
    expect(await ask("sales_team.group_sale_salesman_all_leads")).toBe(false);
    expect(await ask("sales_team.group_sale_salesman")).toBe(true);
  });

  it("commits, then drops the connection, in commit-then-drop mode", async () => {
    odoo.setMode("commit-then-drop");
    await expect(
      call(odoo, "crm.lead/load", { fields: ["id", "name"], data: [["website_lead_c", "C"]] }),
    ).rejects.toThrow();
    expect(odoo.leads).toHaveLength(1);
  });
});

describe("the local Odoo's XML-RPC", () => {
  const rpc = async (server: FakeOdoo, service: string, method: string, params: unknown[]) => {
    const res = await fetch(`${server.url}/xmlrpc/2/${service}`, {
      method: "POST",
      headers: { "content-type": "text/xml" },
      body: encodeCall(method, params as never),
    });
    expect(res.status).toBe(200);
    return decodeResponse(await res.text());
  };

  it("authenticates with the API key as password, and answers faults with HTTP 200", async () => {
    expect(await rpc(odoo, "common", "authenticate", [odoo.db, odoo.login, odoo.apiKey, {}])).toEqual({
      value: odoo.uid,
    });
    expect(await rpc(odoo, "common", "authenticate", [odoo.db, odoo.login, "wrong", {}])).toEqual({
      value: false,
    });
    expect(
      await rpc(odoo, "object", "execute_kw", [odoo.db, odoo.uid, "wrong", "crm.lead", "search", [[]], {}]),
    ).toEqual({
      fault: { faultCode: 3, faultString: "Access Denied" },
    });
    const load = await rpc(odoo, "object", "execute_kw", [
      odoo.db,
      odoo.uid,
      odoo.apiKey,
      "crm.lead",
      "load",
      [["id", "name"], [["website_lead_x", "X"]]],
      {},
    ]);
    expect(load).toEqual({ value: { ids: [1], messages: [], nextrow: 0 } });
    const database = await rpc(odoo, "object", "execute_kw", [
      "nope",
      odoo.uid,
      odoo.apiKey,
      "crm.lead",
      "search",
      [[]],
      {},
    ]);
    expect(database).toMatchObject({
      fault: { faultCode: 1, faultString: expect.stringContaining('database "nope" does not exist') },
    });
  });
});
