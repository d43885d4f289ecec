import { median } from "./stats";

/**
 * Where a page's main thread spent its time before the first paint, from the Chrome trace of one
 * Lighthouse run: what stands between the page's HTML and its first frame once the bytes are in,
 * beside the floor page's (bench/floor.ts), whose HTML is as large but which draws only a heading.
 *
 * Each trace event's own time (its duration less that of the events nested in it) is counted
 * once, under the kind of work its name says (the names of Chrome's trace events, as DevTools'
 * performance panel groups them), and only the part before the first contentful paint.
 */

/** Milliseconds of main-thread work before the first contentful paint, by kind. */
export interface FirstPaintWork {
  parse: number;
  script: number;
  style: number;
  layout: number;
  paint: number;
  /** Anything else on the thread: the tasks' own time, garbage collection, loading. */
  other: number;
}

export const WORK_KINDS = ["parse", "script", "style", "layout", "paint", "other"] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** The fields of a Chrome trace event that are read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    frame?: string;
    data?: { frame?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string };
  };
}

const KIND_OF: Record<string, WorkKind> = {
  ParseHTML: "parse",
  EvaluateScript: "script",
  FunctionCall: "script",
  TimerFire: "script",
  EventDispatch: "script",
  FireAnimationFrame: "script",
  FireIdleCallback: "script",
  RunMicrotasks: "script",
  "v8.compile": "script",
  "v8.compileModule": "script",
  "v8.evaluateModule": "script",
  "v8.run": "script",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  ParseAuthorStyleSheet: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  PaintImage: "paint",
  Layerize: "paint",
  UpdateLayer: "paint",
  UpdateLayerTree: "paint",
  CompositeLayers: "paint",
  Commit: "paint",
};

function kindOf(name: string): WorkKind {
  return KIND_OF[name] ?? "other";
}

/**
 * The page's main thread from its navigation to its first contentful paint: the thread and frame
 * of the last main-frame `navigationStart` to `url` (redirects and about:blank come before it) and
 * the first `firstContentfulPaint` of that frame after it. Null when the trace has either missing.
 */
function firstPaintWindow(events: TraceEvent[], url: string) {
  const starts = events.filter(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame === true &&
      event.args.data.documentLoaderURL === url,
  );
  const start = starts.sort((a, b) => a.ts - b.ts).at(-1);
  if (!start) return null;
  const frame = start.args?.frame;
  const fcp = events
    .filter(
      (event) =>
        event.name === "firstContentfulPaint" &&
        event.pid === start.pid &&
        event.ts >= start.ts &&
        (frame === undefined || event.args?.frame === frame),
    )
    .sort((a, b) => a.ts - b.ts)[0];
  if (!fcp) return null;
  return { pid: start.pid, tid: start.tid, from: start.ts, to: fcp.ts };
}

/**
 * The main thread's work before the first contentful paint of `url`, in milliseconds by kind; null
 * when the trace does not show the navigation or its first paint.
 */
export function firstPaintWork(events: TraceEvent[], url: string): FirstPaintWork | null {
  const window = firstPaintWindow(events, url);
  if (!window) return null;
  const clipped = (event: TraceEvent) =>
    Math.max(0, Math.min(event.ts + (event.dur ?? 0), window.to) - Math.max(event.ts, window.from));
  // Complete events of the thread that overlap the window, outermost first where two start together.
  const onThread = events
    .filter(
      (event) =>
        event.ph === "X" &&
        event.pid === window.pid &&
        event.tid === window.tid &&
        event.dur !== undefined &&
        clipped(event) > 0,
    )
    // Where two events cover the same time, the one of a known kind is taken as the inner one, so
    // that the time goes to it rather than to a task that wraps it.
    .sort(
      (a, b) =>
        a.ts - b.ts ||
        (b.dur ?? 0) - (a.dur ?? 0) ||
        Number(kindOf(a.name) !== "other") - Number(kindOf(b.name) !== "other"),
    );
  const work: FirstPaintWork = { parse: 0, script: 0, style: 0, layout: 0, paint: 0, other: 0 };
  const own = new Map<TraceEvent, number>();
  const open: TraceEvent[] = [];
  for (const event of onThread) {
    while (open.length > 0 && open.at(-1)!.ts + open.at(-1)!.dur! <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) own.set(parent, own.get(parent)! - clipped(event));
    own.set(event, clipped(event));
    open.push(event);
  }
  for (const [event, microseconds] of own) work[kindOf(event.name)] += Math.max(0, microseconds) / 1000;
  return work;
}

/** All of it: the main thread's busy time before the first paint. */
export function busyMs(work: FirstPaintWork): number {
  return WORK_KINDS.reduce((sum, kind) => sum + work[kind], 0);
}

/**
 * Each kind's median over the runs that have a trace, and the median of their busy times (which
 * need not be the sum of the kinds' medians); null if no run has one.
 */
export function medianWork(runs: (FirstPaintWork | null)[]): (FirstPaintWork & { busy: number }) | null {
  const traced = runs.filter((run): run is FirstPaintWork => run !== null);
  if (traced.length === 0) return null;
  const of = (values: number[]) => median(values)!;
  return {
    ...(Object.fromEntries(WORK_KINDS.map((kind) => [kind, of(traced.map((run) => run[kind]))])) as Record<
      WorkKind,
      number
    >),
    busy: of(traced.map(busyMs)),
  };
}
