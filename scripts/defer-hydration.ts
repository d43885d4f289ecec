/**
 * Hydration after the page has loaded (decision 009). React Router puts its hydration scripts in
 * the `<head>` as `<link rel="modulepreload">` links and starts them from an inline module with
 * static imports, so on a slow link about 110 KB of script competes with the page's own HTML, CSS,
 * fonts and banner image before the first paint. The pages are complete without JavaScript, so
 * the build rewrites each prerendered page: the preload links go, and the inline module waits for
 * the `load` event and the frame painted after it, then adds the same preload links and imports
 * the same modules in the same roles before it starts the same entry. What hydrates, and how, is
 * unchanged.
 */
import { parseAst } from "vite";

type Node = {
  type: string;
  start: number;
  end: number;
  source?: { value?: unknown } | null;
  specifiers?: Array<{ type: string; local: { name: string } }>;
  expression?: Node;
};

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/?>/g;
const inlineModule = /(<script type="module"[^>]*>)([\s\S]*?)(<\/script>)/;

/** The page with its hydration deferred; a page without React Router's bootstrap is returned as is. */
export function deferHydration(html: string): string {
  const bootstrap = inlineModule.exec(html);
  if (!bootstrap || !bootstrap[2]!.includes("__reactRouterRouteModules")) return html;
  const preloads = [...html.matchAll(preloadLink)].map((match) => match[1]!);
  const code = bootstrap[2]!;

  const imports: Array<{ binding: string; url: string }> = [];
  const statements: string[] = [];
  let entry: string | undefined;
  for (const node of parseAst(code).body as unknown as Node[]) {
    if (node.type === "ImportDeclaration" && typeof node.source?.value === "string") {
      const namespace = node.specifiers?.find((s) => s.type === "ImportNamespaceSpecifier");
      if (node.specifiers?.length && !namespace)
        throw new Error(`unexpected import in the bootstrap: ${code}`);
      imports.push({ binding: namespace?.local.name ?? "", url: node.source.value });
    } else if (
      node.type === "ExpressionStatement" &&
      node.expression?.type === "ImportExpression" &&
      typeof node.expression.source?.value === "string"
    ) {
      entry = node.expression.source.value;
    } else {
      statements.push(code.slice(node.start, node.end));
    }
  }
  if (!entry || imports.length === 0) throw new Error(`unexpected hydration bootstrap: ${code}`);

  const q = (value: string) => JSON.stringify(value);
  const deferred = [
    "const hydrate = async () => {",
    `  for (const href of [${preloads.map(q).join(", ")}])`,
    '    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    `  const [${imports.map((i) => i.binding).join(", ")}] = await Promise.all([${imports
      .map((i) => `import(${q(i.url)})`)
      .join(", ")}]);`,
    ...statements.map((statement) => `  ${statement}`),
    `  import(${q(entry)});`,
    "};",
    // A task after the next frame: the load event can come before the page's first paint (the
    // main thread still laying it out), and the page's own paint should not share the line, or
    // the main thread, with the scripts. A timer stands in where no frame comes (a background
    // tab; headless Chromium at times), so every page hydrates.
    "let started = false;",
    "const start = () => { if (!started) { started = true; hydrate(); } };",
    "const afterPaint = () => { requestAnimationFrame(() => setTimeout(start, 0)); setTimeout(start, 100); };",
    'if (document.readyState === "complete") afterPaint();',
    'else addEventListener("load", afterPaint, { once: true });',
  ].join("\n");

  return html.replace(preloadLink, "").replace(inlineModule, (_all, open: string, _code, close: string) => {
    return open + deferred + close;
  });
}
