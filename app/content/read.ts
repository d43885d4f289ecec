/**
 * The one way the content (content/) is read. The table of kinds (app/content/kinds.ts) says where
 * each collection's files are and which schema checks them; `readContent` turns the checked entries into what the pages,
 * the editor's data (/admin/site.json) and the tests use. The entries come from Astro's content
 * collections at build time (app/content/collections.ts, app/content.config.ts) or, in Node (the
 * tests), from the files themselves (`readContentFiles`), checked by the same schemas.
 *
 * Build and Node only: no browser bundle imports this module (the editor's preview takes its
 * types alone).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { z } from "astro/zod";
import type { Locale } from "../i18n/locales";
import { contentCollections } from "./kind-schemas";
import {
  documentKindsOf,
  kinds,
  listKindsOf,
  type CatalogueOf,
  type CollectionName,
  type DocumentKind,
  type ListKind,
} from "./kinds";
import type { Company, Partner } from "./schemas";

/** The table of collections, from the table of kinds (app/content/kinds.ts). */
export { contentCollections };
export type { CollectionName };
export type EntryData<C extends CollectionName> = z.infer<(typeof contentCollections)[C]["schema"]>;

/** One checked entry: its name (the file's, without the extension), its file and its data. */
export interface Entry<C extends CollectionName> {
  id: string;
  filePath?: string;
  data: EntryData<C>;
  /** A Markdown file's text after its front matter. */
  body?: string;
}

/** The checked entries of every collection. */
export type Entries = { [C in CollectionName]: ReadonlyArray<Entry<C>> };

type Slugged<T> = T & { slug: string };

/** What the header, the mobile menu and the footer need on every page, in one language. */
export interface SiteContent {
  services: Array<{ slug: string; title: string }>;
  company: Company;
}

/** What /admin/site.json holds: the content around the entry the editor previews. */
export type PreviewSite = Lists & {
  company: Company;
  partners: Partner[];
  /** The home page's featured lists (facts of content/pages/home.yaml every language shares). */
  featured: { services: string[]; products: string[] };
};

/** Each list's items (content/services/*.yaml, …) in their order, each with its slug. */
export type Lists = { [K in ListKind]: Array<Slugged<EntryData<K>>> };

/** The entries of a folder collection in their `order`; two files with the same order are refused. */
function ordered<T extends { order: number }>(
  entries: ReadonlyArray<{ id: string; filePath?: string; data: T }>,
): Array<Slugged<T>> {
  const byOrder = new Map<number, string>();
  for (const { id, filePath, data } of entries) {
    const other = byOrder.get(data.order);
    if (other) {
      throw new Error(
        `${filePath ?? id}: order ${data.order} is also the order of ${other}; give each file its own.`,
      );
    }
    byOrder.set(data.order, filePath ?? id);
  }
  return entries.map(({ id, data }) => ({ ...data, slug: id })).sort((a, b) => a.order - b.order);
}

/** The one entry of a collection made of one file (content/pages/*.yaml, content/company.yaml). */
function one<C extends CollectionName>(entries: Entries, name: C): EntryData<C> {
  const [entry, ...more] = entries[name];
  if (!entry || more.length > 0) throw new Error(`The "${name}" collection must be exactly one file.`);
  return entry.data;
}

/** The content as the site uses it, from the checked entries of every collection. */
export function readContent(entries: Entries) {
  const lists = Object.fromEntries(
    listKindsOf(kinds).map((name) => [name, ordered<EntryData<typeof name>>(entries[name])]),
  ) as Lists;
  const { services, products } = lists;
  const company = one(entries, "company");
  const home = one(entries, "home");
  return {
    /** Each list's items in their order, each with its slug (its file's name). */
    lists,
    services,
    products,
    /** The slugs of each list, in their order: what the page table (app/site.ts) is built from. */
    catalogue: Object.fromEntries(
      Object.entries(lists).map(([name, items]) => [name, items.map(({ slug }) => slug)]),
    ) as unknown as CatalogueOf<typeof kinds>,
    single: <C extends CollectionName>(name: C) => one(entries, name),
    company,
    /** The partners carousel's logos (content/partners.yaml), in order. */
    partners: one(entries, "partners").partners,
    /** The home page's featured services and products, by slug. */
    featured: { services: home.featuredServices, products: home.featuredProducts },
    /** Each Markdown document's files by language (content/terms/<lang>.md, …). */
    documents: Object.fromEntries(documentKindsOf(kinds).map((name) => [name, entries[name]])) as {
      [D in DocumentKind]: Entries[D];
    },
    siteContent: (lang: Locale): SiteContent => ({
      services: services.map(({ slug, [lang]: copy }) => ({ slug, title: copy.title })),
      company,
    }),
  };
}

export type Content = ReturnType<typeof readContent>;

/** /admin/site.json: everything the editor's preview draws around the entry being edited. */
export function previewSite(content: Content): PreviewSite {
  const { lists, company, partners, featured } = content;
  return { ...lists, company, partners, featured };
}

/** Splits a Markdown file into its front matter and its body. */
function frontMatter(text: string): { front: unknown; body: string } {
  const [, front = "", body = ""] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text) ?? [];
  return { front: parse(front), body };
}

/**
 * The entries read straight from the files in Node (the tests), checked by the same schemas as the
 * build's; a file the schema refuses throws with its path.
 */
export function readContentFiles(contentDir: string): Entries {
  const read = <C extends CollectionName>(name: C): Array<Entry<C>> => {
    const { folder, pattern, schema } = contentCollections[name];
    const dir = path.join(contentDir, folder);
    const extension = path.extname(pattern);
    const files = pattern.startsWith("*")
      ? readdirSync(dir).filter((file) => file.endsWith(extension))
      : [pattern];
    return files.map((file) => {
      const filePath = path.join(dir, file);
      const text = readFileSync(filePath, "utf8");
      const { front, body } =
        extension === ".md" ? frontMatter(text) : { front: parse(text), body: undefined };
      const checked = schema.safeParse(front);
      if (!checked.success) throw new Error(`${filePath}: ${checked.error.message}`);
      return { id: path.basename(file, extension), filePath, data: checked.data as EntryData<C>, body };
    });
  };
  return Object.fromEntries(
    (Object.keys(contentCollections) as CollectionName[]).map((name) => [name, read(name)]),
  ) as unknown as Entries;
}
