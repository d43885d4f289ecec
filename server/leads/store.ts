/**
 * The outbox's storage, behind one small interface: SQLite (`sqlite.ts`), or PostgreSQL
 * (`postgres.ts`, chosen by DATABASE_URL) so that several server instances share one outbox. Every method is async for that reason, and every claim is atomic: a lead is
 * leased by one worker at a time, in whichever process it runs.
 */
import type { Contact } from "../../app/contact/schema";
import type { Locale } from "../../app/i18n/locales";
import type { ErpMessage } from "../erp/client";

export const LEAD_STATES = ["pending", "delivered", "failed", "held"] as const;
export type LeadState = (typeof LEAD_STATES)[number];

/**
 * The spam defence's verdict on a submission (server/spam/score.ts): a held one is stored as
 * `held`, never delivered, until an operator releases it. `reasons` are the signals' ids, and
 * `unconfirmed` (a post without JavaScript waiting for its confirmation) or `confirm-too-fast`.
 */
export interface SpamVerdict {
  held: boolean;
  score: number;
  reasons: string[];
}

/** The reason of a post without JavaScript that waits for its confirmation page's button. */
export const UNCONFIRMED = "unconfirmed";

/**
 * A proof of work's record of use: written in the same transaction as the lead, so that one
 * solution is accepted once across every instance. Used before: the lead takes `ifReplayed`.
 */
export interface ProofUse {
  id: string;
  /** When the proof can no longer verify (ms); its record may go after that. */
  expiresAt: number;
  ifReplayed: SpamVerdict;
}

/**
 * What erasure leaves of a lead's personal values (docs/decisions/023-personal-data-retention.md):
 * the name, phone, e-mail and message empty; the idempotency key, content hash, utm_* values, last
 * error, the ERP's answer and message gone. Id, language, interests, state, times, attempts, the
 * ERP's id and status stay, with `erasedAt`.
 */
export const ERASED_TEXT = "";

/** The `last_error` of a pending lead erased at the person's request: it is never sent. */
export const ERASED_BEFORE_DELIVERY = "erased at the person's request before delivery: not sent";

/** The utm_* parameters of the page where the visitor arrived (each null when absent). */
export interface Attribution {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

export const NO_ATTRIBUTION: Attribution = { source: null, medium: null, campaign: null };

export interface Lead {
  id: number;
  /** The client's idempotency key, if it sent one. */
  key: string | null;
  /** Hash of the normalised contact: the same post twice within minutes is one lead. */
  contentHash: string;
  lang: Locale;
  contact: Contact;
  attribution: Attribution;
  state: LeadState;
  attempts: number;
  createdAt: number;
  updatedAt: number;
  /** When a pending lead is next due (ms since the epoch). */
  nextAttemptAt: number | null;
  lastAttemptAt: number | null;
  lastError: string | null;
  erpId: number | null;
  /**
   * The HTTP status of the ERP's last answer to an attempt (null: none yet, or no answer, such as
   * a network error). Optional only for leads built by hand (tests); the stores always set it.
   */
  erpStatus?: number | null;
  erpMessage: ErpMessage | null;
  /** The ERP's answer to a refused lead (kept for the operator). */
  erpAnswer: string | null;
  deliveredAt: number | null;
  /** The worker holding the lead, until when. */
  lockedBy: string | null;
  lockedUntil: number | null;
  /**
   * When its personal values were erased (retention or a person's request); null or absent: not
   * erased. The stores always set it.
   */
  erasedAt?: number | null;
  /** The spam score and the reasons it was held (kept after erasure); null: not scored. */
  spam?: { score: number; reasons: string[] } | null;
  /**
   * The short reference the visitor is given (in the confirmation e-mail and its receipt link):
   * random, so one lead's does not tell another's. Null for leads stored before it existed.
   */
  reference?: string | null;
  /** Who erased its personal values: the retention sweep, an operator (`leads erase`), the visitor (receipt). */
  erasedBy?: ErasedBy | null;
}

export const ERASED_BY = ["retention", "operator", "visitor"] as const;
export type ErasedBy = (typeof ERASED_BY)[number];

/**
 * The e-mails the outbox sends (server/mail): one kind today, the confirmation to the visitor.
 * A mail job is written in the same transaction as its lead and sent by the mail worker, leased
 * like a lead. `limited`: not sent, another went to the same address within the hour;
 * `cancelled`: its lead was erased before it went.
 */
export const MAIL_KINDS = ["confirmation"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const MAIL_STATES = ["pending", "sent", "failed", "limited", "cancelled"] as const;
export type MailState = (typeof MAIL_STATES)[number];

export interface MailJob {
  id: number;
  leadId: number;
  kind: MailKind;
  lang: Locale;
  state: MailState;
  attempts: number;
  createdAt: number;
  updatedAt: number;
  nextAttemptAt: number | null;
  lastAttemptAt: number | null;
  /** The SMTP server's last refusal (may quote the address: erased with the lead). */
  lastError: string | null;
  sentAt: number | null;
  /** The Message-ID it went with: the same at every attempt, so a repeat is recognisable. */
  messageId: string | null;
  lockedBy: string | null;
  lockedUntil: number | null;
}

/** A mail job leased for sending, with what it needs from its lead. */
export interface DueMail extends MailJob {
  /** The lead's e-mail address (the recipient). */
  to: string;
  reference: string | null;
}

/** A mail to write with a lead that is (or becomes) pending: at most one per address per window. */
export interface MailRequest {
  kind: MailKind;
  /** Another mail of this kind to the same address (without regard to case) within this: `limited`. */
  perAddressWindowMs: number;
}

export interface NewLead {
  key: string | null;
  contentHash: string;
  lang: Locale;
  contact: Contact;
  /** Unset: none. */
  attribution?: Attribution;
  /** Hash of the normalised message (copy campaigns); erased with the personal values. */
  messageHash?: string | null;
  /** Unset: not scored, pending. A held verdict stores the lead as `held`, not due. */
  verdict?: SpamVerdict;
  /** The proof of work it came with, recorded as used with the lead. */
  proof?: ProofUse;
  /** Its short reference (Lead.reference). */
  reference?: string | null;
  /** The mail to write with it, in the same transaction, if it is stored as pending. */
  mail?: MailRequest;
}

export interface AddResult {
  lead: Lead;
  /** false: a lead with the same key (or, without a key, the same content recently) was stored before. */
  created: boolean;
  /** The mail job written with a new lead (absent: none was asked for, or the lead is held). */
  mail?: MailState;
}

/** One key's requests in its current fixed window (the contact API's rate limit). */
export interface RequestCount {
  /** Requests counted in this window, this one included. */
  count: number;
  /** When the window ends (ms since the epoch): the count starts again from 1 after it. */
  resetAt: number;
}

export type StoreBackend = "sqlite" | "postgres";

export interface LeadStore {
  /** Which backend this is (named by /healthz and the metrics). */
  readonly backend: StoreBackend;
  /** Resolves when the store can be reached; rejects with the cause otherwise (for /healthz). */
  check(): Promise<void>;
  /** When the oldest pending lead was accepted (ms since the epoch), or null when none is pending. */
  oldestPendingAt(): Promise<number | null>;
  /**
   * Commits a new pending lead, due now, unless the same submission is already stored: the same
   * idempotency key at any time, or without a key the same content within `sameContentWindowMs`.
   */
  add(lead: NewLead, now: number, sameContentWindowMs: number): Promise<AddResult>;
  get(id: number): Promise<Lead | undefined>;
  list(filter?: { state?: LeadState; limit?: number }): Promise<Lead[]>;
  counts(): Promise<Record<LeadState, number>>;
  /** Leases one pending lead if no one else holds it. */
  claim(id: number, owner: string, until: number, now: number): Promise<Lead | undefined>;
  /** Leases up to `limit` pending leads that are due and free, oldest due first. */
  claimDue(owner: string, until: number, now: number, limit: number): Promise<Lead[]>;
  /** When the next pending lead falls due (free or leased), or null when none is pending. */
  nextDue(): Promise<number | null>;
  markDelivered(
    id: number,
    update: { at: number; erpId: number | null; erpMessage: ErpMessage | null; status?: number | null },
  ): Promise<void>;
  /** After an attempt that did not deliver: pending again, due at `nextAttemptAt`, lease released. */
  markPending(
    id: number,
    owner: string,
    update: {
      at: number;
      error: string;
      nextAttemptAt: number;
      countAttempt: boolean;
      status?: number | null;
    },
  ): Promise<void>;
  markFailed(
    id: number,
    owner: string,
    update: { at: number; error: string; answer: string | null; status?: number | null },
  ): Promise<void>;
  /**
   * An operator's retry: a failed or pending lead becomes pending and due now. Undefined if
   * delivered, erased (nothing left to send) or unknown.
   */
  retry(id: number, now: number): Promise<Lead | undefined>;
  /**
   * Retention: erases the personal values of delivered leads last changed at or before
   * `deliveredBefore`, and of leads in every other state but pending (failed, and any later one)
   * last changed at or before `othersBefore`. Pending leads are never touched. Idempotent (an
   * erased lead is not erased again), so instances sharing a store may sweep at once; resolves with
   * the number of leads this call erased.
   */
  eraseExpired(cutoffs: { deliveredBefore: number; othersBefore: number }, now: number): Promise<number>;
  /**
   * The leads not yet erased whose e-mail is `email`, compared without regard to case (a person's
   * request for what is held about them).
   */
  findByEmail(email: string): Promise<Lead[]>;
  /**
   * Erases the personal values of these leads, whatever their state (a person's request). A
   * pending lead becomes failed, with `ERASED_BEFORE_DELIVERY` as its last error, and is never
   * sent. Resolves with the leads as they were just before (those already erased are left out).
   * Their pending mails are cancelled, and the SMTP server's words about them go.
   */
  erase(ids: readonly number[], now: number, by?: Exclude<ErasedBy, "retention">): Promise<Lead[]>;
  /** The lead with this reference (Lead.reference), erased or not. */
  findByReference(reference: string): Promise<Lead | undefined>;
  /** Leads a person had erased (operator or visitor) since `since` that had reached the ERP, oldest first. */
  erasedInErp(since: number): Promise<Lead[]>;
  /** Leases up to `limit` pending mail jobs that are due and free, oldest due first, with their recipients. */
  claimDueMails(owner: string, until: number, now: number, limit: number): Promise<DueMail[]>;
  /** When the next pending mail falls due (free or leased), or null when none is pending. */
  nextMailDue(): Promise<number | null>;
  /** When the oldest pending mail was written, or null when none is pending. */
  oldestPendingMailAt(): Promise<number | null>;
  markMailSent(id: number, owner: string, update: { at: number; messageId: string }): Promise<void>;
  markMailPending(
    id: number,
    owner: string,
    update: { at: number; error: string; nextAttemptAt: number; messageId: string },
  ): Promise<void>;
  markMailFailed(
    id: number,
    owner: string,
    update: { at: number; error: string; messageId: string },
  ): Promise<void>;
  /** The mail jobs of these leads, by id. */
  mailsOf(leadIds: readonly number[]): Promise<MailJob[]>;
  mailCounts(): Promise<Record<MailState, number>>;
  /** How many leads have been erased (for /metrics). */
  countErased(): Promise<number>;
  /**
   * How many other e-mail addresses (without regard to case) sent a message with this hash since
   * `since` (a copy campaign).
   */
  countSameMessage(messageHash: string, email: string, since: number): Promise<number>;
  /**
   * An operator's release of a held lead: pending and due now, with the mail asked for written in
   * the same transaction (as for a new lead). Undefined unless held and not erased.
   */
  release(id: number, now: number, mail?: MailRequest): Promise<Lead | undefined>;
  /**
   * A held lead waiting with the reason `awaiting` (UNCONFIRMED) gets a new verdict: pending and
   * due now, or held with its new reasons. Undefined when no such lead waits (once only).
   */
  settle(
    id: number,
    awaiting: string,
    verdict: SpamVerdict,
    now: number,
    mail?: MailRequest,
  ): Promise<Lead | undefined>;
  /** Removes the records of proofs of work that expired before `before` (they cannot verify again). */
  forgetProofs(before: number): Promise<number>;
  /**
   * Counts one request under `key` (a route and a client's address) in a fixed window of
   * `windowMs` that its first request opens: atomic, so every instance on this store counts
   * together and the limit holds behind a load balancer. Absent (SQLite): the store serves one
   * instance, which counts in its own memory.
   */
  countRequest?(key: string, windowMs: number, now: number): Promise<RequestCount>;
  /** Removes the counts whose window ended before `before` (present with `countRequest`). */
  forgetRequestCounts?(before: number): Promise<number>;
  /**
   * Has the old row versions that still hold erased values reclaimed now, rather than whenever
   * autovacuum comes to the table (PostgreSQL: `VACUUM leads`); rejects when the database did not
   * vacuum it. Absent (SQLite): an erasure overwrites the values in place.
   */
  vacuumErased?(): Promise<void>;
  /**
   * A secret shared by every instance on this store: the first caller's `candidate` is kept (insert
   * if absent), and every caller gets the kept one.
   */
  secret(name: string, candidate: string, now: number): Promise<string>;
  close(): Promise<void>;
}

/** An e-mail address as a person's request matches it: trimmed, NFC, lower case. */
export function emailKey(email: string): string {
  return email.trim().normalize("NFC").toLowerCase();
}

/** How many leads one erasing statement touches at most (short write locks on a large backlog). */
export const ERASE_BATCH = 500;
