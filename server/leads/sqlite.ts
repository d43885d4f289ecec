/**
 * The outbox in a SQLite file (better-sqlite3, WAL). Each statement runs inside SQLite's write lock,
 * so a claim is atomic across the server and the leads CLI working on the same file.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { type MailRow, type Row, toLead, toMail } from "./row";
import type { AddResult, LeadState, LeadStore, MailRequest, MailState, NewLead } from "./store";
import { ERASE_BATCH, ERASED_BEFORE_DELIVERY, LEAD_STATES, MAIL_STATES, emailKey } from "./store";

/** Schema changes, in order; the database's `user_version` says how many have run. Append only. */
export const migrations: readonly string[] = [
  `CREATE TABLE leads (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     idempotency_key TEXT UNIQUE,
     content_hash TEXT NOT NULL,
     lang TEXT NOT NULL,
     full_name TEXT NOT NULL,
     phone TEXT NOT NULL,
     email TEXT NOT NULL,
     message TEXT NOT NULL,
     interests TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     next_attempt_at INTEGER,
     last_attempt_at INTEGER,
     last_error TEXT,
     erp_id INTEGER,
     erp_message TEXT,
     erp_answer TEXT,
     delivered_at INTEGER,
     locked_by TEXT,
     locked_until INTEGER
   );
   CREATE INDEX leads_due ON leads (state, next_attempt_at);
   CREATE INDEX leads_content ON leads (content_hash, created_at);`,
  // Attribution: the utm_* parameters of the page where the visitor arrived.
  `ALTER TABLE leads ADD COLUMN utm_source TEXT;
   ALTER TABLE leads ADD COLUMN utm_medium TEXT;
   ALTER TABLE leads ADD COLUMN utm_campaign TEXT;`,
  // Retention and erasure: when a lead's personal values were erased, and the ERP's status code,
  // which stays when its words (last_error, erp_answer) go.
  `ALTER TABLE leads ADD COLUMN erased_at INTEGER;
   ALTER TABLE leads ADD COLUMN erp_status INTEGER;
   CREATE INDEX leads_unerased ON leads (state, updated_at) WHERE erased_at IS NULL;`,
  // The spam defence: the state `held` (SQLite cannot change a CHECK constraint, so the table is
  // rebuilt with the same ids and AUTOINCREMENT sequence; secure_delete zeroes the old pages), the
  // message hash (copy campaigns; erased with the personal values), the score and its reasons;
  // the proofs of work used, and the secrets every instance shares.
  `CREATE TABLE leads_next (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     idempotency_key TEXT UNIQUE,
     content_hash TEXT NOT NULL,
     lang TEXT NOT NULL,
     full_name TEXT NOT NULL,
     phone TEXT NOT NULL,
     email TEXT NOT NULL,
     message TEXT NOT NULL,
     interests TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed', 'held')),
     attempts INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     next_attempt_at INTEGER,
     last_attempt_at INTEGER,
     last_error TEXT,
     erp_id INTEGER,
     erp_message TEXT,
     erp_answer TEXT,
     delivered_at INTEGER,
     locked_by TEXT,
     locked_until INTEGER,
     utm_source TEXT,
     utm_medium TEXT,
     utm_campaign TEXT,
     erased_at INTEGER,
     erp_status INTEGER,
     message_hash TEXT,
     spam_score INTEGER,
     spam_reasons TEXT
   );
   INSERT INTO leads_next (id, idempotency_key, content_hash, lang, full_name, phone, email, message,
                           interests, state, attempts, created_at, updated_at, next_attempt_at,
                           last_attempt_at, last_error, erp_id, erp_message, erp_answer, delivered_at,
                           locked_by, locked_until, utm_source, utm_medium, utm_campaign, erased_at,
                           erp_status)
     SELECT id, idempotency_key, content_hash, lang, full_name, phone, email, message, interests,
            state, attempts, created_at, updated_at, next_attempt_at, last_attempt_at, last_error,
            erp_id, erp_message, erp_answer, delivered_at, locked_by, locked_until, utm_source,
            utm_medium, utm_campaign, erased_at, erp_status
     FROM leads ORDER BY id;
   DELETE FROM sqlite_sequence WHERE name = 'leads_next';
   INSERT INTO sqlite_sequence (name, seq) SELECT 'leads_next', seq FROM sqlite_sequence WHERE name = 'leads';
   DROP TABLE leads;
   ALTER TABLE leads_next RENAME TO leads;
   CREATE INDEX leads_due ON leads (state, next_attempt_at);
   CREATE INDEX leads_content ON leads (content_hash, created_at);
   CREATE INDEX leads_unerased ON leads (state, updated_at) WHERE erased_at IS NULL;
   CREATE INDEX leads_message ON leads (message_hash, created_at) WHERE message_hash IS NOT NULL;
   CREATE TABLE proofs_used (id TEXT PRIMARY KEY, expires_at INTEGER NOT NULL) WITHOUT ROWID;
   CREATE INDEX proofs_used_expiry ON proofs_used (expires_at);
   CREATE TABLE secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL, created_at INTEGER NOT NULL);`,
  // The confirmation e-mail: each lead's short reference (given to the visitor), who erased a lead,
  // and the mail jobs, written with their lead and sent by the mail worker (server/mail/queue.ts).
  `ALTER TABLE leads ADD COLUMN reference TEXT;
   ALTER TABLE leads ADD COLUMN erased_by TEXT;
   CREATE UNIQUE INDEX leads_reference ON leads (reference) WHERE reference IS NOT NULL;
   CREATE TABLE mails (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     lead_id INTEGER NOT NULL REFERENCES leads (id),
     kind TEXT NOT NULL,
     lang TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'failed', 'limited', 'cancelled')),
     attempts INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     next_attempt_at INTEGER,
     last_attempt_at INTEGER,
     last_error TEXT,
     sent_at INTEGER,
     message_id TEXT,
     locked_by TEXT,
     locked_until INTEGER
   );
   CREATE INDEX mails_due ON mails (state, next_attempt_at);
   CREATE INDEX mails_lead ON mails (lead_id);
   CREATE INDEX mails_recent ON mails (kind, created_at);`,
];

/** The schema version from which leads can be erased (and the file must hold no freed copies). */
const ERASURE_VERSION = 3;

/**
 * What erasure writes over a lead's personal values (store.ts, ERASED_TEXT): the columns with NOT
 * NULL keep an empty string. Shared by the retention sweep and a person's request, each of which
 * also clears `last_error` (a pending lead erased on request gets ERASED_BEFORE_DELIVERY).
 */
const ERASE_SET = `full_name = '', phone = '', email = '', message = '', content_hash = '',
       message_hash = NULL, idempotency_key = NULL, utm_source = NULL, utm_medium = NULL, utm_campaign = NULL,
       erp_answer = NULL, erp_message = NULL, erased_at = @now, erased_by = @by`;

export const DATABASE_FILE = "leads.sqlite";

/** Opens (creating if needed) the outbox database in `dataDir` and brings its schema up to date. */
export function openSqliteStore(dataDir: string): LeadStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  db.pragma("journal_mode = WAL");
  // A lead is on disk before the visitor is told so: fsync at every commit.
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  // Erased means gone from the file: SQLite overwrites with zeros the content it frees (a row's
  // old cell when it is rewritten, index entries, freed pages) instead of leaving it in free space.
  // Every connection must set it; the leads CLI opens its own through this function too.
  db.pragma("secure_delete = ON");
  migrate(db);
  /** A checkpoint that could not empty the WAL (a reader held it): tried again at the next erasure. */
  let walOwed = false;
  /**
   * Copies the WAL into the database file and empties it (TRUNCATE), so the frames that still hold
   * the values just erased are gone from the -wal file too. Busy (a reader still uses the WAL): the
   * next sweep tries again.
   */
  const checkpoint = () => {
    const [result] = db.pragma("wal_checkpoint(TRUNCATE)") as Array<{ busy: number }>;
    walOwed = result?.busy !== 0;
  };

  const statements = {
    byKey: db.prepare<[string], Row>("SELECT * FROM leads WHERE idempotency_key = ?"),
    sameContent: db.prepare<[string, number], Row>(
      "SELECT * FROM leads WHERE content_hash = ? AND idempotency_key IS NULL AND created_at >= ? ORDER BY id DESC LIMIT 1",
    ),
    insert: db.prepare<Record<string, unknown>, Row>(
      `INSERT INTO leads (idempotency_key, content_hash, lang, full_name, phone, email, message, interests,
                          utm_source, utm_medium, utm_campaign, state, attempts, created_at, updated_at, next_attempt_at,
                          message_hash, spam_score, spam_reasons, reference)
       VALUES (@key, @contentHash, @lang, @full_name, @phone, @email, @message, @interests,
               @utm_source, @utm_medium, @utm_campaign, @state, 0, @now, @now,
               CASE WHEN @state = 'pending' THEN @now END, @messageHash, @score, @reasons, @reference)
       RETURNING *`,
    ),
    useProof: db.prepare<[{ id: string; expiresAt: number }]>(
      "INSERT INTO proofs_used (id, expires_at) VALUES (@id, @expiresAt) ON CONFLICT DO NOTHING",
    ),
    verdict: db.prepare<[{ id: number; now: number; state: string; score: number; reasons: string }], Row>(
      `UPDATE leads SET state = @state, spam_score = @score, spam_reasons = @reasons, updated_at = @now,
              next_attempt_at = CASE WHEN @state = 'pending' THEN @now END
       WHERE id = @id RETURNING *`,
    ),
    settle: db.prepare<
      [{ id: number; now: number; state: string; score: number; reasons: string; awaiting: string }],
      Row
    >(
      `UPDATE leads SET state = @state, spam_score = @score, spam_reasons = @reasons, updated_at = @now,
              next_attempt_at = CASE WHEN @state = 'pending' THEN @now END
       WHERE id = @id AND state = 'held' AND erased_at IS NULL
         AND EXISTS (SELECT 1 FROM json_each(spam_reasons) WHERE value = @awaiting)
       RETURNING *`,
    ),
    release: db.prepare<[{ id: number; now: number }], Row>(
      `UPDATE leads SET state = 'pending', next_attempt_at = @now, updated_at = @now
       WHERE id = @id AND state = 'held' AND erased_at IS NULL
       RETURNING *`,
    ),
    sameMessage: db.prepare<[{ hash: string; email: string; since: number }], { n: number }>(
      `SELECT COUNT(DISTINCT lower(email)) AS n FROM leads
       WHERE message_hash = @hash AND created_at >= @since AND lower(email) <> lower(@email)`,
    ),
    forgetProofs: db.prepare<[number]>("DELETE FROM proofs_used WHERE expires_at < ?"),
    keepSecret: db.prepare<[{ name: string; value: string; now: number }]>(
      "INSERT INTO secrets (name, value, created_at) VALUES (@name, @value, @now) ON CONFLICT DO NOTHING",
    ),
    secret: db.prepare<[string], { value: string }>("SELECT value FROM secrets WHERE name = ?"),
    get: db.prepare<[number], Row>("SELECT * FROM leads WHERE id = ?"),
    list: db.prepare<[{ state: string | null; limit: number }], Row>(
      "SELECT * FROM leads WHERE (@state IS NULL OR state = @state) ORDER BY id LIMIT @limit",
    ),
    counts: db.prepare<[], { state: LeadState; n: number }>(
      "SELECT state, COUNT(*) AS n FROM leads GROUP BY state",
    ),
    claim: db.prepare<[{ owner: string; until: number; id: number; now: number }], Row>(
      `UPDATE leads SET locked_by = @owner, locked_until = @until
       WHERE id = @id AND state = 'pending' AND (locked_until IS NULL OR locked_until <= @now)
       RETURNING *`,
    ),
    claimDue: db.prepare<[{ owner: string; until: number; now: number; limit: number }], Row>(
      `UPDATE leads SET locked_by = @owner, locked_until = @until
       WHERE id IN (SELECT id FROM leads
                    WHERE state = 'pending' AND next_attempt_at <= @now AND (locked_until IS NULL OR locked_until <= @now)
                    ORDER BY next_attempt_at, id LIMIT @limit)
       RETURNING *`,
    ),
    oldestPending: db.prepare<[], { at: number | null }>(
      "SELECT MIN(created_at) AS at FROM leads WHERE state = 'pending'",
    ),
    nextDue: db.prepare<[], { due: number | null }>(
      "SELECT MIN(MAX(next_attempt_at, COALESCE(locked_until, 0))) AS due FROM leads WHERE state = 'pending'",
    ),
    delivered: db.prepare(
      `UPDATE leads SET state = 'delivered', attempts = attempts + 1, updated_at = @at, last_attempt_at = @at,
              delivered_at = @at, erp_id = @erpId, erp_status = @status, last_error = NULL,
              erp_message = CASE WHEN erased_at IS NULL THEN @erpMessage END,
              next_attempt_at = NULL, locked_by = NULL, locked_until = NULL
       WHERE id = @id`,
    ),
    pending: db.prepare(
      `UPDATE leads SET state = 'pending', attempts = attempts + @count, updated_at = @at, last_attempt_at = @at,
              last_error = @error, erp_status = COALESCE(@status, erp_status), next_attempt_at = @next,
              locked_by = NULL, locked_until = NULL
       WHERE id = @id AND state = 'pending' AND locked_by = @owner`,
    ),
    failed: db.prepare(
      `UPDATE leads SET state = 'failed', attempts = attempts + 1, updated_at = @at, last_attempt_at = @at,
              last_error = @error, erp_answer = @answer, erp_status = @status, next_attempt_at = NULL,
              locked_by = NULL, locked_until = NULL
       WHERE id = @id AND state = 'pending' AND locked_by = @owner`,
    ),
    retry: db.prepare<[{ id: number; now: number }], Row>(
      `UPDATE leads SET state = 'pending', next_attempt_at = @now, updated_at = @now
       WHERE id = @id AND state IN ('pending', 'failed') AND erased_at IS NULL
       RETURNING *`,
    ),
    eraseExpired: db.prepare<[{ now: number; by: string; delivered: number; others: number; limit: number }]>(
      `UPDATE leads SET ${ERASE_SET}, last_error = NULL
       WHERE id IN (SELECT id FROM leads
                    WHERE erased_at IS NULL
                      AND ((state = 'delivered' AND updated_at <= @delivered)
                           OR (state NOT IN ('pending', 'delivered') AND updated_at <= @others))
                    LIMIT @limit)`,
    ),
    unerased: db.prepare<[], Row>("SELECT * FROM leads WHERE erased_at IS NULL AND email <> '' ORDER BY id"),
    eraseOne: db.prepare<[{ id: number; now: number; error: string; by: string }], Row>(
      `UPDATE leads SET ${ERASE_SET},
              updated_at = @now,
              last_error = CASE WHEN state = 'pending' THEN @error ELSE NULL END,
              state = CASE WHEN state = 'pending' THEN 'failed' ELSE state END,
              next_attempt_at = NULL, locked_by = NULL, locked_until = NULL
       WHERE id = @id AND erased_at IS NULL`,
    ),
    countErased: db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM leads WHERE erased_at IS NOT NULL"),
    byReference: db.prepare<[string], Row>("SELECT * FROM leads WHERE reference = ?"),
    erasedInErp: db.prepare<[number], Row>(
      `SELECT * FROM leads WHERE erased_by IN ('operator', 'visitor') AND erased_at >= ?
         AND (erp_id IS NOT NULL OR state = 'delivered')
       ORDER BY erased_at, id`,
    ),
    recentMail: db.prepare<[{ kind: string; since: number; email: string; lead: number }], { id: number }>(
      `SELECT m.id FROM mails m JOIN leads l ON l.id = m.lead_id
       WHERE m.kind = @kind AND m.created_at > @since AND m.state <> 'limited' AND m.lead_id <> @lead
         AND l.email <> '' AND lower(l.email) = lower(@email)
       LIMIT 1`,
    ),
    insertMail: db.prepare<[{ lead: number; kind: string; lang: string; state: string; now: number }]>(
      `INSERT INTO mails (lead_id, kind, lang, state, attempts, created_at, updated_at, next_attempt_at)
       VALUES (@lead, @kind, @lang, @state, 0, @now, @now, CASE WHEN @state = 'pending' THEN @now END)`,
    ),
    claimMails: db.prepare<[{ owner: string; until: number; now: number; limit: number }], MailRow>(
      `UPDATE mails SET locked_by = @owner, locked_until = @until
       WHERE id IN (SELECT id FROM mails
                    WHERE state = 'pending' AND next_attempt_at <= @now AND (locked_until IS NULL OR locked_until <= @now)
                    ORDER BY next_attempt_at, id LIMIT @limit)
       RETURNING *`,
    ),
    recipient: db.prepare<[number], { email: string; reference: string | null }>(
      "SELECT email, reference FROM leads WHERE id = ?",
    ),
    nextMailDue: db.prepare<[], { due: number | null }>(
      "SELECT MIN(MAX(next_attempt_at, COALESCE(locked_until, 0))) AS due FROM mails WHERE state = 'pending'",
    ),
    oldestMail: db.prepare<[], { at: number | null }>(
      "SELECT MIN(created_at) AS at FROM mails WHERE state = 'pending'",
    ),
    mailSent: db.prepare<[{ id: number; owner: string; at: number; messageId: string }]>(
      `UPDATE mails SET state = 'sent', attempts = attempts + 1, updated_at = @at, last_attempt_at = @at,
              sent_at = @at, message_id = @messageId, last_error = NULL, next_attempt_at = NULL,
              locked_by = NULL, locked_until = NULL
       WHERE id = @id AND state = 'pending' AND locked_by = @owner`,
    ),
    mailPending: db.prepare<
      [{ id: number; owner: string; at: number; error: string; next: number; messageId: string }]
    >(
      `UPDATE mails SET attempts = attempts + 1, updated_at = @at, last_attempt_at = @at, last_error = @error,
              message_id = @messageId, next_attempt_at = @next, locked_by = NULL, locked_until = NULL
       WHERE id = @id AND state = 'pending' AND locked_by = @owner`,
    ),
    mailFailed: db.prepare<[{ id: number; owner: string; at: number; error: string; messageId: string }]>(
      `UPDATE mails SET state = 'failed', attempts = attempts + 1, updated_at = @at, last_attempt_at = @at,
              last_error = @error, message_id = @messageId, next_attempt_at = NULL, locked_by = NULL, locked_until = NULL
       WHERE id = @id AND state = 'pending' AND locked_by = @owner`,
    ),
    mailsOf: db.prepare<[string], MailRow>(
      "SELECT * FROM mails WHERE lead_id IN (SELECT value FROM json_each(?)) ORDER BY id",
    ),
    mailCounts: db.prepare<[], { state: MailState; n: number }>(
      "SELECT state, COUNT(*) AS n FROM mails GROUP BY state",
    ),
  };

  const eraseByIds = db.transaction((ids: readonly number[], now: number, by: string): Row[] => {
    const before: Row[] = [];
    for (const id of ids) {
      const row = statements.get.get(id);
      if (!row || row.erased_at !== null) continue;
      statements.eraseOne.run({ id, now, error: ERASED_BEFORE_DELIVERY, by });
      mailStatements.ofErasedLead.run({ id, now });
      before.push(row);
    }
    return before;
  });

  const add = db.transaction((lead: NewLead, now: number, windowMs: number): AddResult => {
    const existing = lead.key
      ? statements.byKey.get(lead.key)
      : statements.sameContent.get(lead.contentHash, now - windowMs);
    if (existing) return { lead: toLead(existing), created: false };
    const row = statements.insert.get({
      key: lead.key,
      contentHash: lead.contentHash,
      lang: lead.lang,
      full_name: lead.contact.full_name,
      phone: lead.contact.phone,
      email: lead.contact.email,
      message: lead.contact.message,
      interests: JSON.stringify(lead.contact.interests),
      utm_source: lead.attribution?.source ?? null,
      utm_medium: lead.attribution?.medium ?? null,
      utm_campaign: lead.attribution?.campaign ?? null,
      state: lead.verdict?.held ? "held" : "pending",
      messageHash: lead.messageHash ?? null,
      score: lead.verdict ? lead.verdict.score : null,
      reasons: lead.verdict ? JSON.stringify(lead.verdict.reasons) : null,
      reference: lead.reference ?? null,
      now,
    });
    // The proof's record of use, in the same transaction: used before, the lead takes the
    // verdict of a replayed proof.
    if (lead.proof && statements.useProof.run(lead.proof).changes === 0) {
      const { held, score, reasons } = lead.proof.ifReplayed;
      const replayed = statements.verdict.get({
        id: row!.id,
        now,
        state: held ? "held" : "pending",
        score,
        reasons: JSON.stringify(reasons),
      })!;
      return { lead: toLead(replayed), created: true, ...queueMail(replayed, lead.mail, now) };
    }
    return { lead: toLead(row!), created: true, ...queueMail(row!, lead.mail, now) };
  });

  /**
   * The mail asked for with a lead that is now pending, in the lead's transaction: `limited` when
   * another of its kind went to the same address within the window (not counting limited ones).
   */
  function queueMail(row: Row, mail: MailRequest | undefined, now: number): { mail?: MailState } {
    if (!mail || row.state !== "pending") return {};
    const recent = statements.recentMail.get({
      kind: mail.kind,
      since: now - mail.perAddressWindowMs,
      email: row.email,
      lead: row.id,
    });
    const state: MailState = recent ? "limited" : "pending";
    statements.insertMail.run({ lead: row.id, kind: mail.kind, lang: row.lang, state, now });
    return { mail: state };
  }

  const settle = db.transaction(
    (
      params: { id: number; now: number; awaiting: string; state: string; score: number; reasons: string },
      mail: MailRequest | undefined,
    ) => {
      const row = statements.settle.get(params);
      if (row) queueMail(row, mail, params.now);
      return row;
    },
  );

  const release = db.transaction((params: { id: number; now: number }, mail: MailRequest | undefined) => {
    const row = statements.release.get(params);
    if (row) queueMail(row, mail, params.now);
    return row;
  });

  /** The pending mails of erased leads are cancelled; the SMTP server's words about them go. */
  const MAILS_OF_ERASED = `UPDATE mails SET last_error = NULL,
              state = CASE WHEN state = 'pending' THEN 'cancelled' ELSE state END,
              next_attempt_at = CASE WHEN state = 'pending' THEN NULL ELSE next_attempt_at END,
              locked_by = NULL, locked_until = NULL, updated_at = @now`;
  const mailStatements = {
    ofErasedLead: db.prepare<[{ id: number; now: number }]>(
      `${MAILS_OF_ERASED} WHERE lead_id = @id AND (state = 'pending' OR last_error IS NOT NULL)`,
    ),
    ofErasedLeads: db.prepare<[{ now: number }]>(
      `${MAILS_OF_ERASED} WHERE (state = 'pending' OR last_error IS NOT NULL)
         AND lead_id IN (SELECT id FROM leads WHERE erased_at IS NOT NULL)`,
    ),
  };

  return {
    backend: "sqlite",
    async check() {
      db.prepare("SELECT 1").get();
    },
    async oldestPendingAt() {
      return statements.oldestPending.get()?.at ?? null;
    },
    async add(lead, now, windowMs) {
      // IMMEDIATE: take the write lock before reading, so two processes cannot both insert one key.
      return add.immediate(lead, now, windowMs);
    },
    async get(id) {
      const row = statements.get.get(id);
      return row && toLead(row);
    },
    async list(filter = {}) {
      return statements.list.all({ state: filter.state ?? null, limit: filter.limit ?? -1 }).map(toLead);
    },
    async counts() {
      const counts = Object.fromEntries(LEAD_STATES.map((state) => [state, 0])) as Record<LeadState, number>;
      for (const { state, n } of statements.counts.all()) counts[state] = n;
      return counts;
    },
    async claim(id, owner, until, now) {
      const row = statements.claim.get({ owner, until, id, now });
      return row && toLead(row);
    },
    async claimDue(owner, until, now, limit) {
      return statements.claimDue.all({ owner, until, now, limit }).map(toLead);
    },
    async nextDue() {
      return statements.nextDue.get()?.due ?? null;
    },
    async markDelivered(id, { at, erpId, erpMessage, status }) {
      statements.delivered.run({
        id,
        at,
        erpId,
        erpMessage: erpMessage ? JSON.stringify(erpMessage) : null,
        status: status ?? null,
      });
    },
    async markPending(id, owner, { at, error, nextAttemptAt, countAttempt, status }) {
      statements.pending.run({
        id,
        owner,
        at,
        error,
        next: nextAttemptAt,
        count: countAttempt ? 1 : 0,
        status: status ?? null,
      });
    },
    async markFailed(id, owner, { at, error, answer, status }) {
      statements.failed.run({ id, owner, at, error, answer, status: status ?? null });
    },
    async eraseExpired({ deliveredBefore, othersBefore }, now) {
      let erased = 0;
      for (;;) {
        const { changes } = statements.eraseExpired.run({
          now,
          by: "retention",
          delivered: deliveredBefore,
          others: othersBefore,
          limit: ERASE_BATCH,
        });
        erased += changes;
        if (changes < ERASE_BATCH) break;
      }
      if (erased > 0) mailStatements.ofErasedLeads.run({ now });
      if (erased > 0 || walOwed) checkpoint();
      return erased;
    },
    async findByEmail(email) {
      const wanted = emailKey(email);
      return statements.unerased
        .all()
        .filter((row) => emailKey(row.email) === wanted)
        .map(toLead);
    },
    async erase(ids, now, by = "operator") {
      const before = eraseByIds.immediate(ids, now, by);
      if (before.length > 0 || walOwed) checkpoint();
      return before.map(toLead);
    },
    async countErased() {
      return statements.countErased.get()?.n ?? 0;
    },
    async findByReference(reference) {
      const row = statements.byReference.get(reference);
      return row && toLead(row);
    },
    async erasedInErp(since) {
      return statements.erasedInErp.all(since).map(toLead);
    },
    async claimDueMails(owner, until, now, limit) {
      return statements.claimMails
        .all({ owner, until, now, limit })
        .sort((a, b) => (a.next_attempt_at ?? 0) - (b.next_attempt_at ?? 0) || a.id - b.id)
        .map((row) => {
          const lead = statements.recipient.get(row.lead_id);
          return { ...toMail(row), to: lead?.email ?? "", reference: lead?.reference ?? null };
        });
    },
    async nextMailDue() {
      return statements.nextMailDue.get()?.due ?? null;
    },
    async oldestPendingMailAt() {
      return statements.oldestMail.get()?.at ?? null;
    },
    async markMailSent(id, owner, { at, messageId }) {
      statements.mailSent.run({ id, owner, at, messageId });
    },
    async markMailPending(id, owner, { at, error, nextAttemptAt, messageId }) {
      statements.mailPending.run({ id, owner, at, error, next: nextAttemptAt, messageId });
    },
    async markMailFailed(id, owner, { at, error, messageId }) {
      statements.mailFailed.run({ id, owner, at, error, messageId });
    },
    async mailsOf(leadIds) {
      return statements.mailsOf.all(JSON.stringify(leadIds)).map(toMail);
    },
    async mailCounts() {
      const counts = Object.fromEntries(MAIL_STATES.map((state) => [state, 0])) as Record<MailState, number>;
      for (const { state, n } of statements.mailCounts.all()) counts[state] = n;
      return counts;
    },
    async countSameMessage(hash, email, since) {
      return statements.sameMessage.get({ hash, email, since })?.n ?? 0;
    },
    async release(id, now, mail) {
      const row = release.immediate({ id, now }, mail);
      return row && toLead(row);
    },
    async settle(id, awaiting, { held, score, reasons }, now, mail) {
      const row = settle.immediate(
        { id, now, awaiting, state: held ? "held" : "pending", score, reasons: JSON.stringify(reasons) },
        mail,
      );
      return row && toLead(row);
    },
    async forgetProofs(before) {
      return statements.forgetProofs.run(before).changes;
    },
    async secret(name, candidate, now) {
      statements.keepSecret.run({ name, value: candidate, now });
      return statements.secret.get(name)!.value;
    },
    async retry(id, now) {
      const row = statements.retry.get({ id, now });
      return row && toLead(row);
    },
    async close() {
      if (db.open) db.close();
    },
  };
}

function migrate(db: Database.Database) {
  const version = db.pragma("user_version", { simple: true }) as number;
  if (version > migrations.length) {
    throw new Error(
      `The outbox database is at schema version ${version}, newer than this code knows (${migrations.length}).`,
    );
  }
  for (let index = version; index < migrations.length; index += 1) {
    db.transaction(() => {
      db.exec(migrations[index]!);
      db.pragma(`user_version = ${index + 1}`);
    }).immediate();
  }
  // A file written before secure_delete was on may hold old copies of rows in its free space (each
  // update of a lead freed its previous cell): rebuilt once, so erasing a lead leaves none behind.
  if (version > 0 && version < ERASURE_VERSION) {
    db.exec("VACUUM");
    db.pragma("wal_checkpoint(TRUNCATE)");
  }
}
