import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildInputs } from "./build-inputs";
import { compileServer, loadedByName, notInDependencies } from "./build-server";

let compiled: Awaited<ReturnType<typeof compileServer>>;
beforeAll(async () => {
  compiled = await compileServer(path.join(os.tmpdir(), "server-not-written"), false);
});

describe("the compiled server", () => {
  const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

  it("imports at run time exactly the packages production installs, and those it loads by name", () => {
    expect(compiled.packages).toContain("fastify");
    expect(Object.keys(manifest.dependencies).sort()).toEqual(
      [...new Set([...compiled.packages, ...loadedByName])].sort(),
    );
  });

  it("runs without the development tools", () => {
    for (const tool of ["tsx", "astro", "@astrojs/check", "@types/pg", "esbuild", "typescript"]) {
      expect(manifest.dependencies, tool).not.toHaveProperty(tool);
      expect(compiled.packages, tool).not.toContain(tool);
    }
  });

  it("is made only of files that are build inputs, so that a change to any of them rebuilds", () => {
    expect(compiled.sources).toContain("server/main.ts");
    const outside = compiled.sources.filter(
      (file) => !buildInputs.some((input) => file === input || file.startsWith(`${input}/`)),
    );
    expect(outside).toEqual([]);
  });
});

describe("notInDependencies", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "build-server-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("names each imported package that dependencies lacks (the build then fails)", () => {
    const file = path.join(dir, "package.json");
    writeFileSync(
      file,
      JSON.stringify({ dependencies: { fastify: "^5" }, devDependencies: { tsx: "^4", zod: "^4" } }),
    );
    expect(notInDependencies(["fastify", "tsx", "zod"], file)).toEqual(["tsx", "zod"]);
  });
});
