import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientDir } from "../../tests/support/build";
import { tags } from "../../tests/support/html";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { svgContentSecurityPolicy } from "./static-files";

/** The build's static files: precompressed, hashed assets immutable, the rest revalidated. */
let server: TestServer;
let script: string;
beforeAll(async () => {
  server = await startTestServer();
  const home = (await server.app.inject("/")).body;
  // The path part only: a page may add a fragment or query to a link.
  const pathOf = (href: string) => new URL(href, "http://x").pathname;
  // A script file of the home page: the code of one of its islands.
  script = pathOf(
    tags(home, "astro-island").find((tag) => tag.attrs["component-url"])!.attrs["component-url"]!,
  );
});
afterAll(() => server?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: "GET", url, headers });
const fileOf = (url: string) => readFileSync(path.join(clientDir, url));

describe("hashed assets", () => {
  it("are the page's own scripts under /assets/ with a content hash (its styles are in the page)", () => {
    expect(script).toMatch(/^\/assets\/[\w.-]+\.[\w-]{8,}\.js$/);
  });

  it("are cached for a year as immutable, with the right type", async () => {
    const js = await get(script);
    expect(js.statusCode).toBe(200);
    expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(js.headers["content-type"]).toMatch(/javascript/);
  });

  it("are sent precompressed with brotli or gzip, as the browser accepts, identical once decompressed", async () => {
    const original = fileOf(script);
    const br = await get(script, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    const gz = await get(script, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).equals(original)).toBe(true);
    const plain = await get(script, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  // The answer depends on Accept-Encoding; without saying so, a shared cache could hand the brotli
  // body to a client that cannot read it.
  it("say that they vary by Accept-Encoding", async () => {
    const br = await get(script, { "accept-encoding": "br" });
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
  });

  it("answer 304 to a matching ETag", async () => {
    const first = await get(script);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get(script, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });
});

describe("files without a hash in their name", () => {
  it.each([
    ["/favicon.svg", /^image\/svg\+xml/],
    ["/assets/locales/ar/translation.json", /^application\/json/],
    ["/brand/logo.svg", /^image\/svg\+xml/],
  ])("%s is revalidated on each use", async (url, type) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(type);
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(res.headers.etag).toBeTruthy();
    const again = await get(url, { "if-none-match": res.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it("serves the translation files that the spec's contract names, same keys in both", async () => {
    const [en, ar] = await Promise.all(
      ["en", "ar"].map(async (lang) => (await get(`/assets/locales/${lang}/translation.json`)).json()),
    );
    expect(Object.keys(ar as object).sort()).toEqual(Object.keys(en as object).sort());
  });
});

describe("an SVG opened by itself", () => {
  it.each([
    ["/favicon.svg", {}],
    ["/brand/logo.svg", { "accept-encoding": "br" }],
    ["/illustrations/hero-home.svg", { "accept-encoding": "gzip" }],
  ])("%s (%o) gets a CSP that runs no script in it, in a sandbox", async (url, headers) => {
    const res = await get(url, headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toBe(svgContentSecurityPolicy);
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/; sandbox$/);
    expect(csp).not.toMatch(/script-src/);
  });

  it("while other files keep the site's CSP", async () => {
    for (const url of [script, "/assets/locales/en/translation.json"]) {
      const csp = String((await get(url)).headers["content-security-policy"]);
      expect(csp, url).toMatch(/script-src 'self'/);
      expect(csp, url).not.toMatch(/sandbox/);
    }
  });
});

describe("what static files never serve", () => {
  it("does not serve HTML files directly (the pages plugin owns pages and their headers)", async () => {
    for (const url of ["/index.html", "/about/index.html", "/404.html"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain("noindex");
    }
  });

  it("does not leave the build directory", async () => {
    for (const url of ["/../build-info.json", "/%2e%2e/build-info.json", "/assets/../../package.json"]) {
      const res = await get(url);
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body).not.toContain('"builtAt"');
    }
  });

  it("answers a missing asset with 404", async () => {
    const res = await get("/assets/no-such-file-12345678.js");
    expect(res.statusCode).toBe(404);
  });
});
