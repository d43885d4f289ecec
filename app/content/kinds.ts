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
 * `nav` puts the page (a list's: its canonical page) in the main navigation, in the table's order.
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
      editor: ListEditor;
    }
  | {
      shape: "listAndDetail";
      files: Files;
      list: Files;
      routes: { list: Route; all?: Route; detail: Route };
      nav?: NavKey;
      editor: ListEditor;
    };

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
type ListKinds<T> = { [K in Names<T>]: T[K] extends { list: Files } ? K : never }[Names<T>];
type DetailKinds<T> = { [K in Names<T>]: T[K] extends { shape: "listAndDetail" } ? K : never }[Names<T>];
type DocumentKinds<T> = { [K in Names<T>]: T[K] extends { languages: "perFile" } ? K : never }[Names<T>];

/** The kinds whose items are a folder of files (services, products). */
export type ListKind = ListKinds<Kinds>;
/** The lists whose items have pages of their own. */
export type DetailKind = DetailKinds<Kinds>;
/** The pages written in one Markdown file per language (terms, privacy). */
export type DocumentKind = DocumentKinds<Kinds>;

/** A collection: a kind's files, and a list's page (`servicesList`, content/pages/services.yaml). */
export type CollectionNameOf<T> = Names<T> | `${ListKinds<T>}List`;
export type CollectionName = CollectionNameOf<Kinds>;

/** The schema's name of each collection. */
export type CollectionSchemas<T> = {
  [C in CollectionNameOf<T>]: C extends `${infer K extends ListKinds<T>}List`
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
  entriesOf(table).flatMap(([name, kind]) => ("list" in kind ? [name as ListKinds<T>] : []));

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

/** The slugs of each list, in their order: the files under content/<folder>/ (`readContent`). */
export type CatalogueOf<T> = { readonly [K in ListKinds<T>]: readonly string[] };

/** A page a kind makes, in every language (app/site.ts's `SitePage`). */
export interface KindPage<Name extends string = string> {
  path: string;
  name?: Name;
  listed: true;
  nav?: { key: NavKey; section?: string };
}

/**
 * The pages of a table's kinds, in its order: a single page; a list's page, its second address
 * and one page per item of the catalogue (so an unknown slug is a 404). A list's navigation item
 * leads to its canonical page and stands for every page under the list's path.
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
    const { list, all } = kind.routes;
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
      "list" in kind && kind.routes.all ? [[kind.routes.list.path, kind.routes.all.path]] : [],
    ),
  );

/** A file's path from the repository's root: `content/pages/home.yaml`, `content/company.yaml`. */
export const contentFile = ({ folder }: Files, file: string): string =>
  folder === "." ? `content/${file}` : `content/${folder}/${file}`;
