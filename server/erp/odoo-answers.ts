/**
 * What a message in `load`'s answer means for the lead. `load` catches access errors, record rules
 * and database errors as well as bad values, rolls the call back and answers HTTP 200 with
 * `ids: false` and row messages (`odoo/models.py`, `load`, in 17.0–19.0), so the transport's status
 * says nothing: the message's text and field do. docs/erp/odoo.md gives the source lines.
 *
 * One table, read top to bottom: the first row whose patterns (and fields, where given) match a
 * message decides for that message; a message no row matches is about the lead's own values.
 */
import type { FailureCause } from "./client";

/** Why a lead waits on the operator; named in the log and in /metrics. */
export type OdooConfigurationReason =
  | "access-rights"
  | "record-rule"
  | "unresolved-reference"
  | "invalid-language"
  | "api-key"
  | "database"
  | "crm-app"
  | "url"
  | "settings";

export type LoadVerdict =
  | { cause: "configuration"; reason: OdooConfigurationReason }
  | { cause: "server-error"; reason: "serialization" | "lock" }
  | { cause: "refused"; reason: "lead-values" };

export interface LoadMessage {
  type?: unknown;
  message?: unknown;
  field?: unknown;
}

/** The many-to-one columns the delivery fills from settings or look-ups, never from the visitor. */
export const OUR_REFERENCES = [
  "team_id",
  "user_id",
  "company_id",
  "medium_id",
  "source_id",
  "campaign_id",
  "lang_id",
] as const;

interface Rule {
  verdict: Exclude<LoadVerdict, { cause: "refused" }>;
  /** Odoo's wording, as its source writes it (translated databases reword it; the field still says). */
  patterns: RegExp[];
  /** Only a message on one of these fields. */
  fields?: readonly string[];
  /** Where Odoo raises it. */
  source: string;
}

export const LOAD_MESSAGE_RULES: readonly Rule[] = [
  {
    verdict: { cause: "configuration", reason: "access-rights" },
    // "You are not allowed to create 'Lead/Opportunity' (crm.lead) records."
    patterns: [/\bYou are not allowed to (access|create|modify|read|write|delete)\b/i],
    source: "odoo/addons/base/models/ir_model.py, ir.model.access check (AccessError)",
  },
  {
    verdict: { cause: "configuration", reason: "record-rule" },
    // 17.0+: "Uh-oh! Looks like you have stumbled upon some top-secret records. … Sorry, Website
    // leads (id=7) doesn't have 'create' access to: - Lead/Opportunity …"; 16.0: "Due to security
    // restrictions, you are not allowed to …".
    patterns: [
      /\bdoesn't have '\w+' access to\b/i,
      /stumbled upon some top-secret records/i,
      /Due to security restrictions/i,
    ],
    source: "odoo/addons/base/models/ir_rule.py, _make_access_error (AccessError)",
  },
  {
    verdict: { cause: "configuration", reason: "invalid-language" },
    patterns: [/Invalid language code/i],
    source: "odoo/api.py, Environment.lang (UserError, 18.0+)",
  },
  {
    verdict: { cause: "configuration", reason: "unresolved-reference" },
    // "No matching record found for external id 'sales_team.team_x' in field 'Sales Team'"
    patterns: [/No matching record found for/i, /Invalid database id/i, /Unknown database identifier/i],
    fields: OUR_REFERENCES,
    source: "odoo/addons/base/models/ir_fields.py, db_id_for (ImportValidationError)",
  },
  {
    verdict: { cause: "server-error", reason: "serialization" },
    patterns: [/could not serialize access/i, /deadlock detected/i],
    source: "odoo/models.py, load's `except psycopg2.Error` (SerializationFailure, DeadlockDetected)",
  },
  {
    verdict: { cause: "server-error", reason: "lock" },
    patterns: [/could not obtain lock/i, /lock not available/i, /lock timeout/i, /\bLockError\b/],
    source: "odoo/models.py, load's `except psycopg2.Error` (LockNotAvailable); odoo/exceptions.py LockError",
  },
];

const REFUSED: LoadVerdict = { cause: "refused", reason: "lead-values" };

/** One message's verdict: the first row that matches it, else a refusal of the lead's values. */
export function sortLoadMessage(message: LoadMessage): LoadVerdict {
  const text = typeof message.message === "string" ? message.message : "";
  const field = typeof message.field === "string" ? message.field : undefined;
  for (const rule of LOAD_MESSAGE_RULES) {
    if (rule.fields && (!field || !rule.fields.includes(field))) continue;
    if (rule.patterns.some((pattern) => pattern.test(text))) return rule.verdict;
  }
  return REFUSED;
}

const WEIGHT: Record<FailureCause, number> = {
  configuration: 3,
  "server-error": 2,
  refused: 1,
  network: 0,
  timeout: 0,
  interrupted: 0,
  "rate-limited": 0,
  crashed: 0,
};

/**
 * The verdict on a whole answer: a configuration problem first (fixing it is what lets the lead
 * in), then a passing one, and a refusal only when every error is about the lead's values.
 */
export function sortLoadMessages(messages: readonly LoadMessage[]): {
  verdict: LoadVerdict;
  message: LoadMessage | undefined;
} {
  let best: { verdict: LoadVerdict; message: LoadMessage | undefined } = {
    verdict: REFUSED,
    message: undefined,
  };
  for (const message of messages) {
    if (message.type !== undefined && message.type !== "error") continue;
    const verdict = sortLoadMessage(message);
    if (!best.message || WEIGHT[verdict.cause] > WEIGHT[best.verdict.cause]) best = { verdict, message };
  }
  return best;
}
