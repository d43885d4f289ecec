/**
 * `npm run cms`: the editor (/admin, decision 016) against this working copy. Two processes, both
 * on 127.0.0.1 only, and never part of `npm start`:
 *
 * - Decap's local backend (`decap-server` in git mode, `CMS_PORT`, default 8081): it writes each
 *   saved entry and uploaded picture into the working copy and commits it on the current branch.
 *   Its CORS answers the dev server's origin alone.
 * - the site's dev server (`npm run dev`, `DEV_PORT`, default 4321), which serves /admin, and the
 *   site with each saved change on its next load. Without hot reload (`dev.ts --editor`): the editor
 *   is not reloaded under the marketer by the content change its own save makes.
 *
 * The local backend commits with `git add .`, that is everything in the working copy: so this
 * refuses to start while the working copy has changes of its own, which would be swept into the
 * editor's first commit.
 */
import "./check-node";
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const host = "127.0.0.1";
const devPort = Number(process.env.DEV_PORT || 4321);
const cmsPort = Number(process.env.CMS_PORT || 8081);
const root = path.resolve(import.meta.dirname, "..");

function git(...args: string[]): string {
  return execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
}

function fail(message: string): never {
  console.error(`npm run cms: ${message}`);
  process.exit(1);
}

try {
  git("rev-parse", "--is-inside-work-tree");
} catch {
  fail(`${root} is not a git working copy: the editor saves by committing.`);
}
const branch = git("branch", "--show-current");
if (!branch) fail("the working copy is not on a branch (detached HEAD): check out the branch to edit.");
const identity = (key: string) => {
  try {
    return git("config", key);
  } catch {
    return "";
  }
};
if (!identity("user.name") || !identity("user.email")) {
  fail(
    'saves are commits, and git does not know who makes them: run git config user.name "Your Name" and git config user.email you@example.com first.',
  );
}
const changes = git("status", "--porcelain");
if (changes) {
  fail(
    "the working copy has changes that are not committed:\n" +
      changes +
      "\nEvery save in the editor commits everything in the working copy. Commit or stash these first.",
  );
}

const decapServer = createRequire(import.meta.url).resolve("decap-server");
const children: ChildProcess[] = [];

function start(label: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`npm run cms: ${label} stopped (${signal ?? `exit ${code}`}); stopping the other.`);
    stop(1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());

start("the local backend", [decapServer], {
  MODE: "git",
  BIND_HOST: host,
  PORT: String(cmsPort),
  GIT_REPO_DIRECTORY: root,
  ORIGIN: `http://${host}:${devPort}`,
  LOG_LEVEL: process.env.LOG_LEVEL || "info",
});
start("the dev server", ["--import", "tsx", path.join(root, "scripts/dev.ts"), "--editor"], {
  DEV_PORT: String(devPort),
  CMS_PORT: String(cmsPort),
  CMS_BRANCH: branch,
});

console.log(
  `\n  The editor: http://${host}:${devPort}/admin   (saves commit to "${branch}" in ${root})` +
    `\n  The site:   http://${host}:${devPort}/        (shows each saved change when it is next loaded)` +
    `\n  Ctrl+C stops both.\n`,
);
