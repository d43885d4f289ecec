import { minify } from "terser";
import { transformWithEsbuild } from "vite";
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, LANG_STORAGE_KEY, locales } from "../i18n/locales";
import type { inlineScript } from "./inline-script";
import source from "./inline-script.ts?raw";

let compiled: Promise<string> | undefined;

/**
 * The page's inline script (inline-script.ts), compiled from its source and minified once per
 * build, called with the site's settings. It runs when pages are prerendered, never in a browser.
 */
export function inlineScriptSource(): Promise<string> {
  const settings: Parameters<typeof inlineScript> = [
    Object.fromEntries(Object.entries(locales).map(([code, { prefix }]) => [code, prefix])),
    LANG_COOKIE,
    LANG_STORAGE_KEY,
    LANG_COOKIE_MAX_AGE,
  ];
  compiled ??= (async () => {
    const { code } = await transformWithEsbuild(source, "inline-script.ts");
    const script = `${code.replace("export function", "function")}\ninlineScript(${settings.map((value) => JSON.stringify(value)).join()});`;
    const minified = await minify(script, {
      toplevel: true,
      compress: { passes: 3, unsafe: true },
      ecma: 2020,
    });
    return minified.code!;
  })();
  return compiled;
}
