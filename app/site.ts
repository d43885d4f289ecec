import { REFUSAL_REASONS, notSentPath, SENT_PATH } from "./contact/results";
import { productSlugs, serviceSlugs } from "./content/catalogue";
import { localeCodes, localizePath } from "./i18n/locales";

/** A key of the main navigation (`nav.<key>` in the translation files). */
export type NavKey = "home" | "services" | "products" | "about" | "contact" | "blog";

/** One page of the site, in every language. */
export interface SitePage {
  /** The language-neutral path ("/about"; the Arabic page is under /ar). */
  path: string;
  /** Its route module, relative to app/. */
  file: string;
  /** Its route id (each language's route is this, prefixed by the language code). */
  id: string;
  /** A page of DESIGN §2 (listed in the sitemap when it is its own canonical); false for the
   * contact form's no-JavaScript result pages, which are not indexed. */
  listed: boolean;
  /** The main navigation's item that leads here, with the part of the site it stands for. */
  nav?: { key: NavKey; section?: string };
}

const resultPage = (path: string, id: string): SitePage => ({
  path,
  file: "contact/ResultPage.tsx",
  id,
  listed: false,
});

/**
 * The one table of pages (issue 9): the routes (app/routes.ts), the prerender list, the sitemap
 * and the main navigation (in this order) are derived from it. Service, product and result pages
 * get one entry per known slug rather than a `:slug` pattern, so an unknown slug is a 404.
 */
export const sitePages: readonly SitePage[] = [
  { path: "/", file: "pages/home.tsx", id: "home", listed: true, nav: { key: "home" } },
  { path: "/services", file: "pages/services-list.tsx", id: "services", listed: true },
  {
    path: "/services/all",
    file: "pages/services-list.tsx",
    id: "services-all",
    listed: true,
    nav: { key: "services", section: "/services" },
  },
  ...serviceSlugs.map((slug) => ({
    path: `/services/${slug}`,
    file: "pages/service.tsx",
    id: `service-${slug}`,
    listed: true,
  })),
  { path: "/products", file: "pages/products-list.tsx", id: "products", listed: true },
  {
    path: "/products/all",
    file: "pages/products-list.tsx",
    id: "products-all",
    listed: true,
    nav: { key: "products", section: "/products" },
  },
  ...productSlugs.map((slug) => ({
    path: `/products/${slug}`,
    file: "pages/product.tsx",
    id: `product-${slug}`,
    listed: true,
  })),
  { path: "/about", file: "pages/about.tsx", id: "about", listed: true, nav: { key: "about" } },
  { path: "/contact", file: "pages/contact.tsx", id: "contact", listed: true, nav: { key: "contact" } },
  // Where the contact form lands when posted without JavaScript (served by the pages plugin like every page).
  resultPage(SENT_PATH, "contact-sent"),
  ...REFUSAL_REASONS.map((reason) => resultPage(notSentPath(reason), `contact-not-sent-${reason}`)),
  { path: "/terms-and-conditions", file: "pages/terms.tsx", id: "terms", listed: true },
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
