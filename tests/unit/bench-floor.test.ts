import { describe, expect, it } from "vitest";
import { floorSchedule } from "../../bench/floor";
import { aboveFloor, type PageResult } from "../../bench/report";

// The applied-throttling comparison with the floor page (bench/README.md, step 5): when the floor
// is measured, and how a page's distance to it is taken.
describe("floorSchedule", () => {
  it("measures the floor at each round's start and halfway, and once more at the end", () => {
    expect(floorSchedule(["a", "b", "c"], 2)).toEqual([
      undefined,
      "a",
      "b",
      undefined,
      "c",
      undefined,
      "a",
      "b",
      undefined,
      "c",
      undefined,
    ]);
  });

  it("measures every page once a round and the floor 2 × rounds + 1 times", () => {
    const pages = Array.from({ length: 11 }, (_, i) => i);
    const schedule = floorSchedule(pages, 3);
    for (const page of pages) expect(schedule.filter((entry) => entry === page)).toHaveLength(3);
    expect(schedule.filter((entry) => entry === undefined)).toHaveLength(7);
  });
});

describe("aboveFloor", () => {
  const page = (runFcpMs: (number | null)[], runLcpMs = runFcpMs) =>
    ({ applied: { runFcpMs, runLcpMs, runPerformance: [], runFirstPaint: [] } }) as unknown as PageResult;
  const floor = (runFcpMs: (number | null)[]) => ({
    runFcpMs,
    runLcpMs: runFcpMs,
    runPerformance: [],
    runFirstPaint: [],
  });

  it("is the page's median minus the floor's", () => {
    expect(
      aboveFloor(page([1300, 1250, 1500], [1400, 1350, 1600]), floor([1000, 1320, 1010, 990, 1040])),
    ).toEqual({
      fcpMs: 1300 - 1010,
      lcpMs: 1400 - 1010,
    });
  });

  it("is not moved by two slow floor runs of seven", () => {
    const steady = floor([1000, 1000, 1000, 1000, 1000, 1000, 1000]);
    const twoSlow = floor([1000, 1400, 1000, 1000, 1400, 1000, 1000]);
    const p = page([1200, 1200, 1200]);
    expect(aboveFloor(p, twoSlow)).toEqual(aboveFloor(p, steady));
  });

  it("leaves out failed runs, and has no distance without runs on either side", () => {
    expect(aboveFloor(page([null, 1200, 1300]), floor([null, 1000]))?.fcpMs).toBe(250);
    expect(aboveFloor(page([null, null]), floor([1000]))).toEqual({ fcpMs: null, lcpMs: null });
    expect(aboveFloor({ spec: {} } as unknown as PageResult, floor([1000]))).toBeUndefined();
    expect(aboveFloor(page([1200]), undefined)).toBeUndefined();
  });
});
