import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A copy of this project in a temporary folder, as its own git repository with one commit, its
 * packages linked to this one's: somewhere the editor's local backend can write and commit,
 * and `npm run build` can run, without touching this working copy.
 */
export function copyProject(prefix: string): {
  dir: string;
  git: (...args: string[]) => string;
  remove: () => void;
} {
  const root = path.resolve(import.meta.dirname, "../..");
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      cpSync(path.join(root, file), target);
    } catch (error) {
      // A file deleted in the working copy but still in the index: the copy goes without it.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  // Its own node_modules folder of links to this project's packages: tools that cache there
  // (Vite's pre-bundled dependencies) keep the copy's cache apart from this project's.
  mkdirSync(path.join(dir, "node_modules"));
  for (const entry of readdirSync(path.join(root, "node_modules"))) {
    if ([".vite", ".astro", ".cache"].includes(entry)) continue;
    symlinkSync(path.join(root, "node_modules", entry), path.join(dir, "node_modules", entry));
  }
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" }).trim();
  git("init", "--quiet", "--initial-branch=main");
  git("config", "user.name", "Marketing");
  git("config", "user.email", "marketing@example.com");
  git("add", "--all");
  git("commit", "--quiet", "--message", "The site as it was");
  return { dir, git, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
