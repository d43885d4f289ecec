import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, SERVER_TIMEOUTS, type ServerTimeouts } from "./app";
import { loadConfig } from "./config";

/**
 * The public port's time limits on a real listening server: a client that sends its headers and
 * then dribbles its body, or never sends it, or never finishes its headers, has its socket closed
 * (with a 408 where Node.js still answers), instead of holding it as long as it likes.
 */
const dirs: string[] = [];
const apps: FastifyInstance[] = [];

async function listening(
  timeouts?: Partial<ServerTimeouts>,
): Promise<{ app: FastifyInstance; port: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "site-timeouts-"));
  dirs.push(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const app = await buildServer(config, { logger: false, pages: false, timeouts });
  apps.push(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, port: (app.server.address() as AddressInfo).port };
}

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Opens a socket, writes `head`, then `drip` every `everyMs` (if given) until the server closes
 * it; resolves with how long the socket lived and what the server wrote.
 */
function slowClient(
  port: number,
  head: string,
  drip?: { text: string; everyMs: number },
): Promise<{ ms: number; received: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let received = "";
    let timer: NodeJS.Timeout | undefined;
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(head);
      if (drip) timer = setInterval(() => socket.writable && socket.write(drip.text), drip.everyMs);
    });
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("error", () => {
      // A reset after the server gave up: the close below says when.
    });
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - started, received });
    });
    // The test's own bound: a socket still open after this is the failure.
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`the server held the socket for ${Date.now() - started} ms`));
    }, 8_000).unref();
  });
}

const POST_HEAD =
  "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
  "Accept: application/json\r\nContent-Length: 5000\r\n\r\n";

describe("the public port's time limits", { timeout: 30_000 }, () => {
  let port: number;
  const limits = { requestMs: 1_000, headersMs: 800, connectionMs: 1_500, checkEveryMs: 100 };
  beforeAll(async () => {
    ({ port } = await listening(limits));
  });

  it("closes the socket of a body dribbled a byte at a time once the request's time is up", async () => {
    // A byte every 200 ms keeps the socket busy: only the limit on the whole request ends it.
    const { ms, received } = await slowClient(port, POST_HEAD, { text: " ", everyMs: 200 });
    expect(ms).toBeGreaterThanOrEqual(limits.requestMs - 100);
    expect(ms).toBeLessThan(limits.requestMs + 1_500);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes the socket of a body never sent", async () => {
    const { ms } = await slowClient(port, POST_HEAD);
    expect(ms).toBeLessThan(limits.requestMs + 1_500);
  });

  it("closes the socket of headers never finished", async () => {
    const { ms } = await slowClient(port, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n", {
      text: "X-Slow: 1\r\n",
      everyMs: 200,
    });
    expect(ms).toBeLessThan(limits.headersMs + 1_500);
  });

  it("still answers a request sent at once", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});

describe("the public port's time limits in production", () => {
  it("are 30 s for a request, 15 s for its headers, 35 s of silence and 72 s of keep-alive", async () => {
    const { app } = await listening();
    expect(SERVER_TIMEOUTS).toMatchObject({
      requestMs: 30_000,
      headersMs: 15_000,
      connectionMs: 35_000,
      keepAliveMs: 72_000,
    });
    expect(app.server.requestTimeout).toBe(30_000);
    expect(app.server.headersTimeout).toBe(15_000);
    expect(app.server.timeout).toBe(35_000);
    expect(app.server.keepAliveTimeout).toBe(72_000);
  });
});
