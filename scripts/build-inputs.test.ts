import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildInputs, staleReason } from "./build-inputs";

const root = mkdtempSync(path.join(os.tmpdir(), "build-inputs-"));
const builtAt = new Date("2026-11-01T12:00:00Z");
const before = new Date(builtAt.getTime() - 60_000);
const after = new Date(builtAt.getTime() + 60_000);
const origin = "https://www.rawafed.example";
const info = { siteUrl: origin, builtAt: builtAt.toISOString() };
afterAll(() => rmSync(root, { recursive: true, force: true }));

const folders = ["app", "content", "public", "server"];

/** A project whose every input predates its build. */
function project() {
  rmSync(root, { recursive: true, force: true });
  for (const input of buildInputs) {
    const file = path.join(root, folders.includes(input) ? `${input}/index.ts` : input);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, "");
    utimesSync(file, before, before);
  }
  mkdirSync(path.join(root, "app/pages"));
  writeFileSync(path.join(root, "app/pages/index.astro"), "");
  utimesSync(path.join(root, "app/pages/index.astro"), before, before);
}

const touch = (file: string) => utimesSync(path.join(root, file), after, after);

describe("when npm start rebuilds", () => {
  it("builds when there is no build yet", () => {
    project();
    expect(staleReason(root, undefined)).toBe("no build yet");
  });

  it("keeps a build that is newer than everything it reads", () => {
    project();
    expect(staleReason(root, info)).toBeUndefined();
    expect(staleReason(root, info, origin)).toBeUndefined();
  });

  it.each([
    "astro.config.ts",
    "tsconfig.json",
    "package-lock.json",
    "app/pages/index.astro",
    "content/index.ts",
    "server/index.ts",
    "scripts/build-server.ts",
  ])("rebuilds when %s changed since the build", (file) => {
    project();
    touch(file);
    expect(staleReason(root, info)).toBe(
      `${file.startsWith("scripts/") ? file : file.split("/")[0]} changed since the last build`,
    );
  });

  it("rebuilds for another SITE_URL than the build was made for", () => {
    project();
    expect(staleReason(root, info, "http://127.0.0.1:3000")).toBe(
      `it was built for ${origin}, and SITE_URL is http://127.0.0.1:3000`,
    );
  });

  it("watches every build configuration of the project, and only files that exist", () => {
    const configs = readdirSync(".").filter((file) => /^(vite|astro)\.(.+\.)?config\.ts$/.test(file));
    expect(configs).toContain("astro.config.ts");
    expect(buildInputs).toEqual(expect.arrayContaining(configs));
    expect(buildInputs.filter((input) => !existsSync(input))).toEqual([]);
  });
});
