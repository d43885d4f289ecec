import { useEffect } from "react";
import { LANG_COOKIE, localeInPath, localizePath, readCookie, resolveLocale } from "../i18n/locales";

/**
 * Our server redirects a returning Arabic visitor from an unprefixed URL before the page is sent.
 * Where the static pages are served by a CDN instead, this does the same in the browser, in the
 * detection order of DESIGN §2 (path, cookie, then the page's own html lang).
 */
export function LanguageRedirect() {
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (localeInPath(pathname)) return;
    const wanted = resolveLocale({
      cookie: readCookie(document.cookie, LANG_COOKIE),
      htmlLang: document.documentElement.lang,
    });
    if (wanted !== document.documentElement.lang) {
      window.location.replace(localizePath(pathname, wanted) + search + hash);
    }
  }, []);
  return null;
}
