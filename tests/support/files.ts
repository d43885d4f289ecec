import { readdirSync } from "node:fs";
import path from "node:path";

/** Every file under `dir` whose name matches `ext`, test files left out. */
export function sourceFiles(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file, ext);
    return ext.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A style sheet's lines with its comments blanked out, so line numbers stay those of the file. */
export function cssLines(css: string): string[] {
  return css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " ")).split("\n");
}
