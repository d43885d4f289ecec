import type { Config } from "../config";
import { createErpClient } from "../erp/client";
import { Outbox, type OutboxLogger } from "./outbox";
import type { LeadsSettings } from "./settings";
import { openSqliteStore } from "./sqlite";
import type { LeadStore } from "./store";

/** The outbox as the server and the leads CLI use it: the SQLite store in DATA_DIR and the ERP client. */
export function openOutbox(
  config: Pick<Config, "dataDir" | "erp">,
  settings: Pick<LeadsSettings, "erpTimeoutMs" | "retryBaseMs" | "pollMs" | "answerWaitMs">,
  log: OutboxLogger,
): { outbox: Outbox; store: LeadStore } {
  const store = openSqliteStore(config.dataDir);
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
