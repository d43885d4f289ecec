import { createHash } from "node:crypto";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otherPrerenderedUrls, pageUrls } from "../../tests/support/build";
import { executableInlineScripts } from "../../tests/support/html";
import { startTestServer, type TestServer } from "../../tests/support/server";
import securityHeaders, { contentSecurityPolicy, permissionsPolicy } from "./security-headers";

/** Parses a CSP header into its directives: name → sources. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("contentSecurityPolicy (the builder)", () => {
  it("allows scripts from our origin and the given hashes only", () => {
    const policy = directives(contentSecurityPolicy({ scripts: ["'sha256-abc='", "'sha256-def='"] }));
    expect(policy["script-src"]).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy())["script-src"]).toEqual(["'self'"]);
  });

  it("has no unsafe-inline or unsafe-eval anywhere, and forbids framing, plugins and foreign bases", () => {
    const csp = contentSecurityPolicy({ scripts: ["'sha256-abc='"] }, true);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    const policy = directives(csp);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
    expect(policy["style-src"]).toEqual(["'self'"]);
  });

  it("allows workers from our origin only (script files, never blob: or data:)", () => {
    expect(directives(contentSecurityPolicy())["worker-src"]).toEqual(["'self'"]);
  });

  it("upgrades insecure requests only on an https site", () => {
    expect(directives(contentSecurityPolicy({}, true))).toHaveProperty("upgrade-insecure-requests");
    expect(directives(contentSecurityPolicy({}, false))).not.toHaveProperty("upgrade-insecure-requests");
  });
});

describe("the security headers plugin on its own", () => {
  async function appWith(https: boolean) {
    const app = Fastify({ logger: false });
    await app.register(securityHeaders, { https });
    app.get("/page", (_req, reply) =>
      reply
        .pageCsp({ scripts: ["'sha256-xyz='"] })
        .type("text/html")
        .send("<p>hi</p>"),
    );
    app.get("/data", () => ({ ok: true }));
    await app.ready();
    return app;
  }

  it("sets the headers on every answer, a page's own CSP on pages and the strict fallback elsewhere", async () => {
    const app = await appWith(false);
    const page = await app.inject("/page");
    const data = await app.inject("/data");
    const missing = await app.inject("/missing");
    for (const res of [page, data, missing]) {
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["permissions-policy"]).toBe(permissionsPolicy);
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    }
    expect(directives(String(page.headers["content-security-policy"]))["script-src"]).toEqual([
      "'self'",
      "'sha256-xyz='",
    ]);
    expect(data.headers["content-security-policy"]).toBe(contentSecurityPolicy({}, false));
    expect(missing.headers["content-security-policy"]).toBe(contentSecurityPolicy({}, false));
    await app.close();
  });

  it("sends HSTS only when the site is https", async () => {
    const app = await appWith(true);
    const res = await app.inject("/data");
    expect(res.headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(String(res.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
    await app.close();
  });

  it("denies powerful browser features", () => {
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(permissionsPolicy).toContain(`${feature}=()`);
    }
  });
});

describe("security headers of the real server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SITE_URL: "http://127.0.0.1:3000" });
  });
  afterAll(() => server?.close());

  it.each([...pageUrls, ...otherPrerenderedUrls])(
    "$url: script-src and style-src hold exactly the hashes of its inline scripts and styles",
    async ({ url }) => {
      const res = await server.app.inject(url);
      expect(res.statusCode).toBe(200);
      const policy = directives(String(res.headers["content-security-policy"]));
      const scripts = executableInlineScripts(res.body);
      // Every page carries its inline script: there is something to hash.
      expect(scripts.length).toBeGreaterThan(0);
      const hashes = policy["script-src"]!.filter((source) => source.startsWith("'sha"));
      expect(new Set(hashes)).toEqual(new Set(scripts.map(sha256)));
      expect(policy["script-src"]).not.toContain("'unsafe-inline'");
      // Style elements too: every page carries its styles (decision 026), and Astro puts a
      // one-line style before a page's first island. Their hashes, no more.
      const styles = [...res.body.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
      expect(styles.length).toBeGreaterThan(0);
      const styleHashes = policy["style-src"]!.filter((source) => source.startsWith("'sha"));
      expect(new Set(styleHashes)).toEqual(new Set(styles.map(sha256)));
      expect(policy["style-src"]).not.toContain("'unsafe-inline'");
      expect(policy["frame-ancestors"]).toEqual(["'none'"]);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBeTruthy();
      expect(res.headers["permissions-policy"]).toBeTruthy();
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    },
  );

  it("does not hash JSON-LD data blocks (they do not execute)", async () => {
    const res = await server.app.inject("/");
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
    expect(ld, "the home page carries JSON-LD").toBeTruthy();
    expect(String(res.headers["content-security-policy"])).not.toContain(sha256(ld!));
  });

  it("sets the headers on the 404 page, redirects, static files, the sitemap and /healthz", async () => {
    const answers = await Promise.all([
      server.app.inject("/no-such-page"),
      server.app.inject({ url: "/about", headers: { cookie: "i18next=ar" } }),
      server.app.inject("/favicon.svg"),
      server.app.inject("/sitemap.xml"),
      server.app.inject("/healthz"),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([404, 302, 200, 200, 200]);
    for (const res of answers) {
      expect(directives(String(res.headers["content-security-policy"]))["frame-ancestors"]).toEqual([
        "'none'",
      ]);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["permissions-policy"]).toBe(permissionsPolicy);
    }
    const notFound = answers[0]!;
    const hashes = directives(String(notFound.headers["content-security-policy"]))["script-src"]!.filter(
      (s) => s.startsWith("'sha"),
    );
    expect(new Set(hashes)).toEqual(new Set(executableInlineScripts(notFound.body).map(sha256)));
    const styleSources = directives(String(notFound.headers["content-security-policy"]))["style-src"]!;
    const styles = [...notFound.body.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(styles.length).toBeGreaterThan(0);
    expect(styleSources).toEqual(["'self'", ...new Set(styles.map(sha256))]);
  });
});

describe("HSTS on an https site", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SITE_URL: "https://www.rawafed.example" });
  });
  afterAll(() => server?.close());

  it("is sent on pages and other answers", async () => {
    for (const url of ["/", "/ar/contact", "/no-such-page", "/favicon.svg"]) {
      const res = await server.app.inject(url);
      expect(res.headers["strict-transport-security"], url).toMatch(/max-age=\d+/);
    }
  });
});
