/**
 * The part of autocannon's programmatic API the benchmark uses (autocannon ships no types; a local
 * declaration instead of one more dependency).
 */
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds; ignored when `amount` is set. */
    duration?: number;
    /** Total requests, then stop. */
    amount?: number;
    method?: "GET" | "POST" | "HEAD";
    headers?: Record<string, string>;
    body?: string;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    /** A sequence of requests each connection cycles through. */
    requests?: RequestSpec[];
    /** Leave the result raw, for `aggregateResult` with the results of runs beside it. */
    skipAggregateResult?: boolean;
  }

  interface RequestSpec {
    method?: "GET" | "POST" | "HEAD";
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Changes each request before it is sent (here: a different body each time). */
    setupRequest?: (request: RequestSpec & Record<string, unknown>) => RequestSpec & Record<string, unknown>;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  interface Result {
    duration: number;
    connections: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    "4xx": number;
    "5xx": number;
    statusCodeStats?: Record<string, { count: number }>;
    totalBytes: number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  function autocannon(options: Options): Promise<Result>;
  namespace autocannon {
    /** One result from raw results of runs made with `skipAggregateResult` (latencies merged). */
    function aggregateResult(results: Result[], options: Pick<Options, "url" | "connections">): Result;
  }
  export default autocannon;
  export type { Options, RequestSpec, Result, Histogram };
}
