import { describe, expect, it } from "vitest";
import {
  DEFAULT_SLOWDOWN,
  describeSlowdown,
  SLOWDOWN_TOLERANCE,
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
});

// Each run's multiplier follows the machine through the bench: the median of the latest five
// benchmarkIndexes Lighthouse measured, the calibration's first.
describe("SlowdownTracker", () => {
  it("starts from the calibration's median", () => {
    const tracker = new SlowdownTracker([2401, 2305, 1640, 2075, 1423]);
    expect(tracker.next()).toBe(slowdownFor(2075));
    expect(tracker.used).toEqual([slowdownFor(2075)]);
  });

  it("follows a machine that slows down, once most of the latest readings say so", () => {
    const tracker = new SlowdownTracker([2100, 2100, 2100, 2100, 2100]);
    const multipliers: number[] = [];
    for (const index of [1200, 1200, 1200, 1200, 1200]) {
      multipliers.push(tracker.next());
      tracker.observe(index);
    }
    multipliers.push(tracker.next());
    // Two slow readings of five move nothing; the third moves the median.
    expect(multipliers.slice(0, 3)).toEqual(Array(3).fill(slowdownFor(2100)));
    expect(multipliers.slice(3)).toEqual(Array(3).fill(slowdownFor(1200)));
    expect(slowdownFor(1200)).toBeLessThan(slowdownFor(2100));
  });

  it("is not moved by one odd reading", () => {
    const tracker = new SlowdownTracker([1533, 1533, 1533, 1533, 1533]);
    tracker.observe(600);
    expect(tracker.next()).toBe(DEFAULT_SLOWDOWN);
  });

  it("says whether a run's multiplier emulated the phone its own reading calls for", () => {
    const tracker = new SlowdownTracker([1533]);
    // 1533 calls for 4×; 1171 for 2.6×: a run at 4.8× there emulated a phone 1.8 times too slow.
    expect(tracker.fits(4, 1533)).toBe(true);
    expect(SlowdownTracker.misfit(4.8, 1171)).toBeCloseTo(4.8 / slowdownFor(1171), 5);
    expect(tracker.fits(4.8, 1171)).toBe(false);
    // Both ways, and up to the tolerance.
    expect(tracker.fits(2.9, 2075)).toBe(false);
    expect(SlowdownTracker.misfit(2.9, 2075)).toBeCloseTo(slowdownFor(2075) / 2.9, 5);
    expect(tracker.fits(4 * SLOWDOWN_TOLERANCE, 1533)).toBe(true);
    expect(tracker.fits(4 / SLOWDOWN_TOLERANCE, 1533)).toBe(true);
    expect(tracker.fits(4 * SLOWDOWN_TOLERANCE * 1.01, 1533)).toBe(false);
  });

  it("ignores what is not a benchmarkIndex, and needs one to start from", () => {
    const tracker = new SlowdownTracker([1533]);
    tracker.observe(Number.NaN);
    tracker.observe(0);
    expect(tracker.next()).toBe(DEFAULT_SLOWDOWN);
    expect(() => new SlowdownTracker([])).toThrow();
  });
});
