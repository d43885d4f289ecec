import type { ClientDirective } from "astro";

/**
 * How near the window an island below the first screen starts: far enough ahead that it has
 * started by the time it scrolls in.
 */
const NEAR_MARGIN = "200px";

/**
 * The `client:near` directive (registered in astro.config.ts): an island below the first screen
 * starts once what it shows comes within NEAR_MARGIN of the window
 * (docs/decisions/029-islands-start-when-reached.md). Astro's own `client:visible` watches the
 * island element's children, and the root our islands render (app/i18n/island.tsx) has
 * `display: contents`: no box, so it never enters the window. This one watches that root's
 * children, the boxes the visitor sees.
 */
const near: ClientDirective = (load, _options, el) => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void load().then((hydrate) => hydrate());
    },
    { rootMargin: NEAR_MARGIN },
  );
  for (const part of el.querySelectorAll(":scope > [data-island] > *")) observer.observe(part);
};

export default near;
