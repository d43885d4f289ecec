import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cssLines, sourceFiles } from "../support/files";

/**
 * Every page mirrors in Arabic because the styles use logical properties only: no left/right margins, paddings, borders, positions, floats or alignments, and
 * no inline styles in components (the CSP refuses them anyway).
 */
const physical = [
  /\b(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)\b/,
  /\bborder-(?:top|bottom)-(?:left|right)-radius\b/,
  /(?:^|[\s;{])(?:left|right)\s*:/,
  /\b(?:text-align|float|clear)\s*:\s*(?:left|right)\b/,
  /\bbackground-position(?:-x)?\s*:[^;]*\b(?:left|right)\b/,
];

/** Lines of a stylesheet that use a physical direction, comments removed. */
function physicalLines(css: string): string[] {
  const lines = cssLines(css);
  return lines.flatMap((line, i) =>
    physical.some((re) => re.test(line)) ? [`${i + 1}: ${line.trim()}`] : [],
  );
}

describe("right-to-left safe styles", () => {
  it("the checker finds physical properties", () => {
    expect(
      physicalLines(".a { margin-left: 1px }\n.b { right: 0 }\n/* left: 0 */\n.c { text-align: right }"),
    ).toEqual(["1: .a { margin-left: 1px }", "2: .b { right: 0 }", "4: .c { text-align: right }"]);
    expect(physicalLines(".a { margin-inline-start: 1px; inset-inline-end: 0; text-align: start }")).toEqual(
      [],
    );
  });

  it("checks every style sheet the app's code imports, each component's beside it", () => {
    // Component sheets sit beside their components (decision 022): all of them are under app/.
    const checked = new Set(sourceFiles("app", /\.css$/).map((file) => path.resolve(file)));
    const imported = sourceFiles("app", /\.(?:tsx?|astro)$/).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/^import\s+(?:\w+\s+from\s+)?"([^"]+\.css)(?:\?\w+)?";/gm)]
        .filter(([, specifier]) => specifier!.startsWith("."))
        .map(([, specifier]) => path.resolve(path.dirname(file), specifier!)),
    );
    expect(imported.length).toBeGreaterThan(15);
    expect(imported.filter((file) => !checked.has(file))).toEqual([]);
  });

  it("no stylesheet of the app uses left or right", () => {
    const found = Object.fromEntries(
      sourceFiles("app", /\.css$/)
        .map((file) => [file, physicalLines(readFileSync(file, "utf8"))] as const)
        .filter(([, lines]) => lines.length),
    );
    expect(found).toEqual({});
  });

  it("no component sets inline styles", () => {
    const found = sourceFiles("app", /\.tsx$/).filter((file) =>
      /\sstyle=\{/.test(readFileSync(file, "utf8")),
    );
    expect(found).toEqual([]);
  });
});
