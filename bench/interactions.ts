/**
 * How fast the pages answer a visitor (Interaction to Next Paint, measured as Chrome measures it):
 * each scenario is played in a fresh browser context (no cache, no storage) in Chromium with the
 * CPU slowed (Lighthouse's 4× unless the bench says otherwise), a 412 px touch screen, by touch and
 * keyboard as a visitor on a phone does. The page's Event Timing entries (the measure INP is built
 * on) give each interaction's duration, from the input to the frame painted after it; the worst
 * of a round is what INP would report for that visit. Long animation frames that overlap a slow
 * interaction say what ran then (scripts by source, style and layout).
 *
 * Event Timing reports only events of 16 ms or more (its smallest threshold), in steps of 8 ms: an
 * interaction with no entry took less than 16 ms, reported here as 16.
 */
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { chromiumArgs, findChromium } from "../tests/support/chromium";
import { median } from "./stats";

/** The shortest duration Event Timing reports (PerformanceObserver's smallest durationThreshold). */
export const EVENT_TIMING_FLOOR_MS = 16;

export interface InteractionScenario {
  /** What the visitor does, as the report names it. */
  name: string;
  path: string;
  lang: string;
  /** The visitor's steps, once the page has loaded and settled. */
  play(page: Page): Promise<void>;
}

/** One interaction (events that share an interactionId), as Event Timing reported it. */
export interface Interaction {
  /** The slowest of its events. */
  durationMs: number;
  /** That event's type and target ("pointerdown on input#full_name"). */
  event: string;
  startMs: number;
  /** Input delay, processing and presentation of its slowest event. */
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

/** A long animation frame that overlapped a slow interaction: what ran then. */
export interface FrameWork {
  durationMs: number;
  blockingMs: number;
  styleAndLayoutMs: number;
  /** Scripts by invoker and source ("TimerHandler:setTimeout … ContactFormIsland.js 84 ms"). */
  scripts: string[];
}

export interface RoundResult {
  interactions: Interaction[];
  /** The worst interaction of the round (INP for that visit), 16 when none reached 16 ms. */
  worstMs: number;
  worst?: Interaction;
  /** What ran during the worst interaction, when it was slow enough to have long frames. */
  work: FrameWork[];
}

export interface ScenarioResult {
  name: string;
  path: string;
  lang: string;
  rounds: RoundResult[];
  medianWorstMs: number | null;
}

/** Observers registered before the page's own scripts: every event and long frame is kept. */
const OBSERVERS = `(() => {
  const kept = (window.__bench = { events: [], frames: [] });
  const target = (node) =>
    !node ? "" : node.id ? node.tagName.toLowerCase() + "#" + node.id
      : node.tagName ? node.tagName.toLowerCase() + (node.getAttribute("name") ? "[name=" + node.getAttribute("name") + "]" : "") : "";
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      kept.events.push({ name: e.name, id: e.interactionId, start: e.startTime, duration: e.duration,
        processingStart: e.processingStart, processingEnd: e.processingEnd, target: target(e.target) });
  }).observe({ type: "event", durationThreshold: ${EVENT_TIMING_FLOOR_MS}, buffered: true });
  new PerformanceObserver((list) => {
    for (const f of list.getEntries())
      kept.frames.push({ start: f.startTime, duration: f.duration, blocking: f.blockingDuration,
        styleAndLayoutStart: f.styleAndLayoutStart,
        scripts: f.scripts.map((s) => ({ invoker: s.invoker, source: s.sourceURL, duration: s.duration,
          forcedStyleAndLayout: s.forcedStyleAndLayoutDuration })) });
  }).observe({ type: "long-animation-frame", buffered: true });
})();`;

interface KeptEvent {
  name: string;
  id: number;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  target: string;
}
interface KeptFrame {
  start: number;
  duration: number;
  blocking: number;
  styleAndLayoutStart: number;
  scripts: { invoker: string; source: string; duration: number; forcedStyleAndLayout: number }[];
}

/** The interactions of a round's events: each interactionId's slowest event. */
export function interactionsOf(events: readonly KeptEvent[]): Interaction[] {
  const byId = new Map<number, KeptEvent>();
  for (const event of events) {
    if (!event.id) continue;
    const known = byId.get(event.id);
    if (!known || event.duration > known.duration) byId.set(event.id, event);
  }
  return [...byId.values()]
    .sort((a, b) => a.start - b.start)
    .map((event) => ({
      durationMs: event.duration,
      event: `${event.name} on ${event.target || "the document"}`,
      startMs: event.start,
      inputDelayMs: Math.max(0, event.processingStart - event.start),
      processingMs: Math.max(0, event.processingEnd - event.processingStart),
      presentationMs: Math.max(0, event.start + event.duration - event.processingEnd),
    }));
}

/** The long frames that overlap an interaction, as lines a reader can act on. */
function workDuring(interaction: Interaction, frames: readonly KeptFrame[], origin: string): FrameWork[] {
  const end = interaction.startMs + interaction.durationMs;
  return frames
    .filter((frame) => frame.start < end && frame.start + frame.duration > interaction.startMs - 50)
    .map((frame) => ({
      durationMs: Math.round(frame.duration),
      blockingMs: Math.round(frame.blocking),
      styleAndLayoutMs: frame.styleAndLayoutStart
        ? Math.round(frame.start + frame.duration - frame.styleAndLayoutStart)
        : 0,
      scripts: frame.scripts
        .filter((script) => script.duration >= 5)
        .map(
          (script) =>
            `${script.invoker} ${script.source.replace(origin, "") || "(inline)"} ${Math.round(script.duration)} ms` +
            (script.forcedStyleAndLayout >= 5
              ? ` (forced style and layout ${Math.round(script.forcedStyleAndLayout)} ms)`
              : ""),
        ),
    }));
}

/**
 * A finger's tap on the middle of `target`, as the phone sends it: a touch at a point, nothing
 * else. Playwright's `locator.tap()` first checks the target in the page (it waits two animation
 * frames for it to hold still, and listens to the tap's own pointer and touch events to see that it
 * lands on it): script of Playwright's, run at the slowed CPU as part of the tap, which showed in
 * the measured events' input delay and handlers.
 */
async function tap(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${String(target)} has no box`);
  await target.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

async function playRound(
  browser: Browser,
  origin: string,
  scenario: InteractionScenario,
  cpuSlowdown: number,
): Promise<RoundResult> {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    locale: scenario.lang,
  });
  try {
    await context.addInitScript(OBSERVERS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(`${origin}${scenario.path}`, { waitUntil: "load" });
    // Settled as a reader's page is when they reach for it: the load's work done, a moment read.
    await page.waitForTimeout(1_500);
    await scenario.play(page);
    // The last interaction's frame, and its entry delivered.
    await page.waitForTimeout(1_000);
    const kept = await page.evaluate(
      () => (window as unknown as { __bench: { events: KeptEvent[]; frames: KeptFrame[] } }).__bench,
    );
    const interactions = interactionsOf(kept.events);
    const worst = interactions.reduce<Interaction | undefined>(
      (slowest, next) => (!slowest || next.durationMs > slowest.durationMs ? next : slowest),
      undefined,
    );
    return {
      interactions,
      worstMs: Math.max(EVENT_TIMING_FLOOR_MS, worst?.durationMs ?? 0),
      worst,
      work: worst ? workDuring(worst, kept.frames, origin) : [],
    };
  } finally {
    await context.close();
  }
}

/** Each scenario `rounds` times, in turn (round 1 of each, then round 2…), in one Chromium. */
export async function measureInteractions(options: {
  origin: string;
  scenarios: readonly InteractionScenario[];
  rounds: number;
  cpuSlowdown: number;
  log?: (line: string) => void;
}): Promise<ScenarioResult[]> {
  // Loaded here, not with the module: the report (bench/report.ts) reads this module's figures.
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: findChromium({ shell: false }),
    args: chromiumArgs,
  });
  try {
    const results = options.scenarios.map((scenario) => ({
      name: scenario.name,
      path: scenario.path,
      lang: scenario.lang,
      rounds: [] as RoundResult[],
      medianWorstMs: null as number | null,
    }));
    for (let round = 0; round < options.rounds; round++) {
      for (const [index, scenario] of options.scenarios.entries()) {
        const result = await playRound(browser, options.origin, scenario, options.cpuSlowdown);
        results[index]!.rounds.push(result);
        options.log?.(
          `  ${scenario.path} ${scenario.name}, round ${round + 1}: worst ${Math.round(result.worstMs)} ms` +
            (result.worst ? ` (${result.worst.event})` : ""),
        );
      }
    }
    for (const result of results) result.medianWorstMs = median(result.rounds.map((round) => round.worstMs));
    return results;
  } finally {
    await browser.close();
  }
}

/** A visitor's typing: a key about every 120 ms, as a practised thumb types. */
const TYPING_DELAY_MS = 120;

/** The scenarios of the bench: the first touch of each island, and the shell's controls. */
export function interactionScenarios(): InteractionScenario[] {
  const form = (lang: "en" | "ar", name: string, read: boolean): InteractionScenario => ({
    name: read
      ? "contact form: scroll to it, read its labels (1 s), tap the name field, type a name, Tab, type a phone number"
      : "contact form: tap the name field at once, type a name, Tab, type a phone number",
    path: lang === "ar" ? "/ar/contact" : "/contact",
    lang,
    async play(page) {
      const field = page.locator("#contact-full_name");
      // The form is below the first screen on a phone: a visitor scrolls to it first.
      await field.scrollIntoViewIfNeeded();
      if (read) await page.waitForTimeout(1_000);
      await tap(field);
      await page.keyboard.type(name, { delay: TYPING_DELAY_MS });
      await page.keyboard.press("Tab");
      await page.keyboard.type("+971 50 123 4567", { delay: TYPING_DELAY_MS });
    },
  });
  const menu = (lang: "en" | "ar"): InteractionScenario => ({
    name: "menu: open, close",
    path: lang === "ar" ? "/ar" : "/",
    lang,
    async play(page) {
      await tap(page.locator('button[command="show-modal"]'));
      await page.waitForTimeout(600);
      await tap(page.locator('dialog[open] button[command="close"]'));
    },
  });
  const partners = (lang: "en" | "ar"): InteractionScenario => ({
    name: "partners row: pause, play",
    path: lang === "ar" ? "/ar/about" : "/about",
    lang,
    async play(page) {
      const button = page.locator(".partners button").first();
      // The row's island starts as it comes near the screen.
      await button.scrollIntoViewIfNeeded();
      await page.waitForTimeout(1_000);
      await tap(button);
      await page.waitForTimeout(600);
      await tap(button);
    },
  });
  const languageSwitch = (lang: "en" | "ar"): InteractionScenario => ({
    name: "language switch: tap (the next page not followed)",
    path: lang === "ar" ? "/ar/services/cloud-services" : "/services/cloud-services",
    lang,
    async play(page) {
      // The tap's own work (the shell's script remembers the choice) and its paint, without the
      // next page's load, which the Lighthouse runs measure: the navigation is cancelled.
      await page.evaluate(() =>
        document.addEventListener("click", (event) => event.preventDefault(), { capture: true }),
      );
      await tap(page.locator("header a[hreflang]").first());
    },
  });
  return [
    form("en", "Rania Khoury", true),
    form("ar", "رانيا خوري", true),
    form("en", "Rania Khoury", false),
    form("ar", "رانيا خوري", false),
    menu("en"),
    menu("ar"),
    partners("en"),
    partners("ar"),
    languageSwitch("en"),
    languageSwitch("ar"),
  ];
}

/** The target: every scenario's median worst interaction at most this, at the bench's 4× CPU. */
export const INTERACTION_TARGET_MS = 100;

/** The report's section: a table of the scenarios, and what ran behind each slow interaction. */
export function renderInteractions(results: readonly ScenarioResult[], cpuSlowdown: number): string[] {
  if (results.length === 0) return [];
  const rounds = Math.max(...results.map((result) => result.rounds.length));
  const out = [
    `## Interactions (${rounds} round${rounds === 1 ? "" : "s"} each, ${cpuSlowdown}× CPU, 412 px, touch)`,
    "",
    "Each scenario is played in a fresh browser context (nothing cached, nothing stored) once the page has " +
      "loaded and sat still for 1.5 s, by touch and keyboard (a key every " +
      `${TYPING_DELAY_MS} ms), in Chromium with the CPU slowed as in the Lighthouse runs (bench/interactions.ts). ` +
      "Each interaction's duration is Chrome's Event Timing entry for it: from the input to the frame drawn after it, " +
      "the measure Interaction to Next Paint (INP) takes the worst of. Event Timing reports 16 ms and more, in steps " +
      `of 8 ms; below that, 16 is written. Target: every scenario's median at most ${INTERACTION_TARGET_MS} ms. No ` +
      "network throttling: the island's files arrive at once, as from the cache.",
    "",
    "| Page | Scenario | Worst interaction of each round | Median | Slowest event of the median round |",
    "|---|---|---|--:|---|",
  ];
  for (const result of results) {
    const ok = result.medianWorstMs !== null && result.medianWorstMs <= INTERACTION_TARGET_MS;
    const sorted = [...result.rounds].sort((a, b) => a.worstMs - b.worstMs);
    const middle = sorted[Math.floor((sorted.length - 1) / 2)];
    const slowest = middle?.worst
      ? `${middle.worst.event}: input delay ${Math.round(middle.worst.inputDelayMs)}, handlers ` +
        `${Math.round(middle.worst.processingMs)}, to the frame ${Math.round(middle.worst.presentationMs)} ms`
      : "none of 16 ms or more";
    out.push(
      `| \`${result.path}\` | ${result.name} | ${result.rounds.map((round) => Math.round(round.worstMs)).join(", ")} ms | ` +
        `${result.medianWorstMs === null ? "–" : `${Math.round(result.medianWorstMs)} ms`} ${ok ? "✓" : "✗"} | ${slowest} |`,
    );
  }
  out.push("");
  const slow = results.flatMap((result) =>
    result.rounds
      .filter((round) => round.worstMs > INTERACTION_TARGET_MS && round.work.length > 0)
      .map((round) => ({ result, round })),
  );
  if (slow.length > 0) {
    out.push(
      `What ran during the interactions over ${INTERACTION_TARGET_MS} ms (long animation frames that overlap them):`,
      "",
    );
    for (const { result, round } of slow) {
      const frames = round.work
        .map(
          (frame) =>
            `a ${frame.durationMs} ms frame (blocking ${frame.blockingMs} ms, style and layout ${frame.styleAndLayoutMs} ms` +
            (frame.scripts.length ? `; ${frame.scripts.join("; ")}` : "; no script") +
            ")",
        )
        .join(", ");
      out.push(`- \`${result.path}\`, ${Math.round(round.worstMs)} ms (${round.worst!.event}): ${frames}`);
    }
    out.push("");
  }
  return out;
}
