import {
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE,
  localeFromPath,
  localeInPath,
  localizePath,
  resolveLocale,
  toLocale,
  type Locale,
} from "../../app/i18n/locales";

/**
 * The server's half of language detection (decision 002); the page's inline script
 * (app/shell/inline-script.ts) is the other, for hosts without our server and for what only the
 * browser knows (localStorage). tests/support/language-cases.ts holds both to the same answers.
 */
export interface PageRequest {
  /** The page's URL path ("/about", "/ar/about"). */
  path: string;
  /** The `i18next` cookie's value, if any. */
  cookie?: string | null;
  /** The Host header, port and all (an `ar.` subdomain asks for Arabic). */
  host?: string | null;
  /** The Referer header: a page of this site in another language means its language switch. */
  referer?: string | null;
}

export type PageLanguage =
  /** Another language's page is wanted: send the visitor there (302). */
  | { redirect: string }
  /** Serve the page in its language; `remember` it in the cookie when the cookie says otherwise. */
  | { lang: Locale; remember?: Locale };

/** Followed a link from a page of this site in another language: the language switch. */
function fromTheSwitch(request: PageRequest, lang: Locale): boolean {
  if (!request.referer) return false;
  try {
    const from = new URL(request.referer);
    return from.host === request.host && localeFromPath(from.pathname) !== lang;
  } catch {
    return false;
  }
}

/**
 * The language of a page request:
 * - a prefixed page (`/ar/…`) is in its language whatever else says, and is remembered;
 * - an unprefixed page reached by the language switch (from a page of the site in another
 *   language) is in the default language, and that is remembered: an explicit path wins;
 * - any other unprefixed page goes to the language the cookie, else the `ar.` subdomain, asks
 *   for; a visit sent on like this changes nothing, and the default language is not stored.
 */
export function pageLanguage(request: PageRequest): PageLanguage {
  const cookie = toLocale(request.cookie);
  const lang = localeFromPath(request.path);
  const remember = (explicit: Locale) => (cookie === explicit ? { lang } : { lang, remember: explicit });
  if (localeInPath(request.path) || fromTheSwitch(request, lang)) return remember(lang);
  const wanted = resolveLocale({ cookie, host: request.host?.replace(/:\d+$/, "") });
  return wanted === lang ? { lang } : { redirect: localizePath(request.path, wanted) };
}

/** The Set-Cookie value that remembers a language: a year, the whole site, as the switch sets it. */
export function languageCookie(lang: Locale, https: boolean): string {
  return `${LANG_COOKIE}=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${https ? "; Secure" : ""}`;
}
