/**
 * The web fonts' loader (app/shell/web-fonts.ts) as the document shell writes it into every page:
 * a classic script, which runs before the first frame as no bundled (module) script can. Astro
 * minifies only the scripts it bundles, so this one is compiled here, from the module's source,
 * with esbuild (as Astro compiles its client directives), and called; it reads the faces the
 * shell writes on the body. Its hash goes to the build's list of its own scripts, which the server's
 * CSP allows (decision 031).
 */
import { createHash } from "node:crypto";
import { transformSync } from "esbuild";
import source from "./web-fonts.ts?raw";

export const webFontsScript = transformSync(`${source}\nloadWebFonts();`, {
  loader: "ts",
  format: "iife",
  minify: true,
}).code.trim();

export const webFontsScriptHash = `sha256-${createHash("sha256").update(webFontsScript).digest("base64")}`;
