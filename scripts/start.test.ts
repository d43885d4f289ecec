import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_URL } from "../app/settings";
import { writeBuildInfo } from "../server/site/build-info";
import { buildDir as realBuild, requireBuild } from "../tests/support/build";
import { spawnServer } from "../tests/support/site-process";

/**
 * `npm start` and `npm run leads` (scripts/start.ts), run as package.json runs them: plain node,
 * no tsx. The builds here are folders of their own; where one must be made, `npm` is a stand-in
 * on PATH that records its arguments and writes a build whose server prints what it was given.
 */
const root = path.resolve(import.meta.dirname, "..");
const scratch = mkdtempSync(path.join(os.tmpdir(), "start-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const fakeBin = path.join(scratch, "bin");
mkdirSync(fakeBin);
const fakeServer = 'console.log("built server:", JSON.stringify(process.argv.slice(2)))';
writeFileSync(
  path.join(fakeBin, "npm"),
  `#!/bin/sh
echo "$*" >> "$BUILD_DIR/npm-calls"
echo "the build's own output"
mkdir -p "$BUILD_DIR/server"
echo '${fakeServer}' > "$BUILD_DIR/server/main.js"
printf '{"siteUrl":"%s","builtAt":"2999-01-01T00:00:00.000Z"}' "\${SITE_URL:-${DEFAULT_SITE_URL}}" > "$BUILD_DIR/build-info.json"
`,
);
chmodSync(path.join(fakeBin, "npm"), 0o755);

let builds = 0;
/** An empty build folder, or one made for `siteUrl` at `builtAt`, with the real build's files. */
function buildFolder(info?: { siteUrl: string; builtAt: string }, real = false): string {
  const dir = path.join(scratch, `build-${(builds += 1)}`);
  mkdirSync(dir);
  if (real) {
    symlinkSync(path.join(realBuild, "client"), path.join(dir, "client"));
    symlinkSync(path.join(realBuild, "server"), path.join(dir, "server"));
    symlinkSync(path.join(realBuild, "own-scripts.json"), path.join(dir, "own-scripts.json"));
  }
  if (info) writeBuildInfo(dir, info);
  return dir;
}

const future = "2999-01-01T00:00:00.000Z";
const past = "2000-01-01T00:00:00.000Z";

function start(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ["scripts/start.ts", ...args], {
    cwd: root,
    env: { PATH: `${fakeBin}:${process.env.PATH}`, ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
}

const npmCalls = (dir: string) =>
  existsSync(path.join(dir, "npm-calls")) ? readFileSync(path.join(dir, "npm-calls"), "utf8") : "";

describe("npm start with NODE_ENV=production never builds", () => {
  it("stops without a build, naming the command to run", () => {
    const dir = buildFolder();
    const run = start(["server"], { NODE_ENV: "production", BUILD_DIR: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`The build in ${dir} cannot be served (no build yet)`);
    expect(run.stderr).toContain(`SITE_URL=${DEFAULT_SITE_URL} npm run build`);
    expect(npmCalls(dir)).toBe("");
  });

  it("stops on a build older than its sources", () => {
    const dir = buildFolder({ siteUrl: DEFAULT_SITE_URL, builtAt: past }, true);
    const run = start(["server"], { NODE_ENV: "production", BUILD_DIR: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/\(\S+ changed since the last build\), and NODE_ENV=production never builds/);
    expect(npmCalls(dir)).toBe("");
  });

  it("stops on a build made for another origin, naming the SITE_URL to build for", () => {
    const dir = buildFolder({ siteUrl: "http://127.0.0.1:3000", builtAt: future }, true);
    const run = start(["server"], {
      NODE_ENV: "production",
      BUILD_DIR: dir,
      SITE_URL: "https://www.rawafed.example/",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "it was built for http://127.0.0.1:3000, and SITE_URL is https://www.rawafed.example",
    );
    expect(run.stderr).toContain("SITE_URL=https://www.rawafed.example npm run build");
  });
});

describe("npm start elsewhere builds first", () => {
  it("builds when there is no build, then runs the built server with its arguments", () => {
    const dir = buildFolder();
    const run = start(["server", "--flag"], { BUILD_DIR: dir });
    expect(run.status, run.stderr).toBe(0);
    expect(npmCalls(dir)).toBe("run build\n");
    expect(run.stderr).toContain("Building the site (no build yet)…");
    // The build's output on stderr: stdout is the entry's alone (`npm run leads -- export > leads.csv`).
    expect(run.stderr).toContain("the build's own output");
    expect(run.stdout).toBe('built server: ["--flag"]\n');
  });

  it("builds again for another SITE_URL: the origin is a build input", () => {
    const dir = buildFolder({ siteUrl: DEFAULT_SITE_URL, builtAt: future });
    const run = start(["server"], { BUILD_DIR: dir, SITE_URL: "https://www.rawafed.example" });
    expect(run.status).toBe(0);
    expect(run.stderr).toContain(
      `Building the site (it was built for ${DEFAULT_SITE_URL}, and SITE_URL is https://www.rawafed.example)…`,
    );
    expect(readFileSync(path.join(dir, "build-info.json"), "utf8")).toContain("https://www.rawafed.example");
  });

  it("keeps a build made from the current sources for this origin", () => {
    const dir = buildFolder({ siteUrl: DEFAULT_SITE_URL, builtAt: future });
    mkdirSync(path.join(dir, "server"));
    writeFileSync(path.join(dir, "server/main.js"), fakeServer);
    const run = start(["server"], { BUILD_DIR: dir });
    expect(run.status).toBe(0);
    expect(npmCalls(dir)).toBe("");
    expect(run.stdout).toBe("built server: []\n");
  });

  it("names what it runs when asked for something else", () => {
    const run = start(["serve"], {});
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("Usage: node scripts/start.ts server|leads");
  });
});

describe("the built server and leads CLI, with plain node and NODE_ENV=production", () => {
  it("serves the pages and /healthz", async () => {
    const { siteUrl } = requireBuild();
    const dir = buildFolder({ siteUrl, builtAt: future }, true);
    const server = await spawnServer(["scripts/start.ts", "server"], {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      BUILD_DIR: dir,
      SITE_URL: siteUrl,
      HOST: "127.0.0.1",
      PORT: "0",
      OPS_PORT: "0",
      DATA_DIR: path.join(scratch, "data-server"),
    });
    try {
      const { url } = server;
      const home = await fetch(url);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain(`<link rel="canonical" href="${siteUrl}/">`);
      expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: "ok" });
    } finally {
      server.process.kill("SIGTERM");
      await server.exited;
    }
  });

  it("runs the leads CLI from the build, whatever origin it was made for", () => {
    const dir = buildFolder({ siteUrl: "https://www.rawafed.example", builtAt: future }, true);
    const run = start(["leads", "list"], {
      NODE_ENV: "production",
      BUILD_DIR: dir,
      DATA_DIR: path.join(scratch, "data-leads"),
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("0 shown. Outbox: 0 pending, 0 delivered, 0 failed, 0 held.");
    expect(npmCalls(dir)).toBe("");
  });
});
