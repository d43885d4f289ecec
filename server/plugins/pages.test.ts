import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ar from "../../app/i18n/translations/ar.json";
import en from "../../app/i18n/translations/en.json";
import { notFoundUrls, otherPrerenderedUrls, pageUrls } from "../../tests/support/build";
import { decodeEntities, readHead } from "../../tests/support/html";
import { startTestServer, type TestServer } from "../../tests/support/server";

/** The prerendered pages as the server answers them, injected into the real server over the build. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: "GET", url, headers });

const heading = (html: string) =>
  decodeEntities(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "");

describe("every page", () => {
  it.each(pageUrls)("$url answers 200 in $lang with the right <html lang dir>", async ({ url, lang }) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const head = readHead(res.body);
    expect(head.lang).toBe(lang);
    expect(head.dir).toBe(lang === "ar" ? "rtl" : "ltr");
    expect(head.names.robots).toBeUndefined();
    expect(heading(res.body)?.trim()).toBeTruthy();
  });

  it("answers HEAD like GET, without a body", async () => {
    const res = await server.app.inject({ method: "HEAD", url: "/ar/about" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("");
  });
});

describe("unknown paths and /blog", () => {
  it.each([
    ["/no-such-page", "en"],
    ["/services/no-such-service", "en"],
    ["/blog", "en"],
    ["/blog/a-post", "en"],
    ["/404", "en"],
    ["/ar/no-such-page", "ar"],
    ["/ar/products/no-such-product", "ar"],
    ["/ar/blog", "ar"],
    ["/ar/404", "ar"],
    ["/about/index.html", "en"],
  ])("%s is a 404 with the not-found page in %s, not indexed", async (url, lang) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    const head = readHead(res.body);
    expect(head.lang).toBe(lang);
    expect(head.dir).toBe(lang === "ar" ? "rtl" : "ltr");
    expect(head.names.robots).toEqual(["noindex"]);
    expect(head.canonicals).toEqual([]);
    expect(heading(res.body)).toBe((lang === "ar" ? ar : en).notFound.heading);
  });

  it("answers a 404 even to a returning Arabic visitor, without redirecting", async () => {
    const res = await get("/no-such-page", { cookie: "i18next=ar" });
    expect(res.statusCode).toBe(404);
  });

  it("answers unknown API paths with JSON, not the page", async () => {
    const res = await get("/api/no-such-thing");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found" });
  });

  it("serves the not-found pages at their prerendered paths too", () => {
    expect(notFoundUrls.map((page) => page.url)).toEqual(["/404", "/ar/404"]);
  });
});

describe("the language redirect (decision 002)", () => {
  it("sends a visitor whose cookie says Arabic from an unprefixed URL to the Arabic page", async () => {
    const res = await get("/services/cloud-services?utm_source=x&b=2", { cookie: "theme=dark; i18next=ar" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/ar/services/cloud-services?utm_source=x&b=2");
    expect(String(res.headers.vary)).toMatch(/\bCookie\b/);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("sends the home page to /ar", async () => {
    const res = await get("/", { cookie: "i18next=ar" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/ar");
  });

  it("sends a visitor on the ar. subdomain to the Arabic page", async () => {
    const res = await get("/about", { host: "ar.rawafed.example" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/ar/about");
    expect(String(res.headers.vary)).toMatch(/\bCookie\b/);
  });

  it("lets the cookie win over the subdomain (detection order)", async () => {
    const res = await get("/about", { host: "ar.rawafed.example", cookie: "i18next=en" });
    expect(res.statusCode).toBe(200);
  });

  it("never redirects an explicit /ar path, whatever the cookie says", async () => {
    const res = await get("/ar/about", { cookie: "i18next=en" });
    expect(res.statusCode).toBe(200);
    expect(readHead(res.body).lang).toBe("ar");
  });

  // The answer on an unprefixed URL depends on the cookie, so every answer there (the 200 too) must
  // say so: otherwise a shared cache keeps the English page and serves it to Arabic visitors.
  it("serves the English page without a cookie, or with an English or unknown one, and still varies on Cookie", async () => {
    for (const cookie of [undefined, "i18next=en", "i18next=fr", "other=ar"]) {
      const res = await get("/about", cookie ? { cookie } : {});
      expect(res.statusCode, String(cookie)).toBe(200);
      expect(readHead(res.body).lang).toBe("en");
      expect(String(res.headers.vary)).toMatch(/\bCookie\b/);
    }
  });
});

describe("the language a visitor arrives in is remembered (server/site/language.ts)", () => {
  const year = "Max-Age=31536000; Path=/; SameSite=Lax";

  it("remembers an Arabic page's language, on an answer no shared cache keeps", async () => {
    for (const cookie of [undefined, "i18next=en", "i18next=fr"]) {
      const res = await get("/ar/services/all", cookie ? { cookie } : {});
      expect(res.statusCode, String(cookie)).toBe(200);
      expect(res.headers["set-cookie"], String(cookie)).toBe(`i18next=ar; ${year}`);
      expect(res.headers["cache-control"]).toBe("private, no-store");
    }
  });

  it("sets nothing when the cookie already says so, and the page stays cacheable", async () => {
    const res = await get("/ar/about", { cookie: "i18next=ar" });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("stores nothing for a first visit in the default language, nor on a redirect", async () => {
    expect((await get("/about")).headers["set-cookie"]).toBeUndefined();
    const sent = await get("/about", { cookie: "i18next=ar" });
    expect(sent.statusCode).toBe(302);
    expect(sent.headers["set-cookie"]).toBeUndefined();
    const subdomain = await get("/about", { host: "ar.rawafed.example" });
    expect(subdomain.statusCode).toBe(302);
    expect(subdomain.headers["set-cookie"]).toBeUndefined();
  });

  it("takes the language switch from an Arabic page (its Referer) for English, and remembers it", async () => {
    const res = await get("/about?x=1", {
      cookie: "i18next=ar",
      host: "127.0.0.1:3000",
      referer: "http://127.0.0.1:3000/ar/about?x=1",
    });
    expect(res.statusCode).toBe(200);
    expect(readHead(res.body).lang).toBe("en");
    expect(res.headers["set-cookie"]).toBe(`i18next=en; ${year}`);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("does not take a link from another site for the switch", async () => {
    const res = await get("/about", {
      cookie: "i18next=ar",
      host: "127.0.0.1:3000",
      referer: "http://elsewhere.example/ar/about",
    });
    expect(res.statusCode).toBe(302);
  });

  it("sets the attribution cookie beside it", async () => {
    const res = await get("/ar?utm_source=newsletter");
    const cookies = [res.headers["set-cookie"]].flat().map((cookie) => String(cookie).split("=")[0]);
    expect(cookies.sort()).toEqual(["i18next", "site_utm"]);
  });

  it("remembers nothing on the not-found page or the contact form's result pages", async () => {
    expect((await get("/ar/no-such-page")).headers["set-cookie"]).toBeUndefined();
    expect((await get("/ar/contact/sent")).headers["set-cookie"]).toBeUndefined();
  });
});

describe("one URL per page", () => {
  it.each([
    ["/about/", "/about"],
    ["/ar/", "/ar"],
    ["/ar/services/all/", "/ar/services/all"],
    ["/contact/?from=ad", "/contact?from=ad"],
  ])("%s moves permanently to %s", async (url, location) => {
    const res = await get(url);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it("does not redirect a trailing slash on an unknown path", async () => {
    const res = await get("/no-such-page/");
    expect(res.statusCode).toBe(404);
  });
});

describe("compression, caching and revalidation of pages", () => {
  it("sends brotli or gzip as asked, each the same page", async () => {
    const plain = await get("/ar/contact", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await get("/ar/contact", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get("/ar/contact", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it("compresses the 404 page too", async () => {
    const res = await get("/ar/nothing-here", { "accept-encoding": "br" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('lang="ar"');
  });

  it("asks browsers and caches to revalidate HTML, and answers 304 to a matching ETag", async () => {
    const first = await get("/about");
    expect(first.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get("/about", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    const other = await get("/ar/about");
    expect(other.headers.etag).not.toBe(etag);
    const stale = await get("/about", { "if-none-match": other.headers.etag as string });
    expect(stale.statusCode).toBe(200);
  });
});

describe("the contact form's result pages", () => {
  it.each(otherPrerenderedUrls)(
    "$url answers 200 in $lang, not indexed, with its CSP and ETag",
    async ({ url, lang }) => {
      const res = await get(url, { cookie: "i18next=ar" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-robots-tag"]).toBe("noindex");
      expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      expect(res.headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
      expect(readHead(res.body).lang).toBe(lang);
      expect(res.body).toMatch(/<meta name="robots" content="noindex"\/?>/);
      expect((await get(url, { "if-none-match": String(res.headers.etag) })).statusCode).toBe(304);
    },
  );

  it("say in each language what became of the message", async () => {
    for (const [url, text] of [
      ["/contact/sent", en.contactForm.result.sent.heading],
      ["/ar/contact/sent", ar.contactForm.result.sent.heading],
      ["/ar/contact/not-sent/too-many", ar.contactForm.api["too-many"]],
      ["/contact/not-sent/unavailable", en.contactForm.api.unavailable],
      ["/ar/contact/not-sent/unavailable", ar.contactForm.api.unavailable],
    ] as const) {
      expect(decodeEntities((await get(url)).body), url).toContain(text);
    }
    expect((await get("/contact/not-sent/whatever")).statusCode).toBe(404);
    expect((await get("/sitemap.xml")).body).not.toContain("/contact/");
  });
});

describe("the receipt's pages", () => {
  it("say in each language where the request is, or why the link was refused", async () => {
    for (const [url, text] of [
      ["/receipt/received", en.receipt.received.heading],
      ["/ar/receipt/with-sales", ar.receipt["with-sales"].heading],
      ["/receipt/erased", en.receipt.erased.heading],
      ["/ar/receipt/erase", ar.receipt.erase.heading],
      ["/receipt/expired", en.receipt.expired.heading],
      ["/ar/receipt/invalid", ar.receipt.invalid.heading],
    ] as const) {
      const res = await get(url, { cookie: "i18next=ar" });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["x-robots-tag"], url).toBe("noindex");
      expect(heading(res.body), url).toBe(text);
    }
    expect((await get("/receipt/whatever")).statusCode).toBe(404);
    expect((await get("/sitemap.xml")).body).not.toContain("/receipt");
  });
});

describe("a landing with utm_* parameters", () => {
  it("keeps them in a first-party session cookie, on a page no shared cache keeps", async () => {
    const res = await get("/?utm_source=newsletter&utm_campaign=launch");
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^site_utm=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(JSON.parse(decodeURIComponent(cookie.split(";")[0]!.slice("site_utm=".length)))).toEqual([
      "newsletter",
      null,
      "launch",
    ]);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("keeps the first landing of a session: a later one does not replace it", async () => {
    const res = await get("/ar/about?utm_source=other", {
      cookie: "site_utm=%5B%22newsletter%22%2Cnull%2Cnull%5D; i18next=ar",
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("sets nothing without utm_* parameters, or when none of their values is plain text", async () => {
    expect((await get("/about?page=2")).headers["set-cookie"]).toBeUndefined();
    expect((await get("/about?utm_source=%3Cscript%3E")).headers["set-cookie"]).toBeUndefined();
  });
});
