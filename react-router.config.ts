import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site";

export default {
  // Pages are prerendered at build time and hydrated; no runtime server rendering (DESIGN §1).
  ssr: false,
  prerender: [...prerenderPaths],
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
