/**
 * The `leads` table's row, the same in both backends (SQLite and PostgreSQL), and the lead it holds.
 * Interests and the ERP's message are JSON text in either.
 */
import type { Contact } from "../../app/contact/schema";
import { defaultLocale, isLocale } from "../../app/i18n/locales";
import {
  ERASED_BY,
  MAIL_KINDS,
  type ErasedBy,
  type Lead,
  type LeadState,
  type MailJob,
  type MailKind,
  type MailState,
} from "./store";

export interface Row {
  id: number;
  idempotency_key: string | null;
  content_hash: string;
  lang: string;
  full_name: string;
  phone: string;
  email: string;
  message: string;
  interests: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  state: LeadState;
  attempts: number;
  created_at: number;
  updated_at: number;
  next_attempt_at: number | null;
  last_attempt_at: number | null;
  last_error: string | null;
  erp_id: number | null;
  erp_status: number | null;
  erp_message: string | null;
  erp_answer: string | null;
  delivered_at: number | null;
  locked_by: string | null;
  locked_until: number | null;
  erased_at: number | null;
  message_hash: string | null;
  spam_score: number | null;
  /** JSON array of the reasons. */
  spam_reasons: string | null;
  reference: string | null;
  erased_by: string | null;
}

export function toLead(row: Row): Lead {
  return {
    id: row.id,
    key: row.idempotency_key,
    contentHash: row.content_hash,
    lang: isLocale(row.lang) ? row.lang : defaultLocale,
    contact: {
      full_name: row.full_name,
      phone: row.phone,
      email: row.email,
      message: row.message,
      interests: JSON.parse(row.interests) as Contact["interests"],
    },
    attribution: { source: row.utm_source, medium: row.utm_medium, campaign: row.utm_campaign },
    state: row.state,
    attempts: row.attempts,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    nextAttemptAt: row.next_attempt_at,
    lastAttemptAt: row.last_attempt_at,
    lastError: row.last_error,
    erpId: row.erp_id,
    erpStatus: row.erp_status,
    erpMessage: row.erp_message ? (JSON.parse(row.erp_message) as Lead["erpMessage"]) : null,
    erpAnswer: row.erp_answer,
    deliveredAt: row.delivered_at,
    lockedBy: row.locked_by,
    lockedUntil: row.locked_until,
    erasedAt: row.erased_at,
    spam:
      row.spam_score === null
        ? null
        : { score: row.spam_score, reasons: JSON.parse(row.spam_reasons ?? "[]") as string[] },
    reference: row.reference,
    erasedBy: (ERASED_BY as readonly string[]).includes(row.erased_by ?? "")
      ? (row.erased_by as ErasedBy)
      : null,
  };
}

/** The `mails` table's row, the same in both backends. */
export interface MailRow {
  id: number;
  lead_id: number;
  kind: string;
  lang: string;
  state: MailState;
  attempts: number;
  created_at: number;
  updated_at: number;
  next_attempt_at: number | null;
  last_attempt_at: number | null;
  last_error: string | null;
  sent_at: number | null;
  message_id: string | null;
  locked_by: string | null;
  locked_until: number | null;
}

export function toMail(row: MailRow): MailJob {
  return {
    id: row.id,
    leadId: row.lead_id,
    kind: (MAIL_KINDS as readonly string[]).includes(row.kind) ? (row.kind as MailKind) : MAIL_KINDS[0],
    lang: isLocale(row.lang) ? row.lang : defaultLocale,
    state: row.state,
    attempts: row.attempts,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    nextAttemptAt: row.next_attempt_at,
    lastAttemptAt: row.last_attempt_at,
    lastError: row.last_error,
    sentAt: row.sent_at,
    messageId: row.message_id,
    lockedBy: row.locked_by,
    lockedUntil: row.locked_until,
  };
}
