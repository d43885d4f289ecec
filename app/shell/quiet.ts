/**
 * Pauses in the visitor's use of a part of the page: the moments to do work that takes the main
 * thread for a while, so that no key they type waits behind it (the contact form's code, its
 * hydration and its proof of work's widget: docs/decisions/035-the-form-starts-in-a-pause.md).
 */

/** How long without a key, a character or a touch counts as a pause: a little over a key's gap. */
export const QUIET_MS = 200;

const BUSY = ["keydown", "input", "pointerdown"] as const;

export interface QuietWatch {
  /** Resolves once `QUIET_MS` have passed since the last key, character or touch (or the watch's start). */
  pause(): Promise<void>;
  /** Stops listening. */
  stop(): void;
}

/** Watches `part` for the visitor's keys, characters and touches, from now on. */
export function watchQuiet(part: EventTarget): QuietWatch {
  let last = performance.now();
  const busy = () => (last = performance.now());
  for (const type of BUSY) part.addEventListener(type, busy, { passive: true });
  return {
    pause() {
      return new Promise((resolve) => {
        const check = () => {
          const left = last + QUIET_MS - performance.now();
          if (left <= 0) resolve();
          else setTimeout(check, left);
        };
        check();
      });
    },
    stop() {
      for (const type of BUSY) part.removeEventListener(type, busy);
    },
  };
}
