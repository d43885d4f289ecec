import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Alias, type Rollup } from "vite";

/**
 * React Router's package exports always point at its development build, whose dev-only warnings
 * ship to production (remix-run/react-router#14102). The browser bundle uses the production build
 * instead, the same code with those warnings compiled out: 0.7 KB gzip less on every page. Only
 * the client build: the prerendering server build keeps the one copy Node resolves.
 */
function reactRouterProductionBuild(): Alias[] {
  const require = createRequire(import.meta.url);
  const dist = path.join(path.dirname(require.resolve("react-router/package.json")), "dist", "production");
  return [
    { find: /^react-router$/, replacement: path.join(dist, "index.mjs") },
    { find: /^react-router\/dom$/, replacement: path.join(dist, "dom-export.mjs") },
  ];
}

/**
 * Chunks of the browser build. Left to itself, Rollup cuts the code every page loads into a dozen
 * small shared chunks (and splits React Router in two), and each file compresses on its own, so
 * the page pays gzip overhead per file. Instead: React (with React DOM), React Router, and one
 * "shell" chunk with what every page loads (the root route's static imports: layout, i18n, site
 * data; and the modules every route module imports); route modules and what only some of them
 * use keep their own chunks. About 3 KB gzip less per page.
 */
type ManualChunksFunction = Rollup.GetManualChunk;
type ModuleInfoGetter = Rollup.GetModuleInfo;

/** The modules a module pulls in by static imports (not itself, and not other entries). */
function staticClosure(start: string, getModuleInfo: ModuleInfoGetter): Set<string> {
  const found = new Set<string>();
  const queue = [...(getModuleInfo(start)?.importedIds ?? [])];
  while (queue.length > 0) {
    const moduleId = queue.shift()!;
    const info = getModuleInfo(moduleId);
    if (found.has(moduleId) || !info || info.isEntry) continue;
    found.add(moduleId);
    queue.push(...info.importedIds);
  }
  return found;
}

/** What every page loads: the root route's static imports, and those every route module shares. */
function shellModules(
  getModuleIds: () => IterableIterator<string>,
  getModuleInfo: ModuleInfoGetter,
): Set<string> {
  const ids = [...getModuleIds()];
  // React Router's client build enters each route through "<file>?__react-router-build-client-route".
  const isRoot = (moduleId: string) => /[\\/]app[\\/]root\.tsx(?:\?|$)/.test(moduleId);
  const shell = new Set<string>();
  for (const root of ids.filter(isRoot))
    for (const moduleId of staticClosure(root, getModuleInfo)) shell.add(moduleId);
  const routes = ids.filter(
    (moduleId) => !isRoot(moduleId) && getModuleInfo(moduleId)?.isEntry && /[\\/]app[\\/]/.test(moduleId),
  );
  if (routes.length > 0) {
    const [first, ...rest] = routes.map((route) => staticClosure(route, getModuleInfo));
    for (const moduleId of first!) if (rest.every((closure) => closure.has(moduleId))) shell.add(moduleId);
  }
  return shell;
}

function clientChunks(): ManualChunksFunction {
  const appDir = path.resolve("app") + path.sep;
  let shell: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    // Rollup's CommonJS helpers go with React, their main user, so that no chunk cycle runs React
    // before its helpers exist.
    if (
      /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/.test(id) ||
      id.startsWith("\0commonjsHelpers")
    ) {
      return "react";
    }
    if (/[\\/]node_modules[\\/](?:react-router|cookie|set-cookie-parser)[\\/]/.test(id)) return "router";
    if (!shell) shell = shellModules(getModuleIds, getModuleInfo);
    // Only the app's own modules (packages and virtual modules are left to Rollup, so they cannot
    // tie the shell into a cycle); style sheets stay with the chunk that imports them.
    if (shell.has(id) && id.startsWith(appDir) && !/\.css(?:$|\?)/.test(id)) return "shell";
    return undefined;
  };
}

/**
 * The year of the build, for the footer's copyright line: the prerendered page and the browser
 * then render the same text whatever the visitor's clock says. `SOURCE_DATE_EPOCH` (seconds, the
 * reproducible-builds convention) fixes it; `npm run build` sets it once for both of its builds.
 */
const buildYear = new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000 || Date.now()).getUTCFullYear();

export default defineConfig(({ command, isSsrBuild }) => {
  const clientBuild = command === "build" && !isSsrBuild;
  return {
    plugins: [reactRouter()],
    define: { __BUILD_YEAR__: JSON.stringify(buildYear) },
    resolve: clientBuild ? { alias: reactRouterProductionBuild() } : undefined,
    build: {
      // Inline nothing as data: URIs, so the CSP can stay strict (img-src/font-src 'self').
      assetsInlineLimit: 0,
      // Terser makes the critical-path JavaScript (React, React DOM, the router) about 3.7 KB gzip
      // smaller than esbuild does, which the 120 KB budget needs (tests/unit/budgets.test.ts). Two
      // compress passes; only safe transforms, so React's behaviour is untouched.
      minify: "terser",
      terserOptions: { compress: { passes: 2 } },
      rollupOptions: clientBuild ? { output: { manualChunks: clientChunks() } } : undefined,
    },
    server: { host: "127.0.0.1" },
  };
});
