/**
 * Writes the site's web fonts (app/styles/fonts/*.woff2) and their @font-face rules from the
 * @fontsource-variable packages, trimmed to what the site sets:
 *  - app/styles/web-fonts.css, the web fonts' faces;
 *  - app/styles/web-fonts.json, the same faces by script (the locale table's `script`), for the
 *    page's script that loads them (app/shell/web-fonts.ts) and adds them once they are in
 *    (decision 028);
 *  - app/styles/fonts.css, the sized fallbacks and the font stacks, with the web fonts' faces for
 *    visitors without script;
 *
 *   node --import tsx scripts/make-fonts.ts
 *
 * Each file keeps its subset's characters (the package's unicode-range, so a page still downloads
 * only the subsets its text uses) and every layout feature HarfBuzz keeps by default; only the
 * weight axis is narrowed, from the font's full range to the weights our style sheets use
 * (WEIGHTS). That takes a page's fonts from 48 to about 32 KB in English and from 54 to about 37 KB
 * in Arabic (decision 011). tests/unit/fonts.test.ts fails when a style sheet asks for a weight
 * outside these ranges, or when the files no longer match this script: run it again then.
 */
import { mkdirSync, readFileSync, readdirSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import arialBold from "@capsizecss/metrics/arial/700";
import inter from "@capsizecss/metrics/inter";
import interBold from "@capsizecss/metrics/inter/700";
import readexPro from "@capsizecss/metrics/readexPro";
import readexProBold from "@capsizecss/metrics/readexPro/700";
import roboto from "@capsizecss/metrics/roboto";
import robotoBold from "@capsizecss/metrics/roboto/700";
import subsetFont from "subset-font";
import type { Script } from "../app/i18n/locales";
import type { PageFace } from "../app/shell/web-fonts";

const root = fileURLToPath(new URL("..", import.meta.url));
export const outDir = join(root, "app", "styles", "fonts");
export const cssFile = join(root, "app", "styles", "fonts.css");
export const webCssFile = join(root, "app", "styles", "web-fonts.css");
export const webJsonFile = join(root, "app", "styles", "web-fonts.json");

/** The weight range the style sheets use (400 body text to 800 display figures). */
export const WEIGHTS = { min: 400, max: 800 } as const;

/** A font's vertical metrics and average letter width, as Capsize has them. */
type FontMetrics = Pick<
  typeof arial,
  "familyName" | "fullName" | "postscriptName" | "ascent" | "descent" | "lineGap" | "unitsPerEm" | "xWidthAvg"
>;

/** A font's regular face (set for weights 400–500) and bold face (600–800). */
type Faces<T> = { regular: T; bold: T };

/** A system font the text is shown in until the web font has arrived. */
type Fallback = Faces<FontMetrics> & {
  /**
   * Its width against the web font's where Capsize's average (of English letters) does not apply:
   * for Arabic text. Without it, Capsize sizes it from the English letter widths.
   */
  sizeAdjust?: Faces<number>;
  /** Other fonts drawn to the same metrics, by their local names: they share this one's faces. */
  sameMetrics?: Faces<readonly string[]>;
};

type Family = {
  /**
   * The writing system whose pages are set in it (decision 005): every language of the locale table
   * in that script, so a language in a script the site has needs no new family.
   */
  script: Script;
  /** The package under node_modules/@fontsource-variable. */
  pkg: string;
  /** The subsets kept; other scripts (Cyrillic, Greek, Vietnamese) fall back to system fonts. */
  subsets: readonly string[];
  /**
   * The subsets every page in the script is drawn in (its header and footer are), which a page
   * may add before its first frame when they are likely in the browser's cache (decision 028).
   */
  everyPage: readonly string[];
  /** The custom property (used in app/styles/global.css) that holds this family's font stack. */
  property: string;
  /** The web font's metrics, regular (400) and bold (700). */
  metrics: Faces<FontMetrics>;
  /** Its fallbacks, each sized to it (decision 018); a device uses the first one it has. */
  fallbacks: readonly Fallback[];
  /** The families after those, unsized. */
  rest: string;
};

/**
 * DejaVu Sans, the default sans-serif of most Linux desktops (and of this project's test machines),
 * is not in Capsize's collection: these were read from Debian's fonts-dejavu-core 2.37 with
 * @capsizecss/unpack 4 (`fromFile`).
 */
const dejaVuSans = {
  regular: {
    familyName: "DejaVu Sans",
    fullName: "DejaVu Sans",
    postscriptName: "DejaVuSans",
    ascent: 1901,
    descent: -483,
    lineGap: 0,
    unitsPerEm: 2048,
    xWidthAvg: 1041,
  },
  bold: {
    familyName: "DejaVu Sans",
    fullName: "DejaVu Sans Bold",
    postscriptName: "DejaVuSans-Bold",
    ascent: 1901,
    descent: -483,
    lineGap: 0,
    unitsPerEm: 2048,
    xWidthAvg: 1176,
  },
} satisfies Fallback;

/**
 * The average advance, in ems, of a letter (spaces included) of the site's Arabic copy: the text of
 * /ar, /ar/about, /ar/services/cloud-services, /ar/products/lms, /ar/contact and
 * /ar/terms-and-conditions (23,719 characters), measured with a canvas's measureText in Chromium
 * 156. Arabic letters are wider or narrower against Latin ones from one font to the next (DejaVu
 * Sans's Arabic is 4% narrower than Readex Pro's, its Latin 11% wider), so an Arabic page's
 * fallback is sized by these.
 */
const ARABIC_WIDTH = {
  readexPro: { regular: 0.4615, bold: 0.4885 },
  dejaVuSans: { regular: 0.4429, bold: 0.5274 },
} as const;

/**
 * Inter for the Latin script (English), Readex Pro (made for Arabic, with a matching Latin) for the
 * Arabic script: decision 005.
 */
const FAMILIES: readonly Family[] = [
  {
    script: "latin",
    pkg: "inter",
    subsets: ["latin", "latin-ext"],
    everyPage: ["latin"],
    property: "--font-latin",
    metrics: { regular: inter, bold: interBold },
    // Windows and macOS have Arial; Linux Liberation Sans or DejaVu Sans; Android and ChromeOS Roboto.
    fallbacks: [
      {
        regular: arial,
        bold: arialBold,
        // Liberation Sans (Linux) is drawn to Arial's metrics, under its own names.
        sameMetrics: {
          regular: ["Liberation Sans", "LiberationSans"],
          bold: ["Liberation Sans Bold", "LiberationSans-Bold"],
        },
      },
      { regular: roboto, bold: robotoBold },
      dejaVuSans,
    ],
    rest: "system-ui, sans-serif",
  },
  {
    script: "arabic",
    pkg: "readex-pro",
    subsets: ["arabic", "latin", "latin-ext"],
    // Digits, the brand's name and the addresses are Latin on the Arabic pages too.
    everyPage: ["arabic", "latin"],
    property: "--font-arabic",
    metrics: { regular: readexPro, bold: readexProBold },
    // Only fallbacks whose Arabic letters were measured are sized: Windows' Segoe UI and macOS's
    // Tahoma stay as they were (their Arabic widths are not known here).
    fallbacks: [
      {
        ...dejaVuSans,
        sizeAdjust: {
          regular: ARABIC_WIDTH.readexPro.regular / ARABIC_WIDTH.dejaVuSans.regular,
          bold: ARABIC_WIDTH.readexPro.bold / ARABIC_WIDTH.dejaVuSans.bold,
        },
      },
    ],
    rest: `"Segoe UI", Tahoma, system-ui, sans-serif`,
  },
];

/**
 * The fallback faces of a family: each fallback's regular face for weights 400–500 and its bold face
 * for 600–800, sized by Capsize to the web font's regular and bold (size-adjust, and ascent, descent
 * and line gap so that lines keep their height), and the custom property naming the whole stack.
 */
function fallbackRules(family: string, { property, metrics, fallbacks, rest }: Family): string {
  const names: string[] = [];
  const faces: string[] = [];
  for (const fallback of fallbacks) {
    const name = `${family} Fallback: ${fallback.regular.familyName}`;
    names.push(`"${name}"`);
    for (const [weights, style] of [
      [`${WEIGHTS.min} 500`, "regular"],
      [`600 ${WEIGHTS.max}`, "bold"],
    ] as const) {
      const sizeAdjust = fallback.sizeAdjust?.[style];
      const [rule] = createFontStack([{ ...metrics[style], familyName: family }, fallback[style]], {
        fontFaceFormat: "styleObject",
        fontFaceProperties: sizeAdjust ? { sizeAdjust: `${(sizeAdjust * 100).toFixed(2)}%` } : {},
      }).fontFaces;
      const { src, ascentOverride, descentOverride, lineGapOverride, sizeAdjust: size } = rule!["@font-face"];
      faces.push(
        [
          "@font-face {",
          `  font-family: "${name}";`,
          `  font-weight: ${weights};`,
          `  src: ${[src, ...(fallback.sameMetrics?.[style] ?? []).map((local) => `local('${local}')`)].join(", ")};`,
          `  size-adjust: ${size ?? "100%"};`,
          `  ascent-override: ${ascentOverride};`,
          `  descent-override: ${descentOverride};`,
          `  line-gap-override: ${lineGapOverride ?? "0%"};`,
          "}",
        ].join("\n"),
      );
    }
  }
  return [
    `/* ${family}'s fallbacks: system fonts sized to it, so that text stays in place when it arrives */`,
    ...faces,
    `:root {\n  ${property}: "${family}", ${names.join(", ")}, ${rest};\n}`,
  ].join("\n");
}

type Face = { name: string; family: string; weights: [number, number]; range: string };

/** The package's @font-face rules for the variable weight axis, by subset. */
function packageFaces(pkg: string): Map<string, Face> {
  const css = readFileSync(join(root, "node_modules", "@fontsource-variable", pkg, "wght.css"), "utf8");
  const faces = new Map<string, Face>();
  for (const [, name, body] of css.matchAll(/\/\* ([\w-]+) \*\/\s*@font-face \{([^}]*)\}/g)) {
    const read = (property: string) => new RegExp(`${property}:\\s*([^;]+);`).exec(body!)?.[1]?.trim();
    const [low, high] = (read("font-weight") ?? "").split(/\s+/).map(Number);
    faces.set(name!.replace(`${pkg}-`, "").replace("-wght-normal", ""), {
      name: name!,
      family: read("font-family")!.replace(/'/g, ""),
      weights: [low!, high!],
      range: read("unicode-range")!,
    });
  }
  return faces;
}

/** Every code point of a CSS unicode-range, as a string for the subsetter. */
function codePointsOf(range: string): string {
  let text = "";
  for (const part of range.split(",")) {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
    const first = parseInt(from!, 16);
    const last = to ? parseInt(to, 16) : first;
    for (let cp = first; cp <= last; cp++) text += String.fromCodePoint(cp);
  }
  return text;
}

const HEADER = `/* Generated by scripts/make-fonts.ts from the @fontsource-variable packages: do not edit by hand.
   Self-hosted (no font CDN). Each face's unicode-range makes a page download only the subsets its
   text uses: Inter for English, Readex Pro (made for Arabic, with a matching Latin) for Arabic.
   Variable fonts, trimmed to the weights the site uses: one file per subset covers every weight,
   so no faux bold (decisions 005 and 011). */`;

const IMPORT = `/* The web fonts' faces (web-fonts.css) are in the page's style sheet only for visitors without
   script. With script, app/shell/web-fonts.ts loads the faces the page's text needs and adds them
   once they are in, so the first layout sets up no stand-in for fonts still on their way (decision
   028); until then the text is in the sized fallbacks below. */
@import "./web-fonts.css" (scripting: none);`;

/** A web font's face as the page's script adds it (app/shell/web-fonts.ts), with its file in app/styles/fonts. */
export type WebFace = Omit<PageFace, "src"> & { file: string };

export type Fonts = {
  /** File name in app/styles/fonts → content (the woff2 files and the fonts' licences). */
  files: Map<string, Buffer>;
  /** The content of app/styles/fonts.css. */
  css: string;
  /** The content of app/styles/web-fonts.css. */
  webCss: string;
  /** The content of app/styles/web-fonts.json: each script's web faces. */
  webJson: string;
  /** One line per font file: its size before and after. */
  report: string[];
};

/** The site's fonts and their style sheets, computed from the packages (nothing is written). */
export async function makeFonts(): Promise<Fonts> {
  const files = new Map<string, Buffer>();
  const webRules: string[] = [];
  const fallbacks: string[] = [];
  const webFaces: Partial<Record<Script, WebFace[]>> = {};
  const report: string[] = [];
  for (const familyDefinition of FAMILIES) {
    const { script, pkg, subsets, everyPage } = familyDefinition;
    const dir = join(root, "node_modules", "@fontsource-variable", pkg);
    const faces = packageFaces(pkg);
    files.set(`${pkg}-OFL.txt`, readFileSync(join(dir, "LICENSE")));
    for (const subset of subsets) {
      const face = faces.get(subset);
      if (!face) throw new Error(`@fontsource-variable/${pkg} has no ${subset} subset`);
      const min = Math.max(WEIGHTS.min, face.weights[0]);
      const max = Math.min(WEIGHTS.max, face.weights[1]);
      const source = readFileSync(join(dir, "files", `${face.name}.woff2`));
      const font = await subsetFont(source, codePointsOf(face.range), {
        targetFormat: "woff2",
        variationAxes: { wght: { min, max } },
      });
      const file = `${face.name}.woff2`;
      files.set(file, font);
      report.push(
        `${file}: ${(source.length / 1000).toFixed(1)} KB → ${(font.length / 1000).toFixed(1)} KB (weights ${min}–${max})`,
      );
      webRules.push(
        [
          `/* ${face.name}: ${face.family}, weights ${min}–${max} */`,
          "@font-face {",
          `  font-family: "${face.family}";`,
          "  font-style: normal;",
          "  font-display: swap;",
          `  font-weight: ${min} ${max};`,
          `  src: url("./fonts/${file}") format("woff2");`,
          `  unicode-range: ${face.range};`,
          "}",
        ].join("\n"),
      );
      (webFaces[script] ??= []).push({
        family: face.family,
        file,
        weight: `${min} ${max}`,
        unicodeRange: face.range,
        everyPage: everyPage.includes(subset),
      });
    }
    fallbacks.push(fallbackRules([...faces.values()][0]!.family, familyDefinition));
  }
  return {
    files,
    css: `${HEADER}\n${IMPORT}\n\n${fallbacks.join("\n\n")}\n`,
    webCss: `${HEADER}\n${webRules.join("\n\n")}\n`,
    webJson: `${JSON.stringify(webFaces, null, 2)}\n`,
    report,
  };
}

async function main(): Promise<void> {
  const { files, css, webCss, webJson, report } = await makeFonts();
  mkdirSync(outDir, { recursive: true });
  for (const [file, content] of files) writeFileSync(join(outDir, file), content);
  for (const file of readdirSync(outDir)) if (!files.has(file)) unlinkSync(join(outDir, file));
  writeFileSync(cssFile, css);
  writeFileSync(webCssFile, webCss);
  writeFileSync(webJsonFile, webJson);
  console.log(
    [
      ...report,
      `Wrote ${files.size} files to ${outDir}, and the @font-face rules to ${cssFile}, ${webCssFile} and ${webJsonFile}`,
    ].join("\n"),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
