import { describe, expect, it } from "vitest";
import {
  defaultLocale,
  localeCodes,
  localeFromPath,
  localeInPath,
  locales,
  localizePath,
  readCookie,
  resolveLocale,
  stripLocale,
  switchLocaleHref,
  toLocale,
} from "./locales";

describe("the locale table", () => {
  it("has English (left to right, unprefixed, the default) and Arabic (right to left, under /ar)", () => {
    expect(localeCodes).toEqual(["en", "ar"]);
    expect(defaultLocale).toBe("en");
    expect(locales.en).toMatchObject({ dir: "ltr", prefix: "" });
    expect(locales.ar).toMatchObject({ dir: "rtl", prefix: "/ar" });
  });
});

describe("toLocale", () => {
  it.each([
    ["ar", "ar"],
    ["AR", "ar"],
    ["ar-EG", "ar"],
    ["ar_SA", "ar"],
    [" en-US ", "en"],
  ])("reads %j as %j", (tag, expected) => {
    expect(toLocale(tag)).toBe(expected);
  });

  it.each([["fr"], [""], [null], [undefined], ["arabic"], ["e"]])("refuses %j", (tag) => {
    expect(toLocale(tag)).toBeUndefined();
  });
});

describe("resolveLocale: path, cookie, html lang, localStorage, subdomain, then English", () => {
  const all = {
    pathname: "/ar/about",
    cookie: "en",
    htmlLang: "en",
    localStorage: "en",
    host: "www.example.com",
  };

  it("lets an explicit /ar path win over everything else", () => {
    expect(resolveLocale(all)).toBe("ar");
  });

  it("uses the cookie when the path has no prefix", () => {
    expect(resolveLocale({ ...all, pathname: "/about", cookie: "ar" })).toBe("ar");
    expect(resolveLocale({ ...all, pathname: "/about", cookie: "en", htmlLang: "ar" })).toBe("en");
  });

  it("uses <html lang> after the cookie", () => {
    expect(resolveLocale({ pathname: "/about", htmlLang: "ar", localStorage: "en" })).toBe("ar");
    expect(resolveLocale({ pathname: "/about", cookie: null, htmlLang: "ar-EG" })).toBe("ar");
  });

  it("uses localStorage after <html lang>", () => {
    expect(resolveLocale({ pathname: "/about", localStorage: "ar", host: "en.example.com" })).toBe("ar");
    expect(resolveLocale({ pathname: "/about", localStorage: "en", host: "ar.example.com" })).toBe("en");
  });

  it("uses an ar. subdomain last", () => {
    expect(resolveLocale({ pathname: "/about", host: "ar.example.com" })).toBe("ar");
    expect(resolveLocale({ host: "ar.rawafed.example" })).toBe("ar");
  });

  it("does not take the first label of a bare domain or an IP address for a subdomain", () => {
    expect(resolveLocale({ host: "ar.com" })).toBe("en");
    expect(resolveLocale({ host: "127.0.0.1" })).toBe("en");
    expect(resolveLocale({ host: "www.example.com" })).toBe("en");
  });

  it("skips sources that name an unsupported language and falls back to English", () => {
    expect(resolveLocale({ pathname: "/fr/about", cookie: "fr", htmlLang: "de", localStorage: "ar" })).toBe(
      "ar",
    );
    expect(resolveLocale({ cookie: "fr", htmlLang: "", localStorage: "xx", host: "fr.example.com" })).toBe(
      "en",
    );
    expect(resolveLocale({})).toBe("en");
  });
});

describe("localeInPath and localeFromPath", () => {
  it.each([
    ["/ar", "ar"],
    ["/ar/", "ar"],
    ["/ar/services/cloud-services", "ar"],
    ["/", undefined],
    ["/about", undefined],
    ["/arabic", undefined],
    ["/services/ar", undefined],
  ])("%s is in %s", (path, expected) => {
    expect(localeInPath(path)).toBe(expected);
    expect(localeFromPath(path)).toBe(expected ?? "en");
  });
});

describe("alternate URLs of a page", () => {
  it.each([
    ["/", "/", "/ar"],
    ["/about", "/about", "/ar/about"],
    ["/services/cloud-services", "/services/cloud-services", "/ar/services/cloud-services"],
    ["/ar", "/", "/ar"],
    ["/ar/about", "/about", "/ar/about"],
    ["/ar/products/all", "/products/all", "/ar/products/all"],
    ["about", "/about", "/ar/about"],
  ])("%s is %s in English and %s in Arabic", (path, en, ar) => {
    expect(localizePath(path, "en")).toBe(en);
    expect(localizePath(path, "ar")).toBe(ar);
  });

  it("strips the language prefix to the language-neutral path", () => {
    expect(stripLocale("/ar")).toBe("/");
    expect(stripLocale("/ar/about")).toBe("/about");
    expect(stripLocale("/about")).toBe("/about");
    expect(stripLocale("/arabic")).toBe("/arabic");
    expect(stripLocale("")).toBe("/");
  });

  it("maps every path to itself and back: localize ∘ strip is the identity on page URLs", () => {
    for (const path of ["/", "/about", "/services/all", "/products/lms"]) {
      for (const code of localeCodes) {
        const url = localizePath(path, code);
        expect(stripLocale(url)).toBe(path);
        expect(localeFromPath(url)).toBe(code);
      }
    }
  });

  it("switches to the same page in the other language, keeping query and hash", () => {
    expect(switchLocaleHref({ pathname: "/about", search: "?ref=ad", hash: "#team" }, "ar")).toBe(
      "/ar/about?ref=ad#team",
    );
    expect(switchLocaleHref({ pathname: "/ar/about", search: "?ref=ad", hash: "#team" }, "en")).toBe(
      "/about?ref=ad#team",
    );
    expect(switchLocaleHref({ pathname: "/ar", search: "?q=1" }, "en")).toBe("/?q=1");
    expect(switchLocaleHref({ pathname: "/", hash: "#contact" }, "ar")).toBe("/ar#contact");
    expect(switchLocaleHref({ pathname: "/products/wfi" }, "ar")).toBe("/ar/products/wfi");
  });
});

describe("readCookie", () => {
  it("reads one cookie from a header", () => {
    expect(readCookie("a=1; i18next=ar; b=2", "i18next")).toBe("ar");
    expect(readCookie("i18next=en", "i18next")).toBe("en");
    expect(readCookie("  i18next = ar-EG ", "i18next")).toBe("ar-EG");
  });

  it("decodes values and ignores malformed ones", () => {
    expect(readCookie("x=%D8%B9", "x")).toBe("ع");
    expect(readCookie("x=%E0%A4%A", "x")).toBeUndefined();
    expect(readCookie("novalue; i18next=ar", "i18next")).toBe("ar");
  });

  it("does not confuse a cookie with one whose name merely ends the same", () => {
    expect(readCookie("my_i18next=ar", "i18next")).toBeUndefined();
    expect(readCookie("", "i18next")).toBeUndefined();
    expect(readCookie(undefined, "i18next")).toBeUndefined();
  });
});
