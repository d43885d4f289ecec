/**
 * The stock Odoo target (ERP_KIND=odoo): the only module that knows Odoo's URLs and credentials.
 * It speaks JSON-2 (`POST /json/2/<model>/<method>`, Odoo 19 and later) or XML-RPC (`/xmlrpc/2/`,
 * 16–18), as ../shared/odoo-api.md gives them, delivers with `load` and an external ID derived from
 * the lead's key, so a retry after a lost answer updates the same record instead of making a second,
 * and turns every answer into a typed result by the table in §7 of that document.
 */
import type { OdooConfig } from "../config";
import type { Attribution, Lead } from "../leads/store";
import { DEFAULT_TIMEOUT_MS, type CreateLeadResult, type Failure } from "./client";
import { fetchWithin, type Unanswered } from "./http";
import { ODOO_LANG, odooLeadRow, type UtmLinks } from "./odoo-lead";
import type { CheckReport, DeliveryTarget } from "./target";
import { decodeResponse, encodeCall, XmlRpcParseError, type XmlRpcValue } from "./xmlrpc";

export interface OdooSettings extends OdooConfig {
  /** Time limit of each HTTP call, in ms. */
  timeoutMs?: number;
}

type Transport = "json2" | "xmlrpc";

const ANSWER_LIMIT = 2000;
const USER_AGENT = "company-site-leads";

type HttpAnswer =
  | {
      kind: "answer";
      status: number;
      json: boolean;
      body: unknown;
      text: string;
      /** Retry-After, when a 429 or 503 carries one. */
      retryAfterMs?: number;
    }
  | Unanswered
  | { kind: "failure"; reason: "redirect"; error: string };
type Answer = Extract<HttpAnswer, { kind: "answer" }>;

/** A call's outcome: Odoo's value, or why there is none. */
type Outcome<T = unknown> = { ok: true; value: T } | Failure;

const short = (text: string) => (text.length > ANSWER_LIMIT ? `${text.slice(0, ANSWER_LIMIT)}…` : text);

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function failure(
  cause: Failure["cause"],
  error: string,
  extra: { status?: number; answer?: string; retryAfterMs?: number } = {},
): Failure {
  const retryable = cause !== "refused";
  return { ok: false, cause, retryable, configError: cause === "configuration", error, ...extra };
}

/** Network errors, timeouts and our own shutdown: retried; a redirect is ODOO_URL's fault. */
function unanswered(step: string, answer: Extract<HttpAnswer, { kind: "failure" }>): Failure {
  if (answer.reason === "redirect") return failure("configuration", `${step}: ${answer.error}`);
  return failure(answer.reason === "aborted" ? "interrupted" : answer.reason, `${step}: ${answer.error}`);
}

/** Odoo's JSON error body: `{name, message, arguments, context, debug}` (§2). */
function odooError(answer: Answer): { name: string; message: string } | undefined {
  const body = answer.body as { name?: unknown; message?: unknown } | null;
  if (!answer.json || !body || typeof body !== "object" || typeof body.name !== "string") return undefined;
  return { name: body.name, message: typeof body.message === "string" ? body.message : "" };
}

/** JSON-2's answers other than a success, by the table of odoo-api.md §7. */
function json2Failure(step: string, answer: Answer): Failure {
  const error = odooError(answer);
  const said = `${step}: HTTP ${answer.status}${error ? ` ${error.name}: ${error.message}` : ""}`;
  const extra = { status: answer.status, answer: short(answer.text), retryAfterMs: answer.retryAfterMs };
  const { status } = answer;
  if (status === 429) return failure("rate-limited", said, extra);
  // A proxy's 502–504, Odoo's LockError (409), and its concurrency errors after five tries.
  if (status === 409 || (status >= 502 && status <= 504)) return failure("server-error", said, extra);
  if (status === 500 && (!error || error.name.startsWith("psycopg2.")))
    return failure("server-error", said, extra);
  // The key (401), the user's rights (403), the database (an HTML 404), the CRM app (a JSON 404 on
  // the model): the lead is fine, the set-up is not.
  if (status === 401 || status === 403) return failure("configuration", said, extra);
  if (status === 404 && !error)
    return failure(
      "configuration",
      `${step}: HTTP 404 without Odoo's JSON: no database selected (ODOO_DB) or none loadable`,
      extra,
    );
  if (status === 404 && /the model '[^']*' does not exist/.test(error?.message ?? ""))
    return failure("configuration", `${said} (is the CRM app installed?)`, extra);
  if (status >= 500 && status !== 500) return failure("server-error", said, extra);
  // 400, 415, 422, a JSON 404 on a method, other 500s: the lead's values or our code are wrong.
  return failure("refused", said, extra);
}

/** XML-RPC faults (HTTP 200, odoo-api.md §5): code 3 AccessDenied, 4 AccessError, 2 UserError, 1 the rest. */
function faultFailure(
  step: string,
  fault: { faultCode: number | string; faultString: string },
  text: string,
): Failure {
  const said =
    `${step}: fault ${fault.faultCode} ${fault.faultString.split("\n").filter(Boolean).at(-1) ?? ""}`.trim();
  const extra = { status: 200, answer: short(text) };
  const code = Number(fault.faultCode);
  if (code === 3 || code === 4) return failure("configuration", said, extra);
  if (/database "[^"]*" does not exist/.test(fault.faultString))
    return failure("configuration", `${said} (check ODOO_DB)`, extra);
  if (/Object \S+ doesn't exist/.test(fault.faultString))
    return failure("configuration", `${said} (is the CRM app installed?)`, extra);
  if (/psycopg2\.|LockError/.test(fault.faultString)) return failure("server-error", said, extra);
  return failure("refused", said, extra);
}

/** `load`'s answer: success only with a non-empty `ids`; a row error comes back with HTTP 200 and `ids: false`. */
function loadResult(step: string, value: unknown, status: number, text: string): CreateLeadResult {
  const { ids, messages } = (value ?? {}) as { ids?: unknown; messages?: unknown };
  if (Array.isArray(ids) && typeof ids[0] === "number")
    return { ok: true, status, erpId: ids[0], message: null };
  const first = Array.isArray(messages)
    ? (messages as Array<{ message?: unknown; field?: unknown }>).find(
        (m) => m && typeof m.message === "string",
      )
    : undefined;
  const why = first
    ? `${String(first.message)}${first.field ? ` (field ${String(first.field)})` : ""}`
    : "no ids";
  return failure("refused", `${step}: the lead was not written: ${why}`, {
    status,
    answer: short(JSON.stringify({ ids: ids ?? null, messages: messages ?? null })) || short(text),
  });
}

export function createOdooTarget(settings: OdooSettings, fetchImpl: typeof fetch = fetch): DeliveryTarget {
  const base = settings.url?.replace(/\/+$/, "");
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let chosen: Transport | undefined = settings.transport;
  let uid: number | undefined;

  async function http(
    path: string,
    init: { method: "GET" | "POST"; headers?: Record<string, string>; body?: string },
    signal?: AbortSignal,
  ): Promise<HttpAnswer> {
    const sent = await fetchWithin(
      fetchImpl,
      `${base}${path}`,
      {
        method: init.method,
        headers: { "user-agent": USER_AGENT, ...init.headers },
        body: init.body,
        // Never follow: a POST would turn into a GET, and the key would go wherever it points.
        redirect: "manual",
      },
      timeoutMs,
      signal,
    );
    if (sent.kind === "failure") return sent;
    const { response, text } = sent;
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get("location") ?? "elsewhere";
      return {
        kind: "failure",
        reason: "redirect",
        error: `ODOO_URL redirects (HTTP ${response.status} to ${location}): set it to the address it redirects to`,
      };
    }
    const json = /^application\/json\b/i.test(response.headers.get("content-type") ?? "");
    let body: unknown = null;
    if (json) {
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
    }
    return {
      kind: "answer",
      status: response.status,
      json: json && body !== null,
      body,
      text,
      retryAfterMs: retryAfter(response.headers.get("retry-after")),
    };
  }

  // --- JSON-2 -----------------------------------------------------------------------------------

  async function json2(
    model: string,
    method: string,
    args: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<Outcome & { status?: number; text?: string }> {
    const step = `${model}/${method}`;
    const headers: Record<string, string> = {
      authorization: `bearer ${settings.apiKey ?? ""}`,
      "content-type": "application/json; charset=utf-8",
      accept: "application/json",
    };
    if (settings.db) headers["x-odoo-database"] = settings.db;
    const answer = await http(
      `/json/2/${model}/${method}`,
      { method: "POST", headers, body: JSON.stringify(args) },
      signal,
    );
    if (answer.kind === "failure") return unanswered(step, answer);
    if (answer.status !== 200) return json2Failure(step, answer);
    if (!answer.json)
      return failure("server-error", `${step}: HTTP 200 that is not JSON`, {
        status: 200,
        answer: short(answer.text),
      });
    return { ok: true, value: answer.body, status: 200, text: answer.text };
  }

  // --- XML-RPC ----------------------------------------------------------------------------------

  async function xmlrpc(
    service: "common" | "object",
    method: string,
    params: XmlRpcValue[],
    step: string,
    signal?: AbortSignal,
  ): Promise<Outcome<XmlRpcValue> & { text?: string }> {
    const answer = await http(
      `/xmlrpc/2/${service}`,
      { method: "POST", headers: { "content-type": "text/xml" }, body: encodeCall(method, params) },
      signal,
    );
    if (answer.kind === "failure") return unanswered(step, answer);
    const extra = { status: answer.status, answer: short(answer.text), retryAfterMs: answer.retryAfterMs };
    if (answer.status === 429) return failure("rate-limited", `${step}: HTTP 429`, extra);
    if (answer.status >= 500) return failure("server-error", `${step}: HTTP ${answer.status}`, extra);
    if (answer.status !== 200)
      return failure(
        "configuration",
        `${step}: HTTP ${answer.status}: no XML-RPC at ODOO_URL/xmlrpc/2`,
        extra,
      );
    let decoded: ReturnType<typeof decodeResponse>;
    try {
      decoded = decodeResponse(answer.text);
    } catch (error) {
      if (!(error instanceof XmlRpcParseError)) throw error;
      return failure(
        "configuration",
        `${step}: HTTP 200 that is not XML-RPC (${error.message}): check ODOO_URL`,
        extra,
      );
    }
    if ("fault" in decoded) {
      if (Number(decoded.fault.faultCode) === 3) uid = undefined;
      return faultFailure(step, decoded.fault, answer.text);
    }
    return { ok: true, value: decoded.value, text: answer.text };
  }

  async function login(signal?: AbortSignal): Promise<Outcome<number>> {
    if (uid !== undefined) return { ok: true, value: uid };
    if (!settings.login || !settings.db)
      return failure("configuration", "XML-RPC needs ODOO_LOGIN and ODOO_DB (the server has no JSON-2)");
    const answer = await xmlrpc(
      "common",
      "authenticate",
      [settings.db, settings.login, settings.apiKey ?? "", {}],
      "authenticate",
      signal,
    );
    if (!answer.ok) return answer;
    if (typeof answer.value !== "number")
      return failure("configuration", "authenticate: ODOO_LOGIN and ODOO_API_KEY were refused", {
        status: 200,
      });
    uid = answer.value;
    return { ok: true, value: uid };
  }

  async function executeKw(
    model: string,
    method: string,
    args: XmlRpcValue[],
    kwargs: Record<string, XmlRpcValue>,
    signal?: AbortSignal,
  ): Promise<Outcome<XmlRpcValue> & { text?: string }> {
    const user = await login(signal);
    if (!user.ok) return user;
    return xmlrpc(
      "object",
      "execute_kw",
      [settings.db!, user.value, settings.apiKey ?? "", model, method, args, kwargs],
      `${model}.${method}`,
      signal,
    );
  }

  // --- either -----------------------------------------------------------------------------------

  /** JSON-2 when the server has it (GET /web/version answers), else XML-RPC; once per process. */
  async function transport(signal?: AbortSignal): Promise<Outcome<Transport> & { version?: string }> {
    if (chosen) return { ok: true, value: chosen };
    const answer = await http(
      "/web/version",
      { method: "GET", headers: { accept: "application/json" } },
      signal,
    );
    if (answer.kind === "failure") return unanswered("version", answer);
    if (answer.status === 200 && answer.json) {
      chosen = "json2";
      const version = (answer.body as { version?: unknown }).version;
      return { ok: true, value: chosen, version: typeof version === "string" ? version : undefined };
    }
    if (answer.status === 404) {
      chosen = "xmlrpc";
      return { ok: true, value: chosen };
    }
    if (answer.status >= 500 || answer.status === 429)
      return failure(
        answer.status === 429 ? "rate-limited" : "server-error",
        `version: HTTP ${answer.status}`,
        { status: answer.status, retryAfterMs: answer.retryAfterMs },
      );
    return failure("configuration", `version: HTTP ${answer.status} at ODOO_URL/web/version`, {
      status: answer.status,
      answer: short(answer.text),
    });
  }

  /** The id of the `utm.*` record with exactly this name, if there is one. */
  async function utmId(
    via: Transport,
    model: string,
    name: string,
    signal?: AbortSignal,
  ): Promise<Outcome<number | undefined>> {
    const domain = [["name", "=", name]];
    const answer =
      via === "json2"
        ? await json2(model, "search_read", { domain, fields: ["id"], limit: 1 }, signal)
        : await executeKw(model, "search_read", [domain], { fields: ["id"], limit: 1 }, signal);
    if (!answer.ok) return answer;
    const id = (answer.value as Array<{ id?: unknown }>)[0]?.id;
    return { ok: true, value: typeof id === "number" ? id : undefined };
  }

  async function utmLinks(
    via: Transport,
    attribution: Attribution,
    signal?: AbortSignal,
  ): Promise<Outcome<UtmLinks>> {
    const links: UtmLinks = {};
    for (const [key, model] of [
      ["source", "utm.source"],
      ["medium", "utm.medium"],
      ["campaign", "utm.campaign"],
    ] as const) {
      const name = attribution[key];
      if (!name) continue;
      const found = await utmId(via, model, name, signal);
      if (!found.ok) return found;
      if (found.value !== undefined) links[key] = found.value;
    }
    return { ok: true, value: links };
  }

  const notConfigured = (): Failure => failure("configuration", "ODOO_URL and ODOO_API_KEY must be set");

  return {
    kind: "odoo",
    configured: Boolean(base),
    settingNames: "ODOO_URL, ODOO_DB, ODOO_API_KEY and ODOO_LOGIN",

    async deliver(lead: Lead, signal?: AbortSignal): Promise<CreateLeadResult> {
      if (!base || !settings.apiKey) return notConfigured();
      const via = await transport(signal);
      if (!via.ok) return via;
      const links = await utmLinks(via.value, lead.attribution, signal);
      if (!links.ok) return links;
      const { fields, row } = odooLeadRow(lead, settings, links.value);
      // No `mode`, `module` or `noupdate` in the context: they change load's update rule (§3.4).
      const context = { lang: ODOO_LANG[lead.lang].code };
      if (via.value === "json2") {
        const answer = await json2("crm.lead", "load", { fields, data: [row], context }, signal);
        if (!answer.ok) return answer;
        return loadResult("crm.lead/load", answer.value, 200, answer.text ?? "");
      }
      const answer = await executeKw("crm.lead", "load", [fields, [row]], { context }, signal);
      if (!answer.ok) return answer;
      return loadResult("crm.lead.load", answer.value, 200, answer.text ?? "");
    },

    async check(signal?: AbortSignal): Promise<CheckReport> {
      const steps: CheckReport["steps"] = [];
      const done = (ok: boolean) => ({ ok: ok && steps.every((s) => s.ok), steps });
      if (!base || !settings.apiKey) {
        steps.push({ step: "settings", ok: false, detail: notConfigured().error });
        return done(false);
      }
      const via = await transport(signal);
      if (!via.ok) {
        steps.push({ step: "reach ODOO_URL", ok: false, detail: via.error });
        return done(false);
      }
      if (via.value === "json2") {
        steps.push({
          step: "transport",
          ok: true,
          detail: `JSON-2${via.version ? ` (Odoo ${via.version})` : ""}`,
        });
        const me = await json2("res.users", "context_get", {}, signal);
        if (!me.ok) {
          steps.push({ step: "API key and database", ok: false, detail: me.error });
          return done(false);
        }
        steps.push({
          step: "API key and database",
          ok: true,
          detail: `accepted, acting as user ${String((me.value as { uid?: unknown }).uid)}`,
        });
        const may = await json2("crm.lead", "has_access", { operation: "create" }, signal);
        const allowed = may.ok && may.value === true;
        steps.push({
          step: "right to create leads",
          ok: allowed,
          detail: may.ok ? (allowed ? "yes" : "no: give the user Sales rights") : may.error,
        });
        return done(allowed);
      }
      steps.push({
        step: "transport",
        ok: true,
        detail: `XML-RPC${settings.transport ? " (ODOO_TRANSPORT)" : " (the server has no JSON-2)"}`,
      });
      const version = await xmlrpc("common", "version", [], "version", signal);
      if (!version.ok) {
        steps.push({ step: "reach ODOO_URL/xmlrpc/2", ok: false, detail: version.error });
        return done(false);
      }
      const serie = (version.value as { server_serie?: unknown }).server_serie;
      steps.push({ step: "reach ODOO_URL/xmlrpc/2", ok: true, detail: `Odoo ${String(serie ?? "?")}` });
      uid = undefined;
      const user = await login(signal);
      if (!user.ok) {
        steps.push({ step: "ODOO_LOGIN, ODOO_API_KEY and ODOO_DB", ok: false, detail: user.error });
        return done(false);
      }
      steps.push({
        step: "ODOO_LOGIN, ODOO_API_KEY and ODOO_DB",
        ok: true,
        detail: `accepted, user ${user.value}`,
      });
      const may = await executeKw(
        "crm.lead",
        "check_access_rights",
        ["create"],
        { raise_exception: false },
        signal,
      );
      const allowed = may.ok && may.value === true;
      steps.push({
        step: "right to create leads",
        ok: allowed,
        detail: may.ok ? (allowed ? "yes" : "no: give the user Sales rights") : may.error,
      });
      return done(allowed);
    },
  };
}
