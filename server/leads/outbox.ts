/**
 * The lead outbox: a valid lead is committed to the store before the visitor gets an answer, then
 * delivered to the ERP at once and, failing that, by a background worker that retries with
 * exponential backoff and jitter (at least one attempt an hour) until it succeeds. It owns the
 * policy of the answer too (`submit`): deliver now, wait at most 3 s, else queue. A lead is leased
 * while it is being sent, so it never goes out from two places at once; a restart resumes the
 * pending leads. Nothing is deleted; the personal values of delivered and failed leads are erased
 * once their retention time has passed (`sweep`, docs/decisions/023-personal-data-retention.md).
 *
 * Its log lines at `info` and above carry no personal value: lead ids, states, the ERP's status and
 * our summary of its error, never the ERP's own words (they may quote the lead); those go to the
 * outbox (`leads show ID`) and, at `debug`, to the log.
 */
import { createHash, randomInt, randomUUID } from "node:crypto";
import type { Contact } from "../../app/contact/schema";
import type { Locale } from "../../app/i18n/locales";
import { DEFAULT_HELD_RETENTION_DAYS, DEFAULT_RETENTION_DAYS } from "../../app/settings";
import type { CreateLeadResult } from "../erp/client";
import type { DeliveryTarget } from "../erp/target";
import { errorForLog, redact } from "../logging";
import { createOutboxMetrics, type OutboxMetrics } from "./metrics";
import type {
  AddResult,
  Attribution,
  Lead,
  LeadStore,
  MailRequest,
  MailState,
  ProofUse,
  SpamVerdict,
} from "./store";

export interface OutboxLogger {
  /** Where the ERP's own words go (they may quote a lead's values); absent: nowhere. */
  debug?(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxOptions {
  store: LeadStore;
  /** The ERP the leads go to (ERP_KIND); it builds its own values from the stored lead. */
  target: DeliveryTarget;
  log: OutboxLogger;
  /** First retry delay; each failed attempt doubles it (with jitter), up to `retryCapMs`. */
  retryBaseMs?: number;
  retryCapMs?: number;
  /**
   * The delay between attempts while the ERP refuses our set-up (rights, key, settings): flat, not
   * doubled, so a lead arrives soon after the operator fixes it, with no command.
   */
  configRetryMs?: number;
  /** How often the worker looks for due leads that another process (the CLI) may have changed. */
  pollMs?: number;
  /** Longest time one delivery attempt may take (all its ERP calls). */
  attemptTimeoutMs?: number;
  /** How many leads the worker sends at once. */
  concurrency?: number;
  /** Without an idempotency key, the same content posted again within this time is the same lead. */
  sameContentWindowMs?: number;
  /** How long `submit` waits for the ERP before it answers "queued". */
  answerWaitMs?: number;
  /** A delivered lead's personal values are erased this long after its delivery. */
  retentionMs?: number;
  /** Those of a lead in any other state but pending (failed), this long after its last change. */
  heldRetentionMs?: number;
  /** How often the retention sweep runs (the first time when the outbox starts). */
  sweepMs?: number;
  /**
   * The confirmation e-mail (server/mail): asked for with every lead stored as pending, at most one
   * per address in `perAddressWindowMs`. Absent: no mail (SMTP_URL unset).
   */
  mail?: { perAddressWindowMs: number };
  /** Called when a mail job was just written (the mail worker sends it at once). */
  onMailQueued?: () => void;
  now?: () => number;
  random?: () => number;
}

export const DEFAULTS = {
  retryBaseMs: 5_000,
  retryCapMs: 60 * 60 * 1000,
  configRetryMs: 5 * 60 * 1000,
  pollMs: 5_000,
  attemptTimeoutMs: 60_000,
  concurrency: 4,
  sameContentWindowMs: 10 * 60 * 1000,
  answerWaitMs: 3_000,
  retentionDays: DEFAULT_RETENTION_DAYS,
  heldRetentionDays: DEFAULT_HELD_RETENTION_DAYS,
  sweepMs: 60 * 60 * 1000,
} as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What became of a submission: stored and delivered, or stored and queued (both perhaps the answer
 * to the same submission stored before, `duplicateOf`); refused because its idempotency key was
 * used before for other content; or not stored at all (the store could not commit).
 */
export type Submission =
  | { outcome: "delivered" | "queued"; lead: Lead; duplicateOf: number | null }
  | { outcome: "key-reused"; lead: Lead }
  | { outcome: "not-stored"; error: unknown };

/** What comes with a submission besides the form's fields. */
export interface SubmissionMeta {
  key: string | null;
  lang: Locale;
  /** The utm_* parameters of the visitor's landing page, if any. */
  attribution?: Attribution;
  /** The spam score (server/spam): held, the lead is stored as `held` and not delivered. */
  verdict?: SpamVerdict;
  /** The proof of work it came with, recorded as used with the lead (once only). */
  proof?: ProofUse;
}

/** Delay before attempt n+1 after n failed attempts: "equal jitter" exponential backoff, capped. */
export function retryDelay(
  attempts: number,
  baseMs: number,
  capMs: number,
  random: () => number = Math.random,
): number {
  const exponential = baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30));
  return Math.round(Math.min(capMs, exponential / 2 + (random() * exponential) / 2));
}

/** Crockford's base32: no I, L, O or U, so a reference read aloud or retyped is not mistaken. */
const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A lead's short reference, as the visitor sees it ("7KQ2M-9XD4A"): 50 random bits, so one
 * lead's tells nothing of the next one's and a guess finds nothing.
 */
export function newReference(): string {
  const chars = Array.from({ length: 10 }, () => REFERENCE_ALPHABET[randomInt(32)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** Same person, same words: the hash that makes a repeated post without a key one lead. */
export function contentHash(contact: Contact): string {
  const { full_name, phone, email, message, interests } = contact;
  return createHash("sha256")
    .update(JSON.stringify([full_name, phone, email, message, interests]))
    .digest("hex");
}

/**
 * The same message, however it is spaced or capitalised: a copy campaign sends one text from many
 * addresses. Erased with the lead's personal values.
 */
export function messageHash(message: string): string {
  const normalised = message.normalize("NFC").toLowerCase().replace(/\s+/gu, " ").trim();
  return createHash("sha256").update(normalised).digest("hex");
}

/**
 * An attempt's error as the log keeps it at `info` and above: up to the ERP's HTTP status (and
 * Odoo's exception name), without the ERP's own words, which may quote the lead ("Failing row
 * contains (…)", "invalid e-mail …"); with the lead's values redacted in whatever is left.
 */
export function errorSummary(error: string, lead: Pick<Lead, "contact">): string {
  const http = /^(.*?: HTTP \d{3})( [\w.]+(?:Error|Exception|Warning)\b)?/s.exec(error);
  const { full_name, email, phone, message } = lead.contact;
  const text = http ? `${http[1]}${http[2] ?? ""}` : error;
  return redact(text, [full_name, email, phone, message]).slice(0, 200);
}

/** Resolves with the promise's value, or undefined once `ms` have passed (the promise runs on). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

export class Outbox {
  readonly owner = `${process.pid}-${randomUUID().slice(0, 8)}`;
  /** Read by /healthz and /metrics; written only through the outbox. */
  readonly store: LeadStore;
  /** Served by GET /metrics. */
  readonly metrics: OutboxMetrics;
  readonly target: DeliveryTarget;
  private readonly log: OutboxLogger;
  private readonly options: Required<
    Omit<OutboxOptions, "store" | "target" | "log" | "now" | "random" | "mail" | "onMailQueued">
  >;
  private readonly mail: MailRequest | undefined;
  private readonly onMailQueued: () => void;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<number> | undefined;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly deliveries = new Map<number, Promise<Lead | undefined>>();
  private readonly controllers = new Set<AbortController>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private running = false;
  private lastConfigError: { error: string; at: number } | undefined;

  constructor(options: OutboxOptions) {
    this.store = options.store;
    this.target = options.target;
    this.log = options.log;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.metrics = createOutboxMetrics(this.store, this.now);
    this.mail = options.mail && { kind: "confirmation", perAddressWindowMs: options.mail.perAddressWindowMs };
    this.onMailQueued = options.onMailQueued ?? (() => {});
    this.options = {
      retryBaseMs: options.retryBaseMs ?? DEFAULTS.retryBaseMs,
      retryCapMs: options.retryCapMs ?? DEFAULTS.retryCapMs,
      configRetryMs: options.configRetryMs ?? DEFAULTS.configRetryMs,
      pollMs: options.pollMs ?? DEFAULTS.pollMs,
      attemptTimeoutMs: options.attemptTimeoutMs ?? DEFAULTS.attemptTimeoutMs,
      concurrency: options.concurrency ?? DEFAULTS.concurrency,
      sameContentWindowMs: options.sameContentWindowMs ?? DEFAULTS.sameContentWindowMs,
      answerWaitMs: options.answerWaitMs ?? DEFAULTS.answerWaitMs,
      retentionMs: options.retentionMs ?? DEFAULTS.retentionDays * DAY_MS,
      heldRetentionMs: options.heldRetentionMs ?? DEFAULTS.heldRetentionDays * DAY_MS,
      sweepMs: options.sweepMs ?? DEFAULTS.sweepMs,
    };
  }

  /** Whether leads can be sent at all (the target's settings name an ERP). */
  get canDeliver(): boolean {
    return this.target.configured;
  }

  /** A lease outlives the longest attempt, so a lead held by a live worker is never taken over. */
  private get leaseMs(): number {
    return this.options.attemptTimeoutMs + 5_000;
  }

  /**
   * A visitor's submission: commits the lead (or finds the same submission stored before), sends
   * a new one to the ERP at once and waits for that attempt up to `answerWaitMs`; a repeated
   * submission waits on the attempt already running. Never "delivered" or "queued" unless the lead
   * is committed.
   */
  async submit(contact: Contact, meta: SubmissionMeta): Promise<Submission> {
    let stored: AddResult;
    try {
      stored = await this.accept(contact, meta);
    } catch (error) {
      return { outcome: "not-stored", error };
    }
    const { created } = stored;
    let lead = stored.lead;
    // The same key with other content: a client reusing keys by mistake would lose this lead.
    if (!created && lead.key !== null && !lead.erasedAt && lead.contentHash !== contentHash(contact)) {
      return { outcome: "key-reused", lead };
    }
    if (lead.state === "pending" && this.canDeliver) {
      const attempt = this.inFlight(lead.id) ?? (created ? this.deliver(lead.id) : undefined);
      if (attempt) {
        const settled = attempt.catch(() => undefined);
        // 0 (the contact API): answer once committed; the attempt goes on without the visitor.
        if (this.options.answerWaitMs > 0) lead = (await within(settled, this.options.answerWaitMs)) ?? lead;
      }
    }
    return {
      outcome: lead.state === "delivered" ? "delivered" : "queued",
      lead,
      duplicateOf: created ? null : lead.id,
    };
  }

  /** Commits a lead (or finds the same submission stored before). Resolves once it is on disk. */
  async accept(contact: Contact, meta: SubmissionMeta): Promise<AddResult> {
    const result = await this.store.add(
      {
        key: meta.key,
        lang: meta.lang,
        contact,
        contentHash: contentHash(contact),
        attribution: meta.attribution,
        messageHash: messageHash(contact.message),
        verdict: meta.verdict,
        proof: meta.proof,
        reference: newReference(),
        mail: this.mail,
      },
      this.now(),
      this.options.sameContentWindowMs,
    );
    if (result.created && result.lead.state === "held") this.held(result.lead);
    else if (result.created) this.log.info({ lead: result.lead.id, mail: result.mail }, "lead stored");
    if (result.mail) this.mailQueued(result.mail);
    return result;
  }

  /** A mail job just written with its lead: sent at once unless limited (counted in the store). */
  private mailQueued(state: MailState) {
    if (state === "pending") this.onMailQueued();
  }

  /** A submission just held as spam: counted by reason, logged without its values. */
  private held(lead: Lead) {
    const reasons = lead.spam?.reasons ?? [];
    this.metrics.held(reasons);
    this.log.info({ lead: lead.id, score: lead.spam?.score, reasons }, "submission held as spam");
  }

  /**
   * An operator's release of a held submission (`leads release ID`): pending, due now, with its
   * confirmation mail written as a new lead's is (the person whose message was taken for spam hears
   * back, within the per-address limit), then one attempt from here. Undefined unless it was held
   * (and not erased).
   */
  async release(id: number): Promise<Lead | undefined> {
    const lead = await this.store.release(id, this.now(), this.mail);
    if (!lead) return undefined;
    this.log.info({ lead: id }, "held submission released by an operator");
    if (this.mail) this.onMailQueued();
    return (await this.deliver(id)) ?? lead;
  }

  /**
   * A held submission waiting with the reason `awaiting` (its confirmation) gets its new verdict:
   * pending and sent now (not waited for), or held again. Undefined when none waits.
   */
  async settle(id: number, awaiting: string, verdict: SpamVerdict): Promise<Lead | undefined> {
    const lead = await this.store.settle(id, awaiting, verdict, this.now(), this.mail);
    if (!lead) return undefined;
    if (lead.state === "held") this.held(lead);
    else {
      this.log.info({ lead: id }, "lead stored (confirmed)");
      // Its mail job, if one was asked for, was written with the new state: the worker looks now.
      if (this.mail) this.onMailQueued();
      if (this.canDeliver) void this.deliver(id).catch(() => undefined);
    }
    return lead;
  }

  /** The attempt running for a lead in this process, if any. */
  inFlight(id: number): Promise<Lead | undefined> | undefined {
    return this.deliveries.get(id);
  }

  /**
   * Sends one lead now if it is pending and nobody holds it; resolves with the lead as stored
   * afterwards (or as it is, when it could not be claimed).
   */
  async deliver(id: number): Promise<Lead | undefined> {
    const running = this.deliveries.get(id);
    if (running) return running;
    if (!this.target.configured) return this.store.get(id);
    const now = this.now();
    const lead = await this.store.claim(id, this.owner, now + this.leaseMs, now);
    if (!lead) return this.store.get(id);
    return this.attempt(lead);
  }

  /** An operator's retry (`leads retry ID`): due now, then one attempt from here. */
  async retry(id: number): Promise<Lead | undefined> {
    const lead = await this.store.retry(id, this.now());
    if (!lead) return undefined;
    return this.deliver(id);
  }

  /**
   * Starts the retention sweep, now and every `sweepMs`, and the background delivery worker
   * (without an ERP to deliver to, the sweep only).
   */
  start(): void {
    if (!this.sweepTimer) this.scheduleSweep(0);
    if (this.running || !this.target.configured) return;
    this.running = true;
    this.schedule(0);
  }

  /**
   * Retention: erases the personal values of the leads delivered more than `retentionMs` ago, and
   * of those in any other state but pending (failed) last changed more than `heldRetentionMs`
   * ago. Resolves with how many this call erased (counted in /metrics). Safe from several
   * instances at once: a lead is erased once.
   */
  sweep(): Promise<number> {
    this.sweeping ??= (async () => {
      const now = this.now();
      try {
        const erased = await this.store.eraseExpired(
          {
            deliveredBefore: now - this.options.retentionMs,
            othersBefore: now - this.options.heldRetentionMs,
          },
          now,
        );
        this.metrics.erased(erased);
        if (erased > 0) this.log.info({ erased }, "retention: personal data of old leads erased");
        // Records of proofs of work that can no longer verify: a replay is refused by the proof's
        // own expiry from then on.
        await this.store.forgetProofs(now);
        // The rate limit's counts of windows that have ended (a store shared by instances keeps them).
        await this.store.forgetRequestCounts?.(now);
        return erased;
      } catch (error) {
        this.log.error({ err: errorForLog(error) }, "retention: could not erase old leads");
        return 0;
      }
    })().finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  private scheduleSweep(delayMs: number) {
    this.sweepTimer = setTimeout(() => {
      void this.sweep().finally(() => {
        if (this.sweepTimer) this.scheduleSweep(this.options.sweepMs);
      });
    }, delayMs);
    this.sweepTimer.unref();
  }

  /**
   * Stops the worker. Attempts in flight get `graceMs` to finish; then they are interrupted and
   * their leads stay pending, due at once, for the next start.
   */
  async stop(graceMs = 5_000): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    clearTimeout(this.sweepTimer);
    this.sweepTimer = undefined;
    await this.sweeping;
    const running = [...this.deliveries.values()];
    if (running.length > 0) {
      await Promise.race([Promise.allSettled(running), sleep(graceMs)]);
      for (const controller of this.controllers) controller.abort();
      await Promise.allSettled([...this.deliveries.values()]);
    }
    await this.ticking;
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.ticking = this.tick().finally(() => {
        this.ticking = undefined;
      });
    }, delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    let nextDelay: number = this.options.pollMs;
    try {
      const now = this.now();
      const free = Math.max(0, this.options.concurrency - this.deliveries.size);
      const due = free > 0 ? await this.store.claimDue(this.owner, now + this.leaseMs, now, free) : [];
      if (due.length > 0) {
        await Promise.allSettled(due.map((lead) => this.attempt(lead)));
        nextDelay = 0;
      } else {
        const next = await this.store.nextDue();
        if (next !== null) nextDelay = Math.min(this.options.pollMs, Math.max(0, next - this.now()));
      }
    } catch (error) {
      this.log.error({ err: errorForLog(error) }, "outbox worker: could not read the outbox");
    }
    this.schedule(nextDelay);
  }

  private attempt(lead: Lead): Promise<Lead | undefined> {
    const delivery = this.send(lead).finally(() => this.deliveries.delete(lead.id));
    this.deliveries.set(lead.id, delivery);
    return delivery;
  }

  private async send(lead: Lead): Promise<Lead | undefined> {
    const controller = new AbortController();
    this.controllers.add(controller);
    let result: CreateLeadResult;
    try {
      const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(this.options.attemptTimeoutMs)]);
      result = await this.target.deliver(lead, signal);
    } catch (error) {
      result = {
        ok: false,
        cause: "crashed",
        retryable: true,
        configError: false,
        error: `delivery crashed: ${String(error)}`,
      };
    } finally {
      this.controllers.delete(controller);
    }

    const at = this.now();
    if (result.ok) {
      this.metrics.attempt("delivered");
      this.metrics.configuration(null);
      this.metrics.delivered((at - lead.createdAt) / 1000);
    } else if (controller.signal.aborted) {
      this.metrics.attempt("interrupted", "interrupted");
    } else {
      this.metrics.attempt(result.retryable ? "retry" : "failed", result.cause);
    }
    try {
      if (result.ok) {
        await this.store.markDelivered(lead.id, {
          at,
          erpId: result.erpId,
          erpMessage: result.message,
          status: result.status,
        });
        this.log.info(
          { lead: lead.id, erpId: result.erpId, attempts: lead.attempts + 1 },
          "lead delivered to the ERP",
        );
      } else if (result.retryable) {
        // An attempt cut short by a shutdown is not the ERP's fault: due again at once, not counted.
        const interrupted = controller.signal.aborted;
        const attempts = lead.attempts + (interrupted ? 0 : 1);
        // An ERP that says when to come back (Retry-After) is not asked sooner, nor later than the cap.
        const asked = Math.min(result.retryAfterMs ?? 0, this.options.retryCapMs);
        const own = result.configError
          ? this.options.configRetryMs
          : retryDelay(attempts, this.options.retryBaseMs, this.options.retryCapMs, this.random);
        const nextAttemptAt = interrupted ? at : at + Math.max(asked, own);
        await this.store.markPending(lead.id, this.owner, {
          at,
          error: result.error,
          nextAttemptAt,
          countAttempt: !interrupted,
          status: result.status ?? null,
        });
        this.metrics.configuration(result.configError ? (result.reason ?? "unknown") : null);
        if (result.configError) this.configError(result.error, result.status, result.reason, lead);
        this.log.warn(
          {
            lead: lead.id,
            attempts,
            nextAttemptAt: new Date(nextAttemptAt).toISOString(),
            cause: result.cause,
            status: result.status,
            error: errorSummary(result.error, lead),
          },
          "lead not delivered yet; it stays in the outbox and will be retried",
        );
        this.log.debug?.({ lead: lead.id, error: result.error, answer: result.answer }, "the ERP's answer");
      } else {
        await this.store.markFailed(lead.id, this.owner, {
          at,
          error: result.error,
          answer: result.answer ?? null,
          status: result.status ?? null,
        });
        this.log.error(
          { lead: lead.id, status: result.status, error: errorSummary(result.error, lead) },
          "the ERP refused a lead: it is marked failed; `npm run leads -- show ID` has its answer; fix the cause, then run `npm run leads -- retry ID`",
        );
        this.log.debug?.({ lead: lead.id, error: result.error, answer: result.answer }, "the ERP's answer");
      }
    } catch (error) {
      const { full_name, email, phone, message } = lead.contact;
      this.log.error(
        { err: errorForLog(error, [full_name, email, phone, message]), lead: lead.id },
        "could not record a delivery attempt; the lead stays pending",
      );
    }
    return this.store.get(lead.id).catch(() => undefined);
  }

  /**
   * Refused credentials or set-up: one error line per distinct cause every five minutes. The
   * ERP's words name our settings here (a missing external ID, a refused key), so they are kept,
   * with the lead's own values redacted.
   */
  private configError(error: string, status: number | undefined, reason: string | undefined, lead: Lead) {
    const now = this.now();
    if (this.lastConfigError?.error === error && now - this.lastConfigError.at < 5 * 60 * 1000) return;
    this.lastConfigError = { error, at: now };
    const { full_name, email, phone, message } = lead.contact;
    this.log.error(
      { status, error: redact(error, [full_name, email, phone, message]).slice(0, 300), reason },
      `ERP configuration error${reason ? ` (${reason})` : ""}: check ${this.target.settingNames}; leads wait in the outbox and are retried`,
    );
  }
}
