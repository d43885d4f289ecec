/**
 * Runs before `npm start`: builds the site when there is no build yet, or when anything the build
 * reads (scripts/build-inputs.ts) is newer than the build, so that `npm install && npm start`
 * works on a fresh clone.
 */
// First: a clear message on a Node.js older than package.json's engines, before anything else runs.
import "./check-node";
import { execSync } from "node:child_process";
import path from "node:path";
import { staleReason } from "./build-inputs";

const why = staleReason(process.cwd(), path.resolve(process.env.BUILD_DIR || "build"));
if (why) {
  console.log(`Building the site (${why})…`);
  execSync("npm run build", { stdio: "inherit" });
}
