import path from "node:path";
import { defineConfig, type Plugin } from "vite";

const emptyStyleSheet = "\0islands-style-sheet";

/**
 * The islands' components import their style sheets for the pages' build, which links them from
 * the pages. Here each such import resolves to an empty module, so this build emits no style sheet
 * that nothing loads. A CSS module (whose class names the script needs) is left to Vite.
 */
const withoutStyleSheets: Plugin = {
  name: "islands-without-style-sheets",
  enforce: "pre",
  resolveId: (source) => (/(?<!\.module)\.css$/.test(source) ? emptyStyleSheet : undefined),
  load: (id) => (id === emptyStyleSheet ? "" : undefined),
};

/**
 * The browser build of the islands (decision 012): one entry, app/islands/main.ts, and a chunk for
 * each island's code, written beside the prerendered pages' assets. It runs before
 * `react-router build`, whose prerendering reads this build's manifest for the entry's URL
 * (app/islands/entry.server.ts). Style sheets come from the pages' own build (the page's route
 * modules import every island's styles), so none is loaded by script here, nor built.
 */
export default defineConfig({
  plugins: [withoutStyleSheets],
  publicDir: false,
  build: {
    outDir: path.join(path.resolve(process.env.BUILD_DIR || "build"), "client"),
    emptyOutDir: false,
    manifest: ".vite/islands-manifest.json",
    // Nothing inlined as data: URIs, so the CSP can stay strict (img-src/font-src 'self').
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    modulePreload: { polyfill: false },
    rollupOptions: { input: { islands: "app/islands/main.ts" } },
  },
});
