import os from "node:os";

/** How the wait for a quiet machine ended (waitForQuiet). */
export interface Settling {
  /** Whether the load fell to the limit before the time was up. */
  settled: boolean;
  waitedMs: number;
  /** The load average (1/5/15 min) when the wait ended. */
  load: number[];
  /** The one-minute load average it waited for. */
  limit: number;
}

/** Half a core busy on average over the last minute. */
export const MAX_LOAD_PER_CPU = 0.5;

/** The one-minute load average a machine of `cpus` cores must be under to count as quiet. */
export function quietLimit(cpus: number): number {
  return Math.max(1, cpus) * MAX_LOAD_PER_CPU;
}

/**
 * Waits for the machine to settle before the bench measures anything.
 *
 * Every figure of the bench is a share of two cores: a test suite, a build or another bench still
 * running (or just finished) slows each page's parsing, style and layout as much as a slower phone
 * would, and the runs then measure the machine rather than the site. Lighthouse only repeats a run
 * whose own benchmarkIndex says the machine is busy; it cannot see a load that starts afterwards.
 * So the bench starts its runs once the one-minute load average is at most `MAX_LOAD_PER_CPU` per
 * core (an idle machine reads about 0.1), and reports how long it waited, or that it stopped
 * waiting.
 */
export async function waitForQuiet(
  options: {
    timeoutMs?: number;
    pollMs?: number;
    log?: (line: string) => void;
    /** For the tests: the load average and core count to read. */
    loadavg?: () => number[];
    cpus?: number;
  } = {},
): Promise<Settling> {
  const loadavg = options.loadavg ?? os.loadavg;
  const limit = quietLimit(options.cpus ?? os.availableParallelism());
  const timeoutMs = options.timeoutMs ?? 5 * 60_000;
  const pollMs = options.pollMs ?? 5_000;
  const log = options.log ?? console.info;
  const started = Date.now();
  let load = loadavg();
  let said = false;
  while (load[0]! > limit) {
    if (Date.now() - started >= timeoutMs)
      return { settled: false, waitedMs: Date.now() - started, load, limit };
    if (!said) {
      log(
        `Waiting for the machine to settle: load average ${load[0]!.toFixed(2)}, measuring once it is ≤ ${limit.toFixed(2)} ` +
          `(at most ${Math.round(timeoutMs / 60_000)} min)…`,
      );
      said = true;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    load = loadavg();
  }
  return { settled: true, waitedMs: Date.now() - started, load, limit };
}
