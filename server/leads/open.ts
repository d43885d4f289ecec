import type { Config } from "../config";
import { createErpClient } from "../erp/client";
import { Outbox, type OutboxLogger } from "./outbox";
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
  config: Pick<Config, "dataDir" | "databaseUrl" | "erp">,
  settings: Pick<LeadsSettings, "erpTimeoutMs" | "retryBaseMs" | "pollMs" | "answerWaitMs">,
  log: OutboxLogger,
): Promise<{ outbox: Outbox; store: LeadStore }> {
  const store = await openStore(config, log);
  const erp = createErpClient({ ...config.erp, timeoutMs: settings.erpTimeoutMs });
  const outbox = new Outbox({
    store,
    erp,
    log,
    sourceId: config.erp.leadSourceId,
    retryBaseMs: settings.retryBaseMs,
    pollMs: settings.pollMs,
    answerWaitMs: settings.answerWaitMs,
    // Authorise, token and create, twice when a token turns out expired.
    attemptTimeoutMs: settings.erpTimeoutMs * 6,
  });
  return { outbox, store };
}
