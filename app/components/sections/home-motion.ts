/**
 * The home page's motion: the typed headline, and the counters that count up once they come into
 * view. This module and its libraries (typed.js, react-intersection-observer, react-countup) load
 * after hydration and never for visitors who prefer reduced motion: nothing here is needed to read
 * or use the page.
 */
import { createElement, useRef, type RefObject } from "react";
import { useCountUp } from "react-countup";
import Typed from "typed.js";
import { observe } from "react-intersection-observer";

/** typed.js settings of the home banner. */
export const TYPED_OPTIONS = { typeSpeed: 50, backSpeed: 50, backDelay: 5000 } as const;

/** Types the phrases one after the other into `target`, which already shows the first. */
export function startTyping(target: HTMLElement, phrases: string[]): () => void {
  const typed = new Typed(target, {
    ...TYPED_OPTIONS,
    strings: phrases,
    // The first phrase is already on screen: hold it as long as a typed one, then erase it.
    startDelay: TYPED_OPTIONS.backDelay,
    loop: true,
    contentType: "null",
    // The cursor's blink lives in TypedHeadline.css: the CSP forbids injected <style> elements.
    autoInsertCss: false,
  });
  typed.strPos = phrases[0]?.length ?? 0;
  return () => typed.destroy();
}

/** Calls `show` once, when half of `element` is in view. */
export function whenInView(element: Element, show: () => void): () => void {
  const stop = observe(
    element,
    (inView) => {
      if (!inView) return;
      stop();
      show();
    },
    { threshold: 0.5 },
  );
  return stop;
}

/**
 * One counter, counting from 0 up to `end` after `delay` seconds (react-countup's hook, on the
 * number already on the page). The hook is the package's named export: its default export is a
 * CommonJS module's, which ES module bundlers read differently.
 */
export function CountUp({
  end,
  delay,
  prefix = "",
  suffix = "",
}: {
  end: number;
  delay: number;
  prefix?: string;
  suffix?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  // The package's types predate React 19's nullable refs.
  useCountUp({ ref: ref as RefObject<HTMLElement>, start: 0, end, delay, duration: 2, prefix, suffix });
  // It starts from zero, shown until the delay has passed (as react-countup's own component does).
  return createElement("span", { ref }, `${prefix}0${suffix}`);
}
