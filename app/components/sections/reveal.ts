import { observe } from "react-intersection-observer";

/**
 * Fades up, once, each element marked `data-reveal` inside `root` as it scrolls into view
 * (1,000 ms; the styles are in sections.css). Nothing is hidden until this has run: without
 * JavaScript, or for visitors who prefer reduced motion, every section simply stays visible. What
 * is already on screen when it starts stays as it is, so nothing the visitor sees blinks out.
 * The About page's own script (app/pages/[...lang]/about.astro) runs it.
 */
export function revealOnScroll(root: ParentNode): void {
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
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
  }
}
