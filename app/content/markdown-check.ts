/**
 * The build's check of the content's Markdown (decision 031): what a body holds that the site
 * would not keep. The pages render Markdown through a sanitizer (app/content/markdown.ts) that
 * drops all raw HTML (`<script>`, `<iframe>`, `<img onerror=…>`, `<style>`, `<form>`, but also a
 * `<br>` or a `<sup>`) and every link or picture whose address could run script (`javascript:`)
 * or is not on the web (`data:`). That keeps the pages safe whatever is written; this check stops
 * the build on any of it, naming the file, the line and what to change, so the editor learns why
 * the text would vanish instead of finding it gone. HTML comments (`<!-- … -->`) pass: they are
 * dropped too, as a comment is meant to be.
 *
 * It reads every Markdown file under content/ as written (the terms, the privacy notice, any later
 * kind's), with Sätteri, the parser Astro renders them with, before anything is built. Build and
 * Node only (scripts/build.ts, the tests).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import rehypeSanitize from "rehype-sanitize";
import { markdownToMdast, type MdastNode } from "satteri";
import { sanitizeSchema } from "./markdown";

/** One thing in one file that the site would not keep. */
export interface MarkdownRefusal {
  /** The file, relative to the repository: "content/terms/en.md". */
  file: string;
  line: number;
  /** In words: "HTML <script>", "a link to javascript:alert(1)". */
  what: string;
}

const sanitize = rehypeSanitize(sanitizeSchema);

/** Whether the sanitizer keeps this address on a link (`href`) or a picture (`src`). */
function keepsAddress(url: string, attribute: "href" | "src"): boolean {
  const tagName = attribute === "href" ? "a" : "img";
  const tree = sanitize({
    type: "root",
    children: [{ type: "element", tagName, properties: { [attribute]: url }, children: [] }],
  });
  const element = tree.children[0];
  return element?.type === "element" && element.properties[attribute] === url;
}

/** A comment and nothing else: dropped from the page, as it is meant to be. */
const onlyComment = /^<!--(?:(?!-->)[\s\S])*-->\s*$/;

/** "<script …>…" → "HTML <script>"; what is not a tag (`<!DOCTYPE`, `<?php`) as written. */
function describeHtml(html: string): string {
  const tag = /^<\/?([a-z][\w:-]*)/i.exec(html.trim());
  if (tag) return `HTML <${tag[1]!.toLowerCase()}>`;
  const text = html.trim().split("\n")[0]!;
  return `HTML ${text.length > 40 ? `${text.slice(0, 40)}…` : text}`;
}

const shortUrl = (url: string) => (url.length > 60 ? `${url.slice(0, 60)}…` : url);

/** What a Markdown file (front matter and body) holds that the site would drop, line by line. */
export function markdownDangers(source: string): Array<{ line: number; what: string }> {
  const found: Array<{ line: number; what: string }> = [];
  const visit = (node: MdastNode) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === "html" && !onlyComment.test(node.value)) {
      found.push({ line, what: describeHtml(node.value) });
    } else if ((node.type === "link" || node.type === "definition") && !keepsAddress(node.url, "href")) {
      found.push({ line, what: `a link to ${shortUrl(node.url)}` });
    } else if (node.type === "image" && !keepsAddress(node.url, "src")) {
      found.push({ line, what: `a picture at ${shortUrl(node.url)}` });
    }
    if ("children" in node) (node.children as MdastNode[]).forEach(visit);
  };
  visit(markdownToMdast(source));
  // `<b>` and `</b>` on one line are one thing to change.
  const seen = new Set<string>();
  return found.filter(({ line, what }) => !seen.has(`${line} ${what}`) && seen.add(`${line} ${what}`));
}

/** Astro's Markdown files, by their extension. */
const markdownFile = /\.(?:md|markdown|mdown|mkdn|mkd|mdwn)$/i;

/** What the Markdown files under `contentDir` (content/ by default) hold that the site would drop. */
export function checkMarkdown(contentDir = path.resolve("content")): MarkdownRefusal[] {
  const root = path.dirname(contentDir);
  return readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .filter((name) => markdownFile.test(name))
    .sort()
    .flatMap((name) => {
      const full = path.join(contentDir, name);
      const file = path.relative(root, full).split(path.sep).join("/");
      return markdownDangers(readFileSync(full, "utf8")).map((danger) => ({ file, ...danger }));
    });
}

/** The build's message for refused Markdown. */
export function markdownRefusalMessage(refusals: MarkdownRefusal[]): string {
  const files = new Set(refusals.map(({ file }) => file)).size;
  const lines = refusals.map(({ file, line, what }) => `  ${file}, line ${line}: ${what}`);
  return (
    `Not building: ${files} Markdown file${files === 1 ? "" : "s"} hold${files === 1 ? "s" : ""} ` +
    `what the site does not keep (HTML, or a link that could run script).\n${lines.join("\n")}\n` +
    `Write it in Markdown instead (## for a heading, **bold**, [text](https://…) for a link, ` +
    `![description](/illustrations/picture.png) for a picture) or take it out; HTML and ` +
    `javascript: or data: links are removed from the page (docs/editing.md, "Text in Markdown").`
  );
}
