import type { ComponentType } from "react";
import { I18nProvider, type Strings } from "./i18n";
import type { Locale } from "./locales";
import { strings } from "./strings";

/** What every React root of a page receives from its `.astro` entry: the page's language and path. */
export interface PageScope {
  lang: Locale;
  /** The page's own URL path ("/ar/about"). */
  path: string;
}

/**
 * A component rendered at build time from an `.astro` file, given the page's translations. Astro
 * renders each React component it meets as a root of its own, so each such root provides them;
 * the strings are read on the build machine and reach no public page's script (the editor's
 * preview bundles them).
 */
export function localized<P extends object>(Component: ComponentType<P>) {
  function Localized({ lang, path, ...props }: PageScope & P) {
    return (
      <I18nProvider lang={lang} strings={strings[lang]} path={path}>
        <Component {...(props as P)} />
      </I18nProvider>
    );
  }
  Localized.displayName = `Localized(${Component.displayName ?? Component.name})`;
  return Localized;
}

/** The top-level sections of one language's strings that an island names (its props carry them). */
export function stringsFor(lang: Locale, keys: readonly string[]): Partial<Strings> {
  const all = strings[lang] as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as Partial<Strings>;
}
