import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type { LeadStore } from "../leads/store";
import { errorForLog } from "../logging";

type CountRequest = NonNullable<LeadStore["countRequest"]>;

/** What @fastify/rate-limit passes to a store: its settings, and a route's merged with them. */
interface StoreOptions {
  timeWindow?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The window @fastify/rate-limit gives a route in ms (it turns "1 minute" into a number first). */
function windowOf(options: StoreOptions): number {
  return typeof options.timeWindow === "number" ? options.timeWindow : 60_000;
}

/** A route's own name in the shared counts: its limit is its own, as with the in-memory store. */
function routeName(options: StoreOptions): string {
  const method = options.routeInfo?.method;
  return `${Array.isArray(method) ? method.join(",") : (method ?? "")} ${options.routeInfo?.url ?? ""}`;
}

/**
 * A @fastify/rate-limit store (its `store` option) that counts in the lead store, so that every
 * instance on a shared database counts together. A count that fails is logged (warn) and passed
 * on as an error: registered with `skipOnError`, the request goes through uncounted, and the
 * contact API's own path answers it (a lead that cannot be stored is refused with 503). An
 * outage of the database then turns off the limit, not the form's challenge and answers.
 */
export function sharedRateLimitStore(
  countRequest: CountRequest,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly windowMs: number;
    private readonly route: string;

    constructor(options: StoreOptions) {
      this.windowMs = windowOf(options);
      this.route = routeName(options);
    }

    /** `timeWindow`: the route's window as @fastify/rate-limit resolved it for this request. */
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ) {
      const at = now();
      countRequest(`${this.route} ${key}`, timeWindow ?? this.windowMs, at).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - at) }),
        (error: unknown) => {
          // The key (an address) redacted, should the driver's message quote it.
          log.warn(
            { err: errorForLog(error, [key]) },
            "rate limit: the request could not be counted; let through",
          );
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    /**
     * A route's store. The types name Fastify's route options; what @fastify/rate-limit passes is
     * its settings merged with the route's, and the route's `routeInfo`.
     */
    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      return new SharedRateLimitStore(routeOptions as unknown as StoreOptions);
    }
  }
  return SharedRateLimitStore;
}
