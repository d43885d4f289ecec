/**
 * The outbox's storage, behind one small interface: SQLite today (`sqlite.ts`); a PostgreSQL
 * backend (chosen by DATABASE_URL) can implement the same methods so that several server instances
 * share one outbox. Every method is async for that reason, and every claim is atomic: a lead is
 * leased by one worker at a time, in whichever process it runs.
 */
import type { Contact } from "../../app/contact/schema";
import type { Locale } from "../../app/i18n/locales";
import type { ErpMessage } from "../erp/client";

export const LEAD_STATES = ["pending", "delivered", "failed"] as const;
export type LeadState = (typeof LEAD_STATES)[number];

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
  erpMessage: ErpMessage | null;
  /** The ERP's answer to a refused lead (kept for the operator). */
  erpAnswer: string | null;
  deliveredAt: number | null;
  /** The worker holding the lead, until when. */
  lockedBy: string | null;
  lockedUntil: number | null;
}

export interface NewLead {
  key: string | null;
  contentHash: string;
  lang: Locale;
  contact: Contact;
  /** Unset: none. */
  attribution?: Attribution;
}

export interface AddResult {
  lead: Lead;
  /** false: a lead with the same key (or, without a key, the same content recently) was stored before. */
  created: boolean;
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
    update: { at: number; erpId: number | null; erpMessage: ErpMessage | null },
  ): Promise<void>;
  /** After an attempt that did not deliver: pending again, due at `nextAttemptAt`, lease released. */
  markPending(
    id: number,
    owner: string,
    update: { at: number; error: string; nextAttemptAt: number; countAttempt: boolean },
  ): Promise<void>;
  markFailed(
    id: number,
    owner: string,
    update: { at: number; error: string; answer: string | null },
  ): Promise<void>;
  /** An operator's retry: a failed or pending lead becomes pending and due now. Undefined if delivered or unknown. */
  retry(id: number, now: number): Promise<Lead | undefined>;
  close(): Promise<void>;
}
