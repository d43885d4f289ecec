import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/**
 * The pages' build (React Router: prerendering every page, and the style sheets they link). Their
 * script is the islands' own build (vite.islands.config.ts, decision 012).
 */
export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // scripts/build.ts empties the build folder itself, before the islands' build writes into it.
    emptyOutDir: false,
    // Inline nothing as data: URIs, so the CSP can stay strict (img-src/font-src 'self').
    assetsInlineLimit: 0,
  },
  server: { host: "127.0.0.1" },
});
