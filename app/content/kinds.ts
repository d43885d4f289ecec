/**
 * The one table of content kinds (decision 032): every kind of content the site is built from,
 * declared once, with where its files are, the schema that checks them, what pages it makes and
 * where (its routes, its place in the sitemap and the navigation) and how the editor at /admin
 * shows it. Everything that used to name the kinds one by one is derived from here:
 *
 * - the collections: the reader (`contentCollections`, `readContent`, app/content/read.ts) and
 *   Astro's (app/content.config.ts);
 * - the table of pages (`routes`, `sitePages`, `pagePaths`, `prerenderPaths`, the navigation and
 *   the canonicals, app/site.ts);
 * - the editor's collections and the check before a save (`collections`, `schemaOf`,
 *   app/admin/config.ts) and the names its preview must draw (`previewDraws`, app/admin/preview.tsx).
 *
 * A schema is named, not imported: this module reaches the browser (the links of every page come
 * from `routes`), so it carries no Zod. `app/content/kind-schemas.ts` puts the schemas in.
 */
import type { z } from "astro/zod";
import type { Locale } from "../i18n/locales";
import type * as schemaModule from "./schemas";

type SchemaModule = typeof schemaModule;

/** The name of a schema exported by app/content/schemas.ts ("serviceFile"). */
export type SchemaName = {
  [N in keyof SchemaModule]: SchemaModule[N] extends z.ZodType ? N : never;
}[keyof SchemaModule];

/** A key of the main navigation (`nav.<key>` in the translation files). */
export type NavKey = "home" | "services" | "products" | "about" | "contact" | "blog";

/** A collection's files: a folder under content/ ("." for content/ itself) and the files in it. */
export interface Files {
  folder: string;
  /** `*.yaml`, `*.md` (one entry per file, named after it) or one file's name (one entry). */
  pattern: string;
  /** Its schema in app/content/schemas.ts, which the build and the editor check the files against. */
  schema: SchemaName;
}

/** A page of the table: its name in `routes` (`pagePath(name, lang)`) and its language-neutral path. */
export interface Route {
  name: string;
  /** "/about"; a detail page's has `:slug` where the file's name goes ("/services/:slug"). */
  path: string;
}

/**
 * One kind of content:
 * - `data`: one file with no page of its own (the company's facts, the partners);
 * - `single`: one page, its copy in one file written in every language (`languages: "inFile"`,
 *   content/pages/about.yaml) or in one Markdown file per language (`"perFile"`, content/terms/);
 * - `list`: a folder of files (one per item, in their `order`) shown on one list page, whose copy
 *   is one more file (`list`);
 * - `listAndDetail`: a list whose items each have a page of their own (`routes.detail`).
 *
 * A list's items are written in every language, with an `order` and a `title` (the editor names a
 * new file after its English title). `all` is a second address of the list that the first names
 * as its canonical (`/services` and `/services/all`, decision 002); give a new list one address.
 * - `articles`: dated Markdown articles, one file per article and language (an article may have
 *   one language only), each with a page of its own, listed newest first on pages of the list
 *   (`routes.list`, then `routes.more` with the page's number as its slug), with a feed per
 *   language (`routes.feed`). The list's file (`list`) says whether they are published at all.
 *
 * `nav` puts the page (a list's: its canonical page) in the main navigation, in the table's order.
 * `listOnlyWithItems` makes a list's page exist only while the list has an item: with its folder
 * empty, the table makes no page for it (`pagesOf`), and what links to it asks first (the pages
 * the content makes, `SiteContent.pages`, as the footer does). `refers` names the fields of a
 * list's items that name items of other lists (a case study's services).
 */
export type Kind =
  | { shape: "data"; files: Files; editor: { label: string } }
  | {
      shape: "single";
      files: Files;
      languages: "inFile" | "perFile";
      routes: { page: Route };
      nav?: NavKey;
      editor: PageEditor;
    }
  | {
      shape: "list";
      files: Files;
      list: Files;
      routes: { list: Route; all?: Route };
      nav?: NavKey;
      listOnlyWithItems?: true;
      refers?: Refers;
      editor: ListEditor;
    }
  | {
      shape: "listAndDetail";
      files: Files;
      list: Files;
      routes: { list: Route; all?: Route; detail: Route };
      nav?: NavKey;
      listOnlyWithItems?: true;
      refers?: Refers;
      editor: ListEditor;
    }
  | {
      shape: "articles";
      files: Files;
      list: Files;
      routes: { list: Route; more: Route; detail: Route; feed: Route };
      nav?: NavKey;
      editor: ArticlesEditor;
    };

/**
 * The fields of a list's items that hold the file names of other lists' items, with the list they
 * name (`{ services: "services" }`): the reader checks every name, so an unknown one stops the
 * build, naming the file.
 */
export type Refers = Readonly<Record<string, string>>;

/** A page's file in the editor: its label; a Markdown file's also the label of its text and the
 * preview's words (the site renders Markdown at build time, so the preview links to the page). */
interface PageEditor {
  label: string;
  body?: string;
  preview?: string;
}

/** A list in the editor: its folder's label and an item's, and the label of the list page's file. */
interface ListEditor {
  label: string;
  singular: string;
  listLabel: string;
}

/** Articles in the editor: a collection per language, its items' label, the list page's label. */
interface ArticlesEditor {
  label: string;
  singular: string;
  listLabel: string;
}

export type KindTable = Readonly<Record<string, Kind>>;

/**
 * The kinds, in the site's order: the sitemap and the main navigation follow it, and so do the
 * editor's collections within each of its groups (app/admin/config.ts).
 */
export const kinds = {
  home: {
    shape: "single",
    files: { folder: "pages", pattern: "home.yaml", schema: "homeFile" },
    languages: "inFile",
    routes: { page: { name: "home", path: "/" } },
    nav: "home",
    editor: { label: "Home page" },
  },
  services: {
    shape: "listAndDetail",
    files: { folder: "services", pattern: "*.yaml", schema: "serviceFile" },
    list: { folder: "pages", pattern: "services.yaml", schema: "servicesListFile" },
    routes: {
      list: { name: "services", path: "/services" },
      all: { name: "servicesAll", path: "/services/all" },
      detail: { name: "service", path: "/services/:slug" },
    },
    nav: "services",
    editor: { label: "Services", singular: "Service", listLabel: "Services list" },
  },
  products: {
    shape: "listAndDetail",
    files: { folder: "products", pattern: "*.yaml", schema: "productFile" },
    list: { folder: "pages", pattern: "products.yaml", schema: "productsListFile" },
    routes: {
      list: { name: "products", path: "/products" },
      all: { name: "productsAll", path: "/products/all" },
      detail: { name: "product", path: "/products/:slug" },
    },
    nav: "products",
    editor: { label: "Products", singular: "Product", listLabel: "Products list" },
  },
  caseStudies: {
    shape: "listAndDetail",
    files: { folder: "case-studies", pattern: "*.yaml", schema: "caseStudyFile" },
    list: { folder: "pages", pattern: "case-studies.yaml", schema: "caseStudiesListFile" },
    routes: {
      list: { name: "caseStudies", path: "/case-studies" },
      detail: { name: "caseStudy", path: "/case-studies/:slug" },
    },
    // Not in the main navigation: the footer links to the list, while it has a case study.
    listOnlyWithItems: true,
    refers: { services: "services", products: "products" },
    editor: { label: "Case studies", singular: "Case study", listLabel: "Case studies list" },
  },
  about: {
    shape: "single",
    files: { folder: "pages", pattern: "about.yaml", schema: "aboutFile" },
    languages: "inFile",
    routes: { page: { name: "about", path: "/about" } },
    nav: "about",
    editor: { label: "About page" },
  },
  contact: {
    shape: "single",
    files: { folder: "pages", pattern: "contact.yaml", schema: "contactFile" },
    languages: "inFile",
    routes: { page: { name: "contact", path: "/contact" } },
    nav: "contact",
    editor: { label: "Contact page" },
  },
  news: {
    shape: "articles",
    files: { folder: "news", pattern: "*/*.md", schema: "articleFile" },
    list: { folder: "pages", pattern: "news.yaml", schema: "newsListFile" },
    routes: {
      list: { name: "blog", path: "/blog" },
      more: { name: "blogPage", path: "/blog/page/:slug" },
      detail: { name: "article", path: "/blog/:slug" },
      feed: { name: "blogFeed", path: "/blog/rss.xml" },
    },
    nav: "blog",
    editor: { label: "News", singular: "Article", listLabel: "News list" },
  },
  terms: {
    shape: "single",
    files: { folder: "terms", pattern: "*.md", schema: "termsFile" },
    languages: "perFile",
    routes: { page: { name: "terms", path: "/terms-and-conditions" } },
    editor: {
      label: "Terms and conditions",
      body: "Terms (Markdown: one ## heading per section)",
      preview:
        "The terms are Markdown, which the site turns into its page when it is built. After saving, see them at",
    },
  },
  privacy: {
    shape: "single",
    files: { folder: "privacy", pattern: "*.md", schema: "privacyFile" },
    languages: "perFile",
    routes: { page: { name: "privacy", path: "/privacy" } },
    editor: {
      label: "Privacy notice",
      body: "Notice (Markdown: one ## heading per section)",
      preview:
        "The privacy notice is Markdown, which the site turns into its page when it is built. After saving, see it at",
    },
  },
  company: {
    shape: "data",
    files: { folder: ".", pattern: "company.yaml", schema: "companyFile" },
    editor: { label: "Company facts" },
  },
  partners: {
    shape: "data",
    files: { folder: ".", pattern: "partners.yaml", schema: "partnersFile" },
    editor: { label: "Partners" },
  },
} as const satisfies KindTable;

export type Kinds = typeof kinds;
export type KindName = keyof Kinds;

type Names<T> = keyof T & string;
type ListKinds<T> = {
  [K in Names<T>]: T[K] extends { shape: "list" | "listAndDetail" } ? K : never;
}[Names<T>];
type ListPageKinds<T> = { [K in Names<T>]: T[K] extends { list: Files } ? K : never }[Names<T>];
type ArticleKinds<T> = { [K in Names<T>]: T[K] extends { shape: "articles" } ? K : never }[Names<T>];
type DetailKinds<T> = { [K in Names<T>]: T[K] extends { shape: "listAndDetail" } ? K : never }[Names<T>];
type DocumentKinds<T> = { [K in Names<T>]: T[K] extends { languages: "perFile" } ? K : never }[Names<T>];

/** The kinds whose items are a folder of files (services, products). */
export type ListKind = ListKinds<Kinds>;
/** The lists whose items have pages of their own. */
export type DetailKind = DetailKinds<Kinds>;
/** The pages written in one Markdown file per language (terms, privacy). */
export type DocumentKind = DocumentKinds<Kinds>;
/** The kinds whose list page has a file of its own (the lists, the news). */
export type ListPageKind = ListPageKinds<Kinds>;
/** The dated articles (the news). */
export type ArticleKind = ArticleKinds<Kinds>;

/** A collection: a kind's files, and a list's page (`servicesList`, content/pages/services.yaml). */
export type CollectionNameOf<T> = Names<T> | `${ListPageKinds<T>}List`;
export type CollectionName = CollectionNameOf<Kinds>;

/** The schema's name of each collection. */
export type CollectionSchemas<T> = {
  [C in CollectionNameOf<T>]: C extends `${infer K extends ListPageKinds<T>}List`
    ? T[K] extends { list: { schema: infer S } }
      ? S
      : never
    : C extends Names<T>
      ? T[C] extends { files: { schema: infer S } }
        ? S
        : never
      : never;
};

const entriesOf = <T extends KindTable>(table: T) => Object.entries(table) as Array<[Names<T>, Kind]>;

/** Every collection of the table, in its order: a kind's files, then a list's page. */
export function collectionsOf<T extends KindTable>(table: T): Record<CollectionNameOf<T>, Files> {
  return Object.fromEntries(
    entriesOf(table).flatMap(([name, kind]) => [
      [name, kind.files],
      ...("list" in kind ? [[`${name}List`, kind.list] as const] : []),
    ]),
  ) as Record<CollectionNameOf<T>, Files>;
}

/** The names of a table's lists (their files' names are a catalogue's slugs). */
export const listKindsOf = <T extends KindTable>(table: T): Array<ListKinds<T>> =>
  entriesOf(table).flatMap(([name, kind]) =>
    kind.shape === "list" || kind.shape === "listAndDetail" ? [name as ListKinds<T>] : [],
  );

/** The names of a table's dated articles. */
export const articleKindsOf = <T extends KindTable>(table: T): Array<ArticleKinds<T>> =>
  entriesOf(table).flatMap(([name, kind]) => (kind.shape === "articles" ? [name as ArticleKinds<T>] : []));

/** The names of a table's Markdown documents, one file per language. */
export const documentKindsOf = <T extends KindTable>(table: T): Array<DocumentKinds<T>> =>
  entriesOf(table).flatMap(([name, kind]) =>
    kind.shape === "single" && kind.languages === "perFile" ? [name as DocumentKinds<T>] : [],
  );

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
type RoutesOfKind<E> = E extends { routes: infer R }
  ? { [N in keyof R as R[N] extends Route ? R[N]["name"] : never]: R[N] extends Route ? R[N]["path"] : never }
  : Record<never, never>;

/** Every route of a table's kinds, by name: `{ home: "/", services: "/services", service: … }`. */
export type RoutesOf<T> = UnionToIntersection<{ [K in Names<T>]: RoutesOfKind<T[K]> }[Names<T>]>;

export function routesOf<T extends KindTable>(table: T): RoutesOf<T> {
  return Object.fromEntries(
    entriesOf(table).flatMap(([, kind]) =>
      "routes" in kind ? Object.values(kind.routes).map(({ name, path }: Route) => [name, path]) : [],
    ),
  ) as RoutesOf<T>;
}

/** One published article: its folder's name, the languages it is written in, its dates. */
export interface ArticleListing {
  slug: string;
  /** The languages it has a file in, in the locale table's order. */
  langs: readonly Locale[];
  /** Its last change (the `updated` date, else the publication date), for the sitemap. */
  lastmod: string;
}

/** The articles the site publishes: none while the list's file says they are off. */
export interface ArticleCatalogue {
  /** Articles per page of the list. */
  perPage: number;
  /** Newest first. */
  articles: readonly ArticleListing[];
}

/**
 * What the page table is made from (`readContent`): the slugs of each list, in their order (the
 * files under content/<folder>/), and each kind of articles' published articles.
 */
export type CatalogueOf<T> = { readonly [K in ListKinds<T>]: readonly string[] } & {
  readonly [K in ArticleKinds<T>]: ArticleCatalogue;
};

/** A page a kind makes, in every language (app/site.ts's `SitePage`). */
export interface KindPage<Name extends string = string> {
  path: string;
  name?: Name;
  listed: true;
  nav?: { key: NavKey; section?: string };
  /** The languages it exists in, when not every language (an article written in one only). */
  langs?: readonly Locale[];
  /** When it last changed (an article), for the sitemap. */
  lastmod?: string;
}

/**
 * The pages of a table's kinds, in its order: a single page; a list's page, its second address
 * and one page per item of the catalogue (so an unknown slug is a 404); none for a list marked
 * `listOnlyWithItems` while it has no item. A list's navigation item leads to its canonical page
 * and stands for every page under the list's path.
 *
 * Articles make no page while none is published (the list's file has them off, or every one is
 * a draft); then the list's first page in every language, its further pages in the languages
 * that have that many articles, and each article's page in the languages it is written in.
 * Without a catalogue of articles (`pagesOf(table, {})`, the table's named pages) the list's
 * first page stands for them.
 */
export function pagesOf<T extends KindTable>(
  table: T,
  catalogue: CatalogueOf<T>,
): Array<KindPage<keyof RoutesOf<T> & string>> {
  type Name = keyof RoutesOf<T> & string;
  const slugs = catalogue as Readonly<Record<string, readonly string[]>>;
  return entriesOf(table).flatMap(([name, kind]): Array<KindPage<Name>> => {
    if (kind.shape === "data") return [];
    const nav = kind.nav;
    if (kind.shape === "single") {
      const { page } = kind.routes;
      return [{ name: page.name as Name, path: page.path, listed: true, ...(nav && { nav: { key: nav } }) }];
    }
    if (kind.shape === "articles") {
      const { list, more, detail } = kind.routes;
      const listPage = { name: list.name as Name, path: list.path, listed: true as const };
      const navItem = nav ? { nav: { key: nav, section: list.path } } : {};
      const published = (catalogue as Readonly<Record<string, ArticleCatalogue | undefined>>)[name];
      if (!published) return [{ ...listPage, ...navItem }];
      const { perPage, articles } = published;
      if (articles.length === 0) return [];
      const languages = [...new Set(articles.flatMap(({ langs }) => langs))];
      const pagesIn = (lang: Locale) =>
        Math.ceil(articles.filter(({ langs }) => langs.includes(lang)).length / perPage);
      const pageCount = Math.max(...languages.map(pagesIn));
      return [
        { ...listPage, ...navItem },
        ...Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => ({
          path: more.path.replace(":slug", String(i + 2)),
          listed: true as const,
          langs: languages.filter((lang) => pagesIn(lang) >= i + 2),
        })),
        ...articles.map(({ slug, langs, lastmod }) => ({
          path: detail.path.replace(":slug", slug),
          listed: true as const,
          langs,
          lastmod,
        })),
      ];
    }
    const { list, all } = kind.routes;
    // A list that exists only with items makes no page while its catalogue has none; without a
    // catalogue of it (the table's named pages) its page stands for it, as the articles' does.
    if (kind.listOnlyWithItems && slugs[name]?.length === 0) return [];
    const canonical = all ?? list;
    const navOf = (route: Route) =>
      nav && route === canonical ? { nav: { key: nav, section: list.path } } : {};
    const detail = kind.shape === "listAndDetail" ? kind.routes.detail : undefined;
    return [
      { name: list.name as Name, path: list.path, listed: true, ...navOf(list) },
      ...(all ? [{ name: all.name as Name, path: all.path, listed: true as const, ...navOf(all) }] : []),
      ...(detail
        ? (slugs[name] ?? []).map((slug) => ({
            path: detail.path.replace(":slug", slug),
            listed: true as const,
          }))
        : []),
    ];
  });
}

/** The lists at two addresses: the first names the second as its canonical (decision 002). */
export const canonicalsOf = (table: KindTable): Record<string, string> =>
  Object.fromEntries(
    Object.values(table).flatMap((kind) =>
      "list" in kind && "all" in kind.routes && kind.routes.all
        ? [[kind.routes.list.path, kind.routes.all.path]]
        : [],
    ),
  );

/** A file's path from the repository's root: `content/pages/home.yaml`, `content/company.yaml`. */
export const contentFile = ({ folder }: Files, file: string): string =>
  folder === "." ? `content/${file}` : `content/${folder}/${file}`;
