import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { openOutbox } from "../leads/open";
import type { Outbox } from "../leads/outbox";
import type { LeadsSettings } from "../leads/settings";
import type { MailQueue, MailQueueOptions } from "../mail/queue";
import { openMailQueue } from "../mail/open";

declare module "fastify" {
  interface FastifyInstance {
    /** The lead outbox: the contact API submits through it; /healthz and /metrics read its store. */
    outbox: Outbox;
    /** The mail worker (the confirmation e-mail); undefined when SMTP_URL is unset. */
    mails: MailQueue | undefined;
  }
}

/**
 * The lead outbox and its delivery worker. Decorates the root instance with `outbox`, starts the
 * worker when the server is ready and stops it on close: attempts in flight finish or are put back
 * as pending, then the database is closed. Requests in flight have finished by then (Fastify
 * closes the server first).
 */
export default fp(
  async function outbox(
    app: FastifyInstance,
    opts: {
      config: Pick<
        Config,
        "dataDir" | "databaseUrl" | "erpKind" | "erp" | "odoo" | "mail" | "siteUrl" | "buildDir"
      >;
      settings: LeadsSettings;
      /** Overrides of the mail worker's timings (tests). */
      mail?: Partial<MailQueueOptions>;
    },
  ) {
    const log = app.log.child({ component: "outbox" });
    const { outbox, store } = await openOutbox(opts.config, opts.settings, log, {
      // Called only once a lead is stored, after the worker below exists.
      onMailQueued: () => mails?.wake(),
    });
    const mails = openMailQueue(
      opts.config,
      store,
      outbox.metrics,
      app.log.child({ component: "mail" }),
      opts.mail,
    );
    app.decorate("outbox", outbox);
    app.decorate("mails", mails);

    if (!outbox.canDeliver) {
      log.warn(
        `no ERP configured (${outbox.target.settingNames}): leads are kept in the outbox, not delivered`,
      );
    }
    app.addHook("onReady", async () => {
      outbox.start();
      mails?.start();
    });
    app.addHook("onClose", async () => {
      await Promise.all([outbox.stop(), mails?.stop()]);
      await store.close();
    });
  },
  { name: "outbox" },
);
