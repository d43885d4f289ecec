/** What the contact form and `POST /api/contact` agree on besides the schema (docs/leads.md). */
import type { Locale } from "../i18n/locales";

export const CONTACT_API = "/api/contact";

/** The messages the spec does not name: top-level translation keys, bare like the spec's own. */
export const TOO_LONG = "too-long";
export const MESSAGE_TOO_LONG = "message-too-long";
export const INTERESTS_INVALID = "interests-invalid";

/** Every field error the schema gives: top-level translation keys, the spec's and the three above. */
export const FIELD_MESSAGE_KEYS = [
  "fname-validation",
  "name-invalid",
  "phone-validation",
  "phone-invalid",
  "email-validation",
  "email-invalid",
  "message-validation",
  "message-invalid",
  TOO_LONG,
  MESSAGE_TOO_LONG,
  INTERESTS_INVALID,
] as const;

/** A field people never see nor fill; bots do. A filled one is a spam signal (held, not delivered). */
export const HONEYPOT = "website";

/**
 * The spam defence (docs/decisions/025-spam-defence.md). The form fetches a proof-of-work
 * challenge (ALTCHA) from CHALLENGE_API on first use and posts the solution in PROOF_FIELD, with
 * the time from its first use to Send in FILL_FIELD (whole ms). A post without a proof from a
 * browser without JavaScript is kept and answered with the confirmation page (CONFIRM_PATH in the
 * visitor's language), whose button posts to CONFIRM_API; the server's cookie CONFIRM_COOKIE
 * carries the signed reference and time.
 */
export const CHALLENGE_API = "/api/contact/challenge";
export const PROOF_FIELD = "altcha";
export const FILL_FIELD = "fill_ms";
export const CONFIRM_API = "/api/contact/confirm";
/**
 * The header another system posting leads sends its key in (CONTACT_INTEGRATOR_KEY): it has no
 * form, so the signals of the form's fill time and fields do not apply to it (docs/leads.md).
 */
export const INTEGRATOR_HEADER = "x-contact-key";
export const CONFIRM_COOKIE = "contact_confirm";

/**
 * The session cookie that carries the utm_* parameters of the page where a visitor arrived to the
 * contact API (server/leads/attribution.ts writes and reads it).
 */
export const ATTRIBUTION_COOKIE = "site_utm";

/** One key per submission: the same key twice is one lead and the same answer. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_FIELD = "idempotency_key";
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

export type Delivery = "delivered" | "queued";

/** 200 and 202: stored (and delivered, or queued); `message` in both languages. */
export interface AcceptedAnswer {
  status: Delivery;
  message: Record<Locale, string>;
}

/** 400, 413, 415, 422, 429, 500, 503. */
export interface RefusedAnswer {
  message: string;
  errors?: Record<string, string>;
}
