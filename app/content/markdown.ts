/**
 * How the site turns the content's Markdown into HTML (the terms, the privacy notice and every
 * other Markdown document under content/): Astro's own Markdown processor, Sätteri, with one step
 * of ours, rehype-sanitize, so that nothing an editor writes in a Markdown body runs script on a
 * page (decision 031). astro.config.ts renders with `markdownProcessor()`, and the tests
 * (markdown.test.ts) with the same, so they check the pipeline the pages are built with.
 *
 * - Raw HTML in a body (`<script>`, `<iframe>`, `<img onerror=…>`, `<style>`, `<form>`, even a
 *   harmless `<br>`) is never kept: Sätteri leaves it as `raw` nodes (its `rawHtml` feature is
 *   off, as by default), and the sanitizer drops every such node whole. The build refuses a body
 *   holding any (a comment aside), naming the file and the line (markdown-check.ts), so an editor
 *   is told rather than finding their text gone.
 * - What Markdown itself writes is kept as GitHub keeps it (rehype-sanitize's default schema):
 *   headings, paragraphs, lists, tables, emphasis, quotes, code, links and pictures, footnotes. A
 *   link's or a picture's address is kept when it is on the site or on the web (`http`, `https`),
 *   or an e-mail, chat or phone address (`mailto`, `tel`, …): never `javascript:` or `data:`.
 * - The step runs before Astro's own last steps, so the headings' ids (and the table of contents
 *   the terms and privacy pages draw from them) are Astro's, exactly as without it.
 *
 * Build and Node only (astro.config.ts, scripts/build.ts, the tests): no page's script imports this.
 */
import { satteri } from "@astrojs/markdown-satteri";
import rehypeSanitize, { defaultSchema, type Options as Schema } from "rehype-sanitize";
import type { HastPluginDefinition } from "satteri";

/**
 * What the sanitizer keeps: GitHub's own list (rehype-sanitize's default), with phone links, and
 * without its renaming of ids. That renaming (`id="x"` to `id="user-content-x"`, against DOM
 * clobbering) is for HTML an author writes, which is never kept here; the ids that remain are
 * Sätteri's footnotes' (already `user-content-…`, which a second prefix would cut off from their
 * links) and, after this step, Astro's headings'.
 */
export const sanitizeSchema: Schema = {
  ...defaultSchema,
  clobber: [],
  protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), "tel"] },
};

const sanitize = rehypeSanitize(sanitizeSchema);

/** The sanitizer as a step of Sätteri's HTML tree: the whole tree, once it is written. */
export const sanitizeHtml: HastPluginDefinition = {
  name: "sanitize",
  after(root, context) {
    context.replaceNode(root, sanitize(root));
  },
};

/** Our steps of Sätteri's HTML tree, in order; Astro runs its own (heading ids) after them. */
export const markdownHastPlugins = [sanitizeHtml];

/**
 * Astro's `markdown.processor` for the site (astro.config.ts): Sätteri with our steps. A new
 * processor each call: Astro keeps its options and may add to them.
 */
export const markdownProcessor = () => satteri({ hastPlugins: markdownHastPlugins });
