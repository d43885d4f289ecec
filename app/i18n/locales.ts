/** What the site knows of a language: each is a fact the code reads here rather than naming it. */
export interface LocaleFacts {
  dir: "ltr" | "rtl";
  /** Its pages' URL prefix ("" for the default language's, at the root). */
  prefix: string;
  /** Its own name for itself, as the language switch shows it. */
  nativeName: string;
  /** Its name in English, for the ERP's notes on a lead. */
  englishName: string;
  /** OpenGraph's `og:locale`. */
  ogLocale: string;
  /** Odoo's code for it (its `res.lang` record): a lead in it carries that language. */
  odooLang: string;
  /**
   * The writing system it is set in, by Unicode's name for it in small letters (`latin`, `arabic`,
   * `cyrillic`): the fonts (app/styles/web-fonts.json) and the style sheets' `[data-script]` rules
   * follow it, so a language in a script the site has needs no new fonts, and the language switch
   * tells a label's language by its letters' script.
   */
  script: string;
  /**
   * The contact form's proof-of-work widget's own texts for it (`altcha/i18n/<name>`), when it
   * needs them: the widget speaks English by itself. See app/contact/widget-languages.ts.
   */
  altcha?: string;
}

/**
 * The one locale table. Everything language-dependent (URL prefixes, direction, the prerender list,
 * hreflang, OpenGraph locales, fonts, the ERP's language) is derived from it, so adding a language
 * starts here (docs/development.md, "Adding a language").
 */
export const locales = {
  en: {
    dir: "ltr",
    prefix: "",
    nativeName: "English",
    englishName: "English",
    ogLocale: "en_US",
    odooLang: "en_US",
    script: "latin",
  },
  ar: {
    dir: "rtl",
    prefix: "/ar",
    nativeName: "العربية",
    englishName: "Arabic",
    ogLocale: "ar_AR",
    odooLang: "ar_001",
    script: "arabic",
    altcha: "ar",
  },
} as const satisfies Record<string, LocaleFacts>;

export type Locale = keyof typeof locales;
export type Direction = (typeof locales)[Locale]["dir"];
/** The writing system a language is set in: the language switch tells its labels' language by it. */
export type Script = (typeof locales)[Locale]["script"];

export const defaultLocale: Locale = "en";
/** The language of the editor's own words at /admin (its pages, the preview's messages). */
export const editorLocale: Locale = defaultLocale;
export const localeCodes = Object.keys(locales) as Locale[];

/** Cookie and localStorage keys used by i18next's detector conventions (decision 002). */
export const LANG_COOKIE = "i18next";
export const LANG_STORAGE_KEY = "i18nextLng";
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && Object.hasOwn(locales, value);
}

/** Normalises a language tag such as "ar-EG" or "AR" to a supported locale, or undefined. */
export function toLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/** The locale named by a path's prefix, if any ("/ar/about" → "ar", "/about" → undefined). */
export function localeInPath(pathname: string): Locale | undefined {
  for (const code of localeCodes) {
    const { prefix } = locales[code];
    if (prefix && (pathname === prefix || pathname.startsWith(prefix + "/"))) return code;
  }
  return undefined;
}

/** The language a page URL is in: its prefix, else the default. */
export function localeFromPath(pathname: string): Locale {
  return localeInPath(pathname) ?? defaultLocale;
}

/** The language-neutral page path: "/ar/about" → "/about", "/ar" → "/". */
export function stripLocale(pathname: string): string {
  const code = localeInPath(pathname);
  if (!code) return pathname || "/";
  const rest = pathname.slice(locales[code].prefix.length);
  return rest === "" ? "/" : rest;
}

/** The URL of a language-neutral path in a language: ("/about", "ar") → "/ar/about", ("/", "ar") → "/ar". */
export function localizePath(path: string, locale: Locale): string {
  const neutral = stripLocale(path.startsWith("/") ? path : `/${path}`);
  const { prefix } = locales[locale];
  if (!prefix) return neutral;
  return neutral === "/" ? prefix : prefix + neutral;
}

/** The same page in another language, keeping query and hash. */
export function switchLocaleHref(
  location: { pathname: string; search?: string; hash?: string },
  to: Locale,
): string {
  return localizePath(location.pathname, to) + (location.search ?? "") + (location.hash ?? "");
}

export interface LocaleSources {
  /** The URL path: an explicit prefix always wins. */
  pathname?: string;
  /** The `i18next` cookie's value. */
  cookie?: string | null;
  /** The document's `lang` attribute (browser only). */
  htmlLang?: string | null;
  /** localStorage `i18nextLng` (browser only). */
  localStorage?: string | null;
  /** The request's host, for an `ar.` subdomain. */
  host?: string | null;
}

/**
 * Resolves the visitor's language in the spec's order: path, cookie, html tag, localStorage,
 * subdomain; the default when none names a supported language.
 */
export function resolveLocale(sources: LocaleSources): Locale {
  const subdomain = sources.host?.split(".")[0];
  const candidates = [
    sources.pathname ? localeInPath(sources.pathname) : undefined,
    toLocale(sources.cookie),
    toLocale(sources.htmlLang),
    toLocale(sources.localStorage),
    sources.host && sources.host.split(".").length > 2 ? toLocale(subdomain) : undefined,
  ];
  return candidates.find((c) => c !== undefined) ?? defaultLocale;
}

/** Reads one cookie from a Cookie header or `document.cookie`. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
