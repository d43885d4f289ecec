import { busyMs, firstPaintWork, type TraceEvent } from "../../bench/first-paint";
import { expect, test } from "./fixtures";

/**
 * The bench reads where a page's main thread spends its time before the first paint from the trace
 * of each Lighthouse run (bench/first-paint.ts), by the names of Chromium's trace events. Here the
 * same reading of a trace that this Chromium records of a real page load, with the categories
 * Lighthouse records: a Chromium that renamed the events would leave the bench's table empty or
 * put everything under "other", and this fails instead.
 */
const CATEGORIES = [
  "loading",
  "blink.user_timing",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
];

test("the home page's first paint is preceded by its parsing, style, layout and painting, and nothing is counted twice", async ({
  page,
  baseURL,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Tracing.start", { categories: CATEGORIES.join(","), transferMode: "ReturnAsStream" });
  await page.goto("/", { waitUntil: "load" });
  // The first contentful paint is reported by the time the page has loaded; the timing entry says so.
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  const fcpMs = await page.evaluate(
    () => performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
  );
  const complete = new Promise<{ stream?: string }>((resolve) =>
    cdp.once("Tracing.tracingComplete", resolve),
  );
  await cdp.send("Tracing.end");
  const { stream } = await complete;
  let text = "";
  for (;;) {
    const chunk = await cdp.send("IO.read", { handle: stream! });
    text += chunk.data;
    if (chunk.eof) break;
  }
  await cdp.detach();
  const parsed = JSON.parse(text) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;

  const work = firstPaintWork(events, `${baseURL}/`);
  expect(work).not.toBeNull();
  for (const kind of ["parse", "style", "layout", "paint"] as const)
    expect(work![kind], kind).toBeGreaterThan(0);
  // The page's inline scripts (the web fonts' loader, the islands' start) run as it is parsed.
  expect(work!.script).toBeGreaterThan(0);
  // Each moment is counted once: the busy time fits between the navigation and the first paint.
  expect(busyMs(work!)).toBeLessThanOrEqual(fcpMs + 1);
  expect(firstPaintWork(events, `${baseURL}/about`)).toBeNull();
});
