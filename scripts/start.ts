/**
 * `npm start` (`node scripts/start.ts server`) and `npm run leads` (`node scripts/start.ts leads …`):
 * runs the compiled server, or the leads CLI, from the build (`build/server/main.js`, `leads.js`;
 * BUILD_DIR) with plain node.
 *
 * First the build must be there, made from the current sources (scripts/build-inputs.ts) and, for
 * the server, for SITE_URL. When it is not: with NODE_ENV=production this stops with the command to
 * run (production never builds); elsewhere it runs `npm run build` first, so that `npm install &&
 * npm start` works on a fresh clone.
 *
 * Node runs this file itself (its type stripping; tsx is a development tool, not installed in
 * production): the few modules of ours it needs are imported by URL with their `.ts` name, and
 * they import nothing of ours.
 */
import { execSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as Settings from "../app/settings";
import type * as BuildInfo from "../server/site/build-info";
import type * as Inputs from "./build-inputs";

const ours = <T>(file: string) => import(new URL(file, import.meta.url).href) as Promise<T>;
// First: a clear message on a Node.js older than package.json's engines.
await ours("./check-node.ts");
const { buildDir, serverDir, siteUrl } = await ours<typeof Settings>("../app/settings.ts");
const { buildCommand, readBuildInfo } = await ours<typeof BuildInfo>("../server/site/build-info.ts");
const { staleReason } = await ours<typeof Inputs>("./build-inputs.ts");

const entries = { server: "main.js", leads: "leads.js" } as const;
const name = process.argv[2] as keyof typeof entries;
if (!(name in entries)) {
  console.error(`Usage: node scripts/start.ts ${Object.keys(entries).join("|")} [arguments…]`);
  process.exit(2);
}
// What the entry reads as its own arguments (`npm run leads -- list`: `list`).
process.argv.splice(2, 1);

const root = path.resolve(import.meta.dirname, "..");
// The leads CLI writes no page: any origin's build will do.
const why = staleReason(root, readBuildInfo(buildDir), name === "server" ? siteUrl : undefined);
if (why) {
  if (process.env.NODE_ENV === "production") {
    console.error(
      `The build in ${buildDir} cannot be served (${why}), and NODE_ENV=production never builds.\n` +
        `Build it first: ${buildCommand(siteUrl)}`,
    );
    process.exit(1);
  }
  // On stderr: stdout is the entry's own (`npm run leads -- export > leads.csv`).
  console.error(`Building the site (${why})…`);
  execSync("npm run build", { stdio: ["ignore", process.stderr, process.stderr], cwd: root });
}

await import(pathToFileURL(path.join(serverDir, entries[name])).href);
