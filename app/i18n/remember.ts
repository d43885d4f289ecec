import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, LANG_STORAGE_KEY, type Locale } from "./locales";

/** Stores the visitor's language choice where the detection order looks for it (DESIGN §2). */
export function rememberLocale(lang: Locale): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANG_COOKIE}=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage can be unavailable (private mode, disabled); the cookie is enough.
  }
}
