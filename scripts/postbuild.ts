/**
 * After `astro build`: precompresses every text file with brotli and gzip so that neither the
 * server nor a CDN compresses on the fly.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { clientDir, siteUrl } from "../app/settings";

const compressible = /\.(?:html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
let files = 0;
let saved = 0;
function walk(dir: string) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(file)) {
      const body = readFileSync(file);
      if (body.length < 256) continue;
      // Brotli's best for the site's files; one step down for the editor's megabytes (/admin), where
      // the best would take seconds per build for a few percent.
      const quality = body.length > 1_000_000 ? 9 : 11;
      const br = brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
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
  `postbuild: ${files} files precompressed (brotli saves ${Math.round(saved / 1024)} KB), pages for ${siteUrl}`,
);
