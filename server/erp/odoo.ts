/**
 * The stock Odoo target (ERP_KIND=odoo): the only module that knows Odoo's URLs and credentials.
 * It speaks JSON-2 (`POST /json/2/<model>/<method>`, Odoo 19 and later) or XML-RPC (`/xmlrpc/2/`,
 * 16–18), as docs/erp/odoo.md gives them, delivers with `load` and an external ID derived from the
 * lead's key, so a retry after a lost answer updates the same record instead of making a second,
 * and turns every answer into a typed result: the transport's answers by the functions below,
 * `load`'s row messages by the table in odoo-answers.ts.
 */
import { localeCodes } from "../../app/i18n/locales";
import type { OdooConfig } from "../config";
import type { Attribution, Lead } from "../leads/store";
import { DEFAULT_TIMEOUT_MS, type CreateLeadResult, type Failure } from "./client";
import { fetchWithin, unansweredCause, type Unanswered } from "./http";
import { sortLoadMessages, type LoadMessage, type OdooConfigurationReason } from "./odoo-answers";
import { odooLanguage, odooLeadRow, type UtmLinks } from "./odoo-lead";
import type { CheckReport, DeliveryTarget } from "./target";
import { decodeResponse, encodeCall, XmlRpcParseError, type XmlRpcValue } from "./xmlrpc";

export interface OdooSettings extends OdooConfig {
  /** Time limit of each HTTP call, in ms. */
  timeoutMs?: number;
}

type Transport = "json2" | "xmlrpc";

const ANSWER_LIMIT = 2000;
const USER_AGENT = "company-site-leads";
/** How long the database's active languages are trusted before they are looked up again. */
const LANGUAGES_TTL_MS = 10 * 60 * 1000;
/** The Sales group "All Documents": without it, the rule Personal Leads refuses another's lead. */
export const ALL_DOCUMENTS_GROUP = "sales_team.group_sale_salesman_all_leads";

/**
 * The context of every write: the API user does not follow each lead it makes (mail.thread would
 * subscribe it). No `lang`: it adds nothing to `load`, and 18.0+ refuse one that is not active.
 */
const WRITE_CONTEXT = { mail_create_nosubscribe: true };
/** UTM look-ups as Odoo's own `_find_or_create_record` does them: archived records count. */
const UTM_CONTEXT = { active_test: false };

/** A value for `=ilike`, where `%` and `_` are wildcards and a backslash escapes them. */
export function ilikeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

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

interface Extra {
  status?: number;
  answer?: string;
  retryAfterMs?: number;
  reason?: OdooConfigurationReason;
}

function failure(cause: Failure["cause"], error: string, extra: Extra = {}): Failure {
  const retryable = cause !== "refused";
  return { ok: false, cause, retryable, configError: cause === "configuration", error, ...extra };
}

/**
 * Network errors, timeouts, answers too large to read and our own shutdown: retried; a redirect is
 * ODOO_URL's fault.
 */
function unanswered(step: string, answer: Extract<HttpAnswer, { kind: "failure" }>): Failure {
  if (answer.reason === "redirect")
    return failure("configuration", `${step}: ${answer.error}`, { reason: "url" });
  return failure(unansweredCause(answer.reason), `${step}: ${answer.error}`);
}

/**
 * Odoo's JSON error body: `{name, message, arguments, context, debug}` (docs/odoo.md, "How the
 * delivery reads Odoo's answers").
 */
function odooError(answer: Answer): { name: string; message: string } | undefined {
  const body = answer.body as { name?: unknown; message?: unknown } | null;
  if (!answer.json || !body || typeof body !== "object" || typeof body.name !== "string") return undefined;
  return { name: body.name, message: typeof body.message === "string" ? body.message : "" };
}

/** JSON-2's answers other than a success (docs/erp/odoo.md, "What each answer means"). */
function json2Failure(step: string, answer: Answer): Failure {
  const error = odooError(answer);
  const said = `${step}: HTTP ${answer.status}${error ? ` ${error.name}: ${error.message}` : ""}`;
  const extra = { status: answer.status, answer: short(answer.text), retryAfterMs: answer.retryAfterMs };
  const config = (reason: OdooConfigurationReason, text = said) =>
    failure("configuration", text, { ...extra, reason });
  const { status } = answer;
  if (status === 429) return failure("rate-limited", said, extra);
  // A proxy's 502–504, Odoo's LockError (409), and its concurrency errors after five tries.
  if (status === 409 || (status >= 502 && status <= 504)) return failure("server-error", said, extra);
  if (status === 500 && (!error || error.name.startsWith("psycopg2.")))
    return failure("server-error", said, extra);
  // The key (401), the user's rights (403), the database (an HTML 404), the CRM app (a JSON 404 on
  // the model): the lead is fine, the set-up is not.
  if (status === 401) return config("api-key");
  if (status === 403) return config("access-rights");
  if (status === 404 && !error)
    return config(
      "database",
      `${step}: HTTP 404 without Odoo's JSON: no database selected (ODOO_DB) or none loadable`,
    );
  if (status === 404 && /the model '[^']*' does not exist/.test(error?.message ?? ""))
    return config("crm-app", `${said} (is the CRM app installed?)`);
  // 18.0+ refuse a context language that is not active (we send none; a proxy or add-on might).
  if (status === 422 && /Invalid language code/i.test(error?.message ?? ""))
    return config("invalid-language");
  if (status >= 500 && status !== 500) return failure("server-error", said, extra);
  // 400, 415, 422, a JSON 404 on a method, other 500s: the lead's values or our code are wrong.
  return failure("refused", said, extra);
}

/** XML-RPC faults (HTTP 200, docs/odoo.md): code 3 AccessDenied, 4 AccessError, 2 UserError, 1 the rest. */
function faultFailure(
  step: string,
  fault: { faultCode: number | string; faultString: string },
  text: string,
): Failure {
  const said =
    `${step}: fault ${fault.faultCode} ${fault.faultString.split("\n").filter(Boolean).at(-1) ?? ""}`.trim();
  const extra = { status: 200, answer: short(text) };
  const config = (reason: OdooConfigurationReason, text = said) =>
    failure("configuration", text, { ...extra, reason });
  const code = Number(fault.faultCode);
  if (code === 3) return config("api-key");
  if (code === 4) return config("access-rights");
  if (/database "[^"]*" does not exist/.test(fault.faultString))
    return config("database", `${said} (check ODOO_DB)`);
  if (/Object \S+ doesn't exist/.test(fault.faultString))
    return config("crm-app", `${said} (is the CRM app installed?)`);
  if (/Invalid language code/i.test(fault.faultString)) return config("invalid-language");
  if (/psycopg2\.|LockError/.test(fault.faultString)) return failure("server-error", said, extra);
  return failure("refused", said, extra);
}

/**
 * `load`'s answer: success only with a non-empty `ids`. Anything else came back with HTTP 200,
 * `ids: false` and row messages, which odoo-answers.ts sorts: the set-up (the lead waits), a
 * passing database error (retried), or the lead's own values (refused).
 */
function loadResult(step: string, value: unknown, status: number, text: string): CreateLeadResult {
  const { ids, messages } = (value ?? {}) as { ids?: unknown; messages?: unknown };
  if (Array.isArray(ids) && typeof ids[0] === "number")
    return { ok: true, status, erpId: ids[0], message: null };
  const list = Array.isArray(messages)
    ? (messages as unknown[]).filter((m): m is LoadMessage => Boolean(m) && typeof m === "object")
    : [];
  const { verdict, message } = sortLoadMessages(list);
  const why = message
    ? `${String(message.message)}${message.field ? ` (field ${String(message.field)})` : ""}`
    : "no ids";
  const answer = short(JSON.stringify({ ids: ids ?? null, messages: messages ?? null })) || short(text);
  const said = `${step}: the lead was not written: ${why}`;
  if (verdict.cause === "configuration")
    return failure("configuration", `${said} [${verdict.reason}]`, {
      status,
      answer,
      reason: verdict.reason,
    });
  return failure(verdict.cause, said, { status, answer });
}

export function createOdooTarget(settings: OdooSettings, fetchImpl: typeof fetch = fetch): DeliveryTarget {
  const base = settings.url?.replace(/\/+$/, "");
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let chosen: Transport | undefined = settings.transport;
  let uid: number | undefined;
  /** The database's active languages (code → res.lang id), and when they were read. */
  let languages: { ids: Map<string, number>; at: number } | undefined;

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
      return failure("configuration", "XML-RPC needs ODOO_LOGIN and ODOO_DB (the server has no JSON-2)", {
        reason: "settings",
      });
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
        reason: "api-key",
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

  /**
   * JSON-2 when the server has it (GET /web/version answers), else XML-RPC. The answer is kept
   * until a delivery fails: a 404 may only mean that the `rpc` module is not yet installed, or not
   * server-wide, so the next delivery after a failure asks again. ODOO_TRANSPORT skips the probe.
   */
  async function transport(signal?: AbortSignal): Promise<Outcome<Transport> & { version?: string }> {
    if (chosen) return { ok: true, value: chosen };
    const headers: Record<string, string> = { accept: "application/json" };
    // Without it, a server with several databases answers 404 unless `rpc` is server-wide.
    if (settings.db) headers["x-odoo-database"] = settings.db;
    const answer = await http("/web/version", { method: "GET", headers }, signal);
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
      reason: "url",
    });
  }

  /** `search_read` over either transport. */
  function searchRead(
    via: Transport,
    model: string,
    domain: unknown[],
    options: { fields: string[]; limit?: number; context?: Record<string, unknown> },
    signal?: AbortSignal,
  ): Promise<Outcome> {
    const { context = {}, ...rest } = options;
    return via === "json2"
      ? json2(model, "search_read", { domain, ...rest, context }, signal)
      : executeKw(model, "search_read", [domain as XmlRpcValue], { ...rest, context } as never, signal);
  }

  /**
   * The res.lang id of a site language when it is active in the database, else undefined. A fresh
   * database has English only; a lead's `lang_id` may name only an active language.
   */
  async function languageId(
    via: Transport,
    code: string,
    signal?: AbortSignal,
  ): Promise<Outcome<number | undefined>> {
    if (!languages || Date.now() - languages.at > LANGUAGES_TTL_MS) {
      const answer = await searchRead(
        via,
        "res.lang",
        [["active", "=", true]],
        { fields: ["id", "code"] },
        signal,
      );
      if (!answer.ok) return answer;
      const ids = new Map<string, number>();
      for (const row of answer.value as Array<{ id?: unknown; code?: unknown }>)
        if (typeof row.id === "number" && typeof row.code === "string") ids.set(row.code, row.id);
      languages = { ids, at: Date.now() };
    }
    return { ok: true, value: languages.ids.get(code) };
  }

  /** The id of the `utm.*` record of this name, as Odoo matches it: any case, archived or not. */
  async function utmId(
    via: Transport,
    model: string,
    name: string,
    signal?: AbortSignal,
  ): Promise<Outcome<number | undefined>> {
    const domain = [["name", "=ilike", ilikeLiteral(name)]];
    const answer = await searchRead(
      via,
      model,
      domain,
      { fields: ["id"], limit: 1, context: UTM_CONTEXT },
      signal,
    );
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

  const notConfigured = (): Failure =>
    failure("configuration", "ODOO_URL and ODOO_API_KEY must be set", { reason: "settings" });

  async function send(lead: Lead, signal?: AbortSignal): Promise<CreateLeadResult> {
    const via = await transport(signal);
    if (!via.ok) return via;
    const links = await utmLinks(via.value, lead.attribution, signal);
    if (!links.ok) return links;
    const language = await languageId(via.value, odooLanguage(lead.lang).code, signal);
    if (!language.ok) return language;
    const { fields, row } = odooLeadRow(lead, settings, links.value, language.value);
    // No `mode`, `module` or `noupdate` in the context: they change load's update rule.
    const context = WRITE_CONTEXT;
    if (via.value === "json2") {
      const answer = await json2("crm.lead", "load", { fields, data: [row], context }, signal);
      if (!answer.ok) return answer;
      return loadResult("crm.lead/load", answer.value, 200, answer.text ?? "");
    }
    const answer = await executeKw("crm.lead", "load", [fields, [row]], { context }, signal);
    if (!answer.ok) return answer;
    return loadResult("crm.lead.load", answer.value, 200, answer.text ?? "");
  }

  return {
    kind: "odoo",
    configured: Boolean(base),
    settingNames: "ODOO_URL, ODOO_DB, ODOO_API_KEY and ODOO_LOGIN",

    async deliver(lead: Lead, signal?: AbortSignal): Promise<CreateLeadResult> {
      if (!base || !settings.apiKey) return notConfigured();
      const result = await send(lead, signal);
      if (!result.ok) {
        // Ask the server which API it speaks again before the next delivery (unless told).
        if (!settings.transport) chosen = undefined;
        // Odoo named a language we took for active: read the active ones again.
        if (result.reason === "invalid-language" || /\(field lang_id\)/.test(result.error))
          languages = undefined;
      }
      return result;
    },

    async check(signal?: AbortSignal): Promise<CheckReport> {
      const steps: CheckReport["steps"] = [];
      const done = () => ({ ok: steps.every((s) => s.ok), steps });
      if (!base || !settings.apiKey) {
        steps.push({ step: "settings", ok: false, detail: notConfigured().error });
        return done();
      }
      if (!settings.transport) chosen = undefined;
      const via = await transport(signal);
      if (!via.ok) {
        steps.push({ step: "reach ODOO_URL", ok: false, detail: via.error });
        return done();
      }
      let me: number;
      let mayCreate: Outcome;
      if (via.value === "json2") {
        steps.push({
          step: "transport",
          ok: true,
          detail: `JSON-2${via.version ? ` (Odoo ${via.version})` : ""}`,
        });
        const context = await json2("res.users", "context_get", {}, signal);
        if (!context.ok) {
          steps.push({ step: "API key and database", ok: false, detail: context.error });
          return done();
        }
        me = Number((context.value as { uid?: unknown }).uid);
        steps.push({ step: "API key and database", ok: true, detail: `accepted, acting as user ${me}` });
        mayCreate = await json2("crm.lead", "has_access", { operation: "create" }, signal);
      } else {
        steps.push({
          step: "transport",
          ok: true,
          detail: `XML-RPC${settings.transport ? " (ODOO_TRANSPORT)" : " (the server has no JSON-2)"}`,
        });
        const version = await xmlrpc("common", "version", [], "version", signal);
        if (!version.ok) {
          steps.push({ step: "reach ODOO_URL/xmlrpc/2", ok: false, detail: version.error });
          return done();
        }
        const serie = (version.value as { server_serie?: unknown }).server_serie;
        steps.push({ step: "reach ODOO_URL/xmlrpc/2", ok: true, detail: `Odoo ${String(serie ?? "?")}` });
        uid = undefined;
        const user = await login(signal);
        if (!user.ok) {
          steps.push({ step: "ODOO_LOGIN, ODOO_API_KEY and ODOO_DB", ok: false, detail: user.error });
          return done();
        }
        me = user.value;
        steps.push({
          step: "ODOO_LOGIN, ODOO_API_KEY and ODOO_DB",
          ok: true,
          detail: `accepted, user ${me}`,
        });
        mayCreate = await executeKw(
          "crm.lead",
          "check_access_rights",
          ["create"],
          { raise_exception: false },
          signal,
        );
      }
      const allowed = mayCreate.ok && mayCreate.value === true;
      steps.push({
        step: "right to create leads",
        ok: allowed,
        detail: mayCreate.ok ? (allowed ? "yes" : "no: give the user Sales rights") : mayCreate.error,
      });
      if (settings.salesperson) {
        // With "Own Documents Only", the record rule Personal Leads refuses a lead assigned to
        // anyone but the API user, inside `load`, where the access list above said yes.
        const all =
          via.value === "json2"
            ? await json2("res.users", "has_group", { ids: [me], group_ext_id: ALL_DOCUMENTS_GROUP }, signal)
            : await executeKw("res.users", "has_group", [[me], ALL_DOCUMENTS_GROUP], {}, signal);
        const yes = all.ok && all.value === true;
        steps.push({
          step: "right to assign leads to ODOO_SALESPERSON",
          ok: yes,
          detail: !all.ok
            ? all.error
            : yes
              ? `yes: the API user has Sales "All Documents" (${ALL_DOCUMENTS_GROUP})`
              : `no: ODOO_SALESPERSON is set, and the API user has Sales "Own Documents Only", ` +
                `so Odoo's rule Personal Leads refuses every lead assigned to someone else. Give it ` +
                `"All Documents" (Settings → Users → the API user → Sales), or unset ODOO_SALESPERSON`,
        });
      }
      languages = undefined;
      const active = [];
      for (const lang of localeCodes)
        active.push({ lang, id: await languageId(via.value, odooLanguage(lang).code, signal) });
      const failed = active.find(({ id }) => !id.ok);
      if (failed && !failed.id.ok) {
        steps.push({ step: "languages", ok: false, detail: failed.id.error });
      } else {
        const missing = active
          .filter(({ id }) => id.ok && id.value === undefined)
          .map(({ lang }) => odooLanguage(lang).code);
        steps.push({
          step: "languages",
          ok: true,
          detail: missing.length
            ? `not active in Odoo: ${missing.join(", ")}; those leads arrive without a language, named in their notes`
            : "every language of the site is active in Odoo",
        });
      }
      return done();
    },
  };
}
