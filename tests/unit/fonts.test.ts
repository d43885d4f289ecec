import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cssLines, sourceFiles } from "../support/files";
import { cssFile, makeFonts, outDir, WEIGHTS } from "../../scripts/make-fonts";

/**
 * The web fonts are trimmed to the weights the style sheets use (decision 011). A style sheet that
 * asks for a weight outside that range would get the nearest weight the file has, not the one it
 * asked for; a change to scripts/make-fonts.ts or to the font packages that was not followed by a
 * run of the script would ship fonts that are not what the code says.
 */
const keywords: Record<string, number> = { normal: 400, bold: 700 };

/** The font weights a style sheet asks for, by line; relative keywords are reported as NaN. */
function weightsOf(css: string): Array<{ line: number; weight: number }> {
  return cssLines(css).flatMap((text, i) => {
    const value = /\bfont-weight\s*:\s*([\w-]+)/.exec(text)?.[1];
    if (!value || value === "inherit" || value === "unset" || value === "initial") return [];
    return [{ line: i + 1, weight: keywords[value] ?? (/^\d+$/.test(value) ? Number(value) : NaN) }];
  });
}

describe("web fonts", () => {
  it("the checker reads weights, keywords and flags relative ones", () => {
    expect(
      weightsOf(
        "a { font-weight: 600 }\n/* font-weight: 100 */\nb { font-weight: bold; }\ni { font-weight: bolder }",
      ),
    ).toEqual([
      { line: 1, weight: 600 },
      { line: 3, weight: 700 },
      { line: 4, weight: NaN },
    ]);
  });

  it(`every weight the style sheets ask for is within the fonts' ${WEIGHTS.min}–${WEIGHTS.max}`, () => {
    const sheets = sourceFiles(path.resolve("app"), /\.css$/).filter((file) => file !== cssFile);
    expect(sheets.length).toBeGreaterThan(2);
    const outside = sheets.flatMap((file) =>
      weightsOf(readFileSync(file, "utf8"))
        .filter(({ weight }) => !(weight >= WEIGHTS.min && weight <= WEIGHTS.max))
        .map(({ line, weight }) => `${path.relative(process.cwd(), file)}:${line} font-weight ${weight}`),
    );
    // Headings, <strong> and <b> are bold (700) by default, also within the range.
    expect(outside).toEqual([]);
  });

  it(
    "the committed font files and fonts.css are what scripts/make-fonts.ts makes",
    { timeout: 30_000 },
    async () => {
      const { files, css } = await makeFonts();
      expect(readFileSync(cssFile, "utf8"), "run: node --import tsx scripts/make-fonts.ts").toBe(css);
      expect(readdirSync(outDir).sort()).toEqual([...files.keys()].sort());
      for (const [file, content] of files) {
        expect(
          readFileSync(path.join(outDir, file)).equals(content),
          `${file} is stale: run the script`,
        ).toBe(true);
      }
    },
  );

  it("each face is declared with the weight range its file was trimmed to", () => {
    const css = readFileSync(cssFile, "utf8");
    const faces = [...css.matchAll(/font-weight: (\d+) (\d+);\s*src: url\("\.\/fonts\/([\w-]+\.woff2)"\)/g)];
    expect(faces.map((face) => face[3]).sort()).toEqual(
      readdirSync(outDir)
        .filter((file) => file.endsWith(".woff2"))
        .sort(),
    );
    for (const [, min, max] of faces) {
      expect(Number(min)).toBeGreaterThanOrEqual(WEIGHTS.min);
      expect(Number(max)).toBeLessThanOrEqual(WEIGHTS.max);
    }
  });
});
