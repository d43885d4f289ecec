import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { EMPTY_PATH, floorSchedule, writeEmptyPage } from "../../bench/floor";
import { aboveFloor, renderReport, type BenchReport, type PageResult } from "../../bench/report";
import { benchReport } from "../support/bench-report";

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

// The empty page of the simulated runs (bench/README.md, step 5): what the browser's own work
// costs a page that does nothing, beside the pages.
describe("the empty page", () => {
  it("is written into the build, precompressed, and removed at the end", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bench-empty-"));
    try {
      const empty = writeEmptyPage(dir);
      const file = path.join(dir, EMPTY_PATH.slice(1));
      const html = readFileSync(file, "utf8");
      expect(html).toMatch(/^<!doctype html>/);
      // Nothing to fetch and nothing to run: no style, script, font or picture.
      expect(html).not.toMatch(/<(?:script|style|link|img|svg|template)\b/);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString("utf8")).toBe(html);
      empty.remove();
      for (const suffix of ["", ".br", ".gz"]) expect(existsSync(file + suffix)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const report = (empty?: BenchReport["empty"]) => benchReport({ empty });

  it("has a row of its own in the Lighthouse table, its runs' medians, held to no target", () => {
    const text = renderReport(
      report({
        path: EMPTY_PATH,
        runScores: [89, 96, 98],
        runTbtMs: [469, 218, 152],
        runFcpMs: [942, 760, 789],
        runLcpMs: [974, 775, 789],
        benchmarkIndexes: [1331, 2163, 1819],
        runSlowdowns: [4, 4, 4],
      }),
    );
    const row = text.split("\n").find((line) => line.startsWith("| empty"));
    expect(row).toBe(
      "| empty `/bench-empty.htm` | en | 96 | | | | 789 ms | 789 ms | 15 ms | | 218 ms | | | " +
        "89 / 469 at 4×, 96 / 218 at 4×, 98 / 152 at 4× | |",
    );
    expect(row).not.toMatch(/[✓✗]/);
    expect(text).toContain(
      "performance median 96, TBT median 218 ms (performance / TBT of each run: 89 / 469, 96 / 218, 98 / 152)",
    );
  });

  it("is left out of a report whose bench did not run it", () => {
    const text = renderReport(report());
    expect(text).not.toContain("| empty");
    expect(text).not.toContain("empty page");
  });
});
