/**
 * `npm run dev`: the whole site with hot reload. Astro's dev server renders the pages and runs the
 * islands (http://127.0.0.1:4321, `DEV_PORT`); the contact form's API is our own server, started
 * here without pages (`DEV_API_PORT`, default 4322), to which Astro's dev server passes /api.
 * Leads go to the same outbox as `npm start` (DATA_DIR), and to the ERP if one is configured.
 *
 * `--editor` (how `npm run cms` starts it): no hot reload. Astro reloads every open page when a
 * content file changes, and a save in the editor changes one, so the editor would reload under the
 * marketer in the middle of its save and lose its "Changes saved". Without hot reload the site's
 * pages show a save on their next load.
 */
import "./check-node";
import { dev } from "astro";
import { buildServer } from "../server/app";
import { loadConfig } from "../server/config";

const port = Number(process.env.DEV_PORT || 4321);
const apiPort = Number(process.env.DEV_API_PORT || 4322);
const host = "127.0.0.1";
const forEditor = process.argv.includes("--editor");

const config = loadConfig({ ...process.env, HOST: host, PORT: String(apiPort) });
const api = await buildServer(config, { pages: false });
await api.listen({ host, port: apiPort });

const site = await dev({
  server: { host, port },
  vite: { server: { proxy: { "/api": `http://${host}:${apiPort}` }, hmr: !forEditor } },
});

async function stop() {
  await site.stop();
  await api.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
