import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export interface HealthSource {
  /** Counts of leads by state, for operators and monitors. */
  counts(): Record<string, number>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Set by the outbox plugin; /healthz reports its counts. */
    outbox?: HealthSource;
  }
}

/** GET /healthz: 200 with the outbox's counts while the server can serve. */
export default fp(
  async function health(app: FastifyInstance) {
    app.get("/healthz", (_request, reply) => {
      let outbox: Record<string, number> | { error: string } | null = null;
      try {
        outbox = app.outbox ? app.outbox.counts() : null;
      } catch (error) {
        app.log.error({ err: error }, "healthz: outbox unreadable");
        return reply
          .code(503)
          .header("cache-control", "no-store")
          .send({ status: "error", outbox: { error: "unreadable" } });
      }
      return reply
        .header("cache-control", "no-store")
        .send({ status: "ok", uptime: Math.round(process.uptime()), outbox });
    });
  },
  { name: "health" },
);
