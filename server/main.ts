import { buildOpsServer, buildServer } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";
import { buildMismatch, readBuildInfo, retentionMismatch } from "./site/build-info";

/**
 * `npm start`: serves the built site until SIGTERM or SIGINT, then finishes what is in flight.
 * `npm run build` compiles this file into the build (`build/server/main.js`, scripts/build-server.ts),
 * and `npm start` runs that with plain node (scripts/start.ts).
 */
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // Before the logger exists: the message names each variable at fault; a stack would only hide it.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// The pages carry the origin they were built for. In production a build for another origin (or
// none) stops the start; elsewhere (`npm start` rebuilds first) the server says so and serves it.
const mismatch = buildMismatch(config.buildDir, config.siteUrl);
if (mismatch && (config.production || mismatch.missing)) {
  console.error(mismatch.message);
  process.exit(1);
}
const app = await buildServer(config);
const ops = await buildOpsServer(app);
if (mismatch) app.log.warn(mismatch.message);
// The privacy notice states the retention periods the pages were built with; the server erases as
// it is set. It serves on, and tells the operator to build again.
const notice = retentionMismatch(config.buildDir, readBuildInfo(config.buildDir), config.leads);
if (notice) app.log.warn(notice);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: finishing requests in flight");
  const timer = setTimeout(() => {
    app.log.error("shutdown took longer than 10 s; exiting");
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await ops.close();
    await app.close();
    app.log.info("stopped");
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "error while shutting down");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

try {
  await app.listen({ host: config.host, port: config.port });
  // Its own line (not Fastify's "Server listening at"), so that the site's address is unambiguous.
  const opsUrl = await ops.listen({
    host: config.ops.host,
    port: config.ops.port,
    listenTextResolver: (address) => `Operators' listener at ${address}`,
  });
  app.log.info(
    { url: `http://${config.host}:${config.port}`, ops: opsUrl, siteUrl: config.siteUrl },
    "site is up",
  );
} catch (error) {
  app.log.error({ err: error }, "could not start");
  process.exit(1);
}
