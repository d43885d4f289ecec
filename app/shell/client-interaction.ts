import type { ClientDirective } from "astro";

/**
 * The `client:interaction` directive (registered in astro.config.ts), for an island whose page
 * works without it: the contact form (docs/decisions/029-islands-start-when-reached.md). Its code
 * is fetched when the visitor comes to it, and not before, so a page that is only read spends
 * none of its loading time on it:
 *  - when what it shows enters the window (the form is below the first screen on a phone: the
 *    visitor scrolls to it, and reads its labels, before touching it);
 *  - or when the visitor reaches for it first: the pointer over it or a finger on it
 *    (`pointerover`), the keyboard's focus in it (`focusin`), a value put in it by the browser's
 *    autofill (`input`); at once if the focus is already in it when this runs.
 *
 * Its start is split so that typing never waits for it. Fetching and running its code comes
 * first; the hydration, the longest part (React's first render of the form, in code the browser
 * has not run before), waits for the visitor's keys to pause (`TYPING_PAUSE_MS`). Until then the
 * fields are the page's own and answer each key at once; what was typed is kept (the form reads
 * the fields' values when it hydrates). Hydrating while keys came in would make React finish it
 * within the key's event, before the key's frame is drawn.
 */
const STARTERS = ["pointerover", "focusin", "input"] as const;

/** How long the keys must pause before the island hydrates: longer than between two keys. */
export const TYPING_PAUSE_MS = 300;

/** Resolves once no key or input has come in `el` for TYPING_PAUSE_MS. */
function typingPause(el: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const typed = () => {
      clearTimeout(timer);
      timer = setTimeout(paused, TYPING_PAUSE_MS);
    };
    const paused = () => {
      el.removeEventListener("keydown", typed);
      el.removeEventListener("input", typed);
      resolve();
    };
    let timer = setTimeout(paused, TYPING_PAUSE_MS);
    el.addEventListener("keydown", typed, { passive: true });
    el.addEventListener("input", typed, { passive: true });
  });
}

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    observer.disconnect();
    for (const type of STARTERS) el.removeEventListener(type, start);
    const hydrate = await load();
    await typingPause(el);
    await hydrate();
  };
  // The island's root (app/i18n/island.tsx) has no box of its own (`display: contents`): what
  // enters the window are its children.
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) void start();
  });
  if (el.contains(document.activeElement)) {
    void start();
    return;
  }
  for (const type of STARTERS) el.addEventListener(type, start, { passive: true });
  for (const part of el.querySelectorAll(":scope > [data-island] > *")) observer.observe(part);
};

export default interaction;
