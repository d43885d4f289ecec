import { lighthouseRun } from "./lighthouse";
import { median } from "./stats";

/**
 * The CPU slowdown of the Lighthouse runs: Lighthouse's default 4× unless `--calibrate` sets it from
 * how fast this machine is at the time (docs/decisions/027-cpu-slowdown-calibrated.md and
 * docs/decisions/030-cpu-slowdown-fixed-at-4x.md).
 *
 * Lighthouse's 4× slowdown is relative to the machine it runs on: it turns a high-end desktop
 * (benchmarkIndex about 1500–2000) into the mid-tier phone its mobile preset stands for. On a
 * slower machine 4× emulates a slower phone than that, and on a faster one a faster phone.
 * Lighthouse's documentation (docs/throttling.md, "Calibrating the CPU slowdown") asks for the
 * multiplier to be calibrated to the machine's benchmarkIndex, and links a calculator that maps
 * 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4× (Lighthouse's default), 2000 → 6×, linearly between.
 */

/** Lighthouse's default multiplier, and the benchmarkIndex it is meant for. */
export const DEFAULT_SLOWDOWN = 4;

/** The points of the calculator's piecewise-linear map: [benchmarkIndex, multiplier]. */
const POINTS: [number, number][] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

/**
 * The multiplier that makes a machine of this benchmarkIndex emulate the mid-tier phone, rounded
 * to a tenth. Below 150 the machine is already that slow: 1× (no slowdown). Above 1300 the line
 * through 1300 → 3× and 1533 → 4× continues (2000 → 6×).
 */
export function slowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`not a benchmarkIndex: ${benchmarkIndex}`);
  if (benchmarkIndex <= POINTS[0]![0]) return POINTS[0]![1];
  // The segment that holds it; above the last point, the last segment's line continues.
  const upper = POINTS.findIndex(([x]) => benchmarkIndex <= x);
  const i = upper === -1 ? POINTS.length - 1 : upper;
  const [[x0, y0], [x1, y1]] = [POINTS[i - 1]!, POINTS[i]!];
  return Math.round((y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0)) * 10) / 10;
}

/** Whether a value is a benchmarkIndex Lighthouse measured (a failed run may leave none). */
function isReading(index: number): boolean {
  return Number.isFinite(index) && index > 0;
}

export interface CpuSlowdown {
  /** The first run's multiplier: Lighthouse's default, the calibration's, or the one given. */
  multiplier: number;
  /**
   * How it was chosen: Lighthouse's default (4×, decision 030), measured from this machine
   * (`--calibrate`), or given with `--cpu-slowdown`.
   */
  source: "default" | "calibrated" | "given";
  /** The calibration runs' benchmarkIndex, in run order (empty unless calibrated). */
  benchmarkIndexes: number[];
  /** Calibrated: the multiplier of every run since, in run order (see SlowdownTracker). */
  used?: number[];
}

/**
 * Measures the machine as Lighthouse does (its `environment.benchmarkIndex`, taken at the start
 * of every run) in `runs` short runs on `url`, performance only, and maps the median to a
 * multiplier.
 */
export async function calibrateSlowdown(
  url: string,
  options: { runs?: number; log?: (line: string) => void } = {},
): Promise<CpuSlowdown> {
  const log = options.log ?? console.info;
  const indexes: number[] = [];
  for (let run = 1; run <= (options.runs ?? 5); run++) {
    const { lhr } = await lighthouseRun(url, { categories: ["performance"] });
    indexes.push(lhr.environment.benchmarkIndex);
    log(`  calibration run ${run}: benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`);
  }
  return { multiplier: slowdownFor(median(indexes)!), source: "calibrated", benchmarkIndexes: indexes };
}

/**
 * The multiplier of each run, kept calibrated through the bench: mapped from the median of every
 * benchmarkIndex read so far, the calibration's first and then each run's (Lighthouse measures the
 * machine at the start of every run).
 *
 * A single reading says little about the load that follows it. On this machine the readings swing
 * between about 1100 and 2200 from one run to the next, while the work of the pages' loads hardly
 * moves: in 14 Lighthouse runs of the service page, the main thread's tasks took the same time
 * after readings over 1700 as after readings under 1500 (median 99 against 101 ms), and on the
 * home page 20 % less where the readings said half again as fast (decision 027). A multiplier
 * set from the latest few readings, or a run repeated because its own reading called for another
 * multiplier, slowed some loads to 5× and more and others to 2.6×: a phone twice as slow in one
 * run as in the next. The median of all of them still follows the machine if its speed really
 * drifts through the bench (one bench's calibration read about 2100, and its later runs
 * 1100–1400), without chasing one run's noise.
 */
export class SlowdownTracker {
  readonly #indexes: number[];
  readonly used: number[] = [];

  constructor(calibration: readonly number[]) {
    this.#indexes = calibration.filter(isReading);
    if (this.#indexes.length === 0) throw new Error("no benchmarkIndex to calibrate from");
  }

  /** The multiplier for the next run (recorded in `used`). */
  next(): number {
    const multiplier = slowdownFor(median(this.#indexes)!);
    this.used.push(multiplier);
    return multiplier;
  }

  /** A run's own measure of the machine (`environment.benchmarkIndex`). */
  observe(index: number): void {
    if (isReading(index)) this.#indexes.push(index);
  }
}

/**
 * What the calculator would make of a bench's readings, for a bench at a fixed multiplier: "the
 * runs' benchmarkIndex had a median of 1570 (Lighthouse's calculator: 4.2×)". A median far from
 * Lighthouse's reference (1533 → 4×) means the machine stood for a faster or slower phone than usual.
 */
export function describeReadings(readings: readonly number[]): string | undefined {
  const valid = readings.filter(isReading);
  if (valid.length === 0) return undefined;
  const middle = median(valid)!;
  return `the runs' benchmarkIndex had a median of ${Math.round(middle)} over ${valid.length} run${valid.length === 1 ? "" : "s"} (Lighthouse's calculator: ${slowdownFor(middle)}×)`;
}

/** For the report: "2.7× (calibrated: benchmarkIndex 1190, median of 1150, 1190, 1240)". */
export function describeSlowdown(slowdown: CpuSlowdown): string {
  if (slowdown.source === "default") return `${slowdown.multiplier}× (Lighthouse's default)`;
  if (slowdown.source === "given") return `${slowdown.multiplier}× (given with --cpu-slowdown)`;
  const indexes = slowdown.benchmarkIndexes.map(Math.round);
  const used = slowdown.used ?? [];
  const [low, high] = [Math.min(slowdown.multiplier, ...used), Math.max(slowdown.multiplier, ...used)];
  const calibration =
    `calibrated to this machine: benchmarkIndex ${Math.round(median(indexes)!)}, ` +
    `median of ${indexes.join(", ")}; Lighthouse's default ${DEFAULT_SLOWDOWN}× is meant for about 1533`;
  if (low === high) return `${slowdown.multiplier}× (${calibration})`;
  return (
    `${low}–${high}×, run by run: ${slowdown.multiplier}× at first (${calibration}), then each run's from the ` +
    `median of every benchmarkIndex read so far, median ${median(used)}× over ${used.length} runs`
  );
}
