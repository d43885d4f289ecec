/**
 * The ERP (Odoo with the `restapi` add-on): the only module that knows its URLs and credentials.
 * It runs the call sequence of docs/erp/restapi.md (authorise → access token → create `crm.lead`)
 * and turns every answer into a typed result; raw errors never reach the caller.
 */
import { localeCodes, type Locale } from "../../app/i18n/locales";
import { fetchWithin, unansweredCause, type Unanswered } from "./http";
import type { ErpLeadValues } from "./lead";

export interface ErpSettings {
  /** Up to and including `/restapi/1.0`; unset means leads wait in the outbox. */
  baseUrl: string | undefined;
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** Time limit of each HTTP call, in ms. */
  timeoutMs?: number;
}

/** The company's own success text, per language of the locale table, when the ERP sends one. */
export type ErpMessage = Partial<Record<Locale, string>>;

/** Why a lead was not created, for the metrics: one word per kind of trouble. */
export type FailureCause =
  | "network"
  | "timeout"
  /** Cut short by our own shutdown. */
  | "interrupted"
  | "server-error"
  | "rate-limited"
  /** Our credentials or set-up (ERP_* settings), refused at authorise or token. */
  | "configuration"
  /** The ERP refused the lead's values (403 or another 4xx on create). */
  | "refused"
  /** The attempt threw (a defect of ours). */
  | "crashed";

export type CreateLeadResult =
  | { ok: true; status: number; erpId: number | null; message: ErpMessage | null }
  | {
      ok: false;
      cause: FailureCause;
      /** true: try again later (network, timeout, 5xx, 429, refused credentials); false: an operator must look. */
      retryable: boolean;
      /** The ERP refused our credentials or configuration: worth an operator-visible log line. */
      configError: boolean;
      /** With a configuration error: which part of the set-up, in a word (the log and /metrics name it). */
      reason?: string;
      status?: number;
      /** One line for the log and the outbox's `last_error`. */
      error: string;
      /** The ERP's answer body (shortened), kept with a failed lead. */
      answer?: string;
      /** The ERP (or its proxy) asked us to wait this long before the next attempt (Retry-After). */
      retryAfterMs?: number;
    };

export interface ErpClient {
  readonly configured: boolean;
  createLead(values: ErpLeadValues, signal?: AbortSignal): Promise<CreateLeadResult>;
  /** Authorises and gets a token (both read-only steps): whether the ERP accepts the credentials. */
  checkCredentials(signal?: AbortSignal): Promise<{ ok: true } | Failure>;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
/** Renew a token this long before the ERP says it expires. */
const TOKEN_MARGIN_MS = 60_000;
const ANSWER_LIMIT = 2000;

type HttpAnswer = { kind: "answer"; status: number; body: unknown; text: string } | Unanswered;

export type Failure = Extract<CreateLeadResult, { ok: false }>;

interface Token {
  value: string;
  expiresAt: number;
}

function short(text: string): string {
  return text.length > ANSWER_LIMIT ? `${text.slice(0, ANSWER_LIMIT)}…` : text;
}

/** The ERP's own words from an error body: `{code, message}` or `{error: {code, message}}`. */
function erpText(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const record = body as { message?: unknown; error?: { message?: unknown } };
  if (typeof record.message === "string") return record.message;
  if (record.error && typeof record.error === "object" && typeof record.error.message === "string") {
    return record.error.message;
  }
  return undefined;
}

function describe(step: string, answer: Extract<HttpAnswer, { kind: "answer" }>): string {
  const said = erpText(answer.body);
  return `${step}: HTTP ${answer.status}${said ? ` ${said}` : ""}`;
}

/** 5xx and 429: the ERP is in trouble for now. */
function passing(status: number): boolean {
  return status >= 500 || status === 429;
}

/** Network errors, timeouts, answers too large to read, 5xx and 429 are passing troubles: retried with backoff. */
function transient(step: string, answer: HttpAnswer): Failure {
  if (answer.kind === "failure") {
    return {
      ok: false,
      cause: unansweredCause(answer.reason),
      retryable: true,
      configError: false,
      error: `${step}: ${answer.error}`,
    };
  }
  return {
    ok: false,
    cause: answer.status === 429 ? "rate-limited" : "server-error",
    retryable: true,
    configError: false,
    status: answer.status,
    error: describe(step, answer),
    answer: short(answer.text),
  };
}

/**
 * The ERP's `message`: one text, which then serves every language, or a text per language code;
 * codes the locale table does not have, and empty texts, are dropped.
 */
function message(body: unknown): ErpMessage | null {
  const value = (body as { message?: unknown } | null)?.message;
  if (typeof value === "string" && value.trim()) {
    return Object.fromEntries(localeCodes.map((code) => [code, value]));
  }
  if (!value || typeof value !== "object") return null;
  const found: ErpMessage = {};
  for (const code of localeCodes) {
    const text = (value as Record<string, unknown>)[code];
    if (typeof text === "string" && text.trim()) found[code] = text;
  }
  return Object.keys(found).length ? found : null;
}

function recordId(body: unknown): number | null {
  if (!body || typeof body !== "object") return null;
  let record = (body as Record<string, unknown>)["crm.lead"] ?? body;
  if (Array.isArray(record)) record = record[0];
  const id = (record as { id?: unknown } | undefined)?.id;
  return typeof id === "number" && Number.isFinite(id) ? id : null;
}

export function createErpClient(settings: ErpSettings, fetchImpl: typeof fetch = fetch): ErpClient {
  const { baseUrl, clientId, clientSecret } = settings;
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let token: Token | undefined;
  let pendingToken: Promise<Token | Failure> | undefined;

  async function call(
    method: "GET" | "POST",
    path: string,
    query: Record<string, string>,
    signal?: AbortSignal,
    bearer?: string,
  ): Promise<HttpAnswer> {
    const url = new URL(`${baseUrl}/${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const headers: Record<string, string> = { accept: "application/json" };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    // The create call has an empty body and no Content-Type (the spec's form).
    const sent = await fetchWithin(fetchImpl, url, { method, headers, redirect: "error" }, timeoutMs, signal);
    if (sent.kind === "failure") return sent;
    let body: unknown = null;
    try {
      // JSON whatever the Content-Type says: some versions label it text/html.
      body = JSON.parse(sent.text);
    } catch {
      body = null;
    }
    return { kind: "answer", status: sent.response.status, body, text: sent.text };
  }

  /** A 4xx at authorise or token: our credentials or set-up are wrong; retried, and worth an alert. */
  function refused(step: string, answer: Extract<HttpAnswer, { kind: "answer" }>, why?: string): Failure {
    return {
      ok: false,
      cause: "configuration",
      retryable: true,
      configError: true,
      reason: "credentials",
      status: answer.status,
      error: why ? `${step}: ${why}` : describe(step, answer),
      answer: short(answer.text),
    };
  }

  async function fetchToken(signal?: AbortSignal): Promise<Token | Failure> {
    if (!clientId || !clientSecret) {
      return {
        ok: false,
        cause: "configuration",
        retryable: true,
        configError: true,
        reason: "settings",
        error: "ERP_CLIENT_ID and ERP_CLIENT_SECRET must be set",
      };
    }
    const authorize = await call(
      "GET",
      "common/oauth2/authorize",
      { client_id: clientId, response_type: "code" },
      signal,
    );
    if (authorize.kind === "failure" || passing(authorize.status)) return transient("authorize", authorize);
    const code = (authorize.body as { code?: unknown } | null)?.code;
    if (authorize.status < 200 || authorize.status >= 300) return refused("authorize", authorize);
    if (typeof code !== "string" || code === "")
      return refused("authorize", authorize, `HTTP ${authorize.status} without a code`);

    const grant = await call(
      "GET",
      "common/oauth2/access_token",
      { client_id: clientId, client_secret: clientSecret, code },
      signal,
    );
    if (grant.kind === "failure" || passing(grant.status)) return transient("access token", grant);
    if (grant.status < 200 || grant.status >= 300) return refused("access token", grant);
    const { access_token: value, access_token_validity: validity } = (grant.body ?? {}) as {
      access_token?: unknown;
      access_token_validity?: unknown;
    };
    if (typeof value !== "string" || value === "") {
      return refused("access token", grant, `HTTP ${grant.status} without an access_token`);
    }
    const lifetimeMs = (typeof validity === "number" && validity > 0 ? validity : 1800) * 1000;
    return { value, expiresAt: Date.now() + lifetimeMs - Math.min(TOKEN_MARGIN_MS, lifetimeMs / 10) };
  }

  /** The cached token while it is fresh; otherwise one new token, shared by concurrent callers. */
  async function currentToken(signal?: AbortSignal): Promise<Token | Failure> {
    if (token && token.expiresAt > Date.now()) return token;
    pendingToken ??= fetchToken(signal).finally(() => {
      pendingToken = undefined;
    });
    const result = await pendingToken;
    if ("value" in result) token = result;
    return result;
  }

  async function create(
    values: ErpLeadValues,
    bearer: string,
    signal?: AbortSignal,
  ): Promise<CreateLeadResult | "unauthorized"> {
    const answer = await call("POST", "object/crm.lead", { vals: JSON.stringify(values) }, signal, bearer);
    if (answer.kind === "failure" || passing(answer.status)) return transient("create lead", answer);
    if (answer.status >= 200 && answer.status < 300) {
      return { ok: true, status: answer.status, erpId: recordId(answer.body), message: message(answer.body) };
    }
    if (answer.status === 401) return "unauthorized";
    // 403 (bad values, unknown model, missing source_id record) and other 4xx: an operator fixes it.
    return {
      ok: false,
      cause: "refused",
      retryable: false,
      configError: false,
      status: answer.status,
      error: describe("create lead", answer),
      answer: short(answer.text),
    };
  }

  const notConfigured: Failure = {
    ok: false,
    cause: "configuration",
    retryable: true,
    configError: true,
    reason: "settings",
    error: "ERP_BASE_URL is not set",
  };

  return {
    configured: Boolean(baseUrl),
    async checkCredentials(signal) {
      if (!baseUrl) return notConfigured;
      // A new token, not the cached one: the point is to see the ERP accept the credentials now.
      const fresh = await fetchToken(signal);
      return "value" in fresh ? { ok: true } : fresh;
    },
    async createLead(values, signal) {
      if (!baseUrl) return notConfigured;
      for (let round = 0; round < 2; round += 1) {
        const current = await currentToken(signal);
        if (!("value" in current)) return current;
        const result = await create(values, current.value, signal);
        if (result !== "unauthorized") return result;
        // Expired or revoked token: forget it and authorise again at once, once.
        if (token?.value === current.value) token = undefined;
      }
      return {
        ok: false,
        cause: "configuration",
        retryable: true,
        configError: true,
        reason: "credentials",
        status: 401,
        error: "create lead: HTTP 401 with a new token",
      };
    },
  };
}
