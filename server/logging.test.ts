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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether any process of the group is still there (signal 0 checks without sending). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * `npm start`'s own process, its stdout a pseudo-terminal (util-linux `script`) or a pipe: what
 * the first line says once the site is up. It listens on free ports (PORT=0, OPS_PORT=0), and the
 * answer comes only once the process group has exited, so no run leaves a server behind.
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
      PORT: "0",
      OPS_PORT: "0",
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      ERP_BASE_URL: "",
      ...options.env,
    },
    stdio: ["pipe", "pipe", "pipe"],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  return new Promise<string>((resolve, reject) => {
    let out = "";
    let finished = false;
    const timer = setTimeout(() => finish(new Error(`no "site is up" line within 20 s:\n${out}`)), 20_000);
    const finish = (error?: Error) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      // The whole group: `script` and the server under it; SIGKILL if it has not gone in 10 s.
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, name);
        } catch {
          // already gone
        }
      };
      signal("SIGTERM");
      const stubborn = setTimeout(() => signal("SIGKILL"), 10_000);
      void exited.then(async () => {
        // `script`'s exit is not the server's: wait until nothing of the group is left.
        for (let tries = 0; groupAlive(child.pid!) && tries < 200; tries += 1) await sleep(50);
        clearTimeout(stubborn);
        rmSync(dataDir, { recursive: true, force: true });
        if (error) reject(error);
        else resolve(out);
      });
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
