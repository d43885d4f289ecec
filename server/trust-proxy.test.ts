import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildServer } from "./app";
import { loadConfig } from "./config";

/**
 * Behind one proxy (TRUST_PROXY=1), the contact API's limit counts the address the proxy saw: a
 * client that writes its own X-Forwarded-For entries changes nothing.
 */
let app: FastifyInstance | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function start(trustProxy: string) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "trust-proxy-"));
  app = await buildServer(
    loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: trustProxy, CONTACT_RATE_LIMIT: "3" }),
    {
      logger: false,
      pages: false,
    },
  );
  await app.ready();
  return app;
}

const post = (server: FastifyInstance, n: number, forwardedFor: string) =>
  server.inject({
    method: "POST",
    url: "/api/contact",
    // inject's socket is 127.0.0.1: the proxy. Its own entry is the last in the header.
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    payload: JSON.stringify({
      full_name: "Layla Haddad",
      phone: "+971 4 123 4567",
      email: `spoof${n}@example.com`,
      message: `Message number ${n} for the sales team.`,
      lang: "en",
    }),
  });

describe("TRUST_PROXY", () => {
  it("counts the address the nearest proxy saw, whatever the client wrote before it", async () => {
    const server = await start("1");
    const codes: number[] = [];
    for (let n = 1; n <= 5; n += 1)
      codes.push((await post(server, n, `198.51.100.${n}, 203.0.113.7`)).statusCode);
    expect(codes.slice(0, 3).every((code) => code === 200 || code === 202)).toBe(true);
    expect(codes.slice(3)).toEqual([429, 429]);
    // Another client, seen by the proxy as another address, has its own count.
    expect([200, 202]).toContain((await post(server, 6, "203.0.113.8")).statusCode);
  });

  it("names the proxies by address just as well", async () => {
    const server = await start("127.0.0.1");
    const codes: number[] = [];
    for (let n = 1; n <= 4; n += 1)
      codes.push((await post(server, n, `192.0.2.${n}, 203.0.113.9`)).statusCode);
    expect(codes[3]).toBe(429);
  });
});
