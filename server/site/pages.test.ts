import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDir, htmlFileOf, pageUrls, requireBuild } from "../../tests/support/build";
import { executableInlineScripts, readHead } from "../../tests/support/html";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { editorOrigins, loadSite, scriptHashes, styleHashes } from "./pages";

describe("scriptHashes", () => {
  it("hashes inline scripts, not external ones or JSON-LD data blocks", () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script>';
    const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    expect(scriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });
});

describe("styleHashes", () => {
  it("hashes each style element's text once, exactly as written", () => {
    const html =
      '<style>a{color:red}\n</style><link rel="stylesheet" href="/x.css"><style>b{}</style><style>b{}</style>';
    const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    expect(styleHashes(html)).toEqual([sha("a{color:red}\n"), sha("b{}")]);
  });
});

describe("loadSite", () => {
  it("refuses to start without a build, saying what to run", () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), "no-build-"));
    expect(() => loadSite(empty)).toThrow(/npm run build/);
  });

  it("holds every page of the build", () => {
    const site = loadSite(buildDir);
    expect([...site.pages.keys()].sort()).toEqual(pageUrls.map((p) => p.url).sort());
  });
});

describe("the pages, whatever the server's SITE_URL", () => {
  const publicOrigin = "https://www.rawafed.example";
  let server: TestServer;
  let built: string;
  beforeAll(async () => {
    built = requireBuild().siteUrl;
    server = await startTestServer({ SITE_URL: publicOrigin });
  });
  afterAll(() => server?.close());

  it("the build was made for another origin (else this test proves nothing)", () => {
    expect(built).not.toBe(publicOrigin);
  });

  // The origin is a build input: the server sends each page as built, plain and precompressed,
  // and never rewrites it (server/main.ts refuses or warns at start instead).
  it.each(["/", "/ar/about", "/services/all", "/ar/contact", "/ar/missing"])(
    "%s is the built file, byte for byte, with the build's origin",
    async (url) => {
      const file = htmlFileOf(url === "/ar/missing" ? "/ar/404" : url);
      const plain = await server.app.inject({ url, headers: { "accept-encoding": "identity" } });
      expect(plain.rawPayload.equals(readFileSync(file))).toBe(true);
      expect(readHead(plain.body).canonicals.every((href) => href.startsWith(built + "/"))).toBe(true);
      expect(plain.body).not.toContain(publicOrigin);
      const br = await server.app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(br.rawPayload.equals(readFileSync(file + ".br"))).toBe(true);
      const gz = await server.app.inject({ url, headers: { "accept-encoding": "gzip" } });
      expect(gz.rawPayload.equals(readFileSync(file + ".gz"))).toBe(true);
    },
  );

  it("sends the right script and style hashes for each page", async () => {
    const plain = await server.app.inject("/ar");
    const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    const csp = String(plain.headers["content-security-policy"]);
    for (const script of executableInlineScripts(plain.body)) expect(csp).toContain(sha(script));
    // The page's styles are in it (decision 026): the style-src names each one's hash.
    const styleSrc = /style-src ([^;]*)/.exec(csp)![1]!;
    const styles = [...plain.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(styleSrc).toContain(sha(style));
    expect(styleSrc).not.toContain("unsafe-inline");
  });
});

describe("editorOrigins", () => {
  const config = (backend: Record<string, string>) =>
    JSON.stringify({ backend, local_backend: { url: "http://127.0.0.1:8081/api/v1" } });

  it("names the git host's sign-in and API, Decap's defaults where the configuration names none", () => {
    expect(editorOrigins(config({ name: "gitlab", repo: "a/b" }))).toEqual([
      "https://gitlab.com",
      "http://127.0.0.1:8081",
    ]);
    // GitHub through an OAuth proxy: the proxy signs in, the API stays GitHub's own.
    expect(
      editorOrigins(config({ name: "github", repo: "a/b", base_url: "https://auth.example.com" })),
    ).toEqual(["https://auth.example.com", "https://api.github.com", "http://127.0.0.1:8081"]);
    expect(
      editorOrigins(
        config({
          name: "gitea",
          repo: "a/b",
          base_url: "https://git.example.com",
          api_root: "https://git.example.com/api/v1",
        }),
      ),
    ).toEqual(["https://git.example.com", "http://127.0.0.1:8081"]);
  });
});
