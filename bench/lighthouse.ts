import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result as Lhr } from "lighthouse";
import { chromiumArgs, findChromium } from "../tests/support/chromium";
import type { SlowdownTracker } from "./calibrate";
import { firstPaintWork, type FirstPaintWork, type TraceEvent } from "./first-paint";

export type { Lhr };

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** Lighthouse calls a run's machine busy below this (environment.benchmarkIndex). */
export const QUIET_BENCHMARK_INDEX = 1000;

/** The project's Chromium flags, with the new headless mode that Lighthouse expects. */
export function lighthouseChromeFlags(): string[] {
  const flags = chromiumArgs.filter((flag) => !flag.startsWith("--headless"));
  return ["--headless=new", ...flags];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Chromium instances this process launched and has not closed yet (for the exit handler). */
const running = new Set<chromeLauncher.LaunchedChrome>();

export function killAllLaunchedChrome(): void {
  for (const chrome of running) {
    try {
      chrome.kill();
    } catch {
      // already gone
    }
  }
  running.clear();
}

/**
 * One Lighthouse run in a fresh Chromium (its own profile, so no cache or storage carries over):
 * the default config, which is the mobile preset with simulated throttling. With
 * `throttlingMethod: "devtools"` the same slow 4G and CPU slowdown are applied to the page as it
 * loads (Chrome's own throttling) and the paints are the ones observed, not estimated. The CPU
 * slowdown is Lighthouse's 4× unless `cpuSlowdown` gives another (bench/calibrate.ts). Chromium is
 * closed afterwards, also when the run fails or exceeds `timeoutMs`.
 */
export async function lighthouseRun(
  url: string,
  options: {
    ignoreStatusCode?: boolean;
    timeoutMs?: number;
    throttlingMethod?: "simulate" | "devtools";
    cpuSlowdown?: number;
    categories?: readonly Category[];
  } = {},
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium({ shell: false }),
    chromeFlags: lighthouseChromeFlags(),
    handleSIGINT: false,
    logLevel: "silent",
  });
  running.add(chrome);
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(`Lighthouse took longer than ${(options.timeoutMs ?? 180_000) / 1000} s on ${url}`),
          ),
        options.timeoutMs ?? 180_000,
      );
    });
    const result = await Promise.race([
      lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...(options.categories ?? CATEGORIES)],
        // The not-found page answers 404 on purpose; Lighthouse would refuse to audit it otherwise.
        ignoreStatusCode: options.ignoreStatusCode ?? false,
        throttlingMethod: options.throttlingMethod ?? "simulate",
        // Lighthouse's documented setting (--throttling.cpuSlowdownMultiplier); the rest of its
        // mobile throttling stays as it is.
        ...(options.cpuSlowdown === undefined
          ? {}
          : { throttling: { cpuSlowdownMultiplier: options.cpuSlowdown } }),
      }),
      timeout,
    ]);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr, artifacts } = result;
    // Only where the throttling was applied: a simulated run's trace is of an unthrottled load.
    const trace =
      options.throttlingMethod === "devtools" ? (artifacts.Trace?.traceEvents as TraceEvent[]) : undefined;
    return {
      lhr,
      firstPaint: trace && !lhr.runtimeError ? firstPaintWork(trace, lhr.mainDocumentUrl ?? url) : null,
    };
  } finally {
    clearTimeout(timer);
    running.delete(chrome);
    chrome.kill();
    await sleep(250);
  }
}

export interface LighthouseRun {
  lhr: Lhr;
  /**
   * The main thread's work before the first contentful paint, from the run's trace
   * (bench/first-paint.ts); only with the throttling applied (`throttlingMethod: "devtools"`).
   */
  firstPaint: FirstPaintWork | null;
}

export interface MeasuredRun extends LighthouseRun {
  /** benchmarkIndex of every attempt, the kept one included. */
  benchmarkIndexes: number[];
}

/**
 * A run whose machine was busy (benchmarkIndex under 1000) is repeated, at most `extraTries`
 * times; the attempt with the highest benchmarkIndex is kept. With a `tracker`
 * (bench/calibrate.ts), each try's CPU slowdown is the tracker's.
 */
export async function measuredRun(
  url: string,
  options: {
    ignoreStatusCode?: boolean;
    throttlingMethod?: "simulate" | "devtools";
    cpuSlowdown?: number;
    tracker?: SlowdownTracker;
    extraTries?: number;
    log?: (line: string) => void;
  } = {},
): Promise<MeasuredRun> {
  const log = options.log ?? console.info;
  const { tracker } = options;
  const attempts: LighthouseRun[] = [];
  const maxAttempts = 1 + (options.extraTries ?? 2);
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const cpuSlowdown = tracker?.next() ?? options.cpuSlowdown;
    const run = await lighthouseRun(url, {
      ignoreStatusCode: options.ignoreStatusCode,
      throttlingMethod: options.throttlingMethod,
      cpuSlowdown,
    });
    attempts.push(run);
    const { lhr } = run;
    const index = lhr.environment.benchmarkIndex;
    tracker?.observe(index);
    if (lhr.runtimeError) {
      log(`    Lighthouse error on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      continue;
    }
    if (index >= QUIET_BENCHMARK_INDEX) break;
    if (attempt < maxAttempts)
      log(
        `    warning: benchmarkIndex ${Math.round(index)} < ${QUIET_BENCHMARK_INDEX} (machine busy), repeating this run`,
      );
    else
      log(
        `    warning: benchmarkIndex ${Math.round(index)} < ${QUIET_BENCHMARK_INDEX} after ${maxAttempts} tries; keeping the least busy one`,
      );
  }
  const usable = attempts.filter((run) => !run.lhr.runtimeError);
  const pool = usable.length > 0 ? usable : attempts;
  const best = pool.reduce((a, b) =>
    b.lhr.environment.benchmarkIndex > a.lhr.environment.benchmarkIndex ? b : a,
  );
  return { ...best, benchmarkIndexes: attempts.map((run) => run.lhr.environment.benchmarkIndex) };
}

export interface PageFigures {
  scores: Record<Category, number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Transfer size of every script response. */
  jsTransferBytes: number | null;
  totalTransferBytes: number | null;
  benchmarkIndex: number;
  /** The CPU slowdown the run was measured at. */
  cpuSlowdown: number | null;
  /**
   * The one best-practices finding is the browser's console line for the page's own 404 answer
   * (the not-found page answers 404 on purpose, as its SEO score says `noindex`).
   */
  onlyOwnNotFoundLogged: boolean;
  runtimeError?: string;
}

function numeric(lhr: Lhr, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" ? value : null;
}

/** A row of Lighthouse's network-requests audit, as far as the benchmark reads it. */
interface NetworkItem {
  url: string;
  resourceType?: string;
  priority?: string;
  networkEndTime?: number;
  transferSize?: number;
}

export function figures(lhr: Lhr): PageFigures {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  const requests = lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined;
  const jsTransferBytes = requests?.items
    ? requests.items
        .filter((item) => item.resourceType === "Script")
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
    : null;
  return {
    scores,
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    jsTransferBytes,
    totalTransferBytes: numeric(lhr, "total-byte-weight"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? null,
    onlyOwnNotFoundLogged: onlyOwnNotFoundLogged(lhr),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

function onlyOwnNotFoundLogged(lhr: Lhr): boolean {
  const failing = (lhr.categories["best-practices"]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter(isFailing);
  const logged = (
    lhr.audits["errors-in-console"]?.details as
      { items?: { source?: string; description?: string; sourceLocation?: { url?: string } }[] } | undefined
  )?.items;
  return (
    failing.length === 1 &&
    failing[0]!.id === "errors-in-console" &&
    !!logged?.length &&
    logged.every(
      (item) =>
        item.source === "network" &&
        item.sourceLocation?.url === lhr.finalDisplayedUrl &&
        /status of 404\b/.test(item.description ?? ""),
    )
  );
}

/** The median of a page's runs by performance score (failed runs sort first). */
export function medianRun<T extends { lhr: Lhr }>(runs: T[]): T {
  if (runs.length === 0) throw new Error("no runs");
  const perf = (run: T) => run.lhr.categories.performance?.score ?? -1;
  const tbt = (run: T) => numeric(run.lhr, "total-blocking-time") ?? Number.POSITIVE_INFINITY;
  const sorted = [...runs].sort((a, b) => perf(a) - perf(b) || tbt(b) - tbt(a));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

type Audit = Lhr["audits"][string];
type MetricKey = "LCP" | "TBT" | "CLS" | "FCP";

function savingsOf(audit: Audit, metric: MetricKey): number {
  const savings = (audit as Audit & { metricSavings?: Partial<Record<MetricKey, number>> }).metricSavings;
  return savings?.[metric] ?? 0;
}

function describe(audit: Audit): string {
  return audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title;
}

function isFailing(audit: Audit | undefined): audit is Audit {
  return (
    !!audit &&
    audit.score !== null &&
    audit.score < 1 &&
    !["notApplicable", "manual", "informative", "error"].includes(audit.scoreDisplayMode)
  );
}

/** The audits of a category that fail, for an accessibility, best-practices or SEO miss. */
export function failingAudits(lhr: Lhr, category: Category, limit = 5): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter(isFailing)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .slice(0, limit)
    .map((audit) => {
      const items = (
        audit.details as { items?: { node?: { snippet?: string; nodeLabel?: string } }[] } | undefined
      )?.items;
      const node = items?.find((item) => item.node)?.node;
      const where = node
        ? `: ${(node.nodeLabel || node.snippet || "").replace(/\s+/g, " ").slice(0, 80)}`
        : "";
      return `${describe(audit)}${where}`;
    });
}

/** The performance audits that would save most of a metric, largest first. */
export function opportunitiesFor(lhr: Lhr, metric: MetricKey, limit = 4): string[] {
  // Lighthouse 12 lists each finding twice, as a diagnostic and as a hidden "insight": the first only.
  const refs = (lhr.categories.performance?.auditRefs ?? []).filter((ref) => ref.group !== "hidden");
  const seen = new Set<string>();
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is Audit => !!audit && savingsOf(audit, metric) > 0 && audit.score !== 1)
    .sort((a, b) => savingsOf(b, metric) - savingsOf(a, metric))
    .filter((audit) => (seen.has(audit.title) ? false : (seen.add(audit.title), true)))
    .slice(0, limit)
    .map(
      (audit) =>
        `${describe(audit)}: could save ${metric === "CLS" ? savingsOf(audit, metric).toFixed(3) : `${Math.round(savingsOf(audit, metric))} ms`} of ${metric}`,
    );
}

/** The largest contentful paint element, as Lighthouse names it. */
export function lcpElement(lhr: Lhr): string | undefined {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as
    | {
        items?: {
          items?: { node?: { nodeLabel?: string; snippet?: string } }[];
          node?: { nodeLabel?: string; snippet?: string };
        }[];
      }
    | undefined;
  for (const item of details?.items ?? []) {
    const node = item.node ?? item.items?.find((inner) => inner.node)?.node;
    if (node) return (node.nodeLabel || node.snippet || "").replace(/\s+/g, " ").slice(0, 80);
  }
  return undefined;
}

/** The scripts that keep the main thread busiest (bootup-time), for a TBT miss. */
export function busiestScripts(lhr: Lhr, limit = 3): string[] {
  const details = lhr.audits["bootup-time"]?.details as
    { items?: { url?: string; total?: number; scripting?: number }[] } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.url && typeof item.total === "number")
    .slice(0, limit)
    .map((item) => {
      let name = item.url!;
      try {
        name = new URL(item.url!).pathname;
      } catch {
        // "Unattributable" and the like
      }
      return `${name} ${Math.round(item.total!)} ms CPU (${Math.round(item.scripting ?? 0)} ms scripting)`;
    });
}

/**
 * The page's long tasks as Lighthouse's estimate places them, beside its FCP: TBT counts the part
 * of each task beyond 50 ms that falls after FCP (and before TTI), so the same work counts more on
 * a page that paints earlier.
 */
export function longTasks(lhr: Lhr, limit = 4): string {
  const items =
    (
      lhr.audits["long-tasks"]?.details as {
        items?: { url?: string; startTime?: number; duration?: number }[];
      }
    )?.items ?? [];
  const fcp = numeric(lhr, "first-contentful-paint");
  const tasks = items.slice(0, limit).map((task) => {
    let name = task.url ?? "?";
    try {
      name = new URL(name).pathname;
    } catch {
      // "Unattributable"
    }
    return `${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} ms (${name})`;
  });
  return `${tasks.length ? tasks.join(", ") : "none"}; FCP ${fcp === null ? "–" : `${Math.round(fcp)} ms`}`;
}

/** Each performance metric with its value and score, e.g. "LCP 2.2 s (score 0.95, weight 25)". */
export function metricScores(lhr: Lhr): string {
  const names: Record<string, string> = {
    "first-contentful-paint": "FCP",
    "largest-contentful-paint": "LCP",
    "total-blocking-time": "TBT",
    "cumulative-layout-shift": "CLS",
    "speed-index": "SI",
  };
  return (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && names[ref.id])
    .map((ref) => {
      const audit = lhr.audits[ref.id];
      return `${names[ref.id]} ${audit?.displayValue ?? "–"} (score ${audit?.score ?? "–"}, weight ${ref.weight})`;
    })
    .join(", ");
}

/** Where the LCP time goes (time to first byte, load delay, load time, render delay). */
export function lcpBreakdown(lhr: Lhr): string | undefined {
  const details = lhr.audits["lcp-breakdown-insight"]?.details as
    { items?: { type?: string; items?: { label?: string; duration?: number }[] }[] } | undefined;
  const table = details?.items?.find((item) => item.type === "table");
  const parts = (table?.items ?? []).filter((row) => row.label && typeof row.duration === "number");
  return parts.length
    ? parts.map((row) => `${row.label} ${Math.round(row.duration!)} ms`).join(", ")
    : undefined;
}

/**
 * What the simulated LCP waits for beyond the first paint: the requests other than the document and
 * its style sheets that had finished before the observed LCP, largest first. Lighthouse's estimate
 * of LCP counts every such request except low-priority images (bench/README.md).
 */
export function requestsBeforeLcp(lhr: Lhr, limit = 3): string[] {
  const metrics = lhr.audits.metrics?.details as
    { items?: { observedLargestContentfulPaint?: number }[] } | undefined;
  const observed = metrics?.items?.[0]?.observedLargestContentfulPaint;
  const items = (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items;
  if (observed === undefined || !items) return [];
  const counted = items
    .filter(
      (item) =>
        item.networkEndTime !== undefined &&
        item.networkEndTime <= observed &&
        !["Document", "Stylesheet"].includes(item.resourceType ?? "") &&
        !(item.resourceType === "Image" && ["Low", "VeryLow"].includes(item.priority ?? "")) &&
        item.url.startsWith("http"),
    )
    .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))
    .slice(0, limit)
    .map(
      (item) =>
        `${new URL(item.url).pathname} (${item.resourceType}, ${((item.transferSize ?? 0) / 1024).toFixed(1)} KiB)`,
    );
  return counted.length
    ? [
        `Finished before the observed LCP (${Math.round(observed)} ms), so in its estimate: ${counted.join(", ")}`,
      ]
    : [];
}

/** The elements that shifted most, with the causes Lighthouse names (layout-shifts audit). */
export function layoutShifts(lhr: Lhr, limit = 3): string[] {
  type Node = { nodeLabel?: string; snippet?: string; selector?: string };
  const details = lhr.audits["layout-shifts"]?.details as
    | { items?: { node?: Node; score?: number; subItems?: { items?: { extra?: Node; cause?: string }[] } }[] }
    | undefined;
  const label = (node: Node | undefined) =>
    (node?.selector || node?.nodeLabel || node?.snippet || "an element").replace(/\s+/g, " ").slice(0, 80);
  return (details?.items ?? []).slice(0, limit).map((item) => {
    const causes = (item.subItems?.items ?? [])
      .filter((sub) => sub.cause)
      .map((sub) => `${sub.cause}${sub.extra ? ` (${label(sub.extra)})` : ""}`);
    return `${label(item.node)} shifted by ${(item.score ?? 0).toFixed(3)}${causes.length ? `; cause: ${causes.join("; ")}` : ""}`;
  });
}

/** The diagnostics that would save most time overall (LCP, FCP and TBT savings added up). */
export function topOpportunities(lhr: Lhr, limit = 4): string[] {
  const refs = (lhr.categories.performance?.auditRefs ?? []).filter((ref) => ref.group !== "hidden");
  const total = (audit: Audit) => savingsOf(audit, "LCP") + savingsOf(audit, "FCP") + savingsOf(audit, "TBT");
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is Audit => !!audit && audit.score !== 1 && total(audit) > 0)
    .sort((a, b) => total(b) - total(a))
    .slice(0, limit)
    .map((audit) => {
      const parts = (["LCP", "FCP", "TBT"] as const)
        .filter((metric) => savingsOf(audit, metric) > 0)
        .map((metric) => `${metric} −${Math.round(savingsOf(audit, metric))} ms`);
      return `${describe(audit)}: ${parts.join(", ")}`;
    });
}

/**
 * For a run with the throttling applied: every request that started before the observed LCP, in
 * the order they started, with when each was requested and when it finished (ms from the
 * navigation's start): what shared the link with the page before its largest paint.
 */
export function requestsUntilLcp(lhr: Lhr, limit = 8): string[] {
  const metrics = lhr.audits.metrics?.details as
    | { items?: { observedLargestContentfulPaint?: number; observedFirstContentfulPaint?: number }[] }
    | undefined;
  const observed = metrics?.items?.[0];
  const items = (
    lhr.audits["network-requests"]?.details as
      { items?: (NetworkItem & { networkRequestTime?: number })[] } | undefined
  )?.items;
  if (observed?.observedLargestContentfulPaint === undefined || !items) return [];
  const lcp = observed.observedLargestContentfulPaint;
  const before = items
    .filter((item) => item.url.startsWith("http") && (item.networkRequestTime ?? Infinity) < lcp)
    .slice(0, limit)
    .map((item) => {
      const name = new URL(item.url).pathname;
      const size = `${((item.transferSize ?? 0) / 1024).toFixed(1)} KiB`;
      const when = `${Math.round(item.networkRequestTime ?? 0)}–${Math.round(item.networkEndTime ?? 0)} ms`;
      return `${name} (${item.resourceType ?? "?"}, ${size}, ${when})`;
    });
  return [
    `Requests before the observed LCP (FCP ${Math.round(observed.observedFirstContentfulPaint ?? 0)} ms, ` +
      `LCP ${Math.round(lcp)} ms): ${before.join(", ") || "none"}`,
  ];
}
