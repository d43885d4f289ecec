import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Inline nothing as data: URIs, so the CSP can stay strict (img-src/font-src 'self').
    assetsInlineLimit: 0,
    // Terser makes the critical-path JavaScript (React, React DOM, the router) about 3.7 KB gzip
    // smaller than esbuild does, which the 120 KB budget needs (tests/unit/budgets.test.ts). Two
    // compress passes; only safe transforms, so React's behaviour is untouched.
    minify: "terser",
    terserOptions: { compress: { passes: 2 } },
  },
  server: { host: "127.0.0.1" },
});
