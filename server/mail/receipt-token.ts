/**
 * The receipt link's token (app/contact/receipt.ts): the lead's reference and the link's expiry,
 * signed with HMAC-SHA256 under a secret every instance shares (kept in the store). Nothing in it
 * is secret; what it proves is that this site wrote it, for that reference, until that time.
 * A changed character anywhere makes it `invalid`; a genuine one past its time is `expired`.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { LeadStore } from "../leads/store";

/** The shape of a token: reference, expiry in seconds (base 36), 22 characters of signature. */
const TOKEN = /^([0-9A-Z]{5}-[0-9A-Z]{5})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/;

function mac(secret: string, reference: string, expires: string): string {
  return createHmac("sha256", secret)
    .update(`receipt.${reference}.${expires}`)
    .digest("base64url")
    .slice(0, 22);
}

/** The token for `reference`, valid until `expiresAt` (ms; kept to the second). */
export function signReceipt(secret: string, reference: string, expiresAt: number): string {
  const expires = Math.floor(expiresAt / 1000).toString(36);
  return `${reference}.${expires}.${mac(secret, reference, expires)}`;
}

export type ReceiptCheck =
  { ok: true; reference: string; expiresAt: number } | { ok: false; reason: "expired" | "invalid" };

/** What a token from a link or a cookie is worth at `now`. */
export function readReceipt(secret: string, token: unknown, now: number): ReceiptCheck {
  const match = typeof token === "string" ? TOKEN.exec(token) : null;
  if (!match) return { ok: false, reason: "invalid" };
  const [, reference, expires, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(mac(secret, reference, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "invalid" };
  const expiresAt = Number.parseInt(expires, 36) * 1000;
  if (!(expiresAt > now)) return { ok: false, reason: "expired" };
  return { ok: true, reference, expiresAt };
}

/** Each store's secret, read once: a flood of links checks them without touching the database. */
const secrets = new WeakMap<LeadStore, Promise<string>>();

/** The signing secret, shared by every instance on the store (the first one's is kept). */
export function receiptSecret(store: LeadStore, now = Date.now()): Promise<string> {
  let secret = secrets.get(store);
  if (!secret) {
    secret = store.secret("receipt-link", randomBytes(32).toString("base64url"), now);
    // A store that could not answer is asked again next time.
    secret.catch(() => secrets.delete(store));
    secrets.set(store, secret);
  }
  return secret;
}
