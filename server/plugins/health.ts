import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { LeadStore } from "../leads/store";

/** A store that does not answer within this time counts as down (a monitor should not hang). */
const CHECK_TIMEOUT_MS = 2_000;

class Timeout extends Error {}

function bounded<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The cause, named for a public answer: the error's code (ECONNREFUSED, SQLITE_BUSY, 57P01…),
 * not its message, which may carry host names or SQL. The log has the whole error.
 */
function cause(step: "reached" | "read", error: unknown): string {
  if (error instanceof Timeout) return `the outbox store did not answer within ${CHECK_TIMEOUT_MS / 1000} s`;
  const code = (error as { code?: unknown } | null)?.code;
  return `the outbox store cannot be ${step}${typeof code === "string" && code ? ` (${code})` : ""}`;
}

/**
 * GET /healthz. On the operators' listener (`detailed`): 200 with the outbox's backend and its
 * counts by state, read from the store now; 503 naming the cause when the store cannot be reached
 * or read. On the public port: a bare `{"status":"ok"}` or 503 for load balancers, without counts
 * or causes (a competitor would read how many leads come and wait). Both recover with the store.
 */
export default fp(
  async function health(app: FastifyInstance, opts: { store: LeadStore; detailed: boolean }) {
    const { store, detailed } = opts;
    app.get("/healthz", async (request, reply) => {
      reply.header("cache-control", "no-store");
      let step: "reached" | "read" = "reached";
      try {
        await bounded(store.check(), CHECK_TIMEOUT_MS);
        // Read too, on either port: a store that answers but cannot read its leads cannot take any.
        step = "read";
        const outbox = await bounded(store.counts(), CHECK_TIMEOUT_MS);
        if (!detailed) return { status: "ok" };
        return { status: "ok", backend: store.backend, uptime: Math.round(process.uptime()), outbox };
      } catch (error) {
        request.log.error({ err: error }, `healthz: the outbox store cannot be ${step}`);
        if (!detailed) return reply.code(503).send({ status: "error" });
        return reply.code(503).send({ status: "error", backend: store.backend, cause: cause(step, error) });
      }
    });
  },
  { name: "health" },
);
