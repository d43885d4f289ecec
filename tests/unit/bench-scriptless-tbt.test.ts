import { describe, expect, it } from "vitest";
import { type PageResult, scriptlessTbt, targetChecks, tbtLimitMs, tbtText } from "../../bench/report";

// The report's reference for the interactive pages' TBT: what the pages that ran no script blocked
// for in the same bench.

const page = (runTbtMs: (number | null)[], jsTransferBytes: number | null, interactive = false) =>
  ({ spec: { interactive }, runTbtMs, figures: { jsTransferBytes } }) as unknown as PageResult;

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
    expect(tbtText(5.4)).toBe("5.4 ms");
    expect(tbtText(5)).toBe("5 ms");
    expect(tbtText(0)).toBe("0 ms");
    expect(tbtText(158.6)).toBe("159 ms");
    expect(tbtText(null)).toBe("–");
  });
});

describe("the TBT limit", () => {
  const interactive = (runTbtMs: number[]) =>
    ({
      spec: { path: "/ar/contact", interactive: true },
      runTbtMs,
      runScores: [100, 100, 100],
      runFcpMs: [],
      runLcpMs: [],
      figures: { scores: {}, cls: 0, jsTransferBytes: 0 },
    }) as unknown as PageResult;

  it("is met by a median at the limit, whatever floating-point dust Lighthouse's figure carries", () => {
    expect(tbtLimitMs(interactive([]))).toBe(5);
    expect(targetChecks(interactive([5.000000000000057, 27.000000000000057, 2])).tbt).toBe(true);
    expect(tbtText(5.000000000000057)).toBe("5 ms");
  });

  it("is missed by a median a tenth of a millisecond over it", () => {
    expect(targetChecks(interactive([5.1, 27, 2])).tbt).toBe(false);
    expect(tbtText(5.1)).toBe("5.1 ms");
  });
});
