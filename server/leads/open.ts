import type { Config } from "../config";
import { createTarget } from "../erp/targets";
import { MAIL_DEFAULTS } from "../mail/queue";
import { DAY_MS, Outbox, type OutboxLogger, type OutboxOptions } from "./outbox";
import { isPostgresUrl, openPostgresStore } from "./postgres";
import type { LeadsSettings } from "./settings";
import { openSqliteStore } from "./sqlite";
import type { LeadStore } from "./store";

/** The store the settings choose: PostgreSQL when DATABASE_URL is a postgres:// URL, else SQLite in DATA_DIR. */
export async function openStore(
  config: Pick<Config, "dataDir" | "databaseUrl">,
  log: OutboxLogger,
): Promise<LeadStore> {
  if (config.databaseUrl === undefined) return openSqliteStore(config.dataDir);
  if (!isPostgresUrl(config.databaseUrl))
    throw new Error(
      "DATABASE_URL must be a postgres:// or postgresql:// URL (unset it to use SQLite in DATA_DIR)",
    );
  return openPostgresStore(config.databaseUrl, { log });
}

/** The outbox as the server and the leads CLI use it: the configured store and the ERP client. */
export async function openOutbox(
  config: Pick<Config, "dataDir" | "databaseUrl" | "erpKind" | "erp" | "odoo" | "mail">,
  settings: Pick<
    LeadsSettings,
    "erpTimeoutMs" | "retryBaseMs" | "configRetryMs" | "pollMs" | "answerWaitMs"
  > &
    Partial<Pick<LeadsSettings, "retentionDays" | "heldRetentionDays" | "sweepMs">>,
  log: OutboxLogger,
  /** Told when a confirmation mail was written (the server's mail worker wakes on it). */
  hooks: Pick<OutboxOptions, "onMailQueued"> = {},
): Promise<{ outbox: Outbox; store: LeadStore }> {
  const store = await openStore(config, log);
  const outbox = new Outbox({
    store,
    target: createTarget(config, settings.erpTimeoutMs),
    log,
    retryBaseMs: settings.retryBaseMs,
    configRetryMs: settings.configRetryMs,
    pollMs: settings.pollMs,
    answerWaitMs: settings.answerWaitMs,
    retentionMs: settings.retentionDays === undefined ? undefined : settings.retentionDays * DAY_MS,
    heldRetentionMs:
      settings.heldRetentionDays === undefined ? undefined : settings.heldRetentionDays * DAY_MS,
    sweepMs: settings.sweepMs,
    // REST: authorise, token and create, twice when a token turns out expired. Odoo: version,
    // authenticate, up to three UTM look-ups and the load.
    attemptTimeoutMs: settings.erpTimeoutMs * 6,
    // With SMTP_URL set, each lead (and each released one) is written with its confirmation mail.
    mail: config.mail && { perAddressWindowMs: MAIL_DEFAULTS.perAddressWindowMs },
    ...hooks,
  });
  return { outbox, store };
}
