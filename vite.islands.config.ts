import path from "node:path";
import { defineConfig } from "vite";

/**
 * The browser build of the islands (decision 012): one entry, app/islands/main.ts, and a chunk for
 * each island's code, written beside the prerendered pages' assets. It runs before
 * `react-router build`, whose prerendering reads this build's manifest for the entry's URL
 * (app/islands/entry.server.ts). Style sheets come from the pages' own build (the page's route
 * modules import every island's styles), so none is loaded by script here.
 */
export default defineConfig({
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
