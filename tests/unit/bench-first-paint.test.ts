import { describe, expect, it } from "vitest";
import { busyMs, firstPaintWork, medianWork, type TraceEvent } from "../../bench/first-paint";

// The main thread before the first paint, from a Chrome trace (bench/README.md, step 6): which
// events count, and how their time is split. Times in trace microseconds.
const URL = "http://127.0.0.1:3610/";
const MAIN = { pid: 7, tid: 1 };

const navigation = (ts: number, url = URL, where = MAIN): TraceEvent => ({
  name: "navigationStart",
  ph: "R",
  ...where,
  ts,
  args: { frame: "F1", data: { isLoadingMainFrame: true, documentLoaderURL: url } },
});
const fcp = (ts: number, where = MAIN): TraceEvent => ({
  name: "firstContentfulPaint",
  ph: "R",
  ...where,
  ts,
  args: { frame: "F1" },
});
const task = (name: string, ts: number, dur: number, where = MAIN): TraceEvent => ({
  name,
  ph: "X",
  ...where,
  ts,
  dur,
});

describe("firstPaintWork", () => {
  it("counts each event's own time under its kind, nested events apart from the task around them", () => {
    const events = [
      navigation(1_000),
      task("RunTask", 2_000, 10_000),
      task("ParseHTML", 2_000, 8_000),
      task("EvaluateScript", 3_000, 2_000),
      task("v8.compile", 3_500, 500),
      task("RunTask", 20_000, 9_000),
      task("UpdateLayoutTree", 20_000, 3_000),
      task("Layout", 23_000, 4_000),
      task("Paint", 27_000, 1_000),
      fcp(30_000),
    ];
    expect(firstPaintWork(events, URL)).toEqual({
      parse: 6, // 8 ms less the script in it
      script: 2, // the script's 1.5 ms and its compile's 0.5
      style: 3,
      layout: 4,
      paint: 1,
      other: 3, // the tasks' own: 2 ms and 1 ms
    });
  });

  it("counts only the time between the navigation and the first contentful paint", () => {
    const events = [
      task("Layout", 0, 800), // the previous document's, before the navigation
      navigation(1_000),
      task("ParseHTML", 5_000, 4_000),
      task("Layout", 9_000, 4_000), // half of it after the first paint
      fcp(11_000),
      task("Paint", 12_000, 3_000),
    ];
    expect(firstPaintWork(events, URL)).toEqual({
      parse: 4,
      script: 0,
      style: 0,
      layout: 2,
      paint: 0,
      other: 0,
    });
  });

  it("reads the page's own main thread and navigation, not another thread's, page's or an earlier load's", () => {
    const worker = { pid: 7, tid: 2 };
    const otherTab = { pid: 9, tid: 1 };
    const events = [
      navigation(0, "about:blank"),
      navigation(100),
      navigation(1_000), // a reload: the window starts here
      fcp(500, otherTab),
      task("ParseHTML", 200, 300), // before the last navigation
      task("Layout", 2_000, 1_000),
      task("EvaluateScript", 2_000, 5_000, worker),
      task("Layout", 2_000, 5_000, otherTab),
      fcp(4_000),
    ];
    expect(firstPaintWork(events, URL)).toEqual({
      parse: 0,
      script: 0,
      style: 0,
      layout: 1,
      paint: 0,
      other: 0,
    });
  });

  it("gives two events over the same time to the one of a known kind", () => {
    const events = [
      navigation(0),
      task("Layout", 1_000, 2_000),
      task("LocalFrameView::performLayout", 1_000, 2_000),
      fcp(5_000),
    ];
    expect(firstPaintWork(events, URL)).toMatchObject({ layout: 2, other: 0 });
  });

  it("is null when the trace has no navigation to the page or no first paint after it", () => {
    expect(firstPaintWork([navigation(0, "http://127.0.0.1:3610/about"), fcp(10)], URL)).toBeNull();
    expect(firstPaintWork([fcp(0), navigation(10)], URL)).toBeNull();
  });
});

describe("medianWork", () => {
  const work = (parse: number, layout: number) => ({
    parse,
    script: 0,
    style: 0,
    layout,
    paint: 0,
    other: 0,
  });

  it("takes each kind's median, and the busy times' median, over the traced runs", () => {
    const runs = [work(10, 100), null, work(30, 10), work(20, 40)];
    expect(medianWork(runs)).toEqual({ ...work(20, 40), busy: 60 });
    expect(busyMs(work(10, 100))).toBe(110);
  });

  it("is null without a traced run", () => {
    expect(medianWork([null, null])).toBeNull();
  });
});
