import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_URL, serverDir } from "../app/settings";
import { buildDir, requireBuild } from "../tests/support/build";
import { spawnServer } from "../tests/support/site-process";
import { loadConfig } from "./config";
import { readBuildInfo } from "./site/build-info";

/**
 * The compiled server (`build/server/main.js`, what `npm start` runs), started with plain node
 * over the real build, for a SITE_URL other than the one the build was made for.
 */
const main = path.join(serverDir, "main.js");
const other = "https://www.rawafed.example";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "main-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env = (extra: Record<string, string>) => ({
  PATH: process.env.PATH,
  HOST: "127.0.0.1",
  PORT: "0",
  OPS_PORT: "0",
  BUILD_DIR: buildDir,
  DATA_DIR: dataDir,
  ...extra,
});

/** Starts the compiled server with `extra` in its environment, runs `check` once it is up, and stops it. */
async function withServer(
  extra: Record<string, string>,
  check: (server: { url: string; warnings: string[] }) => Promise<void>,
): Promise<void> {
  const server = await spawnServer([main], env({ LOG_LEVEL: "info", ...extra }));
  try {
    const warnings = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40)
      .map((entry) => entry.msg);
    await check({ url: server.url, warnings });
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
  }
}

describe("the built server, for another origin than its build's", () => {
  it("refuses to start in production, naming the build to make", () => {
    const built = requireBuild().siteUrl;
    expect(built).not.toBe(other);
    const run = spawnSync(process.execPath, [main], {
      env: env({ NODE_ENV: "production", SITE_URL: other }),
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`The build in ${buildDir} was made for ${built}, and SITE_URL is ${other}`);
    expect(run.stderr).toContain(`SITE_URL=${other} npm run build`);
    expect(run.stdout).not.toContain("Server listening");
  });

  it("elsewhere says so in its log, and serves the pages as built", async () => {
    const built = requireBuild().siteUrl;
    await withServer({ SITE_URL: other }, async ({ url, warnings }) => {
      expect(warnings).toContainEqual(
        expect.stringContaining(`was made for ${built}, and SITE_URL is ${other}`),
      );
      const home = await (await fetch(url)).text();
      expect(home).toContain(`<link rel="canonical" href="${built}/">`);
    });
  });

  it("refuses to start without a build, in any mode", () => {
    const run = spawnSync(process.execPath, [main], {
      env: env({ BUILD_DIR: dataDir }),
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `No build in ${dataDir}: run "SITE_URL=${DEFAULT_SITE_URL} npm run build" first.`,
    );
  });
});

describe("the built server, set to keep personal data longer or shorter than its build's notice says", () => {
  it("tells the operator to build again, and serves on", async () => {
    const { siteUrl, retention } = readBuildInfo(buildDir) ?? {};
    expect(retention, "build-info.json records the retention periods the notice states").toBeDefined();
    const days = retention!.retentionDays + 1;
    await withServer(
      { SITE_URL: siteUrl!, LEADS_RETENTION_DAYS: String(days) },
      async ({ url, warnings }) => {
        expect(warnings).toContainEqual(
          expect.stringContaining(
            `and this server has LEADS_RETENTION_DAYS=${days}: it erases personal data as it is set`,
          ),
        );
        expect((await fetch(url)).status).toBe(200);
      },
    );
    // Set as the build was, it says nothing of it.
    const asBuilt = {
      SITE_URL: siteUrl!,
      LEADS_RETENTION_DAYS: String(retention!.retentionDays),
      LEADS_HELD_RETENTION_DAYS: String(retention!.heldRetentionDays),
    };
    await withServer(asBuilt, async ({ warnings }) => {
      expect(warnings.filter((message) => message.includes("LEADS_"))).toEqual([]);
    });
  });
});

describe("SITE_URL's one default", () => {
  it("does not follow PORT: a server on another port serves the default build", () => {
    expect(loadConfig({}).siteUrl).toBe(DEFAULT_SITE_URL);
    expect(loadConfig({ PORT: "4000" }).siteUrl).toBe(DEFAULT_SITE_URL);
  });
});
