/**
 * The spam defence's server side (docs/decisions/025-spam-defence.md): ALTCHA proof-of-work
 * challenges made and verified with altcha-lib, the signed cookie of the confirmation page for
 * visitors without JavaScript, and the verdict of the score table (score.ts). The HMAC key is kept
 * in the outbox's database, so every instance on one store accepts the others' challenges and
 * cookies, unless SPAM_HMAC_KEY gives one.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createChallenge, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { ProofUse, SpamVerdict } from "../leads/store";
import { scoreSubmission, type SpamEvidence } from "./score";
import type { SpamSettings } from "./settings";

export { SPAM_DEFAULTS, type SpamSettings } from "./settings";

export const POW_ALGORITHM = "PBKDF2/SHA-256";

/** The name of the HMAC key in the store's `secrets` table. */
export const HMAC_SECRET_NAME = "spam-hmac-key";

/** What the proof of work field says, once checked; a usable one comes with its record of use. */
export type ProofCheck =
  { proof: "valid" | "expired"; id: string; expiresAt: number } | { proof: "missing" | "invalid" };

/** What `SpamGuard.verdict` needs besides the proof: the score's evidence. */
export type Evidence = Omit<SpamEvidence, "proof">;

/** The confirmation page's cookie, once its signature is checked: which lead, since when. */
export interface ConfirmTicket {
  lead: number;
  at: number;
}

export interface SecretStore {
  secret(name: string, candidate: string, now: number): Promise<string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export class SpamGuard {
  readonly settings: SpamSettings;
  readonly now: () => number;
  private readonly key: string;

  constructor(key: string, settings: SpamSettings) {
    this.key = key;
    this.settings = settings;
    this.now = settings.now ?? Date.now;
  }

  /**
   * A new challenge, HMAC-signed. `parameters.expiresAt` (seconds, which the widget reads) is its
   * hard limit, after which altcha-lib refuses it; `data.expires` (ms, signed too) the soft one,
   * after which a solution still verifies but scores `expired`.
   */
  challenge(): Promise<Challenge> {
    const now = this.now();
    return createChallenge({
      algorithm: POW_ALGORITHM,
      cost: this.settings.powCost,
      keyPrefix: this.settings.powKeyPrefix,
      deriveKey,
      hmacSignatureSecret: this.key,
      expiresAt: Math.floor((now + this.settings.challengeTtlMs + this.settings.challengeGraceMs) / 1000),
      data: { expires: now + this.settings.challengeTtlMs },
    });
  }

  /**
   * Reads the widget's payload (base64 of JSON `{challenge, solution}`) and verifies it with
   * altcha-lib. Anything that does not verify is `invalid`: forged, tampered, for another key, or
   * past its hard limit (altcha-lib reports that before it checks the signature, so such a payload
   * cannot be told from a forged one).
   */
  async check(field: unknown): Promise<ProofCheck> {
    if (field === undefined || field === null || field === "") return { proof: "missing" };
    if (typeof field !== "string" || field.length > 8192) return { proof: "invalid" };
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(field, "base64").toString("utf8"));
    } catch {
      return { proof: "invalid" };
    }
    if (!isRecord(payload) || !isRecord(payload.challenge) || !isRecord(payload.solution))
      return { proof: "invalid" };
    const challenge = payload.challenge as unknown as Challenge;
    const parameters: unknown = challenge.parameters;
    if (
      !isRecord(parameters) ||
      parameters.algorithm !== POW_ALGORITHM ||
      typeof parameters.nonce !== "string" ||
      !isRecord(parameters.data) ||
      typeof parameters.data.expires !== "number" ||
      typeof parameters.expiresAt !== "number"
    )
      return { proof: "invalid" };
    if (!(await this.verifies(challenge, payload.solution))) return { proof: "invalid" };
    const late = this.now() > parameters.data.expires;
    return {
      proof: late ? "expired" : "valid",
      id: parameters.nonce,
      expiresAt: parameters.expiresAt * 1000,
    };
  }

  /** Whether altcha-lib verifies the solution under the key, or a previous one (a rotation). */
  private async verifies(challenge: Challenge, solution: unknown): Promise<boolean> {
    for (const key of [this.key, ...this.settings.previousHmacKeys]) {
      try {
        const result = await verifySolution({
          challenge,
          solution: solution as Parameters<typeof verifySolution>[0]["solution"],
          deriveKey,
          hmacSignatureSecret: key,
        });
        if (result.verified) return true;
      } catch {
        // Malformed for this key: try the next, else invalid.
      }
    }
    return false;
  }

  /** Whether a post carries the integrator's key (CONTACT_INTEGRATOR_KEY), compared in constant time. */
  isIntegrator(given: unknown): boolean {
    const key = this.settings.integratorKey;
    if (!key || typeof given !== "string" || given === "") return false;
    const digest = (text: string) => createHmac("sha256", this.key).update(`integrator:${text}`).digest();
    return timingSafeEqual(digest(given), digest(key));
  }

  /** The score of a submission (score.ts) as the store keeps it. */
  verdict(proof: SpamEvidence["proof"], evidence: Evidence): SpamVerdict {
    const { score, held, reasons } = scoreSubmission({ ...evidence, proof });
    return { score, held, reasons };
  }

  /**
   * The verdict of a submission with its checked proof, and its record of use with the verdict it
   * takes if that proof was used before (replayed).
   */
  judge(check: ProofCheck, evidence: Evidence): { verdict: SpamVerdict; proof?: ProofUse } {
    const verdict = this.verdict(check.proof, evidence);
    if (check.proof !== "valid" && check.proof !== "expired") return { verdict };
    return {
      verdict,
      proof: { id: check.id, expiresAt: check.expiresAt, ifReplayed: this.verdict("replayed", evidence) },
    };
  }

  private sign(text: string, key = this.key): string {
    return createHmac("sha256", key).update(`contact-confirm:${text}`).digest("base64url");
  }

  /** The confirmation cookie's value: the lead and the time, signed. */
  ticket(lead: number): string {
    const body = Buffer.from(JSON.stringify({ lead, at: this.now() })).toString("base64url");
    return `${body}.${this.sign(body)}`;
  }

  /** The cookie's ticket if it is ours, intact and not older than `confirmTtlMs`; else undefined. */
  readTicket(value: string | undefined): ConfirmTicket | undefined {
    if (!value) return undefined;
    const [body, signature, extra] = value.split(".");
    if (!body || !signature || extra !== undefined) return undefined;
    const given = Buffer.from(signature);
    const signedBy = (key: string) => {
      const expected = Buffer.from(this.sign(body, key));
      return expected.length === given.length && timingSafeEqual(expected, given);
    };
    if (![this.key, ...this.settings.previousHmacKeys].some(signedBy)) return undefined;
    let ticket: unknown;
    try {
      ticket = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    } catch {
      return undefined;
    }
    if (!isRecord(ticket) || !Number.isInteger(ticket.lead) || typeof ticket.at !== "number")
      return undefined;
    const age = this.now() - ticket.at;
    if (age < 0 || age > this.settings.confirmTtlMs) return undefined;
    return { lead: ticket.lead as number, at: ticket.at };
  }
}

/** The guard with its key: SPAM_HMAC_KEY, else the one the store keeps (made by the first instance). */
export async function openSpamGuard(store: SecretStore, settings: SpamSettings): Promise<SpamGuard> {
  const now = settings.now ?? Date.now;
  const key =
    settings.hmacKey ?? (await store.secret(HMAC_SECRET_NAME, randomBytes(32).toString("base64url"), now()));
  return new SpamGuard(key, settings);
}
