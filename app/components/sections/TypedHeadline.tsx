import { useEffect, useRef } from "react";

/** typed.js settings of the home banner (spec §9). */
export const TYPED_OPTIONS = { typeSpeed: 50, backSpeed: 50, backDelay: 5000 } as const;

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
    if (phrases.length < 2 || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let typed: { destroy(): void } | undefined;
    let cancelled = false;
    // Loaded after hydration: typed.js is not needed to read or use the page.
    void import("./home-motion").then(({ Typed }) => {
      if (cancelled || !target.current) return;
      const instance = new Typed(target.current, {
        ...TYPED_OPTIONS,
        strings: phrases,
        // The first phrase is already on screen: hold it as long as a typed one, then erase it.
        startDelay: TYPED_OPTIONS.backDelay,
        loop: true,
        contentType: "null",
        // The cursor's blink lives in sections.css: the CSP forbids injected <style> elements.
        autoInsertCss: false,
      });
      instance.strPos = phrases[0]?.length ?? 0;
      typed = instance;
    });
    return () => {
      cancelled = true;
      typed?.destroy();
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
