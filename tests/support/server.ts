import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildOpsServer, buildServer } from "../../server/app";
import { loadConfig } from "../../server/config";
import { buildDir, requireBuild } from "./build";

export interface TestServer {
  app: FastifyInstance;
  /** Its operators' listener (/metrics, the detailed /healthz), for inject too. */
  ops: FastifyInstance;
  /** The public origin the server was configured with. */
  siteUrl: string;
  /** Its outbox's folder (DATA_DIR). */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real server over the real build, for `fastify.inject` (no port is opened), with its own
 * temporary data directory. `env` overrides the environment it is configured from; SITE_URL
 * defaults to the origin the build was made for.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const info = requireBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  const config = loadConfig({
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    SITE_URL: info.siteUrl,
    LOG_LEVEL: "silent",
    ...env,
  });
  const app = await buildServer(config, { logger: false });
  await app.ready();
  const ops = await buildOpsServer(app);
  await ops.ready();
  return {
    app,
    ops,
    siteUrl: config.siteUrl,
    dataDir,
    async close() {
      await ops.close();
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
