import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildDir, requireBuild } from "../tests/support/build";
import { loggerOptions } from "./logging";

describe("loggerOptions", () => {
  it("prints readable lines on a terminal, unless NODE_ENV is production", () => {
    expect(loggerOptions({ logLevel: "info", production: false }, true)).toMatchObject({
      level: "info",
      transport: { target: "pino-pretty" },
    });
    expect(loggerOptions({ logLevel: "info", production: true }, true)).toEqual({ level: "info" });
    expect(loggerOptions({ logLevel: "warn", production: false }, false)).toEqual({ level: "warn" });
  });
});

/**
 * `npm start`'s own process, its stdout a pseudo-terminal (util-linux `script`) or a pipe: what
 * the first line says once the site is up.
 */
function firstLines(options: { terminal: boolean; env?: Record<string, string> }): Promise<string> {
  requireBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "logging-"));
  const server = `${JSON.stringify(process.execPath)} --import tsx server/main.ts`;
  const [command, args] = options.terminal
    ? ["script", ["-qefc", server, "/dev/null"]]
    : [process.execPath, ["--import", "tsx", "server/main.ts"]];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: "",
      PORT: "3352",
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      ERP_BASE_URL: "",
      ...options.env,
    },
    stdio: ["pipe", "pipe", "pipe"],
    detached: true,
  });
  return new Promise<string>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => finish(new Error(`no "site is up" line within 20 s:\n${out}`)), 20_000);
    const finish = (error?: Error) => {
      clearTimeout(timer);
      // The whole group: `script` and the server under it.
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // already gone
      }
      child.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
      if (error) reject(error);
      else resolve(out);
    };
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("site is up")) finish();
    });
    child.on("error", finish);
  });
}

describe("the server's log", { timeout: 30_000 }, () => {
  it("is readable lines on a terminal", async () => {
    const out = await firstLines({ terminal: true });
    const line = out.split(/\r?\n/).find((l) => l.includes("site is up"))!;
    // pino-pretty's form, colours or not: "[11:02:03.512] INFO: site is up".
    expect(line).toMatch(/\d\d:\d\d:\d\d\.\d{3}\D.*INFO.*site is up/);
    expect(line.trim().startsWith("{")).toBe(false);
  });

  it("is JSON on a terminal with NODE_ENV=production", async () => {
    const out = await firstLines({ terminal: true, env: { NODE_ENV: "production" } });
    const line = out.split(/\r?\n/).find((l) => l.includes("site is up"))!;
    expect(JSON.parse(line)).toMatchObject({ level: 30, msg: "site is up" });
  });

  it("is JSON when stdout is not a terminal", async () => {
    const out = await firstLines({ terminal: false });
    const line = out.split("\n").find((l) => l.includes("site is up"))!;
    expect(JSON.parse(line)).toMatchObject({ level: 30, msg: "site is up" });
  });
});
