/**
 * The mail worker: sends the mail jobs the outbox writes with their leads (the confirmation to the
 * visitor), with the same guarantees as the ERP delivery. A job is leased while it is sent, so it
 * never goes out from two places at once, on SQLite as on PostgreSQL; a failed attempt is retried
 * with backoff; an SMTP server's lasting refusal (5xx) or a mail not sent within `giveUpMs` is
 * failed, because a confirmation days late says nothing useful. An instance that dies after the
 * SMTP server took a mail and before it recorded that sends it once more when the lease runs out:
 * with the same Message-ID, so mail systems that notice repeats drop it (docs/leads.md).
 *
 * Log lines carry the mail's and the lead's ids, never the address.
 */
import { randomUUID } from "node:crypto";
import type { SendMailOptions } from "nodemailer";
import { errorForLog, redact } from "../logging";
import type { OutboxMetrics } from "../leads/metrics";
import { retryDelay, type OutboxLogger } from "../leads/outbox";
import type { DueMail, LeadStore } from "../leads/store";

/** What a mail says, in its visitor's language. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The part of a nodemailer transport the worker uses. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
}

export interface MailQueueOptions {
  store: LeadStore;
  transport: MailTransport;
  log: OutboxLogger;
  metrics: OutboxMetrics;
  /** The From header (MAIL_FROM). */
  from: string;
  /** The Reply-To header (MAIL_REPLY_TO), if any. */
  replyTo?: string;
  /** The site's origin: the Message-ID's domain is its host. */
  siteUrl: string;
  /** What the mail says (its receipt link is signed there). */
  render(mail: DueMail & { reference: string }): Promise<RenderedMail>;
  retryBaseMs?: number;
  retryCapMs?: number;
  /** A mail not sent this long after it was written is failed. */
  giveUpMs?: number;
  pollMs?: number;
  /** Longest time one attempt may take (the SMTP conversation). */
  attemptTimeoutMs?: number;
  concurrency?: number;
  now?: () => number;
  random?: () => number;
}

export const MAIL_DEFAULTS = {
  retryBaseMs: 10_000,
  retryCapMs: 30 * 60 * 1000,
  giveUpMs: 48 * 60 * 60 * 1000,
  pollMs: 5_000,
  attemptTimeoutMs: 60_000,
  concurrency: 2,
  /** At most one confirmation per address in this time, so the form cannot flood someone's inbox. */
  perAddressWindowMs: 60 * 60 * 1000,
} as const;

/** The Message-ID of a mail job: the same at every attempt. */
export function messageIdOf(mail: Pick<DueMail, "id" | "kind">, reference: string, siteUrl: string): string {
  return `<${mail.kind}.${mail.id}.${reference}@${new URL(siteUrl).hostname}>`;
}

/**
 * An SMTP server's lasting refusal of this mail (5xx to the recipient or to the message: no such
 * mailbox, policy): trying again changes nothing. A 5xx to our login or our sender is our set-up,
 * not the mail: retried, so the mails wait while the operator fixes SMTP_URL or MAIL_FROM.
 */
export function permanent(error: unknown): boolean {
  const { responseCode, command, code } = error as {
    responseCode?: unknown;
    command?: unknown;
    code?: unknown;
  };
  if (typeof responseCode !== "number" || responseCode < 500 || responseCode >= 600) return false;
  if (
    code === "EAUTH" ||
    (typeof command === "string" && /^(AUTH|MAIL FROM|EHLO|HELO|STARTTLS)/i.test(command))
  )
    return false;
  return true;
}

/** An SMTP error as the outbox keeps it: its code and first line, the address redacted. */
function describe(error: unknown, to: string): string {
  const { code, responseCode, response, message } = error as {
    code?: string;
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const words = String(response ?? message ?? error).split("\n")[0] ?? "";
  return redact(`${code ?? "error"}${responseCode ? ` ${responseCode}` : ""}: ${words}`, [to]).slice(0, 300);
}

export class MailQueue {
  readonly owner = `${process.pid}-mail-${randomUUID().slice(0, 8)}`;
  private readonly options: Required<
    Pick<
      MailQueueOptions,
      "retryBaseMs" | "retryCapMs" | "giveUpMs" | "pollMs" | "attemptTimeoutMs" | "concurrency"
    >
  >;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly sending = new Map<number, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private running = false;
  private stopping = false;

  constructor(private readonly config: MailQueueOptions) {
    this.now = config.now ?? Date.now;
    this.random = config.random ?? Math.random;
    this.options = {
      retryBaseMs: config.retryBaseMs ?? MAIL_DEFAULTS.retryBaseMs,
      retryCapMs: config.retryCapMs ?? MAIL_DEFAULTS.retryCapMs,
      giveUpMs: config.giveUpMs ?? MAIL_DEFAULTS.giveUpMs,
      pollMs: config.pollMs ?? MAIL_DEFAULTS.pollMs,
      attemptTimeoutMs: config.attemptTimeoutMs ?? MAIL_DEFAULTS.attemptTimeoutMs,
      concurrency: config.concurrency ?? MAIL_DEFAULTS.concurrency,
    };
  }

  /** A lease outlives the longest attempt, so a mail held by a live worker is never taken over. */
  private get leaseMs(): number {
    return this.options.attemptTimeoutMs + 5_000;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** A mail job was just written: look now rather than at the next poll. */
  wake(): void {
    if (this.running && !this.ticking) this.schedule(0);
  }

  /** Stops the worker; mails being handed over get `graceMs`, then stay pending for the next start. */
  async stop(graceMs = 5_000): Promise<void> {
    this.running = false;
    this.stopping = true;
    clearTimeout(this.timer);
    const running = [...this.sending.values()];
    if (running.length > 0) {
      await Promise.race([
        Promise.allSettled(running),
        new Promise((resolve) => setTimeout(resolve, graceMs).unref()),
      ]);
    }
    await this.ticking;
    this.config.transport.close();
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
      const free = Math.max(0, this.options.concurrency - this.sending.size);
      const due =
        free > 0 ? await this.config.store.claimDueMails(this.owner, now + this.leaseMs, now, free) : [];
      if (due.length > 0) {
        await Promise.allSettled(due.map((mail) => this.attempt(mail)));
        nextDelay = 0;
      } else {
        const next = await this.config.store.nextMailDue();
        if (next !== null) nextDelay = Math.min(this.options.pollMs, Math.max(0, next - this.now()));
      }
    } catch (error) {
      this.config.log.error({ err: errorForLog(error) }, "mail worker: could not read the outbox");
    }
    this.schedule(nextDelay);
  }

  private attempt(mail: DueMail): Promise<void> {
    const sending = this.send(mail).finally(() => this.sending.delete(mail.id));
    this.sending.set(mail.id, sending);
    return sending;
  }

  private async send(mail: DueMail): Promise<void> {
    const { store, log, metrics } = this.config;
    const reference = mail.reference ?? `lead-${mail.leadId}`;
    const messageId = messageIdOf(mail, reference, this.config.siteUrl);
    let error: unknown;
    if (this.now() - mail.createdAt >= this.options.giveUpMs) {
      // Days late (the worker was down, or SMTP_URL unset meanwhile): a confirmation then says
      // nothing useful, so it is not sent at all.
      const reason = `not sent within ${this.options.giveUpMs / 3_600_000} h of the lead`;
      try {
        await store.markMailFailed(mail.id, this.owner, { at: this.now(), error: reason, messageId });
        metrics.mailAttempt("failed");
        log.error({ mail: mail.id, lead: mail.leadId, error: reason }, "mail not sent: given up");
      } catch (recordError) {
        log.error(
          { err: errorForLog(recordError, [mail.to]), mail: mail.id },
          "could not record a mail attempt",
        );
      }
      return;
    }
    try {
      if (!mail.to)
        throw Object.assign(new Error("the lead has no e-mail address (erased)"), { responseCode: 550 });
      const rendered = await this.config.render({ ...mail, reference });
      await withTimeout(
        this.config.transport.sendMail({
          from: this.config.from,
          to: mail.to,
          ...(this.config.replyTo && { replyTo: this.config.replyTo }),
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          messageId,
          headers: {
            // RFC 3834: an automatic reply, which auto-responders must not answer; Outlook's own.
            "Auto-Submitted": "auto-generated",
            "X-Auto-Response-Suppress": "All",
            "Content-Language": mail.lang,
          },
        }),
        this.options.attemptTimeoutMs,
      );
    } catch (caught) {
      error = caught;
    }

    const at = this.now();
    try {
      if (error === undefined) {
        await store.markMailSent(mail.id, this.owner, { at, messageId });
        metrics.mailAttempt("sent");
        log.info({ mail: mail.id, lead: mail.leadId, kind: mail.kind }, "mail sent");
        return;
      }
      const summary = describe(error, mail.to);
      const late = at - mail.createdAt >= this.options.giveUpMs;
      if (permanent(error) || late) {
        const reason =
          late && !permanent(error)
            ? `not sent within ${this.options.giveUpMs / 3_600_000} h; last: ${summary}`
            : summary;
        await store.markMailFailed(mail.id, this.owner, { at, error: reason, messageId });
        metrics.mailAttempt("failed");
        log.error({ mail: mail.id, lead: mail.leadId, error: reason }, "mail not sent: given up");
        return;
      }
      const interrupted = this.stopping;
      const nextAttemptAt = interrupted
        ? at
        : at + retryDelay(mail.attempts + 1, this.options.retryBaseMs, this.options.retryCapMs, this.random);
      await store.markMailPending(mail.id, this.owner, { at, error: summary, nextAttemptAt, messageId });
      metrics.mailAttempt(interrupted ? "interrupted" : "retry");
      log.warn(
        {
          mail: mail.id,
          lead: mail.leadId,
          error: summary,
          nextAttemptAt: new Date(nextAttemptAt).toISOString(),
        },
        "mail not sent yet; it stays in the outbox and will be retried",
      );
    } catch (recordError) {
      log.error(
        { err: errorForLog(recordError, [mail.to]), mail: mail.id },
        "could not record a mail attempt; the mail stays pending",
      );
    }
  }
}

/** The promise, or a rejection once `ms` have passed (the SMTP conversation is then abandoned). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`no answer within ${ms} ms`), { code: "ETIMEDOUT" })),
      ms,
    );
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
