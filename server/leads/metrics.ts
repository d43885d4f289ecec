/**
 * The outbox's Prometheus metrics (prom-client), in a registry of the outbox's own (each server
 * in a test process has its own): leads by state and the age of the oldest pending lead, read
 * from the store at scrape time (so every instance sharing a store reports the same); delivery
 * attempts and failures by cause, counted by this process's outbox; the time from acceptance to
 * delivery; leads erased by this process's retention sweep, and erased leads in the store.
 * docs/operations.md ("Metrics") lists them.
 */
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { FailureCause } from "../erp/client";
import { LEAD_STATES, MAIL_STATES, type LeadStore } from "./store";

export type AttemptResult = "delivered" | "retry" | "failed" | "interrupted";
export type MailAttemptResult = "sent" | "retry" | "failed" | "interrupted";

export interface OutboxMetrics {
  registry: Registry;
  attempt(result: AttemptResult, cause?: FailureCause): void;
  /** A lead delivered `seconds` after it was accepted. */
  delivered(seconds: number): void;
  /** The set-up problem the ERP named at this process's last attempt (null: none, or delivered). */
  configuration(reason: string | null): void;
  /** Leads whose personal values this process's retention sweep just erased. */
  erased(count: number): void;
  /** A submission this process held as spam, with the reasons it was held. */
  held(reasons: readonly string[]): void;
  /** An attempt of this process's mail worker to send a mail. */
  mailAttempt(result: MailAttemptResult): void;
}

export function createOutboxMetrics(store: LeadStore, now: () => number): OutboxMetrics {
  const registry = new Registry();
  const registers = [registry];

  // One read of the store per scrape: prom-client calls each gauge's collect at once, before any resolves.
  let scrape: Promise<void> | undefined;
  const collect = () =>
    (scrape ??= (async () => {
      try {
        const [counts, oldestAt, erasedLeads, mailCounts, oldestMailAt] = await Promise.all([
          store.counts(),
          store.oldestPendingAt(),
          store.countErased(),
          store.mailCounts(),
          store.oldestPendingMailAt(),
        ]);
        for (const state of LEAD_STATES) leads.set({ state }, counts[state]);
        oldest.set(oldestAt === null ? 0 : Math.max(0, (now() - oldestAt) / 1000));
        erasedInStore.set(erasedLeads);
        for (const state of MAIL_STATES) mails.set({ state }, mailCounts[state]);
        oldestMail.set(oldestMailAt === null ? 0 : Math.max(0, (now() - oldestMailAt) / 1000));
        up.set(1);
      } catch {
        // Say the store is down, rather than repeat figures that are no longer true.
        leads.reset();
        oldest.reset();
        erasedInStore.reset();
        mails.reset();
        oldestMail.reset();
        up.set(0);
      }
    })().finally(() => (scrape = undefined)));

  const up = new Gauge({
    name: "outbox_store_up",
    help: "1 when the outbox's store answered this scrape, 0 when it could not be read.",
    registers,
    collect,
  });
  const leads = new Gauge({
    name: "outbox_leads",
    help: "Leads in the outbox by state (pending, delivered, failed, held), read from the store.",
    labelNames: ["state"] as const,
    registers,
    collect,
  });
  const oldest = new Gauge({
    name: "outbox_oldest_pending_lead_age_seconds",
    help: "Age of the oldest lead not yet delivered (0 when none is pending).",
    registers,
    collect,
  });

  const erasedInStore = new Gauge({
    name: "outbox_erased_leads",
    help: "Leads in the outbox whose personal data has been erased (retention or a person's request), read from the store.",
    registers,
    collect,
  });
  const erasedBySweep = new Counter({
    name: "outbox_leads_erased_total",
    help: "Leads whose personal data this process's retention sweep erased.",
    registers,
  });

  const heldByReason = new Counter({
    name: "contact_held_total",
    help: "Submissions this process held as spam (stored, not delivered), by reason: each reason of each held submission counts once.",
    labelNames: ["reason"] as const,
    registers,
  });

  const attempts = new Counter({
    name: "outbox_delivery_attempts_total",
    help: "Delivery attempts by this process, by result: delivered, retry (stays pending), failed (refused by the ERP), interrupted (shutdown).",
    labelNames: ["result"] as const,
    registers,
  });
  const failures = new Counter({
    name: "outbox_delivery_failures_total",
    help: "Delivery attempts by this process that did not deliver, by cause: network, timeout, server-error, rate-limited, configuration, refused, interrupted, crashed.",
    labelNames: ["cause"] as const,
    registers,
  });
  const configuration = new Gauge({
    name: "outbox_erp_configuration_error",
    help: "1, labelled with the reason, while the ERP refuses our set-up at this process's last attempt (api-key, access-rights, record-rule, unresolved-reference, …); leads wait meanwhile. Absent when none.",
    labelNames: ["reason"] as const,
    registers,
  });
  const latency = new Histogram({
    name: "outbox_delivery_seconds",
    help: "Time from a lead's acceptance to its delivery to the ERP.",
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600, 4 * 3600, 24 * 3600],
    registers,
  });

  const mails = new Gauge({
    name: "outbox_mails",
    help: "Confirmation e-mails in the outbox by state (pending, sent, failed, limited: not sent, one went to the address within the hour; cancelled: its lead was erased first), read from the store.",
    labelNames: ["state"] as const,
    registers,
    collect,
  });
  const oldestMail = new Gauge({
    name: "outbox_oldest_pending_mail_age_seconds",
    help: "Age of the oldest e-mail not yet sent (0 when none is pending).",
    registers,
    collect,
  });
  const mailAttempts = new Counter({
    name: "outbox_mail_attempts_total",
    help: "Attempts by this process to hand an e-mail to the SMTP server, by result: sent, retry (stays pending), failed (refused for good, or too late), interrupted (shutdown).",
    labelNames: ["result"] as const,
    registers,
  });

  return {
    registry,
    mailAttempt(result) {
      mailAttempts.inc({ result });
    },
    attempt(result, cause) {
      attempts.inc({ result });
      if (cause) failures.inc({ cause });
    },
    delivered(seconds) {
      latency.observe(Math.max(0, seconds));
    },
    configuration(reason) {
      configuration.reset();
      if (reason) configuration.set({ reason }, 1);
    },
    erased(count) {
      erasedBySweep.inc(count);
    },
    held(reasons) {
      for (const reason of reasons) heldByReason.inc({ reason });
    },
  };
}
