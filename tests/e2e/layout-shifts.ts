import type { Page } from "@playwright/test";

/** What the browser tests that measure layout shifts share. */

/** A layout shift the page reported: its score, when (ms into the page) and the boxes that moved. */
export type Shift = { value: number; at: number; sources: string[] };

/** Records the layout shifts of every page the tab opens from now on (read by `layoutShifts`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; sources: Array<{ node?: Node }> }
      >) {
        const sources = entry.sources.map(({ node }) =>
          node instanceof Element
            ? `${node.localName}${node.className ? `.${String(node.className).split(" ")[0]}` : ""}`
            : "text",
        );
        shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts the current page has reported so far. */
export function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
}

/** Waits two frames: what the page has changed is laid out and drawn, and any shift reported. */
export function twoFrames(page: Page): Promise<unknown> {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
