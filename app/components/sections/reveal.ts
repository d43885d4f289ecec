/**
 * Fades up, once, each element marked `data-reveal` inside `root` as it scrolls into view
 * (1,000 ms; the styles are in AboutSections.css). Nothing is hidden until this has run: without
 * JavaScript, or for visitors who prefer reduced motion, every section simply stays visible. What
 * is already on screen when it starts stays as it is, so nothing the visitor sees blinks out.
 * The About page's own script (app/pages/[...lang]/about.astro) runs it. It imports nothing, so
 * Astro writes it into the page rather than as a file the page must fetch first.
 */
export function revealOnScroll(root: ParentNode): void {
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        const element = target as HTMLElement;
        const first = !seen.has(element);
        seen.add(element);
        if (!isIntersecting) {
          // Below the fold: wait, hidden, for the visitor to scroll here.
          element.dataset.reveal = "pending";
          continue;
        }
        if (!first || element.dataset.reveal === "pending") element.dataset.reveal = "shown";
        observer.unobserve(element);
      }
    },
    { threshold: 0.12 },
  );
  for (const element of root.querySelectorAll('[data-reveal]:not([data-reveal="shown"])'))
    observer.observe(element);
}
