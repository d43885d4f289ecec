import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { buildDir, requireBuild } from "./build";

/**
 * The real server as a process (`node server/main.ts`), as it runs in production, for the tests
 * that kill it, restart it or run several of it.
 */
const root = path.resolve(import.meta.dirname, "../..");
const children = new Set<ChildProcess>();

export interface SiteProcess {
  url: string;
  /** The operators' listener: /metrics and the detailed /healthz. */
  opsUrl: string;
  process: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it has logged so far. */
  output(): string;
}

/** Starts the server on a free port with `env` (over the build's defaults); resolves once it listens. */
export function startSiteProcess(env: Record<string, string>): Promise<SiteProcess> {
  return spawnServer(["--import", "tsx", "server/main.ts"], {
    PATH: process.env.PATH,
    HOST: "127.0.0.1",
    PORT: "0",
    BUILD_DIR: buildDir,
    SITE_URL: requireBuild().siteUrl,
    LOG_LEVEL: "info",
    OPS_PORT: "0",
    ...env,
  });
}

/**
 * Runs a server entry (`args` after node: the source, the compiled `build/server/main.js`,
 * `scripts/start.ts server`) with exactly `env`, which must log at "info" on free ports (PORT=0,
 * OPS_PORT=0); resolves once both listeners are up and it has said the site is up.
 */
export function spawnServer(args: string[], env: NodeJS.ProcessEnv): Promise<SiteProcess> {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  let output = "";
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the site did not start:\n${output}`)), 45_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
      const ops = /"msg":"Operators' listener at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
      if (listening && ops && output.includes('"msg":"site is up"')) {
        clearTimeout(timer);
        resolve({ url: listening[1]!, opsUrl: ops[1]!, process: child, exited, output: () => output });
      }
    });
    void exited.then(({ code, signal }) =>
      reject(new Error(`the site exited (${code ?? signal}):\n${output}`)),
    );
  });
}

/** SIGKILL to every server process still running (for afterEach). */
export function killSiteProcesses() {
  for (const child of children) child.kill("SIGKILL");
}

/** Resolves once `check` holds; throws after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000, what = "") {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting${what ? ` for ${what}` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
