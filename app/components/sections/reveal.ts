import { useEffect, type RefObject } from "react";

/**
 * Fades up, once, each element marked `data-reveal` inside the container as it scrolls into view
 * (1,000 ms; the styles are in sections.css). Nothing is hidden until this has run: without
 * JavaScript, or for visitors who prefer reduced motion, every section simply stays visible. What
 * is already on screen when it starts stays as it is, so nothing the visitor sees blinks out.
 * react-intersection-observer loads after hydration, so it costs the first load nothing.
 * Changing `revision` looks again for elements added since (sections rendered later).
 */
export function useScrollReveal(container: RefObject<HTMLElement | null>, revision = 0) {
  useEffect(() => {
    const root = container.current;
    if (!root || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let cancelled = false;
    const stops: Array<() => void> = [];
    void import("react-intersection-observer").then(({ observe }) => {
      if (cancelled) return;
      for (const element of root.querySelectorAll<HTMLElement>('[data-reveal]:not([data-reveal="shown"])')) {
        let first = true;
        const stop = observe(
          element,
          (inView) => {
            const wasFirst = first;
            first = false;
            if (!inView) {
              // Below the fold: wait, hidden, for the visitor to scroll here.
              element.dataset.reveal = "pending";
              return;
            }
            if (!wasFirst || element.dataset.reveal === "pending") element.dataset.reveal = "shown";
            stop();
          },
          { threshold: 0.12 },
        );
        stops.push(stop);
      }
    });
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
    };
  }, [container, revision]);
}
