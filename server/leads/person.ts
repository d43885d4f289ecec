/**
 * Everything the outbox holds about one lead, for the person it is about: what `leads export
 * EMAIL` prints and what the receipt page's "Download my data" gives (times in ISO 8601). The
 * same function for both, so the two answers cannot drift apart.
 */
import type { Lead, MailJob } from "./store";

const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());

export function personRecord(lead: Lead, mails: readonly MailJob[]) {
  return {
    id: lead.id,
    reference: lead.reference ?? null,
    state: lead.state,
    received: iso(lead.createdAt),
    updated: iso(lead.updatedAt),
    language: lead.lang,
    fullName: lead.contact.full_name,
    email: lead.contact.email,
    phone: lead.contact.phone,
    message: lead.contact.message,
    interests: lead.contact.interests,
    attribution: lead.attribution,
    idempotencyKey: lead.key,
    contentHash: lead.contentHash,
    attempts: lead.attempts,
    lastAttempt: iso(lead.lastAttemptAt),
    nextAttempt: lead.state === "pending" ? iso(lead.nextAttemptAt) : null,
    lastError: lead.lastError,
    delivered: iso(lead.deliveredAt),
    erpId: lead.erpId,
    erpStatus: lead.erpStatus ?? null,
    erpMessage: lead.erpMessage,
    erpAnswer: lead.erpAnswer,
    spam: lead.spam ?? null,
    mails: mails
      .filter((mail) => mail.leadId === lead.id)
      .map((mail) => ({
        kind: mail.kind,
        language: mail.lang,
        state: mail.state,
        written: iso(mail.createdAt),
        sent: iso(mail.sentAt),
        attempts: mail.attempts,
        lastError: mail.lastError,
      })),
  };
}
