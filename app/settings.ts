/**
 * The settings the build and the server share, with their one default each (the README's
 * configuration table). The server validates its own copy of them at start (server/config.ts).
 */
import path from "node:path";

export const DEFAULT_PORT = 3000;

/** The build to write and to serve: the pages under `client/`. */
export const buildDir = path.resolve(process.env.BUILD_DIR || "build");
export const clientDir = path.join(buildDir, "client");

/** The public origin the pages are built for (canonical links, alternates, share tags, sitemap). */
export const siteUrl = new URL(process.env.SITE_URL || `http://127.0.0.1:${DEFAULT_PORT}`).origin;
