import type { EmblaCarouselType } from "embla-carousel";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/i18n";
import type { Partner } from "../content/schemas";
import { useLocale } from "../i18n/use-locale";
import { island } from "../i18n/island";
import { PauseIcon, PlayIcon } from "./icons";
import "./PartnersCarousel.css";

/** Autoplay interval of the partners carousel. */
export const PARTNERS_AUTOPLAY_MS = 2500;

/**
 * "Meet our partners": an endless row of logos that advances every 2.5 s, pauses while hovered,
 * and can be paused by its button (WCAG 2.2.2). It stays still for visitors who prefer reduced
 * motion. Without JavaScript (and on pages that load none) the row scrolls sideways by hand.
 *
 * This component alone decides when the row moves, from the visitor's button, the motion
 * preference and the pointer resting on the logos. The autoplay plugin's own hover, focus and
 * drag handlers are off: they start the row again on leaving, even after a Pause.
 */
export function PartnersCarousel({ partners }: { partners: Partner[] }) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const [reduceMotion, setReduceMotion] = useState(false);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);

  // The carousel's script loads once the band comes within half a screen of the viewport. It sits
  // below the fold on every page and its logos are already there, so nothing waits for it; and
  // Embla measures the row as it starts, work (and forced layout) kept out of the page's load.
  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    let carousel: EmblaCarouselType | undefined;
    let cancelled = false;
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        void Promise.all([import("embla-carousel"), import("embla-carousel-autoplay")]).then(
          ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
            if (cancelled) return;
            carousel = EmblaCarousel(node, { loop: true, direction: dir, align: "start" }, [
              Autoplay({
                delay: PARTNERS_AUTOPLAY_MS,
                // Stop on a press and never restart by itself; hover is handled below. (The logos
                // hold nothing focusable, so there is no focus to pause on.)
                stopOnInteraction: true,
                stopOnMouseEnter: false,
                stopOnFocusIn: false,
                playOnInit: false,
              }),
            ]);
            setApi(carousel);
          },
        );
      },
      { rootMargin: "50% 0px" },
    );
    near.observe(node);
    return () => {
      cancelled = true;
      near.disconnect();
      carousel?.destroy();
    };
  }, [dir]);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduceMotion(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  const autoplayOn = playing && !reduceMotion;
  const moving = autoplayOn && !hovered;
  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!api || !autoplay) return;
    const apply = () => {
      // With every logo already in view there is nothing to scroll (and the plugin is inert).
      if (api.scrollSnapList().length <= 1) return;
      if (moving && !autoplay.isPlaying()) autoplay.play();
      if (!moving && autoplay.isPlaying()) autoplay.stop();
    };
    // Embla stops the autoplay when a logo is pressed or swiped, and re-creates its plugins,
    // stopped, when it measures the row again (a resize, or the band first drawn as it nears the
    // screen): both times the row goes back to what this component wants.
    apply();
    api.on("pointerUp", apply).on("reInit", apply);
    return () => {
      api.off("pointerUp", apply).off("reInit", apply);
    };
  }, [api, moving]);

  return (
    <section className="partners" aria-labelledby="partners-heading">
      <div className="container">
        <div className="partners__head">
          <div>
            <h2 id="partners-heading" className="partners__heading">
              {t("partners.heading")}
            </h2>
            <p className="partners__intro">{t("partners.intro")}</p>
          </div>
          <button
            type="button"
            className="partners__toggle"
            aria-pressed={!autoplayOn}
            disabled={reduceMotion}
            onClick={() => setPlaying((value) => !value)}
            data-ready={api ? "true" : "false"}
            // A label rather than visually hidden text: the band is content-visibility: auto, and
            // off screen axe could not always tell hidden text is read out (a flaky button-name).
            aria-label={autoplayOn ? t("partners.pause") : t("partners.play")}
          >
            {autoplayOn ? <PauseIcon size={18} /> : <PlayIcon size={18} className="icon-directional" />}
          </button>
        </div>
        <div
          className="partners__viewport"
          ref={viewport}
          // Until the carousel runs (and for good on a page without script) the row is scrolled by
          // hand: a tab stop, so that the arrow keys scroll it too (WCAG 2.1.1). A keyboard user's
          // Tab to it brings the band near the screen and starts the carousel: the row stays a tab
          // stop until focus leaves it, or the browser would drop that focus to the page's body.
          tabIndex={api && !focused ? undefined : 0}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          role="group"
          aria-labelledby="partners-heading"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
        >
          <ul className="partners__track">
            {partners.map((partner) => (
              <li className="partners__slide" key={partner.logo}>
                <img
                  src={partner.logo}
                  alt={partner.name}
                  width={160}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** The carousel as an island, and the sections of the translations it reads. */
export const PartnersIsland = island("partners", PartnersCarousel);
export const partnersStrings = ["partners"] as const;
