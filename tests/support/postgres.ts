import { execFile, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./ports";

/**
 * A throwaway PostgreSQL cluster for tests: `initdb` and `pg_ctl` in a temporary folder, on a free
 * 127.0.0.1 port. It is the real server (Debian's `postgresql` package), never a stand-in.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user the package creates.
 */
const run = promisify(execFile);

const INSTALL_HINT =
  "PostgreSQL was not found. Install it (Debian: apt-get install -y postgresql), or set PG_BIN to the " +
  "folder holding initdb and pg_ctl.";

/** The folder of `initdb` and `pg_ctl`: PG_BIN, else the newest /usr/lib/postgresql/N/bin, else PATH. */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string {
  const has = (dir: string) => existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl"));
  if (env.PG_BIN) {
    if (has(env.PG_BIN)) return env.PG_BIN;
    throw new Error(`PG_BIN=${env.PG_BIN} holds no initdb and pg_ctl. ${INSTALL_HINT}`);
  }
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name) && has(path.join(debian, name, "bin")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debian, versions[0], "bin");
  }
  for (const dir of (env.PATH ?? "").split(path.delimiter)) {
    if (dir && has(dir)) return dir;
  }
  throw new Error(INSTALL_HINT);
}

export interface PostgresCluster {
  port: number;
  /** The server's version, e.g. "15.14". */
  version: string;
  /** A connection URL to `database` (default: the maintenance database `postgres`). */
  url(database?: string): string;
  /** Creates an empty database with a fresh name and returns its URL. */
  createDatabase(): Promise<string>;
  /** Stops the server (fast shutdown: sessions are cut), keeping its data. */
  stop(): Promise<void>;
  /** Starts the stopped server again, on the same port with the same data. */
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Starts a new cluster. Call `destroy()` when done (an exit hook stops it if a test forgets). */
export async function startPostgres(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), "pg-test-"));
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "server.log");
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  // As root, every PostgreSQL program runs as `postgres`, from a folder it can read.
  const command = (program: string, args: string[]): [string, string[]] =>
    asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]]
      : [path.join(bin, program), args];
  const exec = async (program: string, args: string[]) => {
    const [file, argv] = command(program, args);
    try {
      await run(file, argv, { cwd: dir });
    } catch (error) {
      const failed = error as { stderr?: string; stdout?: string; message: string };
      throw new Error(`${program} failed: ${failed.message}\n${failed.stdout ?? ""}${failed.stderr ?? ""}`);
    }
  };

  await exec("initdb", [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  const port = await freePort();
  // fsync off: the data is thrown away; the server's own commit semantics are unchanged.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`;
  const start = () =>
    exec("pg_ctl", ["-D", dataDir, "-l", logFile, "-w", "-t", "60", "-o", options, "start"]);
  const stop = () => exec("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "-t", "60", "stop"]);

  let running = false;
  // A test run that dies before destroy() must not leave a server behind.
  const onExit = () => {
    if (!running) return;
    const [file, argv] = command("pg_ctl", ["-D", dataDir, "-m", "immediate", "stop"]);
    try {
      execFileSync(file, argv, { cwd: dir, stdio: "ignore" });
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", onExit);

  await start();
  running = true;
  const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const version = await withClient(url(), async (client) => {
    const { rows } = await client.query<{ server_version: string }>("SHOW server_version");
    return rows[0]!.server_version;
  });

  return {
    port,
    version,
    url,
    async createDatabase() {
      const name = `test_${randomBytes(6).toString("hex")}`;
      await withClient(url(), (client) => client.query(`CREATE DATABASE ${name}`));
      return url(name);
    },
    async stop() {
      await stop();
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await stop();
      running = false;
      process.off("exit", onExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
