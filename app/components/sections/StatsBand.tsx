import { useEffect, useRef, useState, type ComponentType } from "react";
import { loadHomeMotion } from "./load-motion";
import { island } from "../../i18n/island";

/** react-countup's delay before counting, in seconds. */
export const COUNT_DELAY = 1;

interface Stat {
  key: string;
  value: number;
  label: string;
}

/**
 * The counters under the home banner. The prerendered page holds the final numbers; once the
 * band scrolls into view (react-intersection-observer), react-countup counts up to them. Both
 * libraries load after hydration (home-motion.ts). Screen readers read the final number, never
 * the moving one.
 */
export function StatsBand({ heading, stats }: { heading: string; stats: Stat[] }) {
  const list = useRef<HTMLUListElement>(null);
  const [CountUp, setCountUp] = useState<ComponentType<{ end: number; delay: number }> | null>(null);

  useEffect(() => {
    const node = list.current;
    if (!node) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadHomeMotion()?.then(({ whenInView, CountUp: counter }) => {
      if (!cancelled) stop = whenInView(node, () => setCountUp(() => counter));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return (
    <section className="stats" aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="visually-hidden">
        {heading}
      </h2>
      <ul className="stats__list" ref={list}>
        {stats.map(({ key, value, label }) => (
          <li key={key} className="stat">
            <span className="stat__value" aria-hidden="true">
              {CountUp ? <CountUp end={value} delay={COUNT_DELAY} /> : `+${value}`}
            </span>
            <span className="stat__label" aria-hidden="true">
              {label}
            </span>
            <span className="visually-hidden">
              +{value} {label}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const StatsIsland = island("stats", StatsBand);
