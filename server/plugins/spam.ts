import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { openSpamGuard, type SpamGuard, type SpamSettings } from "../spam/guard";
import { NetworkLimits, memoryCounter } from "../spam/limits";

declare module "fastify" {
  interface FastifyInstance {
    /** The spam defence: its guard (proofs, scores, the confirmation cookie) and the networks' budgets. */
    spam: { guard: SpamGuard; limits: NetworkLimits };
  }
}

/**
 * The spam defence (docs/decisions/025-spam-defence.md), for the contact API. Its key is
 * SPAM_HMAC_KEY or the one the outbox's store keeps for every instance; its budgets count in the
 * store where it offers to (PostgreSQL: every instance counts together), else in this process
 * (SQLite: one instance sees every request).
 */
export default fp(
  async function spam(app: FastifyInstance, opts: { settings: SpamSettings }) {
    const store = app.outbox.store;
    const guard = await openSpamGuard(store, opts.settings);
    const count = store.countRequest?.bind(store) ?? memoryCounter();
    app.decorate("spam", { guard, limits: new NetworkLimits(count, guard.now) });
  },
  { name: "spam", dependencies: ["outbox"] },
);
