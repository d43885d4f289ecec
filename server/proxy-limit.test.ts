import { spawn, type ChildProcess } from "node:child_process";
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type PostgresCluster } from "../tests/support/postgres";
import { injectedProof } from "../tests/support/proof";
import { buildServer } from "./app";
import { loadConfig } from "./config";
import { freePort } from "../tests/support/ports";

/**
 * The contact API's limit behind a real nginx that takes turns between two instances on one
 * PostgreSQL outbox (TRUST_PROXY=1, CONTACT_RATE_LIMIT=3): the instances count together, so a
 * client gets 3 submissions in a minute, not 3 from each; and one that writes its own
 * X-Forwarded-For is still counted by the address nginx saw.
 */
const LIMIT = 3;
const INSTALL_HINT = "Install it (Debian: apt-get install -y --no-install-recommends nginx).";

/** Debian's nginx, else the first on the PATH; a clear failure, never a skip, without one. */
function findNginx(env: NodeJS.ProcessEnv = process.env): string {
  const dirs = ["/usr/sbin", ...(env.PATH ?? "").split(path.delimiter).filter(Boolean)];
  for (const dir of dirs) {
    const file = path.join(dir, "nginx");
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  throw new Error(`nginx was not found at /usr/sbin/nginx or on the PATH. ${INSTALL_HINT}`);
}

/**
 * One nginx in front of `upstreams`, round robin, every file it writes inside `dir`. It adds the
 * address it saw to X-Forwarded-For, as a production proxy does, and names the instance that
 * answered in X-Upstream (for the test only).
 */
function nginxConf(dir: string, port: number, upstreams: string[]): string {
  // As root, the workers would otherwise run as `nobody`, who cannot enter the private `dir`.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `  ${name}_temp_path ${path.join(dir, `${name}-temp`)};`)
    .join("\n");
  return `${user}worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 64; }
http {
  access_log ${path.join(dir, "access.log")};
${temp}
  upstream site {
${upstreams.map((address) => `    server ${address};`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://site;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # A refused or failed POST is not tried again on the other instance.
      proxy_next_upstream off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Resolves once something accepts connections on 127.0.0.1:`port`. */
async function listening(port: number, nginx: ChildProcess, errorLog: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (nginx.exitCode !== null)
      throw new Error(`nginx exited (${nginx.exitCode}): ${readFileSync(errorLog, "utf8")}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let cluster: PostgresCluster;
let dir: string;
let nginx: ChildProcess | undefined;
let nginxPort: number;
const instances: FastifyInstance[] = [];
let upstreams: string[] = [];

beforeAll(async () => {
  const nginxBin = findNginx();
  dir = mkdtempSync(path.join(os.tmpdir(), "proxy-limit-"));
  cluster = await startPostgres();
  const databaseUrl = await cluster.createDatabase();
  const config = loadConfig({
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: "1",
    CONTACT_RATE_LIMIT: String(LIMIT),
    // Proofs of work the test solves in a few ms.
    SPAM_POW_COST: "1",
    SPAM_POW_KEY_PREFIX: "0",
  });
  for (let n = 0; n < 2; n += 1) {
    const app = await buildServer(config, { logger: false, pages: false });
    instances.push(app);
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as { port: number };
    upstreams.push(`127.0.0.1:${port}`);
  }

  nginxPort = await freePort();
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, nginxConf(dir, nginxPort, upstreams));
  const errorLog = path.join(dir, "error.log");
  // -e: the log nginx writes before it has read its configuration, also inside `dir`.
  nginx = spawn(nginxBin, ["-p", dir, "-e", errorLog, "-c", conf, "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  await listening(nginxPort, nginx, errorLog);
}, 120_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once("exit", resolve));
    nginx.kill("SIGTERM");
    await exited;
  }
  for (const app of instances.splice(0)) await app.close();
  await cluster?.destroy();
  if (dir) rmSync(dir, { recursive: true, force: true });
  upstreams = [];
}, 60_000);

interface Answer {
  status: number;
  /** The instance nginx passed the request to. */
  upstream: string;
}

/**
 * A submission as the form sends it (JSON, a fresh proof), through nginx, from the local address
 * `from` (any 127.x address is this machine): nginx sees each client as its own address.
 */
async function post(from: string, n: number, headers: Record<string, string> = {}): Promise<Answer> {
  const body = JSON.stringify({
    full_name: "Layla Haddad",
    phone: "+971 4 123 4567",
    email: `proxy-${from}-${n}@example.com`,
    message: `Message number ${n} for the sales team, from ${from}.`,
    lang: "en",
    altcha: await injectedProof(instances[n % 2]!),
  });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: nginxPort,
        localAddress: from,
        method: "POST",
        path: "/api/contact",
        agent: false,
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "content-length": Buffer.byteLength(body),
          ...headers,
        },
        timeout: 20_000,
      },
      (res) => {
        res.resume();
        res.once("end", () =>
          resolve({ status: res.statusCode ?? 0, upstream: String(res.headers["x-upstream"] ?? "") }),
        );
      },
    );
    req.once("error", reject).once("timeout", () => req.destroy(new Error("no answer through nginx")));
    req.end(body);
  });
}

const ACCEPTED = [200, 202];

describe("the contact API's limit behind nginx and two instances on PostgreSQL", () => {
  it(`accepts ${LIMIT} submissions from one client, then 429, whichever instance nginx picks`, async () => {
    const answers: Answer[] = [];
    for (let n = 1; n <= LIMIT + 1; n += 1) answers.push(await post("127.0.0.2", n));
    expect(answers.slice(0, LIMIT).map((a) => ACCEPTED.includes(a.status))).toEqual([true, true, true]);
    expect(answers[LIMIT]?.status).toBe(429);
    // nginx took turns: each instance alone saw fewer than the limit.
    expect(new Set(answers.map((a) => a.upstream))).toEqual(new Set(upstreams));
  });

  it("counts the address nginx saw, whatever X-Forwarded-For the client sends", async () => {
    const answers: Answer[] = [];
    for (let n = 1; n <= LIMIT + 2; n += 1)
      answers.push(await post("127.0.0.3", n, { "x-forwarded-for": `203.0.113.${n}` }));
    expect(answers.slice(0, LIMIT).map((a) => ACCEPTED.includes(a.status))).toEqual([true, true, true]);
    expect(answers.slice(LIMIT).map((a) => a.status)).toEqual([429, 429]);
    expect(new Set(answers.map((a) => a.upstream))).toEqual(new Set(upstreams));
  });
});
