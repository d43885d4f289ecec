import { satteri } from "@astrojs/markdown-satteri";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";
import { markdownProcessor } from "./markdown";

/**
 * The site's Markdown pipeline, driven as Astro drives it: the processor astro.config.ts sets
 * (`markdown.processor`), its renderer made with Astro's default options, a body rendered with its
 * front matter apart. What comes out is what a page holds.
 */
type Renderer = Awaited<ReturnType<ReturnType<typeof satteri>["createRenderer"]>>;
let site: Renderer;
/** Astro's own processor without our step: what the pages held before it. */
let bare: Renderer;
beforeAll(async () => {
  site = await markdownProcessor().createRenderer({});
  bare = await satteri().createRenderer({});
});

const render = async (renderer: Renderer, markdown: string) => (await renderer.render(markdown, {})).code;
const fragment = (html: string) => JSDOM.fragment(html);

/** What would run script, or load or send something, in a piece of HTML. */
function dangers(html: string): string[] {
  const found: string[] = [];
  for (const element of fragment(html).querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    if (["script", "iframe", "object", "embed", "form", "style", "meta", "link", "base", "svg"].includes(tag))
      found.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith("on")) found.push(`${name} on <${tag}>`);
      if (/^\s*(?:javascript|vbscript|data):/i.test(value)) found.push(`${name}="${value}" on <${tag}>`);
    }
  }
  return found;
}

/** A body with everything an editor could paste that runs script, line by line. */
const attacks = [
  '<script src="/illustrations/x.js"></script>',
  "<script>alert(1)</script>",
  "Text and <script>alert(1)</script> inline.",
  "<img src=x onerror=alert(1)>",
  "A picture <img src=x onerror=alert(1)> inline.",
  "[x](javascript:alert(1))",
  "[x](JaVaScRiPt:alert(1))",
  "[x](java&#115;cript:alert(1))",
  "<javascript:alert(1)>",
  "[x][evil]\n\n[evil]: javascript:alert(1)",
  "![x](javascript:alert(1))",
  "![x](data:image/svg+xml,<svg onload=alert(1)>)",
  '<iframe src="https://example.com/"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<form action="https://example.com/"><input name="password"></form>',
  "<style>body { display: none }</style>",
  '<object data="/illustrations/x.swf"></object>',
  '<embed src="/illustrations/x.swf">',
  '<meta http-equiv="refresh" content="0; url=javascript:alert(1)">',
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  '<div onclick="alert(1)">**Markdown inside**</div>',
  '<details open ontoggle="alert(1)"><summary>x</summary></details>',
  '<base href="https://example.com/">',
];

describe("the site's Markdown pipeline", () => {
  it.each(attacks)("keeps no script, handler or javascript: address from %s", async (markdown) => {
    expect(dangers(await render(site, `# Title\n\n${markdown}\n\nAfter.\n`))).toEqual([]);
  });

  it("is needed: Astro's processor alone keeps them", async () => {
    const html = await render(bare, attacks.join("\n\n"));
    expect(dangers(html)).toEqual(
      expect.arrayContaining([
        "<script>",
        "onerror on <img>",
        'href="javascript:alert(1)" on <a>',
        "<iframe>",
      ]),
    );
  });

  it("drops all raw HTML, and keeps the Markdown text around it", async () => {
    const html = await render(site, "Before <b>bold</b> <br> <sup>2</sup> after.\n\n<!-- a note -->\n");
    expect(html).toBe("<p>Before bold  2 after.</p>\n");
  });

  it("keeps what Markdown writes: headings with Astro's ids, lists, tables, emphasis, code, links, pictures", async () => {
    const markdown = [
      "## Who we are",
      "Text with *emphasis*, **strong**, ~~struck~~ and `code`.",
      "## Who we are",
      "### الشروط والأحكام",
      "- one\n- [a link](https://rawafed.example/terms)\n- [on the site](/privacy#data)\n- [mail](mailto:legal@rawafed.example) [call](tel:+97140000000) [below](#who-we-are)",
      "1. first\n2. second",
      "| Data | Kept for |\n| :--- | ---: |\n| Leads | 24 months |",
      "> A quote.",
      "```\nplain code\n```",
      "![A diagram](/illustrations/services/cloud-services.svg)",
      "A note.[^1]\n\n[^1]: The footnote.",
    ].join("\n\n");
    const { code, metadata } = await site.render(markdown, {});
    const page = fragment(code);
    expect([...page.querySelectorAll("h2, h3")].map((heading) => heading.id)).toEqual([
      "who-we-are",
      "who-we-are-1",
      "الشروط-والأحكام",
      "footnote-label",
    ]);
    expect(metadata.headings.map(({ slug }) => slug)).toEqual([
      "who-we-are",
      "who-we-are-1",
      "الشروط-والأحكام",
      "footnote-label",
    ]);
    expect([...page.querySelectorAll("a[href]")].map((link) => link.getAttribute("href"))).toEqual([
      "https://rawafed.example/terms",
      "/privacy#data",
      "mailto:legal@rawafed.example",
      "tel:+97140000000",
      "#who-we-are",
      "#user-content-fn-1",
      "#user-content-fnref-1",
    ]);
    // A footnote's links lead to its ids.
    for (const id of ["user-content-fn-1", "user-content-fnref-1"]) {
      expect(page.querySelector(`[id="${id}"]`)).not.toBeNull();
    }
    for (const selector of [
      "ul li",
      "ol li",
      "table thead th",
      "table tbody td",
      "em",
      "strong",
      "del",
      "code",
      "blockquote",
      "pre",
    ]) {
      expect(page.querySelector(selector), selector).not.toBeNull();
    }
    const picture = page.querySelector("img")!;
    expect([picture.getAttribute("src"), picture.getAttribute("alt")]).toEqual([
      "/illustrations/services/cloud-services.svg",
      "A diagram",
    ]);
    expect(dangers(code)).toEqual([]);
  });

  // The terms, the privacy notice and every other Markdown document hold no HTML (the build
  // refuses it, markdown-check.ts): the step changes nothing in them, ids and table of contents
  // included.
  it("renders every Markdown document under content/ exactly as Astro's processor alone does", async () => {
    const files = readdirSync("content", { recursive: true, encoding: "utf8" }).filter((name) =>
      name.endsWith(".md"),
    );
    expect(files).toEqual(
      expect.arrayContaining(["terms/en.md", "terms/ar.md", "privacy/en.md", "privacy/ar.md"]),
    );
    for (const file of files) {
      const body = readFileSync(path.join("content", file), "utf8").replace(/^---\n[\s\S]*?\n---\n/, "");
      const [ours, theirs] = await Promise.all([site.render(body, {}), bare.render(body, {})]);
      expect(ours.code, file).toBe(theirs.code);
      expect(ours.metadata.headings, file).toEqual(theirs.metadata.headings);
    }
  });
});
