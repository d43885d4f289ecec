import autocannon, { type Result } from "autocannon";
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
 * a time. Each body is different (a numbered message), because the outbox takes the same content
 * sent again within a short window as a repeat and stores it once: every request stores a lead. "Not available" when the API answers 404 (not built yet) or
 * refuses the body.
 */
export async function contactLatency(options: {
  origin: string;
  amount?: number;
  connections?: number;
}): Promise<LoadResult | { unavailable: string }> {
  const url = `${options.origin}/api/contact`;
  const headers = { "content-type": "application/json", accept: "application/json" };
  const body = JSON.stringify(contactBody);
  const probe = await fetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(15_000) });
  const text = await probe.text();
  if (probe.status === 404) return { unavailable: "POST /api/contact answered 404" };
  if (probe.status < 200 || probe.status >= 300) {
    return {
      unavailable: `POST /api/contact answered ${probe.status} to a valid body: ${text.slice(0, 200)}`,
    };
  }
  const amount = options.amount ?? 2000;
  let sequence = 0;
  const result = await autocannon({
    url,
    requests: [
      {
        method: "POST",
        path: "/api/contact",
        headers,
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ ...contactBody, message: `${contactBody.message} #${++sequence}` }),
        }),
      },
    ],
    amount,
    connections: options.connections ?? 10,
    timeout: 20,
  });
  let note: string | undefined;
  try {
    const health = await fetch(`${options.origin}/healthz`, { signal: AbortSignal.timeout(5_000) });
    note =
      "Contact API: each request stores a new lead (numbered messages; no ERP configured, so they stay " +
      `queued); /healthz afterwards: \`${(await health.text()).slice(0, 300)}\`.`;
  } catch {
    // the figures stand without it
  }
  return summarise(
    "Contact API",
    `POST /api/contact (valid JSON, ${body.length} bytes; first answer ${probe.status})`,
    `${amount.toLocaleString("en")} requests`,
    result,
    note,
  );
}
