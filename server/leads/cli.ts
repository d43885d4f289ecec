/**
 * The operators' view of the lead outbox (docs/operations.md, "Operators' commands"):
 *
 *   npm run leads -- list [--state pending|delivered|failed|held] [--held]
 *   npm run leads -- show ID
 *   npm run leads -- release ID    a held submission (spam defence): pending, and one attempt now
 *   npm run leads -- retry ID      a failed (or waiting) lead: pending, and one attempt now
 *   npm run leads -- export        every lead as CSV, to stdout
 *   npm run leads -- export EMAIL  everything held for that e-mail address, as JSON (a person's request)
 *   npm run leads -- erase EMAIL   erases the personal values of every lead with that address
 *   npm run leads -- erased        leads a person had erased that reached the ERP (erase them there)
 *   npm run leads -- import-sqlite [--from DIR]
 *                                  copies the SQLite outbox (DATA_DIR) into DATABASE_URL's PostgreSQL
 *   npm run leads -- check-erp     whether the ERP settings reach the ERP and its credentials are accepted
 *
 * It reads the same environment as the server (DATA_DIR or DATABASE_URL, ERP_*), and may run while
 * the server runs: a lead is leased while it is being sent, so the two never send one lead at once.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { type Config, loadConfig } from "../config";
import { createTarget } from "../erp/targets";
import { openOutbox } from "./open";
import { personRecord } from "./person";
import type { OutboxLogger } from "./outbox";
import { isPostgresUrl, openPostgresStore } from "./postgres";
import { DATABASE_FILE, openSqliteStore } from "./sqlite";
import {
  ERASED_BEFORE_DELIVERY,
  LEAD_STATES,
  type Lead,
  type LeadState,
  type LeadStore,
  type MailJob,
} from "./store";

const USAGE = `Usage: npm run leads -- <command>
  list [--state pending|delivered|failed|held]
                                            leads, oldest first
  list --held                               submissions held as spam, with their score and reasons
  show ID                                   one lead, every field
  release ID                                a held submission is not spam: send it as a lead now
  retry ID                                  send a failed or waiting lead again now
  export                                    every lead as CSV (to stdout)
  export EMAIL                              everything held for that e-mail address, as JSON
                                            (any case), for a person who asks
  erase EMAIL                               erase the personal data of every lead with that
                                            address, whatever its state (a pending one is not
                                            sent); the ERP's copy must be erased there.
                                            On PostgreSQL it then vacuums the leads table
  erased [--since DATE]                     leads a person had erased (erase EMAIL, or the
                                            visitor from the receipt page) that had reached
                                            the ERP: their ERP ids, to erase there as well
  import-sqlite [--from DIR]                copy the SQLite outbox in DIR (default DATA_DIR) into
                                            the PostgreSQL of DATABASE_URL; safe to run again
  check-erp                                 reach the ERP (ERP_KIND) and have the credentials
                                            accepted; creates nothing`;

const iso = (ms: number | null) => (ms === null ? "" : new Date(ms).toISOString());

/** Log lines go to stderr, so that `export > leads.csv` holds only the CSV. */
const log: OutboxLogger = {
  info: () => {},
  warn: () => {},
  error: (obj, msg) => console.error(`${msg} ${JSON.stringify(obj)}`),
};

function pad(text: string, width: number) {
  const cut = text.length > width ? `${text.slice(0, width - 1)}…` : text;
  return cut.padEnd(width);
}

/** Why a submission was held: its score and reasons (`list --held`, `show`). */
function spamText(lead: Lead): string {
  return lead.spam ? `score ${lead.spam.score}: ${lead.spam.reasons.join(", ")}` : "";
}

function listLine(lead: Lead): string {
  const due = lead.state === "pending" ? iso(lead.nextAttemptAt) : "";
  if (lead.state === "held")
    return [
      String(lead.id).padStart(5),
      pad(lead.state, 9),
      String(lead.attempts).padStart(8),
      pad(iso(lead.createdAt), 24),
      pad("", 24),
      pad(lead.contact.full_name, 24),
      pad(lead.contact.email, 28),
      spamText(lead),
    ].join("  ");
  return [
    String(lead.id).padStart(5),
    pad(lead.state, 9),
    String(lead.attempts).padStart(8),
    pad(iso(lead.createdAt), 24),
    pad(due, 24),
    pad(lead.contact.full_name, 24),
    pad(lead.contact.email, 28),
    lead.lastError ?? "",
  ].join("  ");
}

const LIST_HEADER = [
  "   id",
  pad("state", 9),
  "attempts",
  pad("created", 24),
  pad("next attempt", 24),
  pad("name", 24),
  pad("email", 28),
  "last error",
].join("  ");

function erasedByText(lead: Lead): string {
  if (lead.erasedBy === "visitor") return " by the visitor, from the receipt page";
  if (lead.erasedBy === "operator") return " by an operator";
  if (lead.erasedBy === "retention") return " by the retention sweep";
  return "";
}

/** A lead's mails, one line each, for `show`. */
function mailLines(mails: readonly MailJob[]): string {
  return mails
    .map(
      (mail) =>
        `${"mail:".padEnd(17)}${mail.kind} (${mail.lang}) ${mail.state}, written ${iso(mail.createdAt)}` +
        (mail.sentAt ? `, sent ${iso(mail.sentAt)}` : "") +
        `, ${mail.attempts} attempt${mail.attempts === 1 ? "" : "s"}` +
        (mail.lastError ? `, last error: ${mail.lastError}` : ""),
    )
    .map((line) => `\n${line}`)
    .join("");
}

/**
 * `erased [--since DATE]`: leads a person had erased (`erase EMAIL`, or the visitor from the
 * receipt page) that had reached the ERP, whose copy there someone must erase too.
 */
async function erasedInErp(store: LeadStore, args: string[]): Promise<number> {
  const flag = args.indexOf("--since");
  const since = flag === -1 ? 0 : Date.parse(args[flag + 1] ?? "");
  if (Number.isNaN(since))
    throw new UsageError(`--since takes a date such as 2026-11-01, got "${args[flag + 1] ?? ""}".`);
  const leads = await store.erasedInErp(since);
  for (const lead of leads)
    console.log(
      `lead ${lead.id}  erased ${iso(lead.erasedAt ?? null)}${erasedByText(lead)}  ERP id ${lead.erpId ?? "unknown (delivered)"}`,
    );
  console.log(
    leads.length === 0
      ? "No lead erased at a person's request had reached the ERP."
      : `${leads.length} lead${leads.length === 1 ? "" : "s"}: erase each ERP id in the ERP as well.`,
  );
  return 0;
}

function describe(lead: Lead): string {
  const rows: Array<[string, string]> = [
    ["id", String(lead.id)],
    ["state", lead.state],
    ["created", iso(lead.createdAt)],
    ["updated", iso(lead.updatedAt)],
    ["language", lead.lang],
    ["idempotency key", lead.key ?? ""],
    ["attempts", String(lead.attempts)],
    ["last attempt", iso(lead.lastAttemptAt)],
    ["next attempt", lead.state === "pending" ? iso(lead.nextAttemptAt) : ""],
    ["last error", lead.lastError ?? ""],
    [
      "being sent by",
      lead.lockedUntil && lead.lockedUntil > Date.now()
        ? `${lead.lockedBy} until ${iso(lead.lockedUntil)}`
        : "",
    ],
    ["delivered", iso(lead.deliveredAt)],
    ["ERP id", lead.erpId === null ? "" : String(lead.erpId)],
    ["ERP status", lead.erpStatus == null ? "" : String(lead.erpStatus)],
    ["ERP message", lead.erpMessage ? JSON.stringify(lead.erpMessage) : ""],
    ["ERP answer", lead.erpAnswer ?? ""],
    ["full name", lead.contact.full_name],
    ["phone", lead.contact.phone],
    ["email", lead.contact.email],
    ["interests", lead.contact.interests.join(", ")],
    ["message", lead.contact.message],
    ["utm_source", lead.attribution.source ?? ""],
    ["utm_medium", lead.attribution.medium ?? ""],
    ["utm_campaign", lead.attribution.campaign ?? ""],
    ["erased", lead.erasedAt ? `${iso(lead.erasedAt)} (personal data erased${erasedByText(lead)})` : ""],
    ["spam", spamText(lead)],
    ["reference", lead.reference ?? ""],
  ];
  return rows.map(([name, value]) => `${`${name}:`.padEnd(17)}${value}`).join("\n");
}

/** RFC 4180: every field quoted, quotes doubled; formulas defused for spreadsheets. */
function csvField(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const CSV_COLUMNS = [
  "id",
  "state",
  "created",
  "language",
  "full_name",
  "phone",
  "email",
  "interests",
  "message",
  "attempts",
  "last_attempt",
  "next_attempt",
  "last_error",
  "delivered",
  "erp_id",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "erased",
] as const;

function csvRow(lead: Lead): string {
  return [
    lead.id,
    lead.state,
    iso(lead.createdAt),
    lead.lang,
    lead.contact.full_name,
    lead.contact.phone,
    lead.contact.email,
    lead.contact.interests.join(", "),
    lead.contact.message,
    lead.attempts,
    iso(lead.lastAttemptAt),
    lead.state === "pending" ? iso(lead.nextAttemptAt) : "",
    lead.lastError,
    iso(lead.deliveredAt),
    lead.erpId,
    lead.attribution.source,
    lead.attribution.medium,
    lead.attribution.campaign,
    iso(lead.erasedAt ?? null),
  ]
    .map(csvField)
    .join(",");
}

class UsageError extends Error {}

function emailArgument(value: string | undefined, command: string): string {
  if (!value?.includes("@"))
    throw new UsageError(`${command} needs an e-mail address, got "${value ?? ""}".`);
  return value.trim();
}

/** `export EMAIL`: a person's request for what is held about them, as JSON on stdout. */
async function exportPerson(store: LeadStore, email: string): Promise<number> {
  const leads = await store.findByEmail(email);
  const mails = await store.mailsOf(leads.map((lead) => lead.id));
  const answer = {
    email,
    exported: new Date().toISOString(),
    leads: leads.map((lead) => personRecord(lead, mails)),
    note:
      "Every lead of the website's outbox with this e-mail address (compared without regard to case), " +
      "not yet erased. Delivered leads have a copy in the ERP (erpId), which this does not cover.",
  };
  console.log(JSON.stringify(answer, null, 2));
  console.error(`${leads.length} lead${leads.length === 1 ? "" : "s"} held for ${email}.`);
  return 0;
}

/**
 * `erase EMAIL`: a person's request for erasure. Every lead with that address loses its personal
 * values, whatever its state; a pending one becomes failed (it can no longer be sent, and `retry`
 * refuses it), so it is never delivered.
 */
async function erasePerson(store: LeadStore, email: string): Promise<number> {
  const found = await store.findByEmail(email);
  const now = Date.now();
  const erased = await store.erase(
    found.map((lead) => lead.id),
    now,
  );
  if (erased.length === 0) {
    console.log(`No lead held for ${email} (none, or already erased). Nothing to do.`);
    return 0;
  }
  const ids = erased.map((lead) => lead.id);
  console.log(
    `Erased the personal data of ${erased.length} lead${erased.length === 1 ? "" : "s"} with ${email} ` +
      `(id${ids.length === 1 ? "" : "s"} ${ids.join(", ")}).`,
  );
  const pending = erased.filter((lead) => lead.state === "pending");
  if (pending.length > 0) {
    console.log(
      `${pending.map((lead) => lead.id).join(", ")} had not been delivered yet: now failed ` +
        `("${ERASED_BEFORE_DELIVERY}"); they will never be sent.`,
    );
    const inFlight = pending.filter((lead) => lead.lockedUntil !== null && lead.lockedUntil > now);
    if (inFlight.length > 0)
      console.log(
        `${inFlight.map((lead) => lead.id).join(", ")} was being sent at this moment and may have reached ` +
          "the ERP all the same: check `npm run leads -- show ID` in a minute for an ERP id.",
      );
  }
  const inErp = erased.filter((lead) => lead.erpId !== null || lead.state === "delivered");
  console.log(
    inErp.length > 0
      ? `The ERP has its own copy, which this does not touch: erase it there too (ERP ids ${inErp
          .map((lead) => lead.erpId ?? `unknown, lead ${lead.id}`)
          .join(", ")}).`
      : "None had reached the ERP; still, look there for the address, in case it came another way.",
  );
  if (store.vacuumErased) await vacuumAfterErasure(store.vacuumErased.bind(store));
  return 0;
}

/**
 * PostgreSQL keeps the old version of an updated row, with the erased values, until vacuum
 * reclaims it (docs/postgresql.md, "Erased data and vacuum"): vacuumed now, or said so.
 */
async function vacuumAfterErasure(vacuum: () => Promise<void>): Promise<void> {
  try {
    await vacuum();
    console.log(
      "Vacuumed the leads table: PostgreSQL has reclaimed the old row versions that held these values. " +
        "Their bytes may stay in the table's free space until it is reused, and in the write-ahead log, " +
        "WAL archives and backups until those are recycled.",
    );
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const why = typeof code === "string" && code ? code : (error as Error).message;
    console.error(
      `Could not vacuum the leads table (${why}): PostgreSQL keeps the old row versions, with these ` +
        "values, on disk until autovacuum reclaims them. Run it now as the table's owner: " +
        `psql "$DATABASE_URL" -c 'VACUUM leads;'`,
    );
  }
}

function leadId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !Number.isInteger(id) || id <= 0)
    throw new UsageError(`A lead id is a whole number, got "${value ?? ""}".`);
  return id;
}

/**
 * Copies every lead of a SQLite outbox into PostgreSQL, as it is. A lead is named by its SQLite id,
 * creation time and content, so that a second run (or a second SQLite file, from another
 * instance) never copies one lead twice. Run it with the servers stopped (docs/postgresql.md).
 */
async function importSqlite(config: Config, args: string[]): Promise<number> {
  if (!isPostgresUrl(config.databaseUrl))
    throw new UsageError("import-sqlite copies into PostgreSQL: set DATABASE_URL to its postgres:// URL.");
  const flag = args.indexOf("--from");
  const dir = flag === -1 ? config.dataDir : args[flag + 1];
  if (!dir) throw new UsageError("--from needs the folder of the SQLite outbox.");
  const file = path.join(path.resolve(dir), DATABASE_FILE);
  if (!existsSync(file)) {
    console.error(`No SQLite outbox at ${file}.`);
    return 1;
  }
  const sqlite = openSqliteStore(path.dirname(file));
  const postgres = await openPostgresStore(config.databaseUrl, { log });
  try {
    const leads = await sqlite.list();
    const result = await postgres.importLeads(
      leads.map((lead) => ({ lead, source: `sqlite:${lead.id}:${lead.createdAt}:${lead.contentHash}` })),
    );
    console.log(
      `${leads.length} leads in ${file}: ${result.copied} copied into PostgreSQL, ` +
        `${result.alreadyThere} there from an earlier copy.`,
    );
    if (result.keyDropped.length > 0)
      console.log(
        `Copied without their idempotency key, which another lead already has: ${result.keyDropped.join(", ")}.`,
      );
    const counts = await postgres.counts();
    console.log(`PostgreSQL outbox: ${LEAD_STATES.map((s) => `${counts[s]} ${s}`).join(", ")}.`);
    return 0;
  } finally {
    await sqlite.close();
    await postgres.close();
  }
}

/** Reaches the ERP and has the credentials accepted, step by step; creates nothing. Exit 0 when all pass. */
async function checkErp(config: Config): Promise<number> {
  const target = createTarget(config, config.leads.erpTimeoutMs);
  console.log(`ERP_KIND=${target.kind}`);
  if (!target.configured) {
    console.error(`No ERP configured: set ${target.settingNames}. Leads wait in the outbox.`);
    return 1;
  }
  const report = await target.check();
  for (const { step, ok, detail } of report.steps) console.log(`${ok ? "ok  " : "FAIL"}  ${step}: ${detail}`);
  if (report.ok) console.log("The ERP accepts these settings: leads can be delivered.");
  else console.error(`The ERP cannot take leads with these settings: check ${target.settingNames}.`);
  return report.ok ? 0 : 1;
}

async function run(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (!command || command === "help" || command === "--help") {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const config = loadConfig();
  if (command === "import-sqlite") return importSqlite(config, rest);
  if (command === "check-erp") return checkErp(config);
  // Without the spam defence: the CLI scores nothing (release makes a held lead pending as it is).
  // With SMTP_URL set, a released lead's confirmation mail is written for the server's mail worker.
  const { outbox, store } = await openOutbox(config, config.leads, log);
  try {
    switch (command) {
      case "list": {
        let state: LeadState | undefined = rest.includes("--held") ? "held" : undefined;
        const flag = rest.indexOf("--state");
        if (flag !== -1) {
          const value = rest[flag + 1];
          if (!LEAD_STATES.includes(value as LeadState)) {
            throw new UsageError(`--state is one of ${LEAD_STATES.join(", ")}, got "${value ?? ""}".`);
          }
          state = value as LeadState;
        }
        const leads = await store.list({ state });
        console.log(LIST_HEADER);
        for (const lead of leads) console.log(listLine(lead));
        const counts = await store.counts();
        console.log(
          `\n${leads.length} shown. Outbox: ${LEAD_STATES.map((s) => `${counts[s]} ${s}`).join(", ")}.`,
        );
        return 0;
      }
      case "show": {
        const lead = await store.get(leadId(rest[0]));
        if (!lead) {
          console.error(`No lead ${rest[0]}.`);
          return 1;
        }
        console.log(describe(lead) + mailLines(await store.mailsOf([lead.id])));
        return 0;
      }
      case "retry": {
        const id = leadId(rest[0]);
        const before = await store.get(id);
        if (!before) {
          console.error(`No lead ${id}.`);
          return 1;
        }
        if (before.erasedAt) {
          console.error(`Lead ${id}'s personal data was erased ${iso(before.erasedAt)}: it cannot be sent.`);
          return 1;
        }
        if (before.state === "held") {
          console.error(`Lead ${id} is held as spam (${spamText(before)}): \`release ${id}\` sends it.`);
          return 1;
        }
        if (before.state === "delivered") {
          console.error(
            `Lead ${id} was delivered ${iso(before.deliveredAt)} (ERP id ${before.erpId ?? "unknown"}); nothing to do.`,
          );
          return 1;
        }
        if (!outbox.canDeliver) {
          await store.retry(id, Date.now());
          console.log(
            `Lead ${id} is pending again; this command has no ERP settings, so the server's worker sends it with its own.`,
          );
          return 0;
        }
        const after = await outbox.retry(id);
        if (after?.state === "delivered") {
          console.log(`Lead ${id} delivered (ERP id ${after.erpId ?? "unknown"}).`);
          return 0;
        }
        if (after?.lockedUntil && after.lockedUntil > Date.now()) {
          console.log(`Lead ${id} is pending again and being sent by ${after.lockedBy} right now.`);
          return 0;
        }
        console.error(
          `Lead ${id} not delivered: ${after?.lastError ?? "unknown error"}.` +
            (after?.state === "pending"
              ? ` It stays pending; next attempt ${iso(after.nextAttemptAt)}.`
              : " It is failed again."),
        );
        return 1;
      }
      case "release": {
        const id = leadId(rest[0]);
        const before = await store.get(id);
        if (!before) {
          console.error(`No lead ${id}.`);
          return 1;
        }
        if (before.state !== "held" || before.erasedAt) {
          console.error(
            before.erasedAt
              ? `Lead ${id}'s personal data was erased ${iso(before.erasedAt)}: it cannot be sent.`
              : `Lead ${id} is ${before.state}, not held; nothing to release.`,
          );
          return 1;
        }
        const after = await outbox.release(id);
        if (after?.state === "delivered") {
          console.log(`Lead ${id} released and delivered (ERP id ${after.erpId ?? "unknown"}).`);
          return 0;
        }
        console.log(
          outbox.canDeliver
            ? `Lead ${id} released: pending${after?.lastError ? ` (${after.lastError})` : ""}; the server's worker will send it.`
            : `Lead ${id} released: pending; this command has no ERP settings, so the server's worker sends it with its own.`,
        );
        return 0;
      }
      case "erase":
        return await erasePerson(store, emailArgument(rest[0], "erase"));
      case "erased":
        return await erasedInErp(store, rest);
      case "export": {
        if (rest[0] !== undefined) return await exportPerson(store, emailArgument(rest[0], "export"));
        const leads = await store.list();
        process.stdout.write(`${CSV_COLUMNS.join(",")}\r\n`);
        for (const lead of leads) process.stdout.write(`${csvRow(lead)}\r\n`);
        return 0;
      }
      default:
        throw new UsageError(`Unknown command "${command}".`);
    }
  } finally {
    await outbox.stop(0);
    await store.close();
  }
}

async function main(args: string[]): Promise<number> {
  try {
    return await run(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
