import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

// The shape React Router 7 prerenders (trimmed): preload links in the head, a bootstrap module.
const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>
<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/react-3.js"/><link rel="stylesheet" href="/assets/shell-4.css"/>
</head><body><main><h1>About us</h1></main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-5.js";
import * as route1 from "/assets/about-6.js";
  
  window.__reactRouterRouteModules = {"root":route0,"en-about":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

function bootstrap(html: string): string {
  return /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
}

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("removes the preload links from the head and keeps everything else of the page", () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/shell-4.css"/>');
    expect(out).toContain("<main><h1>About us</h1></main>");
    expect(out).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("starts hydration after the frame that follows the load event (or that frame at once if the page has loaded), as a valid module", () => {
    const code = bootstrap(out);
    expect(() => parseAst(code)).not.toThrow();
    expect(code).toContain("requestAnimationFrame(() => setTimeout(start, 0))");
    expect(code).toContain("setTimeout(start, 100)");
    expect(code).toContain('addEventListener("load", afterPaint, { once: true })');
    expect(code).toContain('if (document.readyState === "complete") afterPaint();');
    expect(code).not.toMatch(/^import /m);
  });

  it("loads the same modules in the same roles, then the same entry", () => {
    const code = bootstrap(out);
    expect(code).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-5.js"), import("/assets/about-6.js")]);',
    );
    expect(code).toContain('window.__reactRouterRouteModules = {"root":route0,"en-about":route1};');
    expect(code.indexOf("__reactRouterRouteModules")).toBeLessThan(
      code.indexOf('import("/assets/entry.client-2.js")'),
    );
    expect(code).toContain('["/assets/manifest-1.js", "/assets/entry.client-2.js", "/assets/react-3.js"]');
  });

  /** The bootstrap run against stubs: import() records the URL, the load event and frames are manual. */
  async function runBootstrap() {
    const imported: string[] = [];
    const listeners: Array<() => void> = [];
    const frames: Array<() => void> = [];
    const appended: Array<{ rel: string; href: string }> = [];
    const fakeWindow: Record<string, unknown> = {};
    const code = bootstrap(out).replace(/\bimport\(/g, "load(");
    const run = new Function(
      "document",
      "addEventListener",
      "window",
      "requestAnimationFrame",
      "load",
      `return (async () => { ${code} })();`,
    ) as (...args: unknown[]) => Promise<void>;
    const documentStub = {
      readyState: "interactive",
      head: { append: (link: { rel: string; href: string }) => appended.push(link) },
      createElement: () => ({}),
    };
    await run(
      documentStub,
      (type: string, listener: () => void) => type === "load" && listeners.push(listener),
      fakeWindow,
      (callback: () => void) => frames.push(callback),
      async (url: string) => {
        imported.push(url);
        return { url };
      },
    );
    return { imported, listeners, frames, appended, fakeWindow };
  }
  const tasks = async (count = 2) => {
    for (let i = 0; i < count; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const modules = [
    "/assets/manifest-1.js",
    "/assets/root-5.js",
    "/assets/about-6.js",
    "/assets/entry.client-2.js",
  ];

  it("runs the modules once the page has loaded and painted a frame", async () => {
    const { imported, listeners, frames, appended, fakeWindow } = await runBootstrap();
    expect(imported).toEqual([]);
    expect(listeners).toHaveLength(1);
    listeners[0]!();
    await tasks(1);
    expect(imported, "nothing before the frame").toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    await tasks();
    expect(appended.map((link) => [link.rel, link.href])).toEqual([
      ["modulepreload", "/assets/manifest-1.js"],
      ["modulepreload", "/assets/entry.client-2.js"],
      ["modulepreload", "/assets/react-3.js"],
    ]);
    expect(imported).toEqual(modules);
    expect(fakeWindow.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-5.js" },
      "en-about": { url: "/assets/about-6.js" },
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(imported, "the timer does not start it again").toEqual(modules);
  });

  it("runs the modules 100 ms after the load event when no frame comes, once", async () => {
    const { imported, listeners, frames } = await runBootstrap();
    listeners[0]!();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(imported).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(imported).toEqual(modules);
    frames[0]!();
    await tasks();
    expect(imported, "a late frame does not start it again").toEqual(modules);
  });

  it("leaves a page without React Router's bootstrap as it is", () => {
    const plain = '<html><head><link rel="stylesheet" href="/a.css"/></head><body><p>x</p></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });
});
