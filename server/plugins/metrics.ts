import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { OutboxMetrics } from "../leads/metrics";

/**
 * GET /metrics: the outbox's metrics in the Prometheus text format (server/leads/metrics.ts;
 * docs/operations.md, "Metrics"). Served only by the operators' listener (OPS_PORT), never on the
 * public port.
 */
export default fp(
  async function metrics(app: FastifyInstance, opts: { metrics: OutboxMetrics }) {
    app.get("/metrics", async (_request, reply) => {
      const { registry } = opts.metrics;
      return reply
        .header("cache-control", "no-store")
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  },
  { name: "metrics" },
);
