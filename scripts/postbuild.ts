/**
 * After `react-router build`: preloads each page's language's fonts, records what origin the pages were built for, writes the sitemap and robots.txt (for static
 * hosting; our server makes its own), and precompresses every text file with brotli and gzip so
 * that neither the server nor a CDN compresses on the fly.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { robotsTxt, sitemapXml } from "../app/seo/sitemap";
import { findPageFonts, preloadFonts } from "./preload-fonts";

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const clientDir = path.join(buildDir, "client");
const siteUrl = new URL(process.env.SITE_URL || "http://127.0.0.1:3000").origin;

writeFileSync(path.join(clientDir, "sitemap.xml"), sitemapXml(siteUrl));
writeFileSync(path.join(clientDir, "robots.txt"), robotsTxt(siteUrl));
writeFileSync(
  path.join(buildDir, "build-info.json"),
  JSON.stringify({ siteUrl, builtAt: new Date().toISOString() }, null, 2) + "\n",
);

// The islands' manifest has served the prerendering; it is not for the public.
rmSync(path.join(clientDir, ".vite"), { recursive: true, force: true });

const pageFonts = findPageFonts(path.join(clientDir, "assets"));
const compressible = /\.(?:html|js|mjs|css|svg|json|xml|txt|data|webmanifest)$/;
let files = 0;
let saved = 0;
function walk(dir: string) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(file)) {
      if (file.endsWith(".html")) {
        writeFileSync(file, preloadFonts(readFileSync(file, "utf8"), pageFonts));
      }
      const body = readFileSync(file);
      if (body.length < 256) continue;
      const br = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      const gz = gzipSync(body, { level: 9 });
      writeFileSync(file + ".br", br);
      writeFileSync(file + ".gz", gz);
      files += 1;
      saved += body.length - br.length;
    }
  }
}
walk(clientDir);
console.log(
  `postbuild: ${files} files precompressed (brotli saves ${Math.round(saved / 1024)} KB), sitemap for ${siteUrl}`,
);
