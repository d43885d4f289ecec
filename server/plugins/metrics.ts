import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * GET /metrics: the outbox's metrics in the Prometheus text format (server/leads/metrics.ts; the
 * README's "Metrics" section). Like /healthz it is meant for the operators' network: keep it off
 * the public internet at the proxy if the figures should stay private.
 */
export default fp(
  async function metrics(app: FastifyInstance) {
    app.get("/metrics", async (_request, reply) => {
      const { registry } = app.outbox.metrics;
      return reply
        .header("cache-control", "no-store")
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  },
  { name: "metrics", dependencies: ["outbox"] },
);
