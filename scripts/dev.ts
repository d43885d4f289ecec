/**
 * `npm run dev`: the whole site with hot reload. Astro's dev server renders the pages and runs the
 * islands (http://127.0.0.1:4321, `DEV_PORT`); the contact form's API is our own server, started
 * here without pages (`DEV_API_PORT`, default 4322), to which Astro's dev server passes /api.
 * Leads go to the same outbox as `npm start` (DATA_DIR), and to the ERP if one is configured.
 */
import "./check-node";
import { dev } from "astro";
import { buildServer } from "../server/app";
import { loadConfig } from "../server/config";

const port = Number(process.env.DEV_PORT || 4321);
const apiPort = Number(process.env.DEV_API_PORT || 4322);
const host = "127.0.0.1";

const config = loadConfig({ ...process.env, HOST: host, PORT: String(apiPort) });
const api = await buildServer(config, { pages: false });
await api.listen({ host, port: apiPort });

const site = await dev({
  server: { host, port },
  vite: { server: { proxy: { "/api": `http://${host}:${apiPort}` } } },
});

async function stop() {
  await site.stop();
  await api.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
