/**
 * `npm run build`: the islands' browser build, the React Router build (prerendering every page),
 * then the post-build step.
 * A BUILD_DIR outside the project gets a link to the project's node_modules, because prerendering
 * imports the server bundle from the build folder and Node resolves packages from there.
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const buildDir = path.resolve(process.env.BUILD_DIR || "build");
// Vite empties only an output folder inside the project: start every build from an empty one, so
// no file of an earlier build is served (or precompressed) beside the new one.
for (const part of ["client", "server"]) rmSync(path.join(buildDir, part), { recursive: true, force: true });
if (path.relative(root, buildDir).startsWith("..")) {
  mkdirSync(buildDir, { recursive: true });
  const link = path.join(buildDir, "node_modules");
  if (!existsSync(link)) symlinkSync(path.join(root, "node_modules"), link, "dir");
}
// One build date for the browser and the prerendering builds (the footer's year, vite.config.ts).
process.env.SOURCE_DATE_EPOCH ??= String(Math.floor(Date.now() / 1000));
// The islands first: prerendering reads their manifest for the script's URL (decision 012).
execSync("vite build --config vite.islands.config.ts", { stdio: "inherit" });
execSync("react-router build", { stdio: "inherit" });
execSync("node --import tsx scripts/postbuild.ts", { stdio: "inherit" });
