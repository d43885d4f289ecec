/**
 * Pages a form posted without JavaScript lands on (303 after the post), in the visitor's language.
 * They are prerendered, not in the sitemap, and not indexed. (A module of its own: app/site.ts
 * imports it on every page, and it carries nothing else.)
 */
export const REFUSAL_REASONS = [
  "invalid",
  "too-large",
  "unsupported",
  "too-many",
  "key-reused",
  "unavailable",
  "error",
  // The confirmation page's button came too late (its cookie expired) or without its cookie.
  "unconfirmed",
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const SENT_PATH = "/contact/sent";
/** Where a post without JavaScript and without a proof of work lands: one button to confirm. */
export const CONFIRM_PATH = "/contact/confirm";
export const notSentPath = (reason: RefusalReason) => `/contact/not-sent/${reason}`;
/** The pages above, served apart from the site's (no language redirect, not indexed). */
export const contactResultPaths: readonly string[] = [
  SENT_PATH,
  ...REFUSAL_REASONS.map(notSentPath),
  CONFIRM_PATH,
];

export function isRefusalReason(value: unknown): value is RefusalReason {
  return typeof value === "string" && (REFUSAL_REASONS as readonly string[]).includes(value);
}
