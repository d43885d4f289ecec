import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/**
 * The year of the build, for the footer's copyright line: the prerendered page and the browser
 * then render the same text whatever the visitor's clock says. `SOURCE_DATE_EPOCH` (seconds, the
 * reproducible-builds convention) fixes it; `npm run build` sets it once for both of its builds.
 */
const buildYear = new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000 || Date.now()).getUTCFullYear();

/**
 * The pages' build (React Router: prerendering every page, and the style sheets they link). Their
 * script is the islands' own build (vite.islands.config.ts, decision 012).
 */
export default defineConfig({
  plugins: [reactRouter()],
  define: { __BUILD_YEAR__: JSON.stringify(buildYear) },
  build: {
    // scripts/build.ts empties the build folder itself, before the islands' build writes into it.
    emptyOutDir: false,
    // Inline nothing as data: URIs, so the CSP can stay strict (img-src/font-src 'self').
    assetsInlineLimit: 0,
  },
  server: { host: "127.0.0.1" },
});
