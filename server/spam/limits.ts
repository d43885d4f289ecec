/**
 * The contact API's budgets: how many requests a network may make in a window, counted where
 * every instance sees them (the shared store on PostgreSQL) or, with one instance (SQLite), in
 * this process. A client is counted by its network (network.ts), never by the bare address, so an
 * IPv6 subscriber's 2^64 addresses share one budget.
 */
import type { preHandlerAsyncHookHandler } from "fastify";
import type { RequestCount } from "../leads/store";
import { errorForLog } from "../logging";
import { networkOf } from "./network";

/** Counts one request under `key` in a fixed window of `windowMs` that its first request opens. */
export type CountRequest = (key: string, windowMs: number, now: number) => Promise<RequestCount>;

/** A budget: at most `max` requests per `windowMs`. */
export interface Budget {
  max: number;
  windowMs: number;
}

/**
 * Counts in this process's memory, for one instance (SQLite). Windows that have ended are dropped
 * as new requests come, at most once per `sweepEvery` counts, so the map stays as large as the
 * networks seen within the longest window.
 */
export function memoryCounter(sweepEvery = 1_000): CountRequest {
  const counts = new Map<string, RequestCount>();
  let sinceSweep = 0;
  return async (key, windowMs, now) => {
    if (++sinceSweep >= sweepEvery) {
      sinceSweep = 0;
      for (const [k, c] of counts) if (c.resetAt <= now) counts.delete(k);
    }
    const current = counts.get(key);
    const next =
      current && current.resetAt > now
        ? { count: current.count + 1, resetAt: current.resetAt }
        : { count: 1, resetAt: now + windowMs };
    counts.set(key, next);
    return next;
  };
}

/** What `NetworkLimits.take` found: within every budget, or the first one spent and when it resets. */
export type Taken = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * Budgets per network: one for the subscriber (an IPv4 address, an IPv6 /64) and a coarser one for
 * its site (an IPv4 /24, an IPv6 /48), so that someone holding a whole /48 or renting addresses
 * across a /24 does not get a fresh budget with each one. A count that fails rejects: the caller
 * refuses the request (503) rather than letting it through uncounted.
 */
export class NetworkLimits {
  constructor(
    private readonly count: CountRequest,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one request of `address` on `route` against each budget given (`subscriber`, `site`,
   * and `everyone`, a total for the whole site). Every budget is counted, even past a spent one,
   * so that a client hammering on one limit also spends the others.
   */
  async take(
    route: string,
    address: string | undefined,
    budgets: { subscriber?: Budget; site?: Budget; everyone?: Budget },
  ): Promise<Taken> {
    const at = this.now();
    const checks: Array<[string, Budget]> = [];
    if (budgets.subscriber) checks.push([networkOf(address, "subscriber"), budgets.subscriber]);
    if (budgets.site) checks.push([`site ${networkOf(address, "site")}`, budgets.site]);
    if (budgets.everyone) checks.push(["everyone", budgets.everyone]);
    const counted = await Promise.all(
      checks.map(async ([key, budget]) => ({
        budget,
        result: await this.count(`${route} ${key}`, budget.windowMs, at),
      })),
    );
    const spent = counted.filter(({ budget, result }) => result.count > budget.max);
    if (spent.length === 0) return { ok: true };
    return { ok: false, retryAfterMs: Math.max(...spent.map(({ result }) => result.resetAt - at), 0) };
  }
}

const MINUTE_MS = 60_000;
/** A site (an IPv4 /24, an IPv6 /48) may spend this many times a subscriber's budget. */
const SITE_FACTOR = 4;

/**
 * A route's options for both of its limits: the first, per subscriber in this process's memory
 * (@fastify/rate-limit, registered by the route's plugin), then the shared budgets below.
 */
export function limitedRoute(limits: NetworkLimits, route: string, perMinute: number) {
  return {
    config: { rateLimit: { max: perMinute, timeWindow: MINUTE_MS } },
    preHandler: perMinuteBudgets(limits, route, perMinute),
  };
}

/** An error that Fastify (or a plugin's error handler) answers with its status (429, 503). */
function limitError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * A route's shared budgets, as a preHandler: `perMinute` requests a minute for a subscriber (an
 * IPv4 address, an IPv6 /64) and SITE_FACTOR times that for its site (an IPv4 /24, an IPv6 /48),
 * counted across every instance. A spent one is 429 with Retry-After; a count the store cannot make
 * is 503 ("try again"), never a request let through uncounted.
 */
function perMinuteBudgets(
  limits: NetworkLimits,
  route: string,
  perMinute: number,
): preHandlerAsyncHookHandler {
  const subscriber: Budget = { max: perMinute, windowMs: MINUTE_MS };
  const site: Budget = { max: perMinute * SITE_FACTOR, windowMs: MINUTE_MS };
  return async (request, reply) => {
    let taken;
    try {
      taken = await limits.take(route, request.ip, { subscriber, site });
    } catch (error) {
      request.log.warn({ err: errorForLog(error, [request.ip]), route }, "the request could not be counted");
      throw limitError(503, "the request could not be counted");
    }
    if (!taken.ok) {
      reply.header("retry-after", String(Math.ceil(taken.retryAfterMs / 1000)));
      throw limitError(429, "over the network's budget");
    }
  };
}
