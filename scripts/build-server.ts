/**
 * The server, compiled by `npm run build` (scripts/build.ts) so that production runs JavaScript
 * with plain node: esbuild bundles each entry with all the code of ours it imports (server/, app/)
 * into one ES module under `build/server/`, and leaves every package to node_modules, where the
 * built server imports it at run time. Those packages are package.json's `dependencies`, and only
 * they are (`npm ci --omit=dev`): the build fails if the server imports a package listed elsewhere.
 */
import { readFileSync, rmSync } from "node:fs";
import * as esbuild from "esbuild";

/** The built files (`<name>.js`) and their sources. */
export const serverEntries = {
  /** `npm start`: the site. */
  main: "server/main.ts",
  /** `npm run leads`: the operators' view of the outbox. */
  leads: "server/leads/cli.ts",
};

/**
 * Packages the built server loads by name, not by an import esbuild can see, and that must be
 * installed where it runs. pino-pretty: the log's transport on a terminal (server/logging.ts);
 * semver: the Node.js version check `npm start` makes before the server (scripts/check-node.ts).
 */
export const loadedByName = ["pino-pretty", "semver"];

/** A bare import's package: `zod/mini` is `zod`, `@fastify/static` is itself. */
function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

/**
 * Compiles the server into `outdir` (nothing written when `write` is false). Returns the packages
 * its files import at run time and the files of ours compiled into it, each sorted.
 */
export async function compileServer(
  outdir: string,
  write = true,
): Promise<{ packages: string[]; sources: string[] }> {
  if (write) rmSync(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: serverEntries,
    outdir,
    write,
    bundle: true,
    platform: "node",
    format: "esm",
    // package.json's engines: Node.js 22.19 or later.
    target: "node22",
    packages: "external",
    // Stack traces name the sources with `node --enable-source-maps`.
    sourcemap: true,
    metafile: true,
    logLevel: "warning",
  });
  const packages = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const imported of output.imports) {
      if (imported.external && !imported.path.startsWith("node:")) packages.add(packageOf(imported.path));
    }
  }
  return { packages: [...packages].sort(), sources: Object.keys(result.metafile.inputs).sort() };
}

/** The packages of `packages` that package.json does not list in `dependencies`. */
export function notInDependencies(packages: readonly string[], packageJson = "package.json"): string[] {
  const { dependencies } = JSON.parse(readFileSync(packageJson, "utf8")) as {
    dependencies: Record<string, string>;
  };
  return packages.filter((name) => !(name in dependencies));
}
