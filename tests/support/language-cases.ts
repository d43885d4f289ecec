/**
 * Which language a visitor gets, and which the site remembers (decision 002), as one table that
 * holds the server's detection (server/site/language.ts) and the page's inline script
 * (app/shell/inline-script.ts) to the same answers: the unit test plays every case through the
 * server alone (a browser without script), the server and the script, and the script alone (a
 * static host); the browser tests play the ones on the site's own host in Chromium, with and
 * without JavaScript.
 */
export interface LanguageCase {
  name: string;
  /** Where the visitor goes: a path, on `host` (default: the site's own host). */
  path: string;
  host?: string;
  /** The `i18next` cookie before (none if absent). */
  cookie?: string;
  /** localStorage `i18nextLng` before: only the script sees it. */
  stored?: string;
  /** The visitor follows the language switch of this page (a path on the same host). */
  from?: string;
  /** Where the visitor ends up. */
  lands: string;
  /** The `i18next` cookie afterwards (none if absent). */
  remembers?: string;
  /** Without script, where that differs (localStorage is the browser's alone). */
  withoutScript?: { lands: string; remembers?: string };
}

export const languageCases: readonly LanguageCase[] = [
  {
    name: "a first visit to an unprefixed page is English, and stores nothing",
    path: "/about",
    lands: "/about",
  },
  {
    name: "a first visit to an Arabic page is Arabic, and remembered",
    path: "/ar/about",
    lands: "/ar/about",
    remembers: "ar",
  },
  {
    name: "the bare address, for a visitor who arrived in Arabic, is Arabic",
    path: "/",
    cookie: "ar",
    lands: "/ar",
    remembers: "ar",
  },
  {
    name: "an unprefixed page, for a visitor who arrived in Arabic, is Arabic",
    path: "/services/cloud-services",
    cookie: "ar",
    lands: "/ar/services/cloud-services",
    remembers: "ar",
  },
  {
    name: "an /ar path wins over an English cookie, and Arabic is remembered",
    path: "/ar/contact",
    cookie: "en",
    lands: "/ar/contact",
    remembers: "ar",
  },
  {
    name: "the switch from Arabic to English wins over the Arabic cookie, and English is remembered",
    path: "/about",
    from: "/ar/about",
    cookie: "ar",
    lands: "/about",
    remembers: "en",
  },
  {
    name: "the switch from English to Arabic is remembered",
    path: "/ar/products/all",
    from: "/products/all",
    lands: "/ar/products/all",
    remembers: "ar",
  },
  {
    name: "an English cookie keeps an unprefixed page English",
    path: "/contact",
    cookie: "en",
    lands: "/contact",
    remembers: "en",
  },
  {
    name: "an unknown language in the cookie counts for nothing",
    path: "/about",
    cookie: "fr",
    lands: "/about",
    remembers: "fr",
  },
  {
    name: "the ar. subdomain asks for Arabic, and the Arabic page remembers it",
    host: "ar.example.test",
    path: "/about",
    lands: "/ar/about",
    remembers: "ar",
  },
  {
    name: "on the ar. subdomain the cookie comes first",
    host: "ar.example.test",
    path: "/about",
    cookie: "en",
    lands: "/about",
    remembers: "en",
  },
  {
    name: "localStorage alone asks for Arabic where script runs",
    path: "/about",
    stored: "ar",
    lands: "/ar/about",
    remembers: "ar",
    withoutScript: { lands: "/about" },
  },
];

/** The host the site's own pages are on, in the unit test's simulation. */
export const siteHost = "127.0.0.1:3000";
