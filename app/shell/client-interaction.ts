import type { ClientDirective } from "astro";
import { watchQuiet } from "./quiet";

/**
 * The `client:interaction` directive (registered in astro.config.ts): an island whose page works
 * without it starts when the visitor first reaches for it (docs/decisions/029-islands-start-when-reached.md):
 * the pointer over it or a finger on it (`pointerover`), the keyboard's focus in it (`focusin`),
 * or a value put in it by the browser's autofill (`input`). A visitor who is already in it when
 * this runs starts it at once. Until then its code is not even fetched, so a page that only shows
 * the form spends none of its loading time on it.
 *
 * Even then, its code is fetched and run, and React takes the island over (hydrates it), in the
 * visitor's pauses (quiet.ts), not under their typing
 * (docs/decisions/035-the-form-starts-in-a-pause.md). Until then the island is the page's HTML,
 * whose fields take every key themselves, and React keeps what was typed.
 */
const STARTERS = ["pointerover", "focusin", "input"] as const;

const interaction: ClientDirective = (load, _options, el) => {
  const start = async () => {
    for (const type of STARTERS) el.removeEventListener(type, start);
    const quiet = watchQuiet(el);
    let hydrate;
    try {
      await quiet.pause();
      hydrate = await load();
      // Typed into while the code came: another pause first (at once, if none).
      await quiet.pause();
    } finally {
      // Also when the code could not be fetched: the watch ends with the wait it served.
      quiet.stop();
    }
    await hydrate();
  };
  if (el.contains(document.activeElement)) {
    void start();
    return;
  }
  for (const type of STARTERS) el.addEventListener(type, start, { passive: true });
};

export default interaction;
