import { DEFAULT_TIMEOUT_MS } from "../erp/client";
import { DEFAULTS } from "./outbox";

/**
 * The contact API's and the outbox's settings, from the environment (the README lists them).
 * The ERP's address and credentials are in `config.erp` (server/config.ts).
 */
export interface LeadsSettings {
  /** CONTACT_RATE_LIMIT: submissions per address per minute. */
  rateLimitPerMinute: number;
  /** How long the visitor waits for the ERP before the answer is 202 "queued". */
  answerWaitMs: number;
  /** ERP_TIMEOUT_MS: time limit of each call to the ERP. */
  erpTimeoutMs: number;
  /** LEADS_RETRY_BASE_MS: first retry delay; it doubles per failed attempt, up to an hour. */
  retryBaseMs: number;
  /** LEADS_POLL_MS: how often the worker looks for due leads. */
  pollMs: number;
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${value}"`);
  return n;
}

export function leadsSettings(env: NodeJS.ProcessEnv = process.env): LeadsSettings {
  return {
    rateLimitPerMinute: whole(env, "CONTACT_RATE_LIMIT", 10),
    answerWaitMs: 3_000,
    erpTimeoutMs: whole(env, "ERP_TIMEOUT_MS", DEFAULT_TIMEOUT_MS, 100),
    retryBaseMs: whole(env, "LEADS_RETRY_BASE_MS", DEFAULTS.retryBaseMs, 10),
    pollMs: whole(env, "LEADS_POLL_MS", DEFAULTS.pollMs, 10),
  };
}
