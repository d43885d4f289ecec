import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Every navigation scrolls to the top: smoothly, or at once for visitors who prefer reduced motion. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  }, [pathname, hash]);
  return null;
}
