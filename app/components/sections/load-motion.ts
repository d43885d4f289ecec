import type * as HomeMotion from "./home-motion";

/**
 * The home page's motion module (home-motion.ts), loaded once after hydration; undefined for
 * visitors who prefer reduced motion, whose page stays still.
 */
export function loadHomeMotion(): Promise<typeof HomeMotion> | undefined {
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return undefined;
  return import("./home-motion");
}
