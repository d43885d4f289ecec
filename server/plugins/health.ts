import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { LeadStore } from "../leads/store";
import { networkOf } from "../spam/network";

/** A store that does not answer within this time counts as down (a monitor should not hang). */
const CHECK_TIMEOUT_MS = 2_000;

/** The public answer reads the store at most this often; requests in between get the last state. */
export const PUBLIC_REFRESH_MS = 1_000;

/** Public /healthz requests per client network per minute (a monitor asks every few seconds). */
export const PUBLIC_LIMIT_PER_MINUTE = 120;

/** Networks counted at once at most: past it, new ones share one count (memory stays bounded). */
const MAX_NETWORKS = 10_000;

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
 * The public port's state of the store, shared by every request: read at most once per
 * `refreshMs` (one read in flight, which concurrent requests wait for), so a flood of /healthz
 * costs the store nothing more. The read is the store's check and a small read of the leads table
 * (the oldest pending lead's time, among the pending ones only), never the counts.
 */
function sharedLiveness(store: LeadStore, log: FastifyBaseLogger, refreshMs: number): () => Promise<boolean> {
  let last: { ok: boolean; at: number } | undefined;
  let reading: Promise<boolean> | undefined;

  async function read(): Promise<boolean> {
    let step: "reached" | "read" = "reached";
    let ok = false;
    try {
      await bounded(store.check(), CHECK_TIMEOUT_MS);
      // Read too: a store that answers but cannot read its leads cannot take any.
      step = "read";
      await bounded(store.oldestPendingAt(), CHECK_TIMEOUT_MS);
      ok = true;
    } catch (error) {
      log.error({ err: error }, `healthz: the outbox store cannot be ${step}`);
    }
    last = { ok, at: Date.now() };
    return ok;
  }

  return async () => {
    if (last && Date.now() - last.at < refreshMs) return last.ok;
    reading ??= read().finally(() => {
      reading = undefined;
    });
    return reading;
  };
}

/**
 * A fixed window of a minute per client network (an IPv4 address, an IPv6 /64), in this process's
 * memory: the public answer is cheap, but not free (a log line, a socket).
 */
function perNetworkLimit(limit: number, windowMs = 60_000) {
  let windowEnd = 0;
  let counts = new Map<string, number>();
  return (address: string | undefined): { allowed: boolean; retryAfterS: number } => {
    const now = Date.now();
    if (now >= windowEnd) {
      counts = new Map();
      windowEnd = now + windowMs;
    }
    let key = networkOf(address);
    if (!counts.has(key) && counts.size >= MAX_NETWORKS) key = "overflow";
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    return { allowed: count <= limit, retryAfterS: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
  };
}

export interface HealthOptions {
  store: LeadStore;
  detailed: boolean;
  /** Public answer only: how long a read of the store is reused (ms). */
  refreshMs?: number;
  /** Public answer only: requests per client network per minute before 429. */
  limitPerMinute?: number;
}

/**
 * GET /healthz. On the operators' listener (`detailed`): 200 with the outbox's backend and its
 * counts by state, read from the store now; 503 naming the cause when the store cannot be reached
 * or read. On the public port: a bare `{"status":"ok"}` or 503 for load balancers, without counts
 * or causes (a competitor would read how many leads come and wait), from a state read at most once
 * a second, and 429 past a per-network limit. Both recover with the store.
 */
export default fp(
  async function health(app: FastifyInstance, opts: HealthOptions) {
    const { store, detailed } = opts;
    if (!detailed) {
      const alive = sharedLiveness(store, app.log, opts.refreshMs ?? PUBLIC_REFRESH_MS);
      const limit = perNetworkLimit(opts.limitPerMinute ?? PUBLIC_LIMIT_PER_MINUTE);
      app.get("/healthz", async (request, reply) => {
        reply.header("cache-control", "no-store");
        const { allowed, retryAfterS } = limit(request.ip);
        if (!allowed) {
          reply.header("retry-after", String(retryAfterS));
          return reply.code(429).send({ status: "error", error: "too many requests" });
        }
        if (await alive()) return { status: "ok" };
        return reply.code(503).send({ status: "error" });
      });
      return;
    }
    app.get("/healthz", async (request, reply) => {
      reply.header("cache-control", "no-store");
      let step: "reached" | "read" = "reached";
      try {
        await bounded(store.check(), CHECK_TIMEOUT_MS);
        // Read too: a store that answers but cannot read its leads cannot take any.
        step = "read";
        const outbox = await bounded(store.counts(), CHECK_TIMEOUT_MS);
        return { status: "ok", backend: store.backend, uptime: Math.round(process.uptime()), outbox };
      } catch (error) {
        request.log.error({ err: error }, `healthz: the outbox store cannot be ${step}`);
        return reply.code(503).send({ status: "error", backend: store.backend, cause: cause(step, error) });
      }
    });
  },
  { name: "health" },
);
