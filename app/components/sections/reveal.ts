import { useEffect, type RefObject } from "react";

/**
 * Fades up, once, each element marked `data-reveal` inside the container as it scrolls into view
 * (1,000 ms; the styles are in sections.css). Nothing is hidden until this has run: without
 * JavaScript, or for visitors who prefer reduced motion, every section simply stays visible.
 * react-intersection-observer loads after hydration, so it costs the first load nothing.
 */
export function useScrollReveal(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let cancelled = false;
    const stops: Array<() => void> = [];
    void import("react-intersection-observer").then(({ observe }) => {
      if (cancelled) return;
      for (const element of root.querySelectorAll<HTMLElement>("[data-reveal]")) {
        element.dataset.reveal = "pending";
        const stop = observe(
          element,
          (inView) => {
            if (!inView) return;
            element.dataset.reveal = "shown";
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
  }, [container]);
}
