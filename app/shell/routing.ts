/**
 * What every page entry (`app/pages/[...lang]/…`) shares: one page per language, the English one
 * unprefixed and the others under their prefix (decision 002), from the one locale table.
 */
import { catalogue } from "../content/collections";
import { languagesOf, routes, sitePages, type PageName } from "../site";
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

/**
 * The pages of one route of the table (`routeParams("article")`), in the languages each exists
 * in, from the page table (app/site.ts): for the routes whose pages are not in every language, or
 * not at all (the news, while it is off).
 */
export const routeParams = (name: PageName) => async () => {
  const pattern: string = routes[name];
  const [before, after = ""] = pattern.split(":slug") as [string, string?];
  return sitePages(await catalogue()).flatMap((page) => {
    let slug: string | undefined;
    if (pattern.includes(":slug")) {
      if (!page.path.startsWith(before) || !page.path.endsWith(after)) return [];
      slug = page.path.slice(before.length, page.path.length - after.length);
      if (!slug || slug.includes("/")) return [];
    } else if (page.path !== pattern) return [];
    return languagesOf(page).map((code) => ({
      params: { lang: locales[code].prefix.slice(1) || undefined, ...(slug !== undefined && { slug }) },
    }));
  });
};
