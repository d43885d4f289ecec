/**
 * What every page entry (`app/pages/[...lang]/…`) shares: one page per language, the English one
 * unprefixed and the others under their prefix (decision 002), from the one locale table.
 */
import { catalogue } from "../content/collections";
import type { DetailKind } from "../content/kinds";
import { defaultLocale, isLocale, localeCodes, locales, type Locale } from "../i18n/locales";
import type { PageScope } from "../i18n/localized";

/** The `lang` parameter of each language's page: none for English, "ar" for /ar. */
export function localeParams() {
  return localeCodes.map((code) => ({ params: { lang: locales[code].prefix.slice(1) || undefined } }));
}

/** Each language's page for each value of one more parameter (a slug, a reason). */
export function localeParamsFor<K extends string>(name: K, values: readonly string[]) {
  return localeParams().flatMap(({ params }) =>
    values.map((value) => ({
      params: { ...params, [name]: value } as { lang: string | undefined } & Record<K, string>,
    })),
  );
}

/** A list's detail pages (`/services/<slug>`) in each language: one per file of the list. */
export const detailParams = (kind: DetailKind) => async () =>
  localeParamsFor("slug", (await catalogue())[kind]);

/**
 * A list page and its `/all` twin (`/services` and `/services/all`, decision 002) in each language:
 * the entry `[...all].astro` gets `all` empty, then "all".
 */
export function listParams() {
  return localeParams().flatMap(({ params }) => [
    { params: { ...params, all: undefined } },
    { params: { ...params, all: "all" } },
  ]);
}

/** The page's language and path, from its `lang` parameter and its URL (no trailing slash). */
export function pageScope(astro: { params: { lang?: string }; url: URL }): PageScope {
  const lang: Locale = isLocale(astro.params.lang) ? astro.params.lang : defaultLocale;
  const path = astro.url.pathname.replace(/\/(index\.html)?$/, "").replace(/\.html$/, "") || "/";
  return { lang, path };
}
