import { afterEach, describe, expect, it, vi } from "vitest";
import {
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE,
  LANG_STORAGE_KEY,
  locales,
  localeFromPath,
} from "../../app/i18n/locales";
import { inlineScript } from "../../app/shell/inline-script";
import { languageCases, siteHost, type LanguageCase } from "../../tests/support/language-cases";
import { languageCookie, pageLanguage } from "./language";

/**
 * The server's detection and the page's inline script, played through every case of the shared
 * table: the server alone (no script), the server then the script on the page it served, and the
 * script alone (a static host that serves every built page as it is). All three must agree.
 */

interface Browser {
  host: string;
  cookie?: string;
  stored?: string;
}

const prefixes = Object.fromEntries(Object.entries(locales).map(([code, { prefix }]) => [code, prefix]));

/**
 * Runs the inline script on a page in a fake document: returns where it sends the visitor
 * (`location.replace`), and with `clickSwitchTo` clicks the language switch first.
 */
function runScript(browser: Browser, path: string, clickSwitchTo?: string): string | undefined {
  let replaced: string | undefined;
  const listeners: Record<string, (event: unknown) => void> = {};
  vi.stubGlobal("location", {
    hostname: browser.host.replace(/:\d+$/, ""),
    pathname: path,
    search: "",
    hash: "",
    protocol: "http:",
    replace: (url: string) => (replaced ??= url),
  });
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => (key === LANG_STORAGE_KEY ? (browser.stored ?? null) : null),
    setItem: (key: string, value: string) => key === LANG_STORAGE_KEY && (browser.stored = value),
  });
  vi.stubGlobal("document", {
    documentElement: { lang: localeFromPath(path) },
    get cookie() {
      return browser.cookie === undefined ? "" : `${LANG_COOKIE}=${browser.cookie}`;
    },
    set cookie(value: string) {
      const [pair, ...attributes] = value.split("; ");
      expect(attributes).toEqual([`Max-Age=${LANG_COOKIE_MAX_AGE}`, "Path=/", "SameSite=Lax"]);
      const [name, lang] = pair!.split("=");
      if (name === LANG_COOKIE) browser.cookie = lang;
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    querySelectorAll: () => [],
  });
  inlineScript(prefixes, LANG_COOKIE, LANG_STORAGE_KEY, LANG_COOKIE_MAX_AGE);
  if (clickSwitchTo) {
    const link = { hreflang: clickSwitchTo, search: "", hash: "" };
    const target = { closest: (selector: string) => (selector === "[hreflang]" ? link : null) };
    listeners.click!({ target });
  }
  return replaced;
}

/** One request to our server: follows its redirects, takes its Set-Cookie; the path it serves. */
function askServer(browser: Browser, path: string, referer?: string): string {
  for (let hops = 0; hops < 3; hops++) {
    const answer = pageLanguage({
      path,
      cookie: browser.cookie,
      host: browser.host,
      referer: referer && `http://${browser.host}${referer}`,
    });
    if ("redirect" in answer) {
      path = answer.redirect;
      continue;
    }
    if (answer.remember) {
      expect(languageCookie(answer.remember, false)).toBe(
        `${LANG_COOKIE}=${answer.remember}; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`,
      );
      browser.cookie = answer.remember;
    }
    return path;
  }
  throw new Error(`The server sends ${path} round in circles`);
}

type Way = "server alone" | "server and script" | "script alone";

function visit(way: Way, c: LanguageCase): { lands: string; remembers?: string } {
  const browser: Browser = { host: c.host ?? siteHost, cookie: c.cookie, stored: c.stored };
  if (c.from && way !== "server alone") {
    // On the page the switch is on, in this way of serving it; then the click.
    runScript(browser, c.from, localeFromPath(c.path));
  }
  let path = c.path;
  let referer = c.from;
  for (let loads = 0; loads < 3; loads++) {
    if (way !== "script alone") path = askServer(browser, path, referer);
    if (way === "server alone") break;
    const next = runScript(browser, path);
    if (!next) break;
    referer = undefined;
    path = next;
  }
  return { lands: path, remembers: browser.cookie };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(["server alone", "server and script", "script alone"] as const)("%s", (way) => {
  it.each(languageCases)("$name", (c) => {
    const expected = way === "server alone" && c.withoutScript ? c.withoutScript : c;
    expect(visit(way, c)).toEqual({ lands: expected.lands, remembers: expected.remembers });
  });
});

describe("the server's answer", () => {
  it("marks the cookie Secure on https", () => {
    expect(languageCookie("ar", true)).toMatch(/; Secure$/);
  });

  it("takes a Referer from another site, or a malformed one, for no switch", () => {
    for (const referer of ["https://elsewhere.example/ar/about", "not a URL"]) {
      expect(pageLanguage({ path: "/about", cookie: "ar", host: siteHost, referer })).toEqual({
        redirect: "/ar/about",
      });
    }
  });

  it("takes a link from a page of the same language for no switch", () => {
    const referer = `http://${siteHost}/contact`;
    expect(pageLanguage({ path: "/about", cookie: "ar", host: siteHost, referer })).toEqual({
      redirect: "/ar/about",
    });
  });
});
