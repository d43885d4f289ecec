import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readHead, tags } from "../support/html";
import { copyProject } from "../support/project-copy";

/**
 * A third language is the recipe of docs/development.md ("Adding a language"), not a hunt through
 * the code: in a copy of the project, scripts/add-language.ts adds French (its copy the English
 * words), and the site builds with it, its pages, alternates, sitemap, language switch and editor
 * following the locale table. One whole build of the copy: a few minutes on a busy machine.
 */
const site = "http://127.0.0.1:3000";

let project: ReturnType<typeof copyProject> | undefined;
let clientDir = "";

/** A built page's HTML by its URL ("/fr/about" → fr/about/index.html). */
const page = (url: string) => readFileSync(path.join(clientDir, url, "index.html"), "utf8");

/** The result of a command run in the copy, its output kept for the failure's message. */
function run(args: string[]): { status: number | null; output: string } {
  // Not vitest's NODE_ENV ("test"): the build is the one `npm run build` makes, which finds the
  // packages' commands (astro) as npm's scripts do.
  const { NODE_ENV: _, ...env } = process.env;
  const bin = path.join(project!.dir, "node_modules", ".bin");
  const result = spawnSync(process.execPath, args, {
    cwd: project!.dir,
    env: { ...env, BUILD_DIR: "build", SITE_URL: site, PATH: `${bin}${path.delimiter}${env.PATH ?? ""}` },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`.slice(-8000) };
}

beforeAll(() => {
  project = copyProject("third-language-");
  clientDir = path.join(project.dir, "build", "client");
  const added = run([
    "--import",
    "tsx",
    "scripts/add-language.ts",
    "fr",
    "--native-name",
    "Français",
    "--english-name",
    "French",
    "--og-locale",
    "fr_FR",
    "--script",
    "latin",
  ]);
  expect(added.status, added.output).toBe(0);
  const built = run(["--import", "tsx", "scripts/build.ts"]);
  expect(built.status, built.output).toBe(0);
}, 900_000);

afterAll(() => project?.remove());

describe("a third language, added by the recipe", () => {
  const pages = ["/", "/about", "/services/cloud-services"];
  const inLanguage = { en: (p: string) => p, ar: (p: string) => `/ar${p === "/" ? "" : p}` };
  const french = (p: string) => `/fr${p === "/" ? "" : p}`;

  it("has its pages under /fr, in French, left to right, in the Latin script's fonts", () => {
    for (const p of pages) {
      const url = french(p);
      expect(existsSync(path.join(clientDir, url, "index.html")), url).toBe(true);
      const html = page(url);
      const root = tags(html, "html")[0]!.attrs;
      expect(root, url).toMatchObject({ lang: "fr", dir: "ltr", "data-script": "latin" });
      expect(readHead(html).properties["og:locale"], url).toEqual(["fr_FR"]);
      // A language in a script the site has needs no fonts of its own: the English pages' Inter.
      const faces = JSON.parse(tags(html, "body")[0]!.attrs["data-web-fonts"]!) as Array<{ family: string }>;
      expect(new Set(faces.map((face) => face.family)), url).toEqual(new Set(["Inter Variable"]));
    }
  });

  it("is among every page's alternates, with English, Arabic and the default", () => {
    for (const p of pages) {
      const expected = {
        en: [site + inLanguage.en(p)],
        ar: [site + inLanguage.ar(p)],
        fr: [site + french(p)],
        "x-default": [site + inLanguage.en(p)],
      };
      for (const url of [inLanguage.en(p), inLanguage.ar(p), french(p)]) {
        expect(readHead(page(url)).alternates, url).toEqual(expected);
      }
    }
  });

  it("is in the sitemap", () => {
    const sitemap = readFileSync(path.join(clientDir, "sitemap.xml"), "utf8");
    for (const p of pages) expect(sitemap).toContain(`<loc>${site}${french(p)}</loc>`);
    expect(sitemap).toContain(`hreflang="fr" href="${site}/fr/about"`);
  });

  it("makes the language switch a list of links to each other language", () => {
    const html = page("/about");
    // The header's switch and the mobile menu's: no single link to one other language.
    expect(tags(html, "a").filter(({ attrs }) => attrs.class === "lang-switch")).toEqual([]);
    const links = tags(html, "a")
      .filter(({ attrs }) => attrs.class === "lang-menu__link")
      .map(({ attrs }) => ({ href: attrs.href, hreflang: attrs.hreflang, lang: attrs.lang }));
    const others = [
      { href: "/ar/about", hreflang: "ar", lang: "ar" },
      { href: "/fr/about", hreflang: "fr", lang: "fr" },
    ];
    expect(links).toEqual([...others, ...others]);
    expect(tags(html, "details").filter(({ attrs }) => attrs.class === "lang-menu__details")).toHaveLength(2);
  });

  it("is a language of the editor, with its own news collection", () => {
    const config = JSON.parse(readFileSync(path.join(clientDir, "admin", "config.yml"), "utf8")) as {
      i18n: { locales: string[] };
      collections: Array<{ name: string }>;
    };
    expect(config.i18n.locales).toEqual(["en", "ar", "fr"]);
    expect(config.collections.map(({ name }) => name)).toContain("news-fr");
  });
});
