import { describe, expect, it } from "vitest";
import { interactionsOf, renderInteractions, type ScenarioResult } from "../../bench/interactions";

/** An Event Timing entry as the page's observer keeps it. */
const entry = (id: number, name: string, start: number, duration: number, processing = [start, start]) => ({
  name,
  id,
  start,
  duration,
  processingStart: processing[0]!,
  processingEnd: processing[1]!,
  target: "input#contact-full_name",
});

describe("the interactions of a round", () => {
  it("are the events that share an interactionId, each its slowest event; events of no interaction are left out", () => {
    const interactions = interactionsOf([
      entry(7, "keydown", 100, 40, [110, 120]),
      entry(7, "keyup", 180, 120, [200, 290]),
      entry(0, "pointermove", 50, 300),
      entry(3, "click", 20, 24, [21, 22]),
    ]);
    expect(interactions).toEqual([
      {
        durationMs: 24,
        event: "click on input#contact-full_name",
        startMs: 20,
        inputDelayMs: 1,
        processingMs: 1,
        presentationMs: 22,
      },
      {
        durationMs: 120,
        event: "keyup on input#contact-full_name",
        startMs: 180,
        inputDelayMs: 20,
        processingMs: 90,
        presentationMs: 10,
      },
    ]);
  });
});

describe("the report's interactions", () => {
  const scenario = (path: string, worst: number[], work = false): ScenarioResult => ({
    name: "contact form",
    path,
    lang: "en",
    rounds: worst.map((worstMs) => ({
      interactions: [],
      worstMs,
      worst: {
        durationMs: worstMs,
        event: "keyup on input#contact-full_name",
        startMs: 0,
        inputDelayMs: 10,
        processingMs: worstMs - 20,
        presentationMs: 10,
      },
      work: work
        ? [
            {
              durationMs: 300,
              blockingMs: 250,
              styleAndLayoutMs: 3,
              scripts: ["ASTRO-ISLAND.onkeyup /a.js 280 ms"],
            },
          ]
        : [],
    })),
    medianWorstMs: [...worst].sort((a, b) => a - b)[Math.floor((worst.length - 1) / 2)]!,
  });

  it("holds each scenario's median to 100 ms, and says what ran behind each slow one", () => {
    const lines = renderInteractions(
      [scenario("/contact", [48, 56, 100]), scenario("/ar/contact", [96, 300, 320], true)],
      4,
    );
    const rows = lines.filter((line) => line.startsWith("| `"));
    expect(rows[0]).toContain("| 48, 56, 100 ms | 56 ms ✓ |");
    expect(rows[1]).toContain("| 96, 300, 320 ms | 300 ms ✗ |");
    expect(lines.join("\n")).toContain("4× CPU");
    const explained = lines.filter((line) => line.startsWith("- `"));
    expect(explained).toHaveLength(2);
    expect(explained[0]).toContain("ASTRO-ISLAND.onkeyup /a.js 280 ms");
  });

  it("writes nothing without scenarios", () => {
    expect(renderInteractions([], 4)).toEqual([]);
  });
});
