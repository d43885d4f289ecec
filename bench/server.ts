import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import net from "node:net";

/** The ports this project's benchmark may use (BENCH_PORT and the nine after it); the first free one is taken. */
const firstPort = Number(process.env.BENCH_PORT || 3610);
if (!Number.isInteger(firstPort) || firstPort < 1 || firstPort > 65_526)
  throw new Error(`BENCH_PORT must be a port number, got "${process.env.BENCH_PORT}"`);
export const BENCH_PORTS = Array.from({ length: 10 }, (_, n) => firstPort + n);

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ host: "127.0.0.1", port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

export async function freePort(ports = BENCH_PORTS): Promise<number> {
  for (const port of ports) if (await isFree(port)) return port;
  throw new Error(`No free port among ${ports[0]}–${ports.at(-1)} on 127.0.0.1`);
}

export interface RunningServer {
  origin: string;
  /** Its operators' listener (OPS_PORT): /metrics and the detailed /healthz. */
  ops: string;
  pid: number;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the real server (`server/main.ts`) on 127.0.0.1, as `npm start` would, and waits for
 * /healthz (at most `readyTimeoutMs`). No ERP is configured: leads stay in the temporary outbox.
 * `stop()` sends SIGTERM to this one process and, if it has not exited 15 s later, SIGKILL.
 */
export async function startServer(options: {
  port: number;
  buildDir: string;
  dataDir: string;
  logFile: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const opsPort = await freePort(BENCH_PORTS.filter((port) => port !== options.port));
  const ops = `http://127.0.0.1:${opsPort}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith("ERP_")) delete env[name];
  Object.assign(env, {
    HOST: "127.0.0.1",
    PORT: String(options.port),
    BUILD_DIR: options.buildDir,
    DATA_DIR: options.dataDir,
    SITE_URL: origin,
    OPS_PORT: String(opsPort),
    LOG_LEVEL: "warn",
    ...options.env,
  });

  const log = createWriteStream(options.logFile);
  // The compiled server, as production runs it (docs/production.md).
  const child: ChildProcess = spawn(process.execPath, [path.join(options.buildDir, "server", "main.js")], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once("exit", () => {
      exited = true;
      resolve();
    });
  });

  const stop = async () => {
    if (exited || child.pid === undefined) return;
    child.kill("SIGTERM");
    await Promise.race([exit, sleep(15_000)]);
    if (!exited) {
      child.kill("SIGKILL");
      await Promise.race([exit, sleep(5_000)]);
    }
    log.end();
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The server exited before it was ready; see ${options.logFile}`);
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { origin, ops, pid: child.pid!, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`The server did not answer ${origin}/healthz in time; see ${options.logFile}`);
}
