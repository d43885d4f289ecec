import { startTransition, useEffect, useState, type ComponentType } from "react";
import { I18nProvider, type Strings } from "./i18n";
import type { Locale } from "./locales";

/** The props an island receives besides its own: its language, and the strings it uses. */
export interface IslandScope {
  lang: Locale;
  /** The sections of the translations the island reads (stringsFor in localized.tsx picks them). */
  strings?: Partial<Strings>;
}

/**
 * When an island starts (docs/decisions/029-islands-start-when-reached.md), chosen in the `.astro`
 * file that renders it. Until an island starts, its page works without it, so these are bounds on
 * a wait, not races.
 *
 * - `client:idle={idle}`, for what moves in the first screen (the typed headline): once the
 *   browser is idle, and at the latest 2 s after the page's scripts have run. A browser's idle time
 *   follows a frame it has drawn, and a page that draws nothing for a while gets none: in
 *   Chromium's headless shell on a busy machine, an island stayed inert for 10 s and more, until
 *   something on the page asked for a frame.
 * - `client:near`, for what moves below it (the counters, the partners row): once it comes near
 *   the window, so that it has started by the time it scrolls in (app/shell/client-near.ts).
 * - `client:interaction`, for what only answers the visitor (the contact form, which posts as a
 *   plain form meanwhile): when the pointer, a finger or the keyboard's focus first reaches it,
 *   its code then fetched and hydrated in the visitor's pauses (app/shell/client-interaction.ts,
 *   docs/decisions/035-the-form-starts-in-a-pause.md).
 */
export const idle = { timeout: 2000 };

/**
 * A component hydrated in the browser as an Astro island (a `client:` directive in an `.astro` file). Its
 * strings come in its props, serialised into the page, so the translation files never go into a
 * script bundle. Its root (`display: contents`) is marked `data-island` and, once the island runs
 * in the browser, `data-hydrated`: the styles that stand in for script until then key on it, and
 * so do the tests.
 */
export function island<P extends object>(name: string, Component: ComponentType<P>) {
  function Island({ lang, strings = {}, ...props }: IslandScope & P) {
    const hydrated = useHydrated();
    return (
      <div className="island" data-island={name} data-hydrated={hydrated ? "" : undefined}>
        <I18nProvider lang={lang} strings={strings as Strings}>
          <Component {...(props as P)} />
        </I18nProvider>
      </div>
    );
  }
  Island.displayName = `Island(${Component.displayName ?? Component.name})`;
  return Island;
}

/**
 * false when the page is prerendered, true once the component runs in the browser. The render
 * that marks it is a transition: React does it in slices between the visitor's input, where an
 * urgent render would hold a key typed meanwhile until the whole island had rendered again.
 */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
