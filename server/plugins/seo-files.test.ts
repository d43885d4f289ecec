import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localeCodes, localizePath } from "../../app/i18n/locales";
import { sitemapPaths as canonicalOnly } from "../../app/seo/sitemap";
import { pagePaths } from "../../app/site";
import { catalogue } from "../../tests/support/content";
import { startTestServer, type TestServer } from "../../tests/support/server";

/** /sitemap.xml and /robots.txt, made by the server for the origin it runs under. */
const siteUrl = "https://www.rawafed.example";
/** The canonical pages the content files make: one per service and product file, and the rest. */
const sitemapPaths = canonicalOnly(pagePaths(catalogue));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SITE_URL: siteUrl });
});
afterAll(() => server?.close());

describe("/sitemap.xml", () => {
  it("is XML on the server's SITE_URL and lists every canonical page in both languages with alternates", async () => {
    const res = await server.app.inject("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toHaveLength(sitemapPaths.length * localeCodes.length);
    expect(sitemapPaths).toContain("/services/all");
    expect(sitemapPaths).not.toContain("/services");
    for (const page of sitemapPaths) {
      for (const code of localeCodes) expect(locs).toContain(new URL(localizePath(page, code), siteUrl).href);
    }
    expect(res.body.match(/<xhtml:link rel="alternate"/g)).toHaveLength(locs.length * 3);
    expect(res.body).not.toContain("127.0.0.1");
  });

  it("lists only URLs that answer 200 on this server", async () => {
    const xml = (await server.app.inject("/sitemap.xml")).body;
    const urls = new Set([...xml.matchAll(/(?:<loc>|href=")(https?:[^<"]+)/g)].map((m) => m[1]!));
    for (const url of urls) {
      expect(url.startsWith(siteUrl), url).toBe(true);
      const res = await server.app.inject(new URL(url).pathname);
      expect(res.statusCode, url).toBe(200);
    }
  });
});

describe("/robots.txt", () => {
  it("names the sitemap on the server's SITE_URL", async () => {
    const res = await server.app.inject("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).toMatch(/^Sitemap: https:\/\/www\.rawafed\.example\/sitemap\.xml$/m);
    expect(res.body).toMatch(/^User-agent: \*$/m);
  });
});
