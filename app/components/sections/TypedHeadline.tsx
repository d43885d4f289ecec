import { useEffect, useRef } from "react";
import { island } from "../../i18n/island";
import { loadHomeMotion } from "./load-motion";
import "./TypedHeadline.css";

/**
 * The home page's H1. Screen readers and search engines get the whole sentence (visually hidden);
 * sighted visitors see the fixed start followed by one phrase at a time, typed by typed.js.
 * The prerendered page shows the first phrase, which stays still for visitors who prefer reduced
 * motion. A language change is a full page load, so the typing starts over in the new language.
 */
export function TypedHeadline({
  id,
  headline,
  phrases,
  text,
}: {
  id: string;
  headline: string;
  phrases: string[];
  text: string;
}) {
  const target = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const node = target.current;
    if (!node || phrases.length < 2) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadHomeMotion()?.then(({ startTyping }) => {
      if (!cancelled) stop = startTyping(node, phrases);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [phrases]);

  return (
    <h1 id={id} className="hero__title">
      <span className="visually-hidden">{text}</span>
      <span aria-hidden="true">
        {headline}{" "}
        <span className="hero__typed">
          <span className="hero__typed-line">
            <span ref={target}>{phrases[0]}</span>
          </span>
          {/* Every phrase, invisible in the same place, so the line is as tall as the tallest
              one at any width and the page never moves while typing. */}
          {phrases.map((phrase) => (
            <span key={phrase} className="hero__typed-sizer">
              {phrase}
            </span>
          ))}
        </span>
      </span>
    </h1>
  );
}

export const TypedHeadlineIsland = island("typed-headline", TypedHeadline);
