import type { BenchReport } from "../../bench/report";

/**
 * A bench report of a quiet machine with nothing measured but what `parts` gives (pages, the empty
 * page…): for tests of how bench/report.ts writes it.
 */
export function benchReport(parts: Partial<BenchReport> = {}): BenchReport {
  return {
    date: new Date("2026-11-28T12:00:00Z"),
    durationMs: 60_000,
    commit: "abc1234",
    machine: { cpus: 2, cpuModel: "test CPU", memoryGb: 4, node: "v24", chromium: "Chromium", os: "Linux" },
    loadAverage: { start: [0.5, 0.5, 0.5], end: [0.5, 0.5, 0.5] },
    settling: { settled: true, waitedMs: 0, load: [0.5, 0.5, 0.5], limit: 1 },
    lighthouseVersion: "12",
    runsPerPage: 3,
    origin: "http://127.0.0.1:3610",
    pages: [],
    load: [],
    api: { unavailable: "skipped (--no-load)" },
    intake: [],
    warnings: [],
    ...parts,
  };
}
