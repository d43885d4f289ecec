/**
 * `npm run bench [-- --no-build] [--runs N] [--only NAME] [--no-load] [--no-lighthouse]
 *   [--no-applied] [--no-interactions] [--interaction-rounds N] [--pow-runs N] [--cpu-slowdown N | --calibrate]`
 *
 * Builds the site, starts the real server on 127.0.0.1 (a free port of 3610–3619 or BENCH_PORT…, a temporary
 * DATA_DIR, no ERP), runs Lighthouse (mobile preset, simulated throttling, Lighthouse's 4× CPU slowdown;
 * `--cpu-slowdown N` sets another, `--calibrate` sets it from the machine: bench/calibrate.ts) N ≥ 3 times on each
 * benchmarked page (and the empty page of bench/floor.ts, last in each round) and reports the median run, then N rounds with the throttling applied by
 * Chrome (the paints observed rather than estimated), each every page and the floor page
 * (bench/floor.ts) at its start and halfway, the floor once more at the end, every page held to the
 * floor's paints (`--no-applied` leaves them out), plays what visitors do on the interactive pages
 * and measures how fast each interaction paints (bench/interactions.ts; `--only interactions` runs
 * that alone, `--no-interactions` leaves it out), measures
 * static throughput and the contact API's latency with autocannon (on SQLite, then on a
 * throwaway PostgreSQL with one and two instances), measures the spam defence (the proof of work's
 * solve time at 4× CPU, and a spam corpus against a server delivering to the local ERP; `--only pow`
 * or `--only spam` runs one of them alone), then writes bench/results.md and prints it.
 * See bench/README.md.
 *
 * Everything it starts (the server, each Chromium) it stops by its own handle, also on failure
 * or Ctrl-C. `--only` and fewer than 3 runs write their results under bench/.runs/ only.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildDir } from "../app/settings";
import { findChromium } from "../tests/support/chromium";
import {
  busiestScripts,
  failingAudits,
  figures,
  killAllLaunchedChrome,
  lcpBreakdown,
  lcpElement,
  layoutShifts,
  longTasks,
  measuredRun,
  medianRun,
  metricScores,
  opportunitiesFor,
  requestsBeforeLcp,
  requestsUntilLcp,
  topOpportunities,
  type Lhr,
  type MeasuredRun,
} from "./lighthouse";
import {
  calibrateSlowdown,
  DEFAULT_SLOWDOWN,
  describeSlowdown,
  SlowdownTracker,
  type CpuSlowdown,
} from "./calibrate";
import { medianWork, WORK_KINDS } from "./first-paint";
import { floorSchedule, writeEmptyPage, writeFloorPage, type FloorPage } from "./floor";
import { interactionScenarios, measureInteractions, type ScenarioResult } from "./interactions";
import { contactLatency, LOAD_POW_KEY_PREFIX, staticThroughput } from "./load";
import { SPAM_NOSCRIPT_BUDGET, powSolveTimes, spamRun, type PowResult, type SpamResult } from "./spam";
import { startFakeErp, type FakeErp } from "../tests/fake-erp/server";
import { startMailCatcher } from "../tests/mail-catcher/server";
import {
  TARGETS,
  aboveFloor,
  emptyLine,
  islandTbtLimitMs,
  paintMedians,
  renderReport,
  scriptlessTbt,
  targetChecks,
  tbtText,
  type AppliedRuns,
  type BenchReport,
  type EmptyRuns,
  type FloorResult,
  type LoadResult,
  type PageResult,
  type PageSpec,
  type RunSeries,
  type ScriptlessTbt,
} from "./report";
import { BENCH_PORTS, freePort, startServer, type RunningServer } from "./server";
import { waitForQuiet } from "./quiet";
import { median } from "./stats";
import { startPostgres, type PostgresCluster } from "../tests/support/postgres";
import { copyProject } from "../tests/support/project-copy";

const PAGES: PageSpec[] = [
  { name: "home", path: "/", lang: "en", interactive: true },
  { name: "home", path: "/ar", lang: "ar", interactive: true },
  { name: "service", path: "/services/cloud-services", lang: "en" },
  { name: "service", path: "/ar/services/cloud-services", lang: "ar" },
  { name: "product", path: "/products/imploy", lang: "en" },
  { name: "product", path: "/ar/products/imploy", lang: "ar" },
  // The news, switched on in the bench's build (below): an article as a service page is, the list.
  { name: "article", path: "/blog/moving-your-erp-to-the-cloud", lang: "en" },
  { name: "article", path: "/ar/blog/moving-your-erp-to-the-cloud", lang: "ar" },
  { name: "news", path: "/blog", lang: "en" },
  { name: "news", path: "/ar/blog", lang: "ar" },
  { name: "about", path: "/about", lang: "en", interactive: true },
  { name: "about", path: "/ar/about", lang: "ar", interactive: true },
  { name: "contact", path: "/contact", lang: "en", interactive: true },
  { name: "contact", path: "/ar/contact", lang: "ar", interactive: true },
  { name: "not-found", path: "/this-page-does-not-exist", lang: "en", notFound: true },
];

const { values: args } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    "no-load": { type: "boolean", default: false },
    "no-lighthouse": { type: "boolean", default: false },
    "no-applied": { type: "boolean", default: false },
    "no-interactions": { type: "boolean", default: false },
    "interaction-rounds": { type: "string", default: "5" },
    runs: { type: "string", default: "3" },
    "pow-runs": { type: "string", default: "7" },
    only: { type: "string" },
    "cpu-slowdown": { type: "string" },
    calibrate: { type: "boolean", default: false },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error(`--runs must be 1–9, got ${args.runs}`);
/** `--only pow` or `--only spam`: one part of the spam defence's measures, nothing else. */
const spamPart = args.only === "pow" || args.only === "spam" ? args.only : undefined;
/** `--only interactions`: the interactions' measures, nothing else. */
const interactionsOnly = args.only === "interactions";
const interactionRounds = Number(args["interaction-rounds"]);
if (!Number.isInteger(interactionRounds) || interactionRounds < 1)
  throw new Error(`--interaction-rounds must be ≥ 1, got ${args["interaction-rounds"]}`);
const measureTheInteractions = !args["no-interactions"] && !spamPart && (!args.only || interactionsOnly);
/** `--cpu-slowdown N`: this multiplier instead of Lighthouse's default. */
const givenSlowdown = args["cpu-slowdown"] === undefined ? undefined : Number(args["cpu-slowdown"]);
if (givenSlowdown !== undefined && !(givenSlowdown >= 1 && givenSlowdown <= 20))
  throw new Error(`--cpu-slowdown must be a number from 1 to 20, got ${args["cpu-slowdown"]}`);
if (givenSlowdown !== undefined && args.calibrate)
  throw new Error("--cpu-slowdown and --calibrate each set the CPU slowdown: give one of them");
const powRuns = Number(args["pow-runs"]);
if (!Number.isInteger(powRuns) || powRuns < 1)
  throw new Error(`--pow-runs must be ≥ 1, got ${args["pow-runs"]}`);
/** `--no-build` serves build/, where the news is on only if its content says so. */
const newsBuilt = !args["no-build"] || existsSync(path.join(buildDir, "client/blog/index.html"));
const pages =
  args["no-lighthouse"] || spamPart || interactionsOnly
    ? []
    : PAGES.filter((page) => !args.only || page.name === args.only || page.path === args.only).filter(
        (page) => newsBuilt || !["article", "news"].includes(page.name),
      );
const partial =
  runs < 3 ||
  !!args.only ||
  args["no-load"] ||
  args["no-lighthouse"] ||
  args["no-applied"] ||
  args["no-interactions"] ||
  interactionRounds < 3;

const root = process.cwd();

const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
const runDir = path.join(root, "bench", ".runs", stamp);
mkdirSync(runDir, { recursive: true });
const started = Date.now();
const warnings: string[] = [];
const log = (line: string) => console.info(line);

let server: RunningServer | undefined;
/** The build the bench serves: a copy of the project's, with the news on; `--no-build`: build/. */
let siteBuildDir = buildDir;
let project: ReturnType<typeof copyProject> | undefined;
let dataDir: string | undefined;
/** The floor page the bench wrote into the build (bench/floor.ts), removed at the end. */
let floorPage: FloorPage | undefined;
/** The empty page the bench wrote into the build (bench/floor.ts), removed at the end. */
let emptyPage: { path: string; remove(): void } | undefined;
/**
 * The lead intake's settings: a rate limit high enough that the load tests measure the API, not
 * the limiter, and proofs of work that are cheaper to solve in advance and as costly to check.
 */
const INTAKE_ENV = { CONTACT_RATE_LIMIT: "1000000", SPAM_POW_KEY_PREFIX: LOAD_POW_KEY_PREFIX };
/** The lead intake tests' load, the same on every store. */
const INTAKE_LOAD = { amount: 2000, connections: 10 };
const INTAKE_LOAD_TEXT = `${INTAKE_LOAD.amount.toLocaleString("en")} requests × ${INTAKE_LOAD.connections} connections`;
/** The lead intake tests' servers (SQLite, then PostgreSQL) and the PostgreSQL cluster. */
const intakeServers: RunningServer[] = [];
let postgres: PostgresCluster | undefined;
/** The spam run's server and the local ERP it delivers to. */
let spamServer: RunningServer | undefined;
let erp: FakeErp | undefined;
let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  killAllLaunchedChrome();
  if (server) await server.stop();
  for (const s of intakeServers) await s.stop();
  if (spamServer) await spamServer.stop();
  await erp?.close();
  await postgres?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  project?.remove();
  floorPage?.remove();
  emptyPage?.remove();
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers, PostgreSQL and Chromium`);
    void cleanup().finally(() => process.exit(130));
  });
}

function explain(
  lhr: Lhr,
  result: PageResult,
  scriptless: ScriptlessTbt | null,
  floor?: FloorResult,
  appliedLhr?: Lhr,
  empty?: EmptyRuns,
) {
  const checks = targetChecks(result, scriptless, floor);
  const f = result.figures;
  const paints = paintMedians(result);
  const misses: PageResult["misses"] = [];
  if (!checks.performance) {
    misses.push({
      target:
        `Performance median ${median(result.runScores) ?? "–"}, each run ${result.runScores.map((score) => score ?? "–").join(", ")} ` +
        `(target: median ${TARGETS.performanceMedian}, and every run ≥ ${TARGETS.performanceEveryRun})`,
      reasons: [
        `Metrics: ${metricScores(lhr)}`,
        ...topOpportunities(lhr),
        ...(empty ? [emptyLine(empty)] : []),
      ],
    });
  }
  if (!checks.lcp) {
    const element = lcpElement(lhr);
    const breakdown = lcpBreakdown(lhr);
    misses.push({
      target:
        `LCP median ${paints.lcpMs === null ? "–" : `${(paints.lcpMs / 1000).toFixed(2)} s`} ` +
        `(target ≤ ${TARGETS.lcpMs / 1000} s; each run: ${result.runLcpMs.map((lcp) => (lcp === null ? "–" : Math.round(lcp))).join(", ")} ms)`,
      reasons: [
        ...(element ? [`LCP element: “${element}”`] : []),
        ...(breakdown ? [`Observed (unthrottled) breakdown: ${breakdown}`] : []),
        ...opportunitiesFor(lhr, "LCP"),
        ...appliedLine(result),
      ],
    });
  }
  if (checks.aboveFloor === false) {
    const gaps = aboveFloor(result, floor)!;
    const each = (runs: (number | null)[]) =>
      runs.map((value) => (value === null ? "–" : Math.round(value))).join(", ");
    misses.push({
      target:
        `With the throttling applied, FCP ${Math.round(gaps.fcpMs ?? 0)} ms and LCP ${Math.round(gaps.lcpMs ?? 0)} ms ` +
        `after the floor page's, medians of the runs (target ≤ ${TARGETS.aboveFloorMs} ms)`,
      reasons: [
        `FCP of each run: ${each(result.applied!.runFcpMs)} ms (the floor's: ${each(floor!.runFcpMs)} ms); ` +
          `LCP of each run: ${each(result.applied!.runLcpMs)} ms (the floor's: ${each(floor!.runLcpMs)} ms)`,
        ...(appliedLhr && lcpElement(appliedLhr)
          ? [`LCP element (applied, median run): “${lcpElement(appliedLhr)}”`]
          : []),
        ...(appliedLhr ? requestsUntilLcp(appliedLhr) : []),
        ...firstPaintLine(result, floor),
      ],
    });
  }
  if (!checks.lcpAfterFcp) {
    misses.push({
      target: `LCP ${Math.round(paints.lcpAfterFcpMs ?? 0)} ms after FCP, median of the runs (target ≤ ${TARGETS.lcpAfterFcpMs} ms)`,
      reasons: [
        ...(lcpElement(lhr) ? [`LCP element: “${lcpElement(lhr)}”`] : []),
        ...(lcpBreakdown(lhr) ? [`Observed (unthrottled) breakdown: ${lcpBreakdown(lhr)}`] : []),
        ...requestsBeforeLcp(lhr),
        ...appliedLine(result),
      ],
    });
  }
  // The TBT target is missed only against a reference (without one it does not apply), which the
  // text below gives.
  if (checks.tbt === false && scriptless) {
    const runsText = (tbts: (number | null)[]) =>
      tbts.map((tbt) => (tbt === null ? "–" : Math.round(tbt))).join(", ");
    const count = scriptless.pages;
    misses.push({
      target:
        `TBT median ${tbtText(median(result.runTbtMs))} (target ≤ ${tbtText(islandTbtLimitMs(scriptless))}: ` +
        `${tbtText(scriptless.medianMs.most)}, the highest TBT median of this bench's ${count} ` +
        `page${count === 1 ? "" : "s"} without islands or script, plus ${TARGETS.tbtAboveScriptlessMs} ms)`,
      reasons: [
        `TBT of each run: ${runsText(result.runTbtMs)} ms`,
        `Long tasks (median run): ${longTasks(lhr)}`,
        ...busiestScripts(lhr).map((script) => `Main thread (median run): ${script}`),
        ...opportunitiesFor(lhr, "TBT"),
      ],
    });
  }
  if (!checks.script) {
    misses.push({
      target: `Script requested: ${((f.jsTransferBytes ?? 0) / 1024).toFixed(1)} KiB (target: none)`,
      reasons: busiestScripts(lhr).map((script) => `Main thread (median run): ${script}`),
    });
  }
  if (!checks.cls) {
    misses.push({
      target: `CLS ${f.cls?.toFixed(3) ?? "–"} (target ${TARGETS.cls})`,
      reasons: [...layoutShifts(lhr), ...opportunitiesFor(lhr, "CLS")],
    });
  }
  for (const [key, category, label] of [
    ["accessibility", "accessibility", "Accessibility"],
    ["bestPractices", "best-practices", "Best practices"],
    ["seo", "seo", "SEO"],
  ] as const) {
    if (!checks[key]) {
      misses.push({
        target: `${label} ${f.scores[category] ?? "–"} (target 100)`,
        reasons: failingAudits(lhr, category),
      });
    }
  }
  if (f.runtimeError)
    misses.push({ target: "Lighthouse could not audit the page", reasons: [f.runtimeError] });
  return misses;
}

/** The applied-throttling runs' main thread before the first paint (medians), beside the floor's. */
function firstPaintLine(result: PageResult, floor: FloorResult | undefined): string[] {
  const work = medianWork(result.applied?.runFirstPaint ?? []);
  if (!work) return [];
  const floorWork = floor ? medianWork(floor.runFirstPaint) : null;
  const kinds = WORK_KINDS.map((kind) => `${kind} ${Math.round(work[kind])}`).join(", ");
  return [
    `Main thread before the first paint (medians of the runs): ${kinds} ms; busy ${Math.round(work.busy)} ms` +
      (floorWork ? `, the floor's ${Math.round(floorWork.busy)} ms` : ""),
  ];
}

/** The applied-throttling runs' paints (medians), beside a miss of LCP. */
function appliedLine(result: PageResult): string[] {
  const fcp = median(result.applied?.runFcpMs ?? []);
  const lcp = median(result.applied?.runLcpMs ?? []);
  if (fcp === null || lcp === null) return [];
  return [
    `With the throttling applied (median of the rounds): FCP ${Math.round(fcp)} ms, LCP ${Math.round(lcp)} ms`,
  ];
}

function version(command: string, argv: string[]): string {
  try {
    return execFileSync(command, argv, {
      encoding: "utf8",
      timeout: 20_000,
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "unknown";
  }
}

/** The full Chromium's version, for the report; a run without Lighthouse may have none. */
function chromiumVersion(): string {
  try {
    return version(findChromium({ shell: false }), ["--version"]);
  } catch {
    return "no Chromium found";
  }
}

/** One run's figures, as a progress line. */
function logRun(label: string, run: MeasuredRun) {
  const f = figures(run.lhr);
  log(
    `  ${label}: performance ${f.scores.performance ?? "–"}, ` +
      `LCP ${Math.round(f.lcpMs ?? 0)} ms, TBT ${Math.round(f.tbtMs ?? 0)} ms, CLS ${(f.cls ?? 0).toFixed(3)}, ` +
      `benchmarkIndex ${Math.round(f.benchmarkIndex)}, at ${f.cpuSlowdown}×${run.benchmarkIndexes.length > 1 ? ` (tries: ${run.benchmarkIndexes.map(Math.round).join(", ")})` : ""}`,
  );
}

/** A page's figures in each of its runs (null where Lighthouse could not measure it). */
function series(pageRuns: MeasuredRun[]): RunSeries {
  const all = pageRuns.map((run) => figures(run.lhr));
  const each = (pick: (f: (typeof all)[number]) => number | null) =>
    all.map((f) => (f.runtimeError ? null : pick(f)));
  return {
    runScores: all.map((f) => f.scores.performance),
    runTbtMs: each((f) => f.tbtMs),
    runFcpMs: each((f) => f.fcpMs),
    runLcpMs: each((f) => f.lcpMs),
    benchmarkIndexes: pageRuns.flatMap((run) => run.benchmarkIndexes),
    runSlowdowns: all.map((f) => f.cpuSlowdown),
  };
}

async function main() {
  log(
    `Benchmark: ${pages.length} pages × ${runs} Lighthouse runs` +
      `${args["no-applied"] ? "" : `, and ${runs} rounds with the throttling applied beside the floor page`} ` +
      `(about ${Math.round((((pages.length + (pages.length > 0 ? 1 : 0)) * runs + (args["no-applied"] ? 0 : floorSchedule(pages, runs).length)) * 25) / 60)} min on a quiet ` +
      `2-core machine, longer when busy runs are repeated), then ${args["no-load"] ? "no" : "about 30 s of"} load tests.`,
  );

  // The origin is a build input: the site is built for the address the bench serves it at.
  const port = await freePort();
  if (!args["no-build"]) {
    // The site as it is launched with its news published: a copy of the project whose news page
    // file has the news switched on (off as shipped), built as `npm run build` builds it.
    project = copyProject("site-bench-");
    const newsFile = path.join(project.dir, "content/pages/news.yaml");
    writeFileSync(
      newsFile,
      readFileSync(newsFile, "utf8").replace(/^ {2}enabled: false$/m, "  enabled: true"),
    );
    siteBuildDir = path.join(project.dir, "build");
    log(
      `Building the site with its news on into ${siteBuildDir} for http://127.0.0.1:${port} (npm run build)…`,
    );
    const build = spawnSync("npm", ["run", "build"], {
      cwd: project.dir,
      stdio: "inherit",
      env: { ...process.env, SITE_URL: `http://127.0.0.1:${port}`, BUILD_DIR: siteBuildDir },
      timeout: 15 * 60_000,
    });
    if (build.status !== 0) throw new Error(`npm run build failed (status ${build.status ?? build.signal})`);
  }

  // No run starts on a machine still busy with the build or anything else (bench/quiet.ts).
  const settling = await waitForQuiet({ log });
  if (settling.settled && settling.waitedMs >= 1000)
    log(`Load average ${settling.load[0]!.toFixed(2)} after ${Math.round(settling.waitedMs / 1000)} s`);
  if (!settling.settled)
    warnings.push(
      `The machine did not settle: its load average was still ${settling.load[0]!.toFixed(2)} (limit ` +
        `${settling.limit.toFixed(2)}) after ${Math.round(settling.waitedMs / 60_000)} min, and the runs went ahead; their ` +
        "figures measure a busy machine as much as the site.",
    );

  // The empty page, run in the simulated rounds beside the pages, and the floor page, in the
  // applied ones: written into the build the server serves (bench/floor.ts).
  if (pages.length > 0) emptyPage = writeEmptyPage(path.join(siteBuildDir, "client"));
  if (pages.length > 0 && !args["no-applied"]) floorPage = writeFloorPage(path.join(siteBuildDir, "client"));

  dataDir = mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
  server = await startServer({
    port,
    buildDir: siteBuildDir,
    dataDir,
    logFile: path.join(runDir, "server.log"),
    // High enough that the proof of work's page loads never meet the rate limiter.
    env: { CONTACT_RATE_LIMIT: "1000000" },
  });
  log(`Server ${server.origin} (pid ${server.pid}), data in ${dataDir}`);

  // The CPU slowdown of every Lighthouse run: Lighthouse's default unless given or calibrated
  // (docs/decisions/030-cpu-slowdown-fixed-at-4x.md).
  let slowdown: CpuSlowdown | undefined;
  if (pages.length > 0) {
    if (givenSlowdown !== undefined)
      slowdown = { multiplier: givenSlowdown, source: "given", benchmarkIndexes: [] };
    else if (args.calibrate) {
      log("Calibrating the CPU slowdown (5 short Lighthouse runs)…");
      slowdown = await calibrateSlowdown(`${server.origin}/`, { log });
    } else slowdown = { multiplier: DEFAULT_SLOWDOWN, source: "default", benchmarkIndexes: [] };
    log(`CPU slowdown: ${describeSlowdown(slowdown)}`);
  }
  // Calibrated, it follows the machine through the bench (SlowdownTracker); otherwise it stays put.
  const tracker =
    slowdown?.source === "calibrated" ? new SlowdownTracker(slowdown.benchmarkIndexes) : undefined;
  if (slowdown && tracker) slowdown.used = tracker.used;
  const cpuSlowdown = slowdown?.multiplier;

  // Rounds: every page once per round, so a burst of outside load hits different pages, not
  // all the runs of one page.
  // Each round ends with the empty page: what the simulation holds against a page that does nothing.
  const measured = new Map<PageSpec, MeasuredRun[]>(pages.map((page) => [page, []]));
  const emptyRuns: MeasuredRun[] = [];
  const perRound = pages.length + (emptyPage ? 1 : 0);
  let done = 0;
  for (let round = 1; round <= runs; round++) {
    for (const page of [...pages, ...(emptyPage ? [undefined] : [])]) {
      done += 1;
      const pagePath = page?.path ?? emptyPage!.path;
      const label = `[${done}/${perRound * runs}] ${pagePath} run ${round}`;
      let run: MeasuredRun;
      try {
        run = await measuredRun(server.origin + pagePath, {
          ignoreStatusCode: page?.notFound,
          cpuSlowdown,
          tracker,
          log,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        warnings.push(`${pagePath} run ${round}: ${message}`);
        log(`  ${label}: failed: ${message}`);
        continue;
      }
      if (page) measured.get(page)!.push(run);
      else emptyRuns.push(run);
      logRun(label, run);
    }
  }

  // With the throttling applied, for the paints the browser made, in rounds beside the floor page
  // (floorSchedule in floor.ts).
  const applied = new Map<PageSpec, AppliedRuns>();
  const appliedLhrs = new Map<PageSpec, Lhr[]>();
  let floor: FloorResult | undefined;
  if (floorPage) {
    const noRuns = (): AppliedRuns => ({ runFcpMs: [], runLcpMs: [], runPerformance: [], runFirstPaint: [] });
    floor = { path: floorPage.path, bytes: floorPage.bytes, home: floorPage.home, ...noRuns() };
    for (const page of pages) {
      applied.set(page, noRuns());
      appliedLhrs.set(page, []);
    }
    log(
      `Applied throttling, ${runs} rounds of every page and, twice a round, the floor page (${floorPage.bytes.br} ` +
        `bytes brotli; the home page ${floorPage.home.br})…`,
    );
    const schedule = floorSchedule(pages, runs);
    for (const [i, page] of schedule.entries()) {
      // undefined: the floor page.
      const run = `run ${i + 1}/${schedule.length}`;
      const measured = await appliedRun(page?.path ?? floorPage.path, !!page?.notFound, run, {
        cpuSlowdown,
        tracker,
      });
      const f = measured ? figures(measured.lhr) : undefined;
      const into = page ? applied.get(page)! : floor;
      into.runFcpMs.push(f?.fcpMs ?? null);
      into.runLcpMs.push(f?.lcpMs ?? null);
      into.runPerformance.push(f?.scores.performance ?? null);
      into.runFirstPaint.push(measured?.firstPaint ?? null);
      if (page && measured) appliedLhrs.get(page)!.push(measured.lhr);
    }
  }

  // What visitors do on the interactive pages, and how fast each interaction paints.
  let interactions: ScenarioResult[] | undefined;
  if (measureTheInteractions) {
    log(`Interactions: ${interactionScenarios().length} scenarios × ${interactionRounds} rounds…`);
    interactions = await measureInteractions({
      origin: server.origin,
      scenarios: interactionScenarios(),
      rounds: interactionRounds,
      cpuSlowdown: cpuSlowdown ?? DEFAULT_SLOWDOWN,
      log,
    });
  }

  const results: PageResult[] = [];
  const medians = new Map<PageResult, Lhr>();
  let lighthouseVersion = "unknown";
  for (const page of pages) {
    const pageRuns = measured.get(page)!;
    if (pageRuns.length === 0) {
      warnings.push(`${page.path}: every Lighthouse run failed; left out of the table`);
      continue;
    }
    const median = medianRun(pageRuns);
    lighthouseVersion = median.lhr.lighthouseVersion;
    const rawFile = path.join(runDir, `${page.name}-${page.lang}.json`);
    writeFileSync(rawFile, JSON.stringify(median.lhr));
    const result: PageResult = {
      spec: page,
      figures: figures(median.lhr),
      ...series(pageRuns),
      applied: applied.get(page),
      repeatedRuns: pageRuns.reduce((sum, run) => sum + run.benchmarkIndexes.length - 1, 0),
      misses: [],
      rawFile: path.relative(root, rawFile),
    };
    results.push(result);
    medians.set(result, median.lhr);
  }
  const empty: EmptyRuns | undefined =
    emptyPage && emptyRuns.length > 0 ? { path: emptyPage.path, ...series(emptyRuns) } : undefined;
  // The pages without script, of this bench's Lighthouse runs: the TBT reference of the pages with islands.
  const scriptless = scriptlessTbt(results);
  for (const result of results) {
    // The applied run of the median LCP, for a miss of the floor target.
    const appliedRuns = [...(appliedLhrs.get(result.spec) ?? [])].sort(
      (a, b) => (figures(a).lcpMs ?? 0) - (figures(b).lcpMs ?? 0),
    );
    const appliedMedian = appliedRuns[Math.floor((appliedRuns.length - 1) / 2)];
    result.misses = explain(medians.get(result)!, result, scriptless, floor, appliedMedian, empty);
  }

  const load: LoadResult[] = [];
  const intake: LoadResult[] = [];
  let api: LoadResult | { unavailable: string } = { unavailable: "skipped (--no-load)" };
  if (!args["no-load"] && !spamPart && !interactionsOnly) {
    log("Load: home page HTML (brotli), 10 s × 50 connections…");
    load.push(
      await staticThroughput({
        name: "Home page HTML",
        url: `${server.origin}/`,
        headers: { "accept-encoding": "br" },
      }),
    );
    const script = largestScript(medians.get(results[0]!) ?? null);
    if (script) {
      log(`Load: ${script} (brotli), 10 s × 50 connections…`);
      load.push(
        await staticThroughput({
          name: "Hashed JS asset",
          url: `${server.origin}${script}`,
          headers: { "accept-encoding": "br" },
        }),
      );
    } else warnings.push("No hashed script found for the asset throughput test.");
    api = await sqliteIntake();
    const withMail = await sqliteIntake(true);
    if ("unavailable" in withMail) warnings.push(`Contact API with mail: ${withMail.unavailable}`);
    else intake.push(withMail);
    intake.push(...(await postgresIntake()));
  }

  let pow: PowResult | undefined;
  if (spamPart !== "spam" && !interactionsOnly) {
    log(`Proof of work: ${powRuns} page loads of /contact at 4× CPU, and as many unthrottled…`);
    try {
      pow = await powSolveTimes(server.origin, { runs: powRuns, log });
    } catch (error) {
      warnings.push(`Proof of work not measured: ${error instanceof Error ? error.message : error}`);
    }
  }
  const spam = spamPart !== "pow" && !interactionsOnly ? await spamDefence() : undefined;

  const dirty = version("git", ["status", "--porcelain", "--untracked-files=no"]) !== "";
  const report: BenchReport = {
    date: new Date(started),
    durationMs: Date.now() - started,
    commit: `${version("git", ["rev-parse", "--short", "HEAD"])}${dirty ? " (with uncommitted changes)" : ""}`,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? "unknown CPU",
      memoryGb: os.totalmem() / 1024 ** 3,
      node: process.version,
      chromium: chromiumVersion(),
      os: `${os.type()} ${os.release()}`,
    },
    loadAverage: { start: settling.load, end: os.loadavg() },
    settling,
    lighthouseVersion,
    cpuSlowdown: slowdown,
    runsPerPage: runs,
    origin: server.origin,
    pages: results,
    floor,
    empty,
    interactions,
    interactionSlowdown: cpuSlowdown ?? DEFAULT_SLOWDOWN,
    load,
    api,
    intake,
    pow,
    spam,
    warnings,
  };
  writeFileSync(path.join(runDir, "results.json"), JSON.stringify(report, null, 1));
  const markdown = renderReport(report);
  const out = partial ? path.join(runDir, "results.md") : path.join(root, "bench", "results.md");
  writeFileSync(out, markdown);
  console.info(`\n${markdown}`);
  log(`Written to ${path.relative(root, out)}; raw Lighthouse reports in ${path.relative(root, runDir)}/`);
}

/**
 * One applied-throttling run (Lighthouse's `devtools` method), repeated as a simulated one is when
 * the machine was busy (measuredRun), and tried once more if it fails.
 */
async function appliedRun(
  pagePath: string,
  notFound: boolean,
  /** Which run of the schedule, for the log. */
  run: string,
  pace: { cpuSlowdown: number | undefined; tracker: SlowdownTracker | undefined },
): Promise<MeasuredRun | undefined> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const measured = await measuredRun(server!.origin + pagePath, {
        ignoreStatusCode: notFound,
        throttlingMethod: "devtools",
        ...pace,
        log,
      });
      const f = figures(measured.lhr);
      if (f.runtimeError) throw new Error(f.runtimeError);
      log(
        `  applied throttling ${pagePath} ${run}: FCP ${Math.round(f.fcpMs ?? 0)} ms, LCP ${Math.round(f.lcpMs ?? 0)} ms, ` +
          `at ${f.cpuSlowdown}× (benchmarkIndex ${Math.round(f.benchmarkIndex)})`,
      );
      return measured;
    } catch (error) {
      const message = `${pagePath}, applied throttling, ${run}, try ${attempt}: ${error instanceof Error ? error.message : String(error)}`;
      warnings.push(message);
      log(`  ${message}`);
    }
  }
  return undefined;
}

/** A server for the lead intake tests (`INTAKE_ENV`), stopped by the clean-up if the run ends early. */
async function intakeServer(data: string, logName: string, env: Record<string, string> = {}) {
  const running = await startServer({
    port: await freePort(),
    buildDir: siteBuildDir,
    dataDir: data,
    logFile: path.join(runDir, logName),
    env: { ...INTAKE_ENV, ...env },
  });
  intakeServers.push(running);
  return running;
}

/**
 * The contact API with the SQLite outbox (the embedded default), on a server of its own with a
 * fresh data directory: the site's server keeps the default key prefix, which the proof of work's
 * solve time on the contact page is measured with. `withMail`: the confirmation e-mail configured
 * (SMTP_URL to a local catcher, tests/mail-catcher), so each lead also writes its mail job and the
 * worker sends while the load runs.
 */
async function sqliteIntake(withMail = false): Promise<LoadResult | { unavailable: string }> {
  const intakeData = mkdtempSync(path.join(os.tmpdir(), "site-bench-intake-"));
  const catcher = withMail ? await startMailCatcher() : undefined;
  const running = await intakeServer(
    intakeData,
    withMail ? "server-sqlite-intake-mail.log" : "server-sqlite-intake.log",
    catcher ? { SMTP_URL: catcher.url, MAIL_FROM: "Rawafed <hello@rawafed.example>" } : {},
  );
  const name = withMail ? "Contact API, SQLite, with mail" : "Contact API, SQLite";
  try {
    log(`Load: POST /api/contact (${name}), ${INTAKE_LOAD_TEXT}…`);
    return await contactLatency({
      origins: [running.origin],
      health: `${running.ops}/healthz`,
      name,
      store: withMail ? "the SQLite outbox, a mail job with each lead" : "the SQLite outbox",
      ...INTAKE_LOAD,
    });
  } finally {
    await running.stop();
    await catcher?.close();
    rmSync(intakeData, { recursive: true, force: true });
  }
}

/**
 * The contact API with the outbox in a throwaway PostgreSQL cluster (tests/support/postgres.ts):
 * one instance, then two sharing one database, each on a fresh database, with the same load as
 * the SQLite test. Without PostgreSQL installed, a warning instead of the rows.
 */
async function postgresIntake(): Promise<LoadResult[]> {
  try {
    postgres = await startPostgres();
  } catch (error) {
    warnings.push(
      `Lead intake on PostgreSQL not measured: ${error instanceof Error ? error.message : error}`,
    );
    return [];
  }
  const rows: LoadResult[] = [];
  for (const instances of [1, 2]) {
    const databaseUrl = await postgres.createDatabase();
    const started: RunningServer[] = [];
    for (let n = 1; n <= instances; n += 1) {
      started.push(
        await intakeServer(dataDir!, `server-postgres-${instances}-${n}.log`, { DATABASE_URL: databaseUrl }),
      );
    }
    const label = `${instances} instance${instances > 1 ? "s" : ""}`;
    log(`Load: POST /api/contact (PostgreSQL, ${label}), ${INTAKE_LOAD_TEXT}…`);
    const result = await contactLatency({
      origins: started.map((s) => s.origin),
      health: `${started[0]!.ops}/healthz`,
      name: `Contact API, PostgreSQL, ${label}`,
      store: `PostgreSQL ${postgres.version}`,
      ...INTAKE_LOAD,
    });
    if ("unavailable" in result) warnings.push(`Contact API on PostgreSQL (${label}): ${result.unavailable}`);
    else rows.push(result);
    for (const s of started) await s.stop();
  }
  return rows;
}

/**
 * The spam corpus (bench/spam.ts) against a server of its own, on a fresh SQLite outbox, delivering
 * to the local ERP (tests/fake-erp) in this process: what reaches the ERP was passed.
 */
async function spamDefence(): Promise<SpamResult | undefined> {
  const spamData = mkdtempSync(path.join(os.tmpdir(), "site-bench-spam-"));
  try {
    erp = await startFakeErp({ port: await freePort(), host: "127.0.0.1" });
    spamServer = await startServer({
      port: await freePort(BENCH_PORTS.filter((port) => port !== erp!.port)),
      buildDir: siteBuildDir,
      dataDir: spamData,
      logFile: path.join(runDir, "server-spam.log"),
      env: {
        CONTACT_RATE_LIMIT: "1000000",
        // The corpus stands behind one proxy that names each sample's network (X-Forwarded-For).
        TRUST_PROXY: "1",
        // The hour's budget of confirmations without JavaScript, sized to the corpus: its six
        // people without JavaScript and one more. Whoever comes past it is held, person or bot;
        // the default (30) is sized to a site's real hour, not to a burst of 200 bots.
        CONTACT_NOSCRIPT_PER_HOUR: String(SPAM_NOSCRIPT_BUDGET),
        ERP_BASE_URL: erp.baseUrl,
        ERP_CLIENT_ID: "website",
        ERP_CLIENT_SECRET: "website-secret",
      },
    });
    return await spamRun(spamServer.origin, erp.origin, { log });
  } catch (error) {
    warnings.push(`Spam corpus not run: ${error instanceof Error ? error.message : error}`);
    return undefined;
  } finally {
    await spamServer?.stop();
    spamServer = undefined;
    await erp?.close();
    erp = undefined;
    rmSync(spamData, { recursive: true, force: true });
  }
}

/**
 * The largest hashed script the page loaded (its URL path), for the static asset test. Astro names
 * them `name.HASH.js`.
 */
function largestScript(lhr: Lhr | null): string | undefined {
  const items = (
    lhr?.audits["network-requests"]?.details as {
      items?: { url: string; resourceType?: string; transferSize?: number }[];
    }
  )?.items;
  const scripts = (items ?? [])
    .filter((item) => item.resourceType === "Script" && /\/assets\/[^/]+\.[\w-]{8}\.js$/.test(item.url))
    .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0));
  return scripts[0] ? new URL(scripts[0].url).pathname : undefined;
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
