import { describe, expect, it } from "vitest";
import { DEFAULT_SLOWDOWN, describeSlowdown, slowdownFor } from "../../bench/calibrate";

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

  it("says when the multiplier was given", () => {
    expect(describeSlowdown({ multiplier: 4, source: "given", benchmarkIndexes: [] })).toBe(
      "4× (given with --cpu-slowdown)",
    );
  });
});
