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
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { z } from "astro/zod";
import { defaultLocale, localeCodes, type Locale } from "../i18n/locales";
import { contentCollections } from "./kind-schemas";
import {
  articleKindsOf,
  contentFile,
  documentKindsOf,
  kinds,
  listKindsOf,
  pagesOf,
  type ArticleKind,
  type CatalogueOf,
  type CollectionName,
  type DocumentKind,
  type Kind,
  type Kinds,
  type ListKind,
  type NavKey,
  type RoutesOf,
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
  /** The main navigation's items whose pages the content makes (the news once published). */
  nav: NavKey[];
  /** The named pages the content makes (a list that exists only with items, while it has one). */
  pages: PageMade[];
}

/** The name of a page of the table of kinds (`caseStudies`). */
type PageMade = keyof RoutesOf<Kinds> & string;

/** One article (content/news/<slug>/<lang>.md): its file in each language it is written in. */
export interface Article<K extends ArticleKind = ArticleKind> {
  slug: string;
  /** The languages it is written in, in the locale table's order. */
  langs: Locale[];
  files: Partial<Record<Locale, Entry<K>>>;
  /** Its last change in any language (ISO date), for the sitemap. */
  lastmod: string;
}

/** A kind of articles as the site publishes them: off, or its published articles, newest first. */
export interface Articles<K extends ArticleKind = ArticleKind> {
  enabled: boolean;
  perPage: number;
  /** The published articles (none while off; no draft unless drafts are read), newest first. */
  articles: Array<Article<K>>;
}

/** How the content is read: `drafts` keeps the articles marked `draft` (`npm run dev`). */
export interface ReadOptions {
  drafts?: boolean;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A kind's articles from their files: each file's `lang` and `article` must be its own name and
 * its folder's (the editor writes both), every article is newest first by its latest date in any
 * language, and nothing is published while the list's file has them off.
 */
function readArticles<K extends ArticleKind>(
  entries: ReadonlyArray<Entry<K>>,
  list: { enabled: boolean; perPage: number },
  { drafts = false }: ReadOptions,
): Articles<K> {
  const bySlug = new Map<string, Partial<Record<Locale, Entry<K>>>>();
  for (const entry of entries) {
    const where = entry.filePath ?? entry.id;
    const [folder, lang, ...rest] = entry.id.split("/");
    const data = entry.data as ArticleData;
    if (!folder || !lang || rest.length > 0) {
      throw new Error(`${where}: an article is content/<folder>/<article>/<language>.md.`);
    }
    if (data.lang !== lang || data.article !== folder) {
      throw new Error(
        `${where}: its front matter says lang "${data.lang}" and article "${data.article}", but the file is ` +
          `${folder}/${lang}.md: they must be the same.`,
      );
    }
    if (data.draft && !drafts) continue;
    bySlug.set(folder, { ...bySlug.get(folder), [lang as Locale]: entry });
  }
  const latest = (files: Partial<Record<Locale, Entry<K>>>) =>
    Object.values(files)
      .map((entry) => entry!.data as ArticleData)
      .map(({ date, updated }) => ({ date: isoDate(date), lastmod: isoDate(updated ?? date) }))
      .reduce((a, b) => ({
        date: a.date > b.date ? a.date : b.date,
        lastmod: a.lastmod > b.lastmod ? a.lastmod : b.lastmod,
      }));
  const articles = [...bySlug.entries()]
    .map(([slug, files]) => ({
      slug,
      langs: localeCodes.filter((code) => files[code]),
      files,
      ...latest(files),
    }))
    .sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1))
    .map(({ slug, langs, files, lastmod }) => ({ slug, langs, files, lastmod }));
  return { ...list, articles: list.enabled ? articles : [] };
}

type ArticleData = EntryData<ArticleKind>;

/** What /admin/site.json holds: the content around the entry the editor previews. */
export type PreviewSite = Lists & {
  company: Company;
  partners: Partner[];
  /** The home page's featured lists (facts of content/pages/home.yaml every language shares). */
  featured: { services: string[]; products: string[] };
  /** The named pages the content makes, as on every page (`SiteContent`), for the footer's links. */
  pages: PageMade[];
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

/**
 * Every name an item gives of another list's item (a case study's services: `refers` in the table
 * of kinds) has its file there: an unknown name stops the build, naming the file and the field.
 */
function checkReferences(lists: Lists): void {
  for (const name of listKindsOf(kinds)) {
    const kind: Kind = kinds[name];
    if (!("refers" in kind) || !kind.refers) continue;
    for (const [field, target] of Object.entries(kind.refers)) {
      const named = (lists as Partial<Record<string, ReadonlyArray<{ slug: string }>>>)[target];
      if (!named)
        throw new Error(`The table of kinds: "${name}" refers to "${target}", which is not a list.`);
      const known = new Set(named.map(({ slug }) => slug));
      const folder = `content/${(kinds as Record<string, Kind>)[target]!.files.folder}`;
      for (const item of lists[name] as ReadonlyArray<{ slug: string } & Record<string, unknown>>) {
        for (const slug of (item[field] ?? []) as string[]) {
          if (known.has(slug)) continue;
          const file = contentFile(kind.files, kind.files.pattern.replace("*", item.slug));
          throw new Error(`${file}: ${field} names "${slug}", which has no file in ${folder}.`);
        }
      }
    }
  }
}

/** The one entry of a collection made of one file (content/pages/*.yaml, content/company.yaml). */
function one<C extends CollectionName>(entries: Entries, name: C): EntryData<C> {
  const [entry, ...more] = entries[name];
  if (!entry || more.length > 0) throw new Error(`The "${name}" collection must be exactly one file.`);
  return entry.data;
}

/** The content as the site uses it, from the checked entries of every collection. */
export function readContent(entries: Entries, options: ReadOptions = {}) {
  const lists = Object.fromEntries(
    listKindsOf(kinds).map((name) => [name, ordered<EntryData<typeof name>>(entries[name])]),
  ) as Lists;
  checkReferences(lists);
  const { services, products } = lists;
  const company = one(entries, "company");
  const home = one(entries, "home");
  const articles = Object.fromEntries(
    articleKindsOf(kinds).map((name) => {
      const { enabled, perPage } = one(entries, `${name}List`);
      return [name, readArticles(entries[name], { enabled, perPage }, options)];
    }),
  ) as { [K in ArticleKind]: Articles<K> };
  const catalogue = {
    ...Object.fromEntries(
      Object.entries(lists).map(([name, items]) => [name, items.map(({ slug }) => slug)]),
    ),
    ...Object.fromEntries(
      Object.entries(articles).map(([name, { perPage, articles: published }]) => [
        name,
        { perPage, articles: published.map(({ slug, langs, lastmod }) => ({ slug, langs, lastmod })) },
      ]),
    ),
  } as unknown as CatalogueOf<typeof kinds>;
  const nav = pagesOf(kinds, catalogue).flatMap((page) => (page.nav ? [page.nav.key] : []));
  const pages = pagesOf(kinds, catalogue).flatMap((page) => (page.name ? [page.name] : []));
  return {
    /** Each list's items in their order, each with its slug (its file's name). */
    lists,
    services,
    products,
    /** Each kind of articles as published: off, or its articles newest first. */
    articles,
    /**
     * The slugs of each list, in their order, and the published articles: what the page table
     * (app/site.ts) is built from.
     */
    catalogue,
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
      nav,
      pages,
    }),
  };
}

export type Content = ReturnType<typeof readContent>;

/** /admin/site.json: everything the editor's preview draws around the entry being edited. */
export function previewSite(content: Content): PreviewSite {
  const { lists, company, partners, featured } = content;
  return { ...lists, company, partners, featured, pages: content.siteContent(defaultLocale).pages };
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
    if (pattern.startsWith("*") && !existsSync(dir)) return [];
    const extension = path.extname(pattern);
    // `*.yaml`: the folder's files; `*/*.md`: the files one folder down (an article's languages).
    const files = pattern.startsWith("*/")
      ? readdirSync(dir, { recursive: true, encoding: "utf8" })
          .map((file) => file.split(path.sep).join("/"))
          .filter((file) => file.split("/").length === 2 && file.endsWith(extension))
          .sort()
      : pattern.startsWith("*")
        ? readdirSync(dir).filter((file) => file.endsWith(extension))
        : [pattern];
    return files.map((file) => {
      const filePath = path.join(dir, file);
      const text = readFileSync(filePath, "utf8");
      const { front, body } =
        extension === ".md" ? frontMatter(text) : { front: parse(text), body: undefined };
      const checked = schema.safeParse(front);
      if (!checked.success) throw new Error(`${filePath}: ${checked.error.message}`);
      const id = file.slice(0, -extension.length);
      return { id, filePath, data: checked.data as EntryData<C>, body };
    });
  };
  return Object.fromEntries(
    (Object.keys(contentCollections) as CollectionName[]).map((name) => [name, read(name)]),
  ) as unknown as Entries;
}
