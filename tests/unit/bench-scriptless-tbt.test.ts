import { describe, expect, it } from "vitest";
import {
  type PageResult,
  islandTbtLimitMs,
  renderReport,
  scriptlessTbt,
  targetChecks,
  tbtText,
} from "../../bench/report";
import { benchReport } from "../support/bench-report";

// The TBT target of the pages with islands: at most 25 ms above the highest median of the pages
// that ran no script in the same bench, so that it follows the machine the bench ran on.

const page = (runTbtMs: (number | null)[], jsTransferBytes: number | null, interactive = false) =>
  ({ spec: { interactive }, runTbtMs, figures: { jsTransferBytes } }) as unknown as PageResult;

/** A page as the bench reports it, every target but TBT met. */
const result = (name: string, path: string, runTbtMs: number[], interactive = false): PageResult => ({
  spec: { name, path, lang: "en", interactive },
  figures: {
    scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
    fcpMs: 900,
    lcpMs: 1000,
    tbtMs: runTbtMs[0] ?? null,
    cls: 0,
    jsTransferBytes: 0,
    totalTransferBytes: 40_000,
    benchmarkIndex: 1500,
    cpuSlowdown: 4,
    onlyOwnNotFoundLogged: false,
  },
  runScores: runTbtMs.map(() => 100),
  runTbtMs,
  runFcpMs: runTbtMs.map(() => 900),
  runLcpMs: runTbtMs.map(() => 1000),
  benchmarkIndexes: runTbtMs.map(() => 1500),
  runSlowdowns: runTbtMs.map(() => 4),
  repeatedRuns: 0,
  misses: [],
  rawFile: `bench/.runs/${name}.json`,
});

/** A bench of one service page (the reference, median 14 ms) and the contact page. */
const bench = (contactTbtMs: number[]) => [
  result("service", "/services/cloud-services", [14, 0, 30]),
  result("contact", "/contact", contactTbtMs, true),
];

/** The TBT check of the bench's contact page, against the bench's own reference. */
const contactTbt = (contactTbtMs: number[]) => {
  const pages = bench(contactTbtMs);
  return targetChecks(pages[1]!, scriptlessTbt(pages)).tbt;
};

describe("scriptlessTbt", () => {
  it("takes the range of the script-less pages' medians and of their single runs", () => {
    expect(scriptlessTbt([page([0, 14, 15], 0), page([43, 12, 0], 0), page([0, 26, 0], 0)])).toEqual({
      pages: 3,
      medianMs: { least: 0, most: 14 },
      runMs: { least: 0, most: 43 },
    });
  });

  it("leaves out interactive pages and pages that requested script, even with no islands", () => {
    const reference = scriptlessTbt([
      page([5, 5, 5], 0),
      page([100, 100, 100], 0, true),
      page([200, 200, 200], 81_000),
    ]);
    expect(reference).toEqual({ pages: 1, medianMs: { least: 5, most: 5 }, runMs: { least: 5, most: 5 } });
  });

  it("leaves out failed runs, and has no reference without a script-less page", () => {
    expect(scriptlessTbt([page([null, 8, 20], 0)])?.runMs).toEqual({ least: 8, most: 20 });
    expect(scriptlessTbt([page([null, null], 0)])).toBeNull();
    expect(scriptlessTbt([page([10], null), page([10], 1024, true)])).toBeNull();
  });
});

describe("tbtText", () => {
  it("shows a median under 100 ms to a tenth, so that one just over a limit does not read as it", () => {
    expect(tbtText(39.4)).toBe("39.4 ms");
    expect(tbtText(5)).toBe("5 ms");
    expect(tbtText(0)).toBe("0 ms");
    expect(tbtText(158.6)).toBe("159 ms");
    expect(tbtText(null)).toBe("–");
  });
});

describe("the TBT target of a page with islands", () => {
  it("is the highest script-less median plus 25 ms, to a tenth of a millisecond", () => {
    expect(islandTbtLimitMs(scriptlessTbt([page([3, 14, 30], 0), page([2, 8, 9], 0)]))).toBe(39);
    expect(islandTbtLimitMs(scriptlessTbt([page([14.26], 0)]))).toBe(39.3);
    expect(islandTbtLimitMs(null)).toBeNull();
  });

  it("is met by a median 25 ms above the script-less pages' highest", () => {
    expect(contactTbt([39, 2, 80])).toBe(true);
  });

  it("is missed by a median 26 ms above it, and by one a tenth of a millisecond over", () => {
    expect(contactTbt([40, 2, 80])).toBe(false);
    expect(contactTbt([39.1, 2, 80])).toBe(false);
  });

  it("is not moved by the floating-point dust of Lighthouse's figures", () => {
    const pages = [
      result("service", "/services/cloud-services", [14.000000000000057, 0, 30]),
      result("contact", "/contact", [39.000000000000057, 2, 80], true),
    ];
    expect(targetChecks(pages[1]!, scriptlessTbt(pages)).tbt).toBe(true);
  });

  it("does not apply to the pages without islands, which are its reference", () => {
    const pages = bench([39, 2, 80]);
    expect(targetChecks(pages[0]!, scriptlessTbt(pages)).tbt).toBeUndefined();
  });

  it("does not apply without a script-less page in the bench, as with `--only contact`", () => {
    const contact = result("contact", "/contact", [400, 2, 80], true);
    expect(scriptlessTbt([contact])).toBeNull();
    expect(targetChecks(contact, null).tbt).toBeUndefined();
  });
});

describe("the report's TBT target", () => {
  const report = (pages: PageResult[]) => benchReport({ pages });
  const contactRow = (text: string) => text.split("\n").find((line) => line.startsWith("| contact"));

  it("shows the limit beside each median of a page with islands, and the figures it comes from", () => {
    const text = renderReport(report(bench([40, 2, 80])));
    expect(contactRow(text)).toContain("| 40 ms (≤ 39 ms) ✗ |");
    expect(text).toContain(
      "the 1 page without islands, none of which requested a script, had TBT medians of 14–14 ms",
    );
    expect(text).toContain("plus 25 ms: a TBT median of at most 39 ms.");
  });

  it("says why it does not apply when no script-less page has a TBT", () => {
    const text = renderReport(report([result("contact", "/contact", [40, 2, 80], true)]));
    expect(contactRow(text)).toContain("| 40 ms (no reference) |");
    expect(text).toContain("the TBT target of the pages with islands does not apply here");
  });
});
