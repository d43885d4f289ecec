import { CONFIRM_PATH, REFUSAL_REASONS, notSentPath, SENT_PATH } from "./contact/results";
import { RECEIPT_ERASE_PATH, receiptPaths } from "./contact/receipt";
import {
  canonicalsOf,
  kinds,
  pagesOf,
  routesOf,
  type CatalogueOf,
  type Kinds,
  type NavKey,
} from "./content/kinds";
import { localeCodes, localizePath, type Locale } from "./i18n/locales";

/**
 * The site's pages by name: each one's language-neutral path (the Arabic page is the same path
 * under /ar, decision 002), `:slug` where a detail page's name goes. The pages of the content come
 * from the table of kinds (app/content/kinds.ts); the contact form's result paths from
 * app/contact/results.ts and the receipt's from app/contact/receipt.ts, which the server shares.
 * Every link, canonical and route in app/ is made from this table with `pagePath` (a unit test
 * refuses a path written out anywhere else).
 */
export const routes = {
  ...routesOf(kinds),
  contactSent: SENT_PATH,
  contactNotSent: notSentPath(":slug" as never),
  receiptErase: RECEIPT_ERASE_PATH,
  notFound: "/404",
  /** The editor (Decap CMS, decision 016): in no language, not indexed, not in the sitemap. */
  editor: "/admin",
} as const;

/** The name of a page in the table (`pagePath("contact", lang)`). */
export type PageName = keyof typeof routes;

/**
 * A page's language-neutral path: `neutralPath("about")` → "/about",
 * `neutralPath("service", "cloud-services")` → "/services/cloud-services".
 */
export function neutralPath(page: PageName, slug?: string): string {
  const pattern: string = routes[page];
  const wantsSlug = pattern.includes(":slug");
  if (wantsSlug !== (slug !== undefined)) {
    throw new Error(`pagePath("${page}"): ${wantsSlug ? "needs a slug" : "takes no slug"}.`);
  }
  return slug === undefined ? pattern : pattern.replace(":slug", slug);
}

/**
 * The URL of a page of the table in a language (as AstroWind's `getPermalink`):
 * `pagePath("about", "ar")` → "/ar/about", `pagePath("service", "en", "cloud-services")` →
 * "/services/cloud-services". Links in the React components take it through `usePageLink()`.
 */
export function pagePath(page: PageName, lang: Locale, slug?: string): string {
  return localizePath(neutralPath(page, slug), lang);
}

/** A key of the main navigation (`nav.<key>` in the translation files); the table of kinds names them. */
export type { NavKey } from "./content/kinds";

/** One page of the site, in every language. */
export interface SitePage {
  /** The language-neutral path ("/about"; the Arabic page is under /ar). */
  path: string;
  /** Its name in `routes`, for the pages code links to by name. */
  name?: PageName;
  /** A page of the site (listed in the sitemap when it is its own canonical); false for the
   * contact form's no-JavaScript result pages and the receipt's pages, which are not indexed. */
  listed: boolean;
  /** The main navigation's item that leads here, with the part of the site it stands for. */
  nav?: { key: NavKey; section?: string };
  /** The languages it exists in, when not every language (an article written in one only). */
  langs?: readonly Locale[];
  /** When it last changed (an article: ISO date), for the sitemap. */
  lastmod?: string;
}

const resultPage = (path: string): SitePage => ({ path, listed: false });

/** The slugs of each list, in their order: the files under content/services, content/products, …. */
export type Catalogue = CatalogueOf<Kinds>;

/** The pages of the content (app/content/kinds.ts) without their detail pages: the ones code links to. */
const kindPages = pagesOf(kinds, {} as Catalogue);
type NamedPage = SitePage & { name: NonNullable<(typeof kindPages)[number]["name"]> };

/** The site's named pages, for code that links to one of them (the editor's preview). */
export const pages = Object.fromEntries(
  kindPages.flatMap((page) => (page.name ? [[page.name, page]] : [])),
) as Record<NamedPage["name"], NamedPage>;

/** The pages the main navigation leads to, in the header's order (the table of kinds'). */
export const mainPages: readonly SitePage[] = kindPages.filter((page) => page.nav);

/** The lists at two addresses, each naming its canonical (`/services` → `/services/all`). */
export const listCanonicals: Readonly<Record<string, string>> = canonicalsOf(kinds);

/**
 * The one table of pages: the pages the build makes (checked by a unit test against the entries
 * under app/pages/[...lang]/), the sitemap and the main navigation are derived from it. The pages
 * of the content come from the table of kinds, a detail page once per content file (so an unknown
 * slug is a 404); then the contact form's result pages and the receipt's.
 */
export function sitePages(catalogue: Catalogue): readonly SitePage[] {
  return [
    ...pagesOf(kinds, catalogue),
    // Where the contact form lands when posted without JavaScript (served like every page).
    resultPage(SENT_PATH),
    ...REFUSAL_REASONS.map((reason) => resultPage(notSentPath(reason))),
    // Where it lands first when posted without a proof of work: one button sends it.
    resultPage(CONFIRM_PATH),
    // Where the link in the confirmation email leads (303 from the server, which checks its token).
    ...receiptPaths.map((path) => resultPage(path)),
  ];
}

/** Every page of the site as a language-neutral path (decision 002). */
export const pagePaths = (catalogue: Catalogue): readonly string[] =>
  listedPages(catalogue).map((page) => page.path);

/** A page of the sitemap: its language-neutral path, its languages if not all, its last change. */
export type ListedPage = Pick<SitePage, "path" | "langs" | "lastmod">;

/** Every page the sitemap may list, with its languages and last change where it has them. */
export const listedPages = (catalogue: Catalogue): readonly ListedPage[] =>
  sitePages(catalogue)
    .filter((page) => page.listed)
    .map(({ path, langs, lastmod }) => ({ path, ...(langs && { langs }), ...(lastmod && { lastmod }) }));

/** The languages a page exists in. */
export const languagesOf = (page: Pick<SitePage, "langs">): readonly Locale[] => page.langs ?? localeCodes;

/** The main navigation's keys whose pages the content makes (the news only when published). */
export const navKeysOf = (catalogue: Catalogue): readonly NavKey[] =>
  sitePages(catalogue).flatMap((page) => (page.nav ? [page.nav.key] : []));

/**
 * The editor (Decap CMS, decision 016): one page, in no language, not indexed and not in the
 * sitemap; its configuration beside it (`/admin/config.yml`).
 */
export const editorPath = routes.editor;

/** The path the not-found page is prerendered at; the server answers unknown paths with it (404). */
export const notFoundPath = routes.notFound;

/** Every prerendered URL: each page of the table in each of its languages, plus the not-found page. */
export const prerenderPaths = (catalogue: Catalogue): readonly string[] =>
  localeCodes.flatMap((locale) =>
    [
      ...sitePages(catalogue).filter((page) => languagesOf(page).includes(locale)),
      { path: notFoundPath },
    ].map(({ path }) => localizePath(path, locale)),
  );

/** Feature flags for parts that are built but hidden. All off. The news is switched on in its
 * content file (content/pages/news.yaml), not here. */
export const flags = {
  aboutTeam: false,
  contactOperatingDays: false,
} as const;
