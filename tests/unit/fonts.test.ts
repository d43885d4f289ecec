import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cssLines, sourceFiles } from "../support/files";
import { localeCodes, locales } from "../../app/i18n/locales";
import {
  cssFile,
  makeFonts,
  outDir,
  webCssFile,
  webJsonFile,
  WEIGHTS,
  type WebFace,
} from "../../scripts/make-fonts";

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
    const sheets = sourceFiles(path.resolve("app"), /\.css$/).filter(
      (file) => file !== cssFile && file !== webCssFile,
    );
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
    "the committed font files, fonts.css, web-fonts.css and web-fonts.json are what scripts/make-fonts.ts makes",
    { timeout: 30_000 },
    async () => {
      const { files, css, webCss, webJson } = await makeFonts();
      const run = "run: node --import tsx scripts/make-fonts.ts";
      expect(readFileSync(cssFile, "utf8"), run).toBe(css);
      expect(readFileSync(webCssFile, "utf8"), run).toBe(webCss);
      expect(readFileSync(webJsonFile, "utf8"), run).toBe(webJson);
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
    const css = readFileSync(webCssFile, "utf8");
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

describe("the web fonts' faces, added by the page's script (decision 028)", () => {
  const webCss = readFileSync(webCssFile, "utf8");
  const byScript = JSON.parse(readFileSync(webJsonFile, "utf8")) as Record<string, WebFace[]>;

  it("are, for each script of the locale table, those of its family, as web-fonts.css declares them", () => {
    const declared = [
      ...webCss.matchAll(
        /font-family: "([^"]+)";[^}]*?font-weight: ([\d ]+);\s*src: url\("\.\/fonts\/([\w-]+\.woff2)"\) format\("woff2"\);\s*unicode-range: ([^;]+);/g,
      ),
    ].map(([, family, weight, file, unicodeRange]) => ({ family, file, weight, unicodeRange }));
    expect(declared.length).toBeGreaterThan(3);
    expect(Object.keys(byScript).sort()).toEqual(
      [...new Set(localeCodes.map((code) => locales[code].script))].sort(),
    );
    expect(
      Object.values(byScript)
        .flat()
        .map(({ everyPage: _, ...face }) => face),
    ).toEqual(declared);
    // Inter for the Latin script, Readex Pro for the Arabic (decision 005).
    expect(new Set(byScript.latin!.map((face) => face.family))).toEqual(new Set(["Inter Variable"]));
    expect(new Set(byScript.arabic!.map((face) => face.family))).toEqual(new Set(["Readex Pro Variable"]));
  });

  it("are in the page's styles only for visitors without script", () => {
    const css = readFileSync(cssFile, "utf8");
    expect(css).toContain('@import "./web-fonts.css" (scripting: none);');
    expect(css).not.toMatch(/src: url\(/);
  });
});

describe("the fallback faces shown until the web fonts arrive (decision 018)", () => {
  const css = readFileSync(cssFile, "utf8");
  /** Each sized fallback family of fonts.css → the weight ranges of its faces. */
  const fallbacks = new Map<string, Array<[number, number]>>();
  for (const [, family, low, high] of css.matchAll(
    /font-family: "([^"]+ Fallback: [^"]+)";\s*font-weight: (\d+) (\d+);\s*src: local\(/g,
  )) {
    fallbacks.set(family!, [...(fallbacks.get(family!) ?? []), [Number(low), Number(high)]]);
  }
  /** The weights the style sheets ask for. */
  const used = new Set(
    sourceFiles(path.resolve("app"), /\.css$/)
      .filter((file) => file !== cssFile)
      .flatMap((file) => weightsOf(readFileSync(file, "utf8")).map(({ weight }) => weight)),
  );

  it.each([
    ["--font-latin", "Inter Variable"],
    ["--font-arabic", "Readex Pro Variable"],
  ])("%s is %s, then its sized fallbacks, with a face for every weight used", (property, family) => {
    const stack = new RegExp(`${property}: ([^;]+);`)
      .exec(css)?.[1]
      ?.split(", ")
      .map((name) => name.replace(/"/g, ""));
    expect(stack?.[0]).toBe(family);
    const sized = stack!.filter((name) => name.startsWith(`${family} Fallback: `));
    expect(sized.length).toBeGreaterThan(0);
    // The web font's faces come first, then its sized fallbacks, then unsized system fonts.
    expect(stack!.slice(1, 1 + sized.length)).toEqual(sized);
    for (const name of sized) {
      const ranges = fallbacks.get(name) ?? [];
      const uncovered = [...used].filter(
        (weight) => !ranges.some(([low, high]) => weight >= low && weight <= high),
      );
      expect(uncovered, `${name}: weights without a face`).toEqual([]);
    }
  });

  it("the style sheets use the stacks, and do not define them again", () => {
    const global = readFileSync(path.resolve("app/styles/global.css"), "utf8");
    expect(global).toMatch(/var\(--font-latin\)/);
    expect(global).toMatch(/var\(--font-arabic\)/);
    expect(global).not.toMatch(/--font-(latin|arabic):/);
  });

  // A `ch` is the width of the "0" of whichever font is drawing: Arial's, sized to Inter, is 18%
  // narrower than Inter's own at weight 800. A measure in `ch` changes when the web font arrives, a
  // frame after the text does, and a title that fits in one line was drawn in two for that frame
  // (0.051 on the AI service page at 1440 px, with Arial's metrics). Measures are in em or rem.
  it("no style sheet sets a length in ch, which changes with the font", () => {
    const inCh = sourceFiles(path.resolve("app"), /\.css$/).flatMap((file) =>
      cssLines(readFileSync(file, "utf8")).flatMap((text, i) =>
        /(?<![\w-])\d*\.?\d+ch\b/.test(text)
          ? [`${path.relative(process.cwd(), file)}:${i + 1}: ${text.trim()}`]
          : [],
      ),
    );
    expect(inCh).toEqual([]);
  });
});
