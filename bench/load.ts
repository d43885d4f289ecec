import { randomUUID } from "node:crypto";
import autocannon, { type Result } from "autocannon";
import { IDEMPOTENCY_HEADER } from "../app/contact/contract";
import type { LoadResult } from "./report";

function summarise(name: string, request: string, size: string, result: Result, note?: string): LoadResult {
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
  );
  return {
    name,
    request,
    connections: result.connections,
    size,
    requestsPerSec: result.requests.average,
    latency: {
      average: result.latency.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    throughput: result.throughput.average,
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
    note,
  };
}

/**
 * Requests per second for one static URL: `durationS` seconds with `connections` connections,
 * after a check that the URL answers 200 with the expected encoding.
 */
export async function staticThroughput(options: {
  name: string;
  url: string;
  headers: Record<string, string>;
  durationS?: number;
  connections?: number;
}): Promise<LoadResult> {
  const probe = await fetch(options.url, { headers: options.headers, signal: AbortSignal.timeout(10_000) });
  const body = await probe.arrayBuffer();
  if (probe.status !== 200) throw new Error(`${options.url} answered ${probe.status}, not 200`);
  const encoding = probe.headers.get("content-encoding") ?? "identity";
  const durationS = options.durationS ?? 10;
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 50,
    duration: durationS,
    headers: options.headers,
    timeout: 10,
  });
  const path = new URL(options.url).pathname;
  const length = probe.headers.get("content-length");
  return summarise(
    options.name,
    `GET ${path} (${Object.entries(options.headers)
      .map(([key, value]) => `${key}: ${value}`)
      .join(
        ", ",
      )}; answered ${encoding}${length ? `, ${Number(length).toLocaleString("en")} bytes` : `, ${body.byteLength.toLocaleString("en")} bytes decoded`})`,
    `${durationS} s`,
    result,
  );
}

/** A valid submission (app/contact/schema.ts): it is stored as a lead in the temporary outbox. */
export const contactBody = {
  full_name: "Bench Visitor",
  phone: "+971 4 123 4567",
  email: "bench@example.com",
  message: "A benchmark request from npm run bench; not a real lead.",
  interests: ["Web Development"],
  lang: "en",
};

/**
 * Latency of POST /api/contact with a valid JSON body: `amount` requests in all, `connections` at
 * a time, spread evenly over `origins` (server instances sharing one outbox). Each body is
 * different (a numbered message), because the outbox takes the same content sent again within a
 * short window as a repeat and stores it once: every request stores a lead. "Not available" when
 * the API answers 404 (not built yet) or refuses the body.
 */
export async function contactLatency(options: {
  origins: string[];
  /** The detailed /healthz (on the first instance's operators' listener), read after the run. */
  health: string;
  name: string;
  /** What stores the leads, for the note under the table. */
  store: string;
  amount?: number;
  connections?: number;
}): Promise<LoadResult | { unavailable: string }> {
  const { origins } = options;
  const headers = { "content-type": "application/json", accept: "application/json" };
  const body = JSON.stringify(contactBody);
  let status = 0;
  for (const origin of origins) {
    const probe = await fetch(`${origin}/api/contact`, {
      method: "POST",
      headers,
      body,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await probe.text();
    if (probe.status === 404) return { unavailable: "POST /api/contact answered 404" };
    if (probe.status < 200 || probe.status >= 300) {
      return {
        unavailable: `POST /api/contact answered ${probe.status} to a valid body: ${text.slice(0, 200)}`,
      };
    }
    status = probe.status;
  }
  const amount = options.amount ?? 2000;
  const connections = options.connections ?? 10;
  let sequence = 0;
  const runId = randomUUID().slice(0, 8);
  const run = (origin: string, share: number, skipAggregateResult: boolean) =>
    autocannon({
      url: `${origin}/api/contact`,
      requests: [
        {
          method: "POST",
          path: "/api/contact",
          headers,
          // As the form sends it with JavaScript: an idempotency key of its own per submission.
          setupRequest: (request) => {
            sequence += 1;
            return {
              ...request,
              headers: { ...headers, [IDEMPOTENCY_HEADER]: `bench-${runId}-${sequence}` },
              body: JSON.stringify({ ...contactBody, message: `${contactBody.message} #${sequence}` }),
            };
          },
        },
      ],
      amount: Math.round(amount / share),
      connections: Math.max(1, Math.round(connections / share)),
      timeout: 20,
      skipAggregateResult,
    });
  let result: Result;
  let note = "";
  if (origins.length === 1) {
    result = await run(origins[0]!, 1, false);
  } else {
    // One load generator per instance, at the same time; latencies merged, requests and bytes per
    // second counted over the wall-clock time of the whole run.
    const started = Date.now();
    const results = await Promise.all(origins.map((origin) => run(origin, origins.length, true)));
    const seconds = (Date.now() - started) / 1000;
    result = autocannon.aggregateResult(results, { url: `${origins[0]}/api/contact`, connections });
    const answered = results.reduce((sum, r) => sum + r["2xx"] + r.non2xx, 0);
    result.requests.average = answered / seconds;
    result.throughput.average = results.reduce((sum, r) => sum + r.totalBytes, 0) / seconds;
    note = ` ${origins.length} instances on one database, ${Math.round(connections / origins.length)} connections each.`;
  }
  try {
    const health = await fetch(options.health, { signal: AbortSignal.timeout(5_000) });
    note =
      `${options.name}: each request stores a new lead in ${options.store} (numbered messages, each with its own ` +
      `idempotency key; no ERP configured, ` +
      `so they stay queued).${note} The operators' /healthz afterwards: \`${(await health.text()).slice(0, 300)}\`.`;
  } catch {
    // the figures stand without it
  }
  return summarise(
    options.name,
    `POST /api/contact (valid JSON, ${body.length} bytes; first answer ${status})`,
    `${amount.toLocaleString("en")} requests`,
    result,
    note || undefined,
  );
}
