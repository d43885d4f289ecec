/**
 * The receipt: where the link in a visitor's confirmation e-mail leads (docs/leads.md, "The
 * confirmation e-mail and the receipt"). The link opens `RECEIPT_PATH?t=TOKEN` in the visitor's
 * language; the server checks the token (signed, expiring), keeps it in an HttpOnly cookie for
 * the receipt's two actions, and answers 303 with one of the pages below, which are prerendered
 * in every language, not indexed and not in the sitemap. No page shows the message itself.
 */

/** The link in the mail (a server route, not a page): `?t=` carries the signed token. */
export const RECEIPT_PATH = "/receipt";

/**
 * What the receipt says about a request: received (stored, not yet with the sales team, or held:
 * a held sender is told the same as everyone), with the sales team (delivered to the ERP), or
 * erased (its personal values are gone).
 */
export const RECEIPT_STATES = ["received", "with-sales", "erased"] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

/** Why a receipt link was refused: past its date, or not one of ours (altered, cut short, unknown). */
export const RECEIPT_REFUSALS = ["expired", "invalid"] as const;
export type ReceiptRefusal = (typeof RECEIPT_REFUSALS)[number];

export const receiptStatePath = (state: ReceiptState) => `/receipt/${state}`;
export const receiptRefusedPath = (reason: ReceiptRefusal) => `/receipt/${reason}`;
/** The confirmation before erasure: one button posts to `RECEIPT_ERASE_API`. */
export const RECEIPT_ERASE_PATH = "/receipt/erase";

/** The pages above, served apart from the site's (no language redirect, not indexed). */
export const receiptPaths: readonly string[] = [
  ...RECEIPT_STATES.map(receiptStatePath),
  ...RECEIPT_REFUSALS.map(receiptRefusedPath),
  RECEIPT_ERASE_PATH,
];

/** Download my data: answers with the request's data as a JSON attachment (form post, field `lang`). */
export const RECEIPT_EXPORT_API = "/api/receipt/export";
/** Erase my data: then 303 to the `erased` page (form post, fields `lang` and `confirm=yes`). */
export const RECEIPT_ERASE_API = "/api/receipt/erase";
/** Back to where the request stands (GET, `?lang=`): 303 to its state's page, by the cookie. */
export const RECEIPT_STATUS_API = "/api/receipt/status";
/** The cookie that carries the token from the link to the two actions (its Path: `/api/receipt`). */
export const RECEIPT_COOKIE = "receipt";

/** How long a receipt link works after its mail was written. */
export const RECEIPT_TTL_DAYS = 30;
