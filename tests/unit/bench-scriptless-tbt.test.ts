import { describe, expect, it } from "vitest";
import { type PageResult, scriptlessTbt } from "../../bench/report";

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
