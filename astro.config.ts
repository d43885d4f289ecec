import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import type { AstroIntegration } from "astro";
import { fileURLToPath } from "node:url";
import { widgetLanguageImports, widgetLanguages } from "./app/contact/widget-languages";
import { markdownProcessor } from "./app/content/markdown";
import { defaultLocale, localeCodes } from "./app/i18n/locales";
import { buildDir, clientDir, siteUrl } from "./app/settings";
import { scriptSrcHashes, writeOwnScripts } from "./server/site/own-scripts";

/**
 * The year of the build, for the footer's copyright line: the prerendered page and the browser
 * then render the same text whatever the visitor's clock says. `SOURCE_DATE_EPOCH` (seconds, the
 * reproducible-builds convention) fixes it.
 */
const buildYear = new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000 || Date.now()).getUTCFullYear();

/**
 * The hashes of the inline scripts the build itself writes, for the server's CSP (decision 031;
 * server/site/own-scripts.ts). On `astro build` only: Astro's CSP support (`security.csp`) hashes
 * the scripts it emits (the island loader, the client directives, our inlined bundled scripts) as
 * it builds them, and Page.astro adds its `is:inline` script's (`Astro.csp`). Astro gives these to
 * an adapter with `staticHeaders` as each page's CSP header instead of a `<meta>` in the page; this
 * one is that adapter for our own server: it keeps the pages static and writes the hashes, from
 * every page's header, to own-scripts.json. `astro dev` runs without it (no CSP there).
 */
const ownScripts: AstroIntegration = {
  name: "own-scripts",
  hooks: {
    "astro:config:setup": ({ command, updateConfig }) => {
      if (command === "build") updateConfig({ security: { csp: true } });
    },
    "astro:config:done": ({ config, setAdapter }) => {
      if (!config.security.csp) return;
      setAdapter({
        name: "own-scripts",
        supportedAstroFeatures: { staticOutput: "stable" },
        adapterFeatures: { buildOutput: "static", staticHeaders: true },
      });
    },
    "astro:build:generated": ({ routeToHeaders }) => {
      const hashes = [...routeToHeaders.values()].flatMap(({ headers }) =>
        scriptSrcHashes(headers.get("content-security-policy") ?? ""),
      );
      if (hashes.length === 0) throw new Error("own-scripts: Astro gave no script hashes for the pages.");
      writeOwnScripts(buildDir, hashes);
    },
  },
};

/**
 * Every page is prerendered at build time (static output) by React components; the parts that
 * move are Astro islands (decision 014). The server (server/) serves `build/client`.
 */
export default defineConfig({
  site: siteUrl,
  srcDir: "./app",
  outDir: clientDir,
  output: "static",
  trailingSlash: "ignore",
  // The locale table's languages, as Starlight does: `Astro.currentLocale` and Astro's i18n helpers
  // know them. Our own `[...lang]` entries make the pages (English unprefixed, decision 002), so
  // Astro adds no routes, redirects or fallbacks: the build's pages and files stay as they were.
  i18n: { locales: [...localeCodes], defaultLocale, routing: { prefixDefaultLocale: false } },
  // The editor (app/admin/, decision 016) is React rendered by Decap, not an island; its preview
  // draws the site's own components, so it loads the fast-refresh preamble itself (cms.ts).
  // `client:near` and `client:interaction` start an island when the visitor reaches it (decision 029).
  integrations: [
    react(),
    {
      name: "client-directives",
      hooks: {
        "astro:config:setup": ({ addClientDirective }) => {
          for (const name of ["near", "interaction"]) {
            addClientDirective({
              name,
              entrypoint: fileURLToPath(new URL(`./app/shell/client-${name}.ts`, import.meta.url)),
            });
          }
        },
      },
    },
    ownScripts,
  ],
  // Our own sitemap (app/pages/sitemap.xml.ts) lists every page with its alternates.
  build: { format: "directory", assets: "assets", inlineStylesheets: "always" },
  // Astro's Markdown processor (Sätteri) with a sanitizer: no HTML a content file's Markdown holds
  // reaches a page, nor a javascript: link (app/content/markdown.ts, decision 031).
  markdown: { processor: markdownProcessor() },
  server: { host: "127.0.0.1", port: 4321 },
  devToolbar: { enabled: false },
  vite: {
    define: { __BUILD_YEAR__: JSON.stringify(buildYear) },
    // The contact form's proof-of-work widget's texts, by the locale table's languages.
    plugins: [widgetLanguages()],
    // The dev server pre-bundles the dependencies it finds in our sources; it does not read a
    // virtual module's, and finding one when an Arabic page first asks for it made it bundle
    // again and reload that page under the visitor. So they are named here.
    optimizeDeps: { include: widgetLanguageImports() },
    build: {
      // esbuild, not Vite 8's default Lightning CSS: Lightning CSS folds `animation-timeline` into
      // the `animation` shorthand, which browsers reject, and the header's scroll-driven raised
      // look (global.css) would be lost.
      cssMinify: "esbuild",
      // Scripts small enough go inline (the page's own < 1 KB script; the CSP carries its hash).
      // Nothing else is inlined as a data: URI, so fonts and images stay files (font-src 'self').
      assetsInlineLimit: (file, content) => file.endsWith(".js") && content.length < 4096,
    },
  },
});
