import { localeFromPath, type Locale } from "../i18n/locales";
import { serverT } from "../i18n/t.server";
import type { Seo } from "../seo/route-meta";

/** The language of a loader's request and a translate function for it (build time). */
export function requestLocale(request: Request) {
  const lang = localeFromPath(new URL(request.url).pathname);
  return { lang, t: serverT(lang) };
}

/** Head data of a simple page whose title and description sit under `pages.<key>` in the strings. */
export function simpleSeo(request: Request, key: string): Seo {
  const { t } = requestLocale(request);
  return { title: t(`pages.${key}.title`), description: t(`pages.${key}.description`) };
}

/** One language's half of a bilingual copy module, for the request's language (build time). */
export function localCopy<T>(request: Request, copy: Record<Locale, T>): T {
  return copy[requestLocale(request).lang];
}
