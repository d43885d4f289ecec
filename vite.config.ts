import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Inline nothing as data: URIs, so the CSP can stay strict (img-src/font-src 'self').
    assetsInlineLimit: 0,
  },
  server: { host: "127.0.0.1" },
});
