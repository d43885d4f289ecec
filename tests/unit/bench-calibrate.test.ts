import { describe, expect, it } from "vitest";
import {
  DEFAULT_SLOWDOWN,
  describeReadings,
  describeSlowdown,
  SlowdownTracker,
  slowdownFor,
} from "../../bench/calibrate";

// The benchmark's CPU slowdown follows the calibration that Lighthouse's documentation links
// (docs/decisions/027-cpu-slowdown-calibrated.md): its points, the line between them, and its ends.
describe("slowdownFor", () => {
  it("gives Lighthouse's default 4× to the machine that default is meant for", () => {
    expect(slowdownFor(1533)).toBe(DEFAULT_SLOWDOWN);
  });

  it("meets the calculator's points", () => {
    expect(slowdownFor(150)).toBe(1);
    expect(slowdownFor(800)).toBe(2);
    expect(slowdownFor(1300)).toBe(3);
    expect(slowdownFor(2000)).toBe(6);
  });

  it("runs linearly between them, to a tenth", () => {
    expect(slowdownFor(475)).toBe(1.5);
    expect(slowdownFor(1050)).toBe(2.5);
    expect(slowdownFor(1150)).toBe(2.7);
    expect(slowdownFor(1766)).toBe(5);
  });

  it("slows a slower machine less and a faster one more", () => {
    const indexes = [100, 300, 900, 1200, 1400, 1800, 2500];
    const multipliers = indexes.map(slowdownFor);
    expect(multipliers).toEqual([...multipliers].sort((a, b) => a - b));
    expect(new Set(multipliers).size).toBe(indexes.length);
  });

  it("does not slow a machine already as slow as the phone", () => {
    expect(slowdownFor(100)).toBe(1);
  });

  it("refuses what is not a benchmarkIndex", () => {
    expect(() => slowdownFor(Number.NaN)).toThrow();
    expect(() => slowdownFor(0)).toThrow();
  });
});

describe("describeSlowdown", () => {
  it("names the measured indexes and their median", () => {
    const text = describeSlowdown({
      multiplier: 2.7,
      source: "calibrated",
      benchmarkIndexes: [1240.4, 1150, 1190],
    });
    expect(text).toContain("2.7×");
    expect(text).toContain("benchmarkIndex 1190");
    expect(text).toContain("1240, 1150, 1190");
  });

  it("gives the range of the runs' multipliers when they moved", () => {
    const text = describeSlowdown({
      multiplier: 6.3,
      source: "calibrated",
      benchmarkIndexes: [2401, 2305, 1640, 2075, 1423],
      used: [6.3, 6.3, 5.1, 4.4, 4.4],
    });
    expect(text).toMatch(/^4\.4–6\.3×, run by run: 6\.3× at first/);
    expect(text).toContain("benchmarkIndex 2075");
    expect(text).toContain("median 5.1× over 5 runs");
  });

  it("says when the multiplier was given", () => {
    expect(describeSlowdown({ multiplier: 4, source: "given", benchmarkIndexes: [] })).toBe(
      "4× (given with --cpu-slowdown)",
    );
  });

  it("names Lighthouse's default, the bench's own unless told otherwise", () => {
    expect(describeSlowdown({ multiplier: DEFAULT_SLOWDOWN, source: "default", benchmarkIndexes: [] })).toBe(
      "4× (Lighthouse's default)",
    );
  });
});

// At a fixed multiplier, the report still says what phone the machine's readings stood for.
describe("describeReadings", () => {
  it("gives the readings' median and the calculator's multiplier for it", () => {
    expect(describeReadings([1100, 2200, 1533.4, 1400, 1700])).toBe(
      "the runs' benchmarkIndex had a median of 1533 over 5 runs (Lighthouse's calculator: 4×)",
    );
  });

  it("shows a machine that read slow as a slower phone", () => {
    expect(describeReadings([1250, 1300, 1200])).toContain(
      "median of 1250 over 3 runs (Lighthouse's calculator: 2.9×)",
    );
  });

  it("leaves out what is not a reading, and says nothing without one", () => {
    expect(describeReadings([Number.NaN, 0, 2000])).toContain("median of 2000 over 1 run ");
    expect(describeReadings([])).toBeUndefined();
  });
});

// Each run's multiplier follows the machine through the bench: the median of every benchmarkIndex
// Lighthouse has measured, the calibration's first.
describe("SlowdownTracker", () => {
  it("starts from the calibration's median", () => {
    const tracker = new SlowdownTracker([2401, 2305, 1640, 2075, 1423]);
    expect(tracker.next()).toBe(slowdownFor(2075));
    expect(tracker.used).toEqual([slowdownFor(2075)]);
  });

  it("follows a machine that slows down, once most of the readings say so", () => {
    const tracker = new SlowdownTracker([2100, 2100, 2100, 2100, 2100]);
    const multipliers: number[] = [];
    for (let run = 0; run < 8; run++) {
      multipliers.push(tracker.next());
      tracker.observe(1200);
    }
    multipliers.push(tracker.next());
    // Four slow readings against the calibration's five fast ones hold the median at the fast
    // one's, the fifth moves it halfway, the sixth all the way.
    expect(multipliers.slice(0, 5)).toEqual(Array(5).fill(slowdownFor(2100)));
    expect(multipliers.slice(6)).toEqual(Array(3).fill(slowdownFor(1200)));
    expect(slowdownFor(1200)).toBeLessThan(slowdownFor(2100));
  });

  it("is not moved by readings that swing from run to run", () => {
    const tracker = new SlowdownTracker([1300, 1250, 1350, 1300, 1280]);
    const multipliers: number[] = [];
    // A machine reading about 1300 that reads 2050–2200 (6×) in four of six runs, then 1100.
    for (const index of [2100, 2200, 1300, 2050, 2150, 1290, 1100, 1100]) {
      multipliers.push(tracker.next());
      tracker.observe(index);
    }
    expect(Math.min(...multipliers)).toBeGreaterThanOrEqual(slowdownFor(1280));
    expect(Math.max(...multipliers)).toBeLessThanOrEqual(slowdownFor(1350));
    expect(slowdownFor(1350)).toBeLessThan(slowdownFor(2050) / 1.5);
  });

  it("ignores what is not a benchmarkIndex, and needs one to start from", () => {
    const tracker = new SlowdownTracker([1533]);
    tracker.observe(Number.NaN);
    tracker.observe(0);
    expect(tracker.next()).toBe(DEFAULT_SLOWDOWN);
    expect(() => new SlowdownTracker([])).toThrow();
  });
});
