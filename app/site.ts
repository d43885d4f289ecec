import { CONFIRM_PATH, REFUSAL_REASONS, notSentPath, SENT_PATH } from "./contact/results";
import { localeCodes, localizePath, type Locale } from "./i18n/locales";

/**
 * The site's pages by name: each one's language-neutral path (the Arabic page is the same path
 * under /ar, decision 002), `:slug` where a detail page's name goes. Every link, canonical and
 * route in app/ is made from this table with `pagePath` (a unit test refuses a path written out
 * anywhere else); the contact form's result paths come from app/contact/results.ts, which the
 * server shares.
 */
export const routes = {
  home: "/",
  services: "/services",
  servicesAll: "/services/all",
  service: "/services/:slug",
  products: "/products",
  productsAll: "/products/all",
  product: "/products/:slug",
  about: "/about",
  contact: "/contact",
  contactSent: SENT_PATH,
  contactNotSent: notSentPath(":slug" as never),
  terms: "/terms-and-conditions",
  privacy: "/privacy",
  notFound: "/404",
  /** The editor (Decap CMS, decision 016): in no language, not indexed, not in the sitemap. */
  editor: "/admin",
  /** Behind `flags.blog`: not a page yet, so its path is a 404 (a unit test says so). */
  blog: "/blog",
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

/** A key of the main navigation (`nav.<key>` in the translation files). */
export type NavKey = "home" | "services" | "products" | "about" | "contact" | "blog";

/** One page of the site, in every language. */
export interface SitePage {
  /** The language-neutral path ("/about"; the Arabic page is under /ar). */
  path: string;
  /** Its name in `routes`, for the pages code links to by name. */
  name?: PageName;
  /** A page of the site (listed in the sitemap when it is its own canonical); false for the
   * contact form's no-JavaScript result pages, which are not indexed. */
  listed: boolean;
  /** The main navigation's item that leads here, with the part of the site it stands for. */
  nav?: { key: NavKey; section?: string };
}

const resultPage = (path: string): SitePage => ({ path, listed: false });

/** The slugs of the services and products, in their order: the files under content/services and content/products. */
export interface Catalogue {
  services: readonly string[];
  products: readonly string[];
}

/** The folders of the service and product pages: `/services/<slug>`, `/products/<slug>`. */
export const detailBase = { services: routes.services, products: routes.products } as const;

const home: SitePage = { name: "home", path: routes.home, listed: true, nav: { key: "home" } };
const servicesAll: SitePage = {
  name: "servicesAll",
  path: routes.servicesAll,
  listed: true,
  nav: { key: "services", section: routes.services },
};
const productsAll: SitePage = {
  name: "productsAll",
  path: routes.productsAll,
  listed: true,
  nav: { key: "products", section: routes.products },
};
const about: SitePage = { name: "about", path: routes.about, listed: true, nav: { key: "about" } };
const contact: SitePage = { name: "contact", path: routes.contact, listed: true, nav: { key: "contact" } };
const terms: SitePage = { name: "terms", path: routes.terms, listed: true };
const privacy: SitePage = { name: "privacy", path: routes.privacy, listed: true };

/** The site's named pages, for code that links to one of them (the editor's preview). */
export const pages = { home, servicesAll, productsAll, about, contact, terms, privacy } as const;

/** The pages the main navigation leads to, in the header's order. */
export const mainPages: readonly SitePage[] = [home, servicesAll, productsAll, about, contact];

/**
 * The one table of pages: the pages the build makes (checked by a unit test against the entries
 * under app/pages/[...lang]/), the sitemap and the main navigation are derived from it. Service
 * and product pages get one entry per content file, so an unknown slug is a 404.
 */
export function sitePages({ services, products }: Catalogue): readonly SitePage[] {
  return [
    home,
    { path: routes.services, listed: true },
    servicesAll,
    ...services.map((slug) => ({ path: neutralPath("service", slug), listed: true })),
    { path: routes.products, listed: true },
    productsAll,
    ...products.map((slug) => ({ path: neutralPath("product", slug), listed: true })),
    about,
    contact,
    // Where the contact form lands when posted without JavaScript (served like every page).
    resultPage(SENT_PATH),
    ...REFUSAL_REASONS.map((reason) => resultPage(notSentPath(reason))),
    // Where it lands first when posted without a proof of work: one button sends it.
    resultPage(CONFIRM_PATH),
    terms,
    privacy,
  ];
}

/** Every page of the site as a language-neutral path (decision 002). */
export const pagePaths = (catalogue: Catalogue): readonly string[] =>
  sitePages(catalogue)
    .filter((page) => page.listed)
    .map((page) => page.path);

/**
 * The editor (Decap CMS, decision 016): one page, in no language, not indexed and not in the
 * sitemap; its configuration beside it (`/admin/config.yml`).
 */
export const editorPath = routes.editor;

/** The path the not-found page is prerendered at; the server answers unknown paths with it (404). */
export const notFoundPath = routes.notFound;

/** Every prerendered URL: each page of the table in each language, plus the not-found page. */
export const prerenderPaths = (catalogue: Catalogue): readonly string[] =>
  localeCodes.flatMap((locale) =>
    [...sitePages(catalogue).map((page) => page.path), notFoundPath].map((path) =>
      localizePath(path, locale),
    ),
  );

/** Feature flags for parts that are built but hidden. All off. */
export const flags = {
  blog: false,
  aboutTeam: false,
  contactOperatingDays: false,
} as const;
