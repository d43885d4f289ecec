/**
 * Runs before `npm start`: builds the site when there is no build yet, or when the sources are
 * newer than the build, so that `npm install && npm start` works on a fresh clone.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const infoFile = path.join(buildDir, "build-info.json");

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(file) : statSync(file).mtimeMs);
  }
  return latest;
}

function reason(): string | undefined {
  if (!existsSync(infoFile)) return "no build yet";
  const { builtAt } = JSON.parse(readFileSync(infoFile, "utf8")) as { builtAt: string };
  const sources = Math.max(newest("app"), newest("public"));
  if (sources > Date.parse(builtAt)) return "sources changed since the last build";
  return undefined;
}

const why = reason();
if (why) {
  console.log(`Building the site (${why})…`);
  execSync("npm run build", { stdio: "inherit" });
}
