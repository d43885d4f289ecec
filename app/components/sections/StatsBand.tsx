import { useEffect, useRef, useState, type ComponentType } from "react";
import { loadHomeMotion } from "./load-motion";
import { island } from "../../i18n/island";
import { useLocale } from "../../i18n/use-locale";
import type { Direction } from "../../i18n/locales";
import "./StatsBand.css";

/** react-countup's delay before counting, in seconds. */
export const COUNT_DELAY = 1;

interface Stat {
  key: string;
  value: number;
  /** A round figure the company states ("60+ active clients"), not an exact count of files. */
  atLeast: boolean;
  /** The final figure as shown ("7", "60+", "+60"). */
  figure: string;
  /** The words set under the figure, in the form the language gives that number. */
  label: string;
  /** The figure and its words as they are read ("7 digital products", «منتجان رقميان»). */
  text: string;
}

/**
 * The counters under the home banner. The prerendered page holds the final numbers; once the
 * band scrolls into view (react-intersection-observer), react-countup counts up to them. Both
 * libraries load after hydration (home-motion.ts). Screen readers read the final number, never
 * the moving one.
 */
export function StatsBand({ heading, stats }: { heading: string; stats: Stat[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { dir } = useLocale();
  const [CountUp, setCountUp] = useState<ComponentType<{
    end: number;
    delay: number;
    prefix?: string;
    suffix?: string;
  }> | null>(null);

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
        {stats.map(({ key, value, atLeast, figure, label, text }) => (
          <li key={key} className="stat">
            <span className="stat__value" aria-hidden="true">
              {CountUp ? (
                <CountUp end={value} delay={COUNT_DELAY} {...statFigureParts(atLeast, dir)} />
              ) : (
                figure
              )}
            </span>
            <span className="stat__label" aria-hidden="true">
              {label}
            </span>
            <span className="visually-hidden">{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The same "+" as statFigure (app/views/shape.ts), for react-countup to write around the moving number. */
function statFigureParts(atLeast: boolean, dir: Direction) {
  if (!atLeast) return {};
  return dir === "rtl" ? { prefix: "+" } : { suffix: "+" };
}

export const StatsIsland = island("stats", StatsBand);
