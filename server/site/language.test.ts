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
  /** Storage refused (site data blocked): every use of it throws. */
  storageBlocked?: boolean;
  /** localStorage's uses, in order, each with whether it came in the script's own task. */
  storageUses?: Array<{ use: "get" | "set"; inScriptTask: boolean }>;
}

const prefixes = Object.fromEntries(Object.entries(locales).map(([code, { prefix }]) => [code, prefix]));

/**
 * Runs the inline script on a page in a fake document: returns where it sends the visitor
 * (`location.replace`), and with `clickSwitchTo` clicks the language switch first.
 */
function runScript(browser: Browser, path: string, clickSwitchTo?: string): string | undefined {
  let replaced: string | undefined;
  let inScriptTask = true;
  const listeners: Record<string, (event: unknown) => void> = {};
  // The browser's tasks: the script's own, then those it queued (setTimeout).
  vi.useFakeTimers();
  const touch = (what: "get" | "set") => {
    browser.storageUses?.push({ use: what, inScriptTask });
    if (browser.storageBlocked) throw new DOMException("The operation is insecure.", "SecurityError");
  };
  vi.stubGlobal("location", {
    hostname: browser.host.replace(/:\d+$/, ""),
    pathname: path,
    search: "",
    hash: "",
    protocol: "http:",
    replace: (url: string) => (replaced ??= url),
  });
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => {
      touch("get");
      return key === LANG_STORAGE_KEY ? (browser.stored ?? null) : null;
    },
    setItem: (key: string, value: string) => {
      touch("set");
      if (key === LANG_STORAGE_KEY) browser.stored = value;
    },
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
  inScriptTask = false;
  vi.runAllTimers();
  if (clickSwitchTo) {
    const link = { hreflang: clickSwitchTo, search: "", hash: "" };
    const target = { closest: (selector: string) => (selector === "[hreflang]" ? link : null) };
    listeners.click!({ target });
    vi.runAllTimers();
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
  vi.useRealTimers();
});

describe.each(["server alone", "server and script", "script alone"] as const)("%s", (way) => {
  it.each(languageCases)("$name", (c) => {
    const expected = way === "server alone" && c.withoutScript ? c.withoutScript : c;
    expect(visit(way, c)).toEqual({ lands: expected.lands, remembers: expected.remembers });
  });
});

describe("the inline script's use of localStorage", () => {
  // Its first use in a page waits for the browser to load the site's storage: never in the task
  // that runs the page's script, and not at all where the cookie answers.
  it("reads it, in a task of its own, only when the cookie says nothing", () => {
    const withCookie: Browser = { host: siteHost, cookie: "ar", stored: "en", storageUses: [] };
    expect(runScript(withCookie, "/about")).toBe("/ar/about");
    expect(withCookie.storageUses).toEqual([]);

    const withoutCookie: Browser = { host: siteHost, stored: "ar", storageUses: [] };
    expect(runScript(withoutCookie, "/about")).toBe("/ar/about");
    expect(withoutCookie.storageUses).toEqual([{ use: "get", inScriptTask: false }]);
  });

  it("writes it, in a task of its own, on a page that remembers its language", () => {
    const browser: Browser = { host: siteHost, storageUses: [] };
    expect(runScript(browser, "/ar/about")).toBeUndefined();
    expect(browser).toMatchObject({ cookie: "ar", stored: "ar" });
    expect(browser.storageUses).toEqual([{ use: "set", inScriptTask: false }]);
  });

  it("where storage is refused, still takes the subdomain, and the cookie remembers", () => {
    const browser: Browser = { host: "ar.example.test", storageBlocked: true, storageUses: [] };
    expect(runScript(browser, "/about")).toBe("/ar/about");
    expect(browser.storageUses).toEqual([{ use: "get", inScriptTask: false }]);
    const arabic: Browser = { host: siteHost, storageBlocked: true };
    expect(runScript(arabic, "/ar")).toBeUndefined();
    expect(arabic.cookie).toBe("ar");
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
