/**
 * Attribution: the utm_source, utm_medium and utm_campaign of the page where a visitor arrived,
 * kept by the server in a first-party session cookie (the pages plugin writes it, the contact API
 * reads it), so it works without script and without touching the form (decision 015).
 */
import { ATTRIBUTION_COOKIE } from "../../app/contact/contract";
import { readCookie } from "../../app/i18n/locales";
import { NO_ATTRIBUTION, type Attribution } from "./store";

/** The longest value kept; longer ones are cut. */
export const UTM_MAX_LENGTH = 100;

/** Letters (any script, with their marks), digits, spaces and the punctuation campaign tools use. */
const UTM_VALUE = /^[\p{L}\p{M}\p{N} ._\-+~:/@]+$/u;

const PARAMETERS = { source: "utm_source", medium: "utm_medium", campaign: "utm_campaign" } as const;

/** A value as kept: trimmed, inner whitespace collapsed, cut to the limit; null when empty or not plain text. */
export function cleanUtm(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const clean = value.replace(/\s+/g, " ").trim().slice(0, UTM_MAX_LENGTH).trim();
  return clean && UTM_VALUE.test(clean) ? clean : null;
}

/** Whether a query names any utm_* parameter (only then does a landing count). */
export function hasUtm(query: URLSearchParams): boolean {
  return [...query.keys()].some((name) => name.toLowerCase().startsWith("utm_"));
}

export function attributionFromQuery(query: URLSearchParams): Attribution {
  return {
    source: cleanUtm(query.get(PARAMETERS.source)),
    medium: cleanUtm(query.get(PARAMETERS.medium)),
    campaign: cleanUtm(query.get(PARAMETERS.campaign)),
  };
}

const empty = (attribution: Attribution) =>
  attribution.source === null && attribution.medium === null && attribution.campaign === null;

/** The Set-Cookie header for an attribution, or undefined when there is nothing worth keeping. */
export function attributionCookie(attribution: Attribution, secure: boolean): string | undefined {
  if (empty(attribution)) return undefined;
  const value = encodeURIComponent(
    JSON.stringify([attribution.source, attribution.medium, attribution.campaign]),
  );
  // A session cookie: no Max-Age or Expires.
  return `${ATTRIBUTION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Whether the request already carries an attribution (the first landing of a session wins). */
export function hasAttributionCookie(cookieHeader: string | undefined): boolean {
  return readCookie(cookieHeader, ATTRIBUTION_COOKIE) !== undefined;
}

/** The attribution a request's cookie holds, every value checked again (a cookie is the visitor's to change). */
export function attributionFromCookie(cookieHeader: string | undefined): Attribution {
  const raw = readCookie(cookieHeader, ATTRIBUTION_COOKIE);
  if (!raw) return NO_ATTRIBUTION;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return NO_ATTRIBUTION;
    return { source: cleanUtm(parsed[0]), medium: cleanUtm(parsed[1]), campaign: cleanUtm(parsed[2]) };
  } catch {
    return NO_ATTRIBUTION;
  }
}
