/**
 * `npm run build`: Astro prerenders every page (astro.config.ts), then the post-build step
 * precompresses the files and records what origin the pages were built for.
 */
import { execSync } from "node:child_process";
import { rmSync } from "node:fs";
import { clientDir } from "../app/settings";

// Start from an empty folder, so that no file of an earlier build is served (or precompressed).
rmSync(clientDir, { recursive: true, force: true });
// One build date for every page (the footer's year, astro.config.ts).
process.env.SOURCE_DATE_EPOCH ??= String(Math.floor(Date.now() / 1000));
execSync("astro build", { stdio: "inherit" });
execSync("node --import tsx scripts/postbuild.ts", { stdio: "inherit" });
