import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RequestCount } from "../leads/store";
import { sharedRateLimitStore } from "./rate-limit-store";

/**
 * The adapter between @fastify/rate-limit and a store's `countRequest`, with a counter in memory
 * standing in for the database two instances share (postgres.test.ts counts in PostgreSQL itself).
 */
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** A shared fixed-window counter, as the PostgreSQL store keeps it. */
function sharedCounter() {
  const counts = new Map<string, RequestCount>();
  const keys: string[] = [];
  return {
    keys,
    async countRequest(key: string, windowMs: number, now: number): Promise<RequestCount> {
      keys.push(key);
      const seen = counts.get(key);
      const next =
        seen && seen.resetAt > now
          ? { count: seen.count + 1, resetAt: seen.resetAt }
          : { count: 1, resetAt: now + windowMs };
      counts.set(key, next);
      return next;
    },
  };
}

const warnings = () => {
  const warn = vi.fn();
  return { warn, log: { warn } as unknown as FastifyBaseLogger };
};

/** One instance: two limited routes, counted by `countRequest`. */
async function instance(
  countRequest: (key: string, windowMs: number, now: number) => Promise<RequestCount>,
  log: FastifyBaseLogger,
) {
  const app = Fastify();
  apps.push(app);
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(countRequest, log, () => 1000),
    skipOnError: true,
  });
  app.post("/form", { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  app.get("/challenge", { config: { rateLimit: { max: 18, timeWindow: 60_000 } } }, async () => "c");
  await app.ready();
  return app;
}

describe("the shared rate limit store", () => {
  it("holds one limit across instances that count in one store, each route on its own", async () => {
    const counter = sharedCounter();
    const { log } = warnings();
    const one = await instance(counter.countRequest, log);
    const two = await instance(counter.countRequest, log);
    const codes: number[] = [];
    for (let n = 0; n < 4; n += 1)
      codes.push((await (n % 2 ? two : one).inject({ method: "POST", url: "/form" })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const refused = await two.inject({ method: "POST", url: "/form" });
    expect(refused.headers["retry-after"]).toBe("60");
    // The challenge route has its own count.
    expect((await one.inject("/challenge")).statusCode).toBe(200);
    expect(new Set(counter.keys)).toEqual(new Set(["POST /form 127.0.0.1", "GET /challenge 127.0.0.1"]));
  });

  it("lets a request through, with a warning, when the store cannot count it", async () => {
    const { log, warn } = warnings();
    const app = await instance(
      (key) => Promise.reject(new Error(`connection refused while counting "${key}"`)),
      log,
    );
    for (let n = 0; n < 5; n += 1)
      expect((await app.inject({ method: "POST", url: "/form" })).statusCode).toBe(200);
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn.mock.calls[0]?.[1]).toMatch(/could not be counted/);
    // Its address is not in the log, should the database's message quote it.
    expect(JSON.stringify(warn.mock.calls[0]?.[0])).not.toContain("127.0.0.1");
  });
});
