import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site";

export default {
  // Pages are prerendered at build time and hydrated; no runtime server rendering (DESIGN §1).
  ssr: false,
  prerender: [...prerenderPaths],
  buildDirectory: process.env.BUILD_DIR || "build",
  // React Router v8's behaviours, opted into now so that the next major version is no surprise
  // (issue 10 item 7; decision 012).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
