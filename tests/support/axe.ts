import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

/**
 * axe-core in the page under test. The site's CSP allows no inline scripts beyond its own hashes,
 * so axe is not added as a <script> element: its source is evaluated through the DevTools
 * protocol, which the page's CSP does not govern.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

export interface AxeViolation {
  rule: string;
  impact: string | null;
  help: string;
  /** Each failing element: its selector and axe's summary of what is wrong. */
  nodes: Array<{ target: string; summary: string }>;
}

declare global {
  interface Window {
    axe?: {
      run(
        context: Document,
        options: object,
      ): Promise<{
        violations: Array<{
          id: string;
          impact: string | null;
          help: string;
          nodes: Array<{ target: unknown[]; failureSummary?: string }>;
        }>;
      }>;
    };
  }
}

export async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const result = await window.axe!.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.map(String).join(" "),
        summary: (n.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 300),
      })),
    }));
  }, wcagTags);
}

/** One line per failing element, for a readable test failure. */
export function describeViolations(url: string, violations: AxeViolation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${url} [${v.rule}] ${n.target} — ${n.summary || v.help}`),
  );
}

/**
 * Waits until the page is still: its lazily loaded scripts have arrived (no network for 500 ms)
 * and no finite CSS animation or transition is running (a fade-in caught half way would show
 * colours the visitor never reads). Endless ones (a blinking cursor, a spinner) are ignored.
 */
export async function waitForStillness(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        // Scroll-driven animations (the header's raised look) follow the scroll position, not time.
        .filter(
          (a) =>
            a.playState === "running" &&
            a.timeline === document.timeline &&
            a.effect?.getComputedTiming().endTime !== Infinity,
        ).length === 0,
    undefined,
    { polling: 100 },
  );
}
