/**
 * The contact form's proof of work (docs/decisions/025-spam-defence.md): the ALTCHA widget, which
 * fetches a challenge from CHALLENGE_API once the form is first used and solves it in a worker
 * while the visitor types, so Send finds the solution ready.
 *
 * The island imports this module after it has hydrated, so no other page loads any of it. It is
 * the widget's CSP-friendly build (`altcha/external`), which injects no `<style>` element and
 * spawns no `blob:` worker: its PBKDF2 worker is a script file of our origin, built by Vite.
 *
 * The widget is never shown: the island renders it `hidden` (no box, no control, nothing for a
 * screen reader) in the widget's `invisible` mode. So its style sheet (`altcha/altcha.css`, 15 KB,
 * whose only effect in that mode is to hide the widget) is not imported: Astro would link it,
 * render-blocking, on the contact pages.
 */
import "altcha/external";
import type { AltchaWidgetElement } from "altcha/types/generic";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import widgetLanguages from "virtual:widget-languages";
import type { Locale } from "../i18n/locales";

export type { AltchaWidgetElement };

/** The algorithms the server's challenges use (PBKDF2 with SHA-256), each solved in its worker. */
globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());

/**
 * The widget's own texts in the page's language (it shows none in the form's invisible mode, but
 * reads its direction from them), where the locale table names them (app/contact/widget-languages.ts).
 */
export async function loadWidgetLanguage(lang: Locale): Promise<void> {
  await widgetLanguages[lang]?.();
}

/** How long Send waits for a solution still being worked out before it sends without one. */
export const PROOF_TIMEOUT_MS = 30_000;

/** Calls `then` once the widget's methods exist (after its `load` event). */
export function whenWidgetLoaded(widget: AltchaWidgetElement, then: () => void): () => void {
  if (typeof widget.getState === "function") {
    then();
    return () => {};
  }
  widget.addEventListener("load", then, { once: true });
  return () => widget.removeEventListener("load", then);
}

interface StateChange {
  state: string;
  payload?: string | null;
}

/**
 * Keeps the latest solution the widget found, and gives it to Send: at once when it is ready,
 * otherwise when the solving under way (or a new one, started here) ends.
 */
export class Proof {
  private payload: string | null = null;
  private readonly onChange = (event: Event) => {
    const { state, payload } = (event as CustomEvent<StateChange>).detail;
    this.payload = state === "verified" && payload ? payload : null;
  };

  constructor(private readonly widget: AltchaWidgetElement) {
    widget.addEventListener("statechange", this.onChange);
  }

  stop() {
    this.widget.removeEventListener("statechange", this.onChange);
  }

  /** Starts solving unless a solution is ready or being worked out. */
  start() {
    const state = this.widget.getState();
    if (state !== "verified" && state !== "verifying") void this.widget.verify();
  }

  /** The solution for this Send (null when none came within `timeoutMs`, or solving failed twice). */
  solution(timeoutMs = PROOF_TIMEOUT_MS): Promise<string | null> {
    if (this.payload && this.widget.getState() === "verified") return Promise.resolve(this.payload);
    return new Promise((resolve) => {
      let tries = 1;
      const done = (value: string | null) => {
        clearTimeout(timer);
        this.widget.removeEventListener("statechange", listen);
        resolve(value);
      };
      const listen = (event: Event) => {
        const { state, payload } = (event as CustomEvent<StateChange>).detail;
        if (state === "verified" && payload) done(payload);
        else if (state === "error" || state === "expired") {
          // One more challenge (the first may have expired, or its request failed).
          if (tries++ < 2) void this.widget.verify();
          else done(null);
        }
      };
      const timer = setTimeout(() => done(null), timeoutMs);
      this.widget.addEventListener("statechange", listen);
      if (this.widget.getState() !== "verifying") void this.widget.verify();
    });
  }

  /** A solution serves one post: the next Send solves a new challenge, started now. */
  renew() {
    this.payload = null;
    this.widget.reset();
    void this.widget.verify();
  }

  /** After a sent message: a new challenge on the form's next use. */
  clear() {
    this.payload = null;
    this.widget.reset();
  }
}
