import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDir, pageUrls, requireBuild } from "../../tests/support/build";
import { executableInlineScripts, readHead } from "../../tests/support/html";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { editorOrigins, loadSite, scriptHashes } from "./pages";

describe("scriptHashes", () => {
  it("hashes inline scripts, not external ones or JSON-LD data blocks", () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script>';
    const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    expect(scriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });
});

describe("loadSite", () => {
  it("refuses to start without a build, saying what to run", () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), "no-build-"));
    expect(() => loadSite(empty, "http://127.0.0.1:3000")).toThrow(/npm run build/);
  });

  it("holds every page of the build", () => {
    const site = loadSite(buildDir, requireBuild().siteUrl);
    expect([...site.pages.keys()].sort()).toEqual(pageUrls.map((p) => p.url).sort());
  });
});

describe("a server whose SITE_URL differs from the build's", () => {
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

  it.each(["/", "/ar/about", "/services", "/ar/contact"])(
    "%s has its canonical, alternates, share URLs and JSON-LD on the public origin",
    async (url) => {
      const res = await server.app.inject(url);
      const head = readHead(res.body);
      expect(head.canonicals).toHaveLength(1);
      expect(head.canonicals[0]!.startsWith(publicOrigin + "/")).toBe(true);
      for (const hrefs of Object.values(head.alternates)) {
        for (const href of hrefs) expect(href.startsWith(publicOrigin + "/")).toBe(true);
      }
      expect(head.properties["og:url"]?.[0]?.startsWith(publicOrigin + "/")).toBe(true);
      expect(head.properties["og:image"]?.[0]).toBe(`${publicOrigin}/og-image.png`);
      expect(res.body).not.toContain(built);
    },
  );

  it("still sends the right script hashes and compressed bodies for the rewritten pages", async () => {
    const plain = await server.app.inject("/ar");
    const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    const csp = String(plain.headers["content-security-policy"]);
    for (const script of executableInlineScripts(plain.body)) expect(csp).toContain(sha(script));
    const br = await server.app.inject({ url: "/ar", headers: { "accept-encoding": "br" } });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await server.app.inject({ url: "/ar", headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it("rewrites the not-found page as well", async () => {
    const res = await server.app.inject("/ar/missing");
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(built);
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
