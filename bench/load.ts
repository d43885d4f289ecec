import { randomUUID } from "node:crypto";
import os from "node:os";
import autocannon, { type Result } from "autocannon";
import { FILL_FIELD, HONEYPOT, IDEMPOTENCY_HEADER, PROOF_FIELD } from "../app/contact/contract";
import { proofFrom } from "../server/spam/solve";
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
  // As a person's form sends it: the time from the form's first use to Send, well above the
  // fastest a person fills it in (server/spam/score.ts).
  [FILL_FIELD]: 45_000,
  // The hidden field the form always sends, empty (server/spam/score.ts, `form-fields-missing`).
  [HONEYPOT]: "",
};

/**
 * The key prefix the load tests' servers ask for (`SPAM_POW_KEY_PREFIX`): one hex digit instead of
 * the default two, so that solving a proof takes 16 key derivations on average instead of 256,
 * while checking one takes the same single derivation at the same cost. The proofs are solved in
 * advance; the server's share of a person's post is what the load tests measure.
 */
export const LOAD_POW_KEY_PREFIX = "0";

/**
 * `amount` proofs of work from `origin`, each for one submission (a proof is accepted once),
 * solved in this process as the widget would (server/spam/solve.ts), as many at a time as the
 * machine has cores (the key derivations run on libuv's threads).
 */
export async function solvedProofs(origin: string, amount: number): Promise<string[]> {
  const proofs: string[] = [];
  const workers = Math.max(1, os.availableParallelism());
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (proofs.length < amount) proofs.push(await proofFrom(origin));
    }),
  );
  return proofs.slice(0, amount);
}

/**
 * Latency of POST /api/contact with a person's post: a valid JSON body with a proof of work of its
 * own (solved in advance, `solvedProofs`; the servers ask for `LOAD_POW_KEY_PREFIX`) and a
 * person's fill time, so that the server checks the proof, records its use, scores the post and
 * stores a lead that waits for delivery, as it does for a visitor. `amount` requests in all,
 * `connections` at a time, spread evenly over `origins` (server instances sharing one outbox).
 * Each body is different (a numbered message and address), because the outbox takes the same
 * content sent again within a short window as a repeat and stores it once: every request stores a
 * lead. "Not
 * available" when the API answers 404 (not built yet) or refuses the body.
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
  const amount = options.amount ?? 2000;
  const connections = options.connections ?? 10;
  let proofs: string[];
  try {
    // One for each probe and each request.
    proofs = await solvedProofs(origins[0]!, origins.length + amount);
  } catch (error) {
    return { unavailable: `no proof of work: ${error instanceof Error ? error.message : error}` };
  }
  let bytes = 0;
  let status = 0;
  for (const origin of origins) {
    const body = JSON.stringify({ ...contactBody, [PROOF_FIELD]: proofs.pop() });
    bytes = Buffer.byteLength(body);
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
              body: JSON.stringify({
                ...contactBody,
                message: `${contactBody.message} #${sequence}`,
                // An address of its own, so that with the confirmation e-mail on, each lead sends one
                // (one address gets one an hour).
                email: `bench+${runId}-${sequence}@example.com`,
                [PROOF_FIELD]: proofs.pop(),
              }),
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
      `${options.name}: each request is a person's post and stores a new lead in ${options.store} (numbered ` +
      `messages, each with its own idempotency key and its own proof of work, solved beforehand for a key prefix ` +
      `of \`${LOAD_POW_KEY_PREFIX}\`, which makes solving cheaper and checking no cheaper; no ERP configured, so ` +
      `the leads stay queued for delivery).${note} The operators' /healthz afterwards: ` +
      `\`${(await health.text()).slice(0, 300)}\`.`;
  } catch {
    // the figures stand without it
  }
  return summarise(
    options.name,
    `POST /api/contact (a person's post: valid JSON with a proof of work, about ${bytes} bytes; first answer ${status})`,
    `${amount.toLocaleString("en")} requests`,
    result,
    note || undefined,
  );
}
