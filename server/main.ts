import { buildOpsServer, buildServer } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";

/** `npm start`: serves the built site until SIGTERM or SIGINT, then finishes what is in flight. */
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // Before the logger exists: the message names each variable at fault; a stack would only hide it.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const app = await buildServer(config);
const ops = await buildOpsServer(app);

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
