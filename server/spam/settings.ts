/**
 * The spam defence's settings (server/config.ts reads them; guard.ts uses them), in a module of
 * their own so that reading the configuration loads neither altcha-lib nor mailchecker's list.
 */
export interface SpamSettings {
  /** SPAM_POW_COST: PBKDF2 iterations of each attempt. */
  powCost: number;
  /** SPAM_POW_KEY_PREFIX: the hex prefix the derived key must start with ("00": 1 in 256). */
  powKeyPrefix: string;
  /** SPAM_HMAC_KEY (or the file SPAM_HMAC_KEY_FILE names); unset: one kept in the outbox's database. */
  hmacKey: string | undefined;
  /**
   * SPAM_HMAC_KEY_PREVIOUS: keys that signed before a rotation, still accepted when checking a
   * proof or a confirmation cookie (never used to sign), until they are removed from the setting.
   */
  previousHmacKeys: readonly string[];
  /** CONTACT_INTEGRATOR_KEY: the key of another system that posts leads (no form, no fill time). */
  integratorKey: string | undefined;
  /** CONTACT_NOSCRIPT_PER_NETWORK: confirmed posts without JavaScript per network (/24, /48) per hour. */
  noscriptPerNetworkPerHour: number;
  /** CONTACT_NOSCRIPT_PER_HOUR: confirmed posts without JavaScript per hour, the whole site. */
  noscriptPerHour: number;
  /** A solution is on time within this long after its challenge (then `expired`, a weak signal). */
  challengeTtlMs: number;
  /** After this much longer it no longer verifies at all (`invalid`), and its record of use goes. */
  challengeGraceMs: number;
  /** The shortest time between the confirmation page's cookie and its button (a person reads). */
  confirmPauseMs: number;
  /** How long the confirmation page's cookie is good for. */
  confirmTtlMs: number;
  /** Secure cookies (the site is served on https). */
  secureCookie: boolean;
  /** The clock (tests); Date.now by default. */
  now?: () => number;
}

export const SPAM_DEFAULTS = {
  powCost: 3_000,
  powKeyPrefix: "00",
  challengeTtlMs: 10 * 60 * 1000,
  challengeGraceMs: 50 * 60 * 1000,
  confirmPauseMs: 3_000,
  confirmTtlMs: 60 * 60 * 1000,
  noscriptPerNetworkPerHour: 3,
  noscriptPerHour: 30,
} as const;
