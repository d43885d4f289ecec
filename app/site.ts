import { REFUSAL_REASONS, notSentPath, SENT_PATH } from "./contact/results";
import { productSlugs, serviceSlugs } from "./content/catalogue";
import { localeCodes, localizePath } from "./i18n/locales";

/** A key of the main navigation (`nav.<key>` in the translation files). */
export type NavKey = "home" | "services" | "products" | "about" | "contact" | "blog";

/** One page of the site, in every language. */
export interface SitePage {
  /** The language-neutral path ("/about"; the Arabic page is under /ar). */
  path: string;
  /** A page of DESIGN §2 (listed in the sitemap when it is its own canonical); false for the
   * contact form's no-JavaScript result pages, which are not indexed. */
  listed: boolean;
  /** The main navigation's item that leads here, with the part of the site it stands for. */
  nav?: { key: NavKey; section?: string };
}

const resultPage = (path: string): SitePage => ({ path, listed: false });

/**
 * The one table of pages: the pages the server serves, the sitemap and the main navigation are
 * derived from it, and a unit test checks that the build (the entries under app/pages/[...lang]/)
 * holds exactly these pages in every language. Service, product and result pages get one entry
 * per known slug, so an unknown slug is a 404.
 */
export const sitePages: readonly SitePage[] = [
  { path: "/", listed: true, nav: { key: "home" } },
  { path: "/services", listed: true },
  {
    path: "/services/all",
    listed: true,
    nav: { key: "services", section: "/services" },
  },
  ...serviceSlugs.map((slug) => ({
    path: `/services/${slug}`,
    listed: true,
  })),
  { path: "/products", listed: true },
  {
    path: "/products/all",
    listed: true,
    nav: { key: "products", section: "/products" },
  },
  ...productSlugs.map((slug) => ({
    path: `/products/${slug}`,
    listed: true,
  })),
  { path: "/about", listed: true, nav: { key: "about" } },
  { path: "/contact", listed: true, nav: { key: "contact" } },
  // Where the contact form lands when posted without JavaScript (served by the pages plugin like every page).
  resultPage(SENT_PATH),
  ...REFUSAL_REASONS.map((reason) => resultPage(notSentPath(reason))),
  { path: "/terms-and-conditions", listed: true },
];

/** Every page of the site as a language-neutral path (DESIGN §2). */
export const pagePaths: readonly string[] = sitePages.filter((page) => page.listed).map((page) => page.path);

/** The path the not-found page is prerendered at; the server answers unknown paths with it (404). */
export const notFoundPath = "/404";

/** Every prerendered URL: each page of the table in each language, plus the not-found page. */
export const prerenderPaths: readonly string[] = localeCodes.flatMap((locale) =>
  [...sitePages.map((page) => page.path), notFoundPath].map((path) => localizePath(path, locale)),
);

/** Feature flags for the spec's hidden parts (DESIGN §6). All off: the spec hides them. */
export const flags = {
  blog: false,
  aboutTeam: false,
  contactOperatingDays: false,
} as const;
