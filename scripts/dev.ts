/**
 * `npm run dev`: the whole site with hot reload. Astro's dev server renders the pages and runs the
 * islands (http://127.0.0.1:4321); the contact form's API is our own server, started here without
 * pages on 127.0.0.1 (`DEV_API_PORT`, default the next port), to which Astro's dev server passes
 * /api. Leads go to the same outbox as `npm start` (DATA_DIR), and to the ERP if one is configured.
 *
 * As with `astro dev`: `npm run dev -- --port 5000` serves on another port, `--host 0.0.0.0` (or
 * `--host` alone) on every address. `DEV_PORT` is the port when `--port` is not given.
 *
 * `--editor` (how `npm run cms` starts it): no hot reload. Astro reloads every open page when a
 * content file changes, and a save in the editor changes one, so the editor would reload under the
 * marketer in the middle of its save and lose its "Changes saved". Without hot reload the site's
 * pages show a save on their next load.
 */
import "./check-node";
import { parseArgs } from "node:util";
import { dev } from "astro";
import { buildServer } from "../server/app";
import { loadConfig } from "../server/config";

const args = process.argv.slice(2);
// `--host` without a value (the next argument another flag, or none): every address, as in Astro.
const bare = args.findIndex((arg, i) => arg === "--host" && (args[i + 1] ?? "--").startsWith("--"));
if (bare !== -1) args.splice(bare + 1, 0, "0.0.0.0");
const { values: flags } = parseArgs({
  args,
  options: { port: { type: "string" }, host: { type: "string" }, editor: { type: "boolean" } },
});

const port = Number(flags.port || process.env.DEV_PORT || 4321);
if (!Number.isInteger(port) || port < 1)
  throw new Error(`--port must be a port number, not "${flags.port}".`);
const host = flags.host || "127.0.0.1";
const apiHost = "127.0.0.1";
const apiPort = Number(process.env.DEV_API_PORT || port + 1);
const forEditor = flags.editor ?? false;

const config = loadConfig({ ...process.env, HOST: apiHost, PORT: String(apiPort) });
const api = await buildServer(config, { pages: false });
await api.listen({ host: apiHost, port: apiPort });

const site = await dev({
  server: { host, port },
  vite: { server: { proxy: { "/api": `http://${apiHost}:${apiPort}` }, hmr: !forEditor } },
});

async function stop() {
  await site.stop();
  await api.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
