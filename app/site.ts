import { CONFIRM_PATH, REFUSAL_REASONS, notSentPath, SENT_PATH } from "./contact/results";
import { localeCodes, localizePath } from "./i18n/locales";

/** A key of the main navigation (`nav.<key>` in the translation files). */
export type NavKey = "home" | "services" | "products" | "about" | "contact" | "blog";

/** One page of the site, in every language. */
export interface SitePage {
  /** The language-neutral path ("/about"; the Arabic page is under /ar). */
  path: string;
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
export const detailBase = { services: "/services", products: "/products" } as const;

const home: SitePage = { path: "/", listed: true, nav: { key: "home" } };
const servicesAll: SitePage = {
  path: "/services/all",
  listed: true,
  nav: { key: "services", section: detailBase.services },
};
const productsAll: SitePage = {
  path: "/products/all",
  listed: true,
  nav: { key: "products", section: detailBase.products },
};
const about: SitePage = { path: "/about", listed: true, nav: { key: "about" } };
const contact: SitePage = { path: "/contact", listed: true, nav: { key: "contact" } };
const terms: SitePage = { path: "/terms-and-conditions", listed: true };

/** The site's named pages, for code that links to one of them (the editor's preview). */
export const pages = { home, servicesAll, productsAll, about, contact, terms } as const;

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
    { path: detailBase.services, listed: true },
    servicesAll,
    ...services.map((slug) => ({ path: `${detailBase.services}/${slug}`, listed: true })),
    { path: detailBase.products, listed: true },
    productsAll,
    ...products.map((slug) => ({ path: `${detailBase.products}/${slug}`, listed: true })),
    about,
    contact,
    // Where the contact form lands when posted without JavaScript (served like every page).
    resultPage(SENT_PATH),
    ...REFUSAL_REASONS.map((reason) => resultPage(notSentPath(reason))),
    // Where it lands first when posted without a proof of work: one button sends it.
    resultPage(CONFIRM_PATH),
    terms,
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
export const editorPath = "/admin";

/** The path the not-found page is prerendered at; the server answers unknown paths with it (404). */
export const notFoundPath = "/404";

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
