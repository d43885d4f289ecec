import { localeFromPath, stripLocale, type Locale } from "../i18n/locales";
import { serverT } from "../i18n/t.server";
import { jsonLdFor } from "../seo/json-ld";
import type { Seo } from "../seo/route-meta";

/** The language of a loader's request and a translate function for it (build time). */
export function requestLocale(request: Request) {
  const lang = localeFromPath(new URL(request.url).pathname);
  return { lang, t: serverT(lang) };
}

/**
 * The last segment of a loader's request path: the slug of a service or product page, the reason of
 * a "not sent" page (those routes are registered one per slug, see app/routes.ts).
 */
export function lastSegment(request: Request): string {
  return new URL(request.url).pathname.replace(/\/+$/, "").split("/").pop() ?? "";
}

/** Head data of a simple page whose title and description sit under `pages.<key>` in the strings. */
export function simpleSeo(request: Request, key: string): Seo {
  const { t } = requestLocale(request);
  return { title: t(`pages.${key}.title`), description: t(`pages.${key}.description`) };
}

/**
 * The structured data of the request's page (home and contact have some). SITE_URL is read at
 * build time, as in the root loader; the server rewrites it in the HTML if it differs at run time.
 */
export function pageJsonLd(request: Request): Seo["jsonLd"] {
  const { pathname } = new URL(request.url);
  const { lang, t } = requestLocale(request);
  const siteUrl = (process.env.SITE_URL ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
  return jsonLdFor(stripLocale(pathname), { siteUrl, siteName: t("brand.name"), lang });
}

/** One language's half of a bilingual copy module, for the request's language (build time). */
export function localCopy<T>(request: Request, copy: Record<Locale, T>): T {
  return copy[requestLocale(request).lang];
}
