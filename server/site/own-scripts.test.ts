import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDir, htmlFileOf, requireBuild } from "../../tests/support/build";
import { executableInlineScripts } from "../../tests/support/html";
import { injectedBuild, injectedScript } from "../../tests/support/injected-build";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { buildInfoFile } from "./build-info";
import { readOwnScripts, scriptSrcHashes } from "./own-scripts";
import { loadSite } from "./pages";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The 'sha…' sources of an answer's CSP script-src. */
const scriptSources = (csp: unknown) => scriptSrcHashes(String(csp));

describe("scriptSrcHashes", () => {
  it("takes the hashes of script-src alone", () => {
    const csp =
      "default-src 'self'; script-src 'self' 'sha256-YQ==' 'sha512-Yg=='; style-src 'self' 'sha256-Yw=='";
    expect(scriptSrcHashes(csp)).toEqual(["'sha256-YQ=='", "'sha512-Yg=='"]);
  });
});

describe("the build's list of its own scripts (own-scripts.json)", () => {
  it("holds every inline script the build wrote into its pages, and only hashes", () => {
    requireBuild();
    const own = new Set(readOwnScripts(buildDir));
    for (const url of ["/", "/ar/about", "/contact", "/services/all", "/404"]) {
      for (const script of executableInlineScripts(readFileSync(htmlFileOf(url), "utf8")))
        expect(own, `${url}: ${script.slice(0, 60)}`).toContain(sha256(script));
    }
    for (const hash of own) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it("is needed: a build without it does not load, saying to build again", () => {
    requireBuild();
    const dir = mkdtempSync(path.join(os.tmpdir(), "no-own-scripts-"));
    try {
      cpSync(buildInfoFile(buildDir), buildInfoFile(dir));
      expect(() => loadSite(dir)).toThrow(/no list of its own scripts: run "npm run build"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a page with an inline script that the build did not write (an SVG's, say)", () => {
  let copy: ReturnType<typeof injectedBuild>;
  let server: TestServer;
  beforeAll(async () => {
    copy = injectedBuild("/");
    server = await startTestServer({ BUILD_DIR: copy.dir });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    copy?.remove();
  });

  it("is served with that script in it (else this test proves nothing)", async () => {
    const page = await server.app.inject({ method: "GET", url: "/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<script>${injectedScript}</script>`);
    expect(executableInlineScripts(page.body)).toContain(injectedScript);
  });

  it("gets no hash for it in its CSP, and none for an event handler; the build's own scripts keep theirs", async () => {
    const page = await server.app.inject({ method: "GET", url: "/" });
    const csp = String(page.headers["content-security-policy"]);
    const sources = scriptSources(csp);
    expect(sources).not.toContain(sha256(injectedScript));
    expect(csp).not.toMatch(/unsafe-inline|unsafe-hashes/);
    const own = executableInlineScripts(copy.html).filter((script) => script !== injectedScript);
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(sources)).toEqual(new Set(own.map(sha256)));
  });

  it("leaves the other pages' CSP as it was", async () => {
    const page = await server.app.inject({ method: "GET", url: "/ar" });
    const scripts = executableInlineScripts(page.body);
    expect(new Set(scriptSources(page.headers["content-security-policy"]))).toEqual(
      new Set(scripts.map(sha256)),
    );
  });
});
