import { contactResultPaths } from "./contact/results";
import { productSlugs, serviceSlugs } from "./content/catalogue";
import { localeCodes, localizePath } from "./i18n/locales";

/** Every page of the site as a language-neutral path (DESIGN §2). */
export const pagePaths: readonly string[] = [
  "/",
  "/about",
  "/contact",
  "/terms-and-conditions",
  "/services",
  "/services/all",
  ...serviceSlugs.map((slug) => `/services/${slug}`),
  "/products",
  "/products/all",
  ...productSlugs.map((slug) => `/products/${slug}`),
];

/** The path the not-found page is prerendered at; the server answers unknown paths with it (404). */
export const notFoundPath = "/404";

/**
 * Every prerendered URL: each page in each language, plus the not-found page and the contact form's
 * no-JavaScript result pages (served by the pages plugin, not listed in the sitemap).
 */
export const prerenderPaths: readonly string[] = localeCodes.flatMap((locale) =>
  [...pagePaths, notFoundPath, ...contactResultPaths].map((path) => localizePath(path, locale)),
);

/** Feature flags for the spec's hidden parts (DESIGN §6). All off: the spec hides them. */
export const flags = {
  blog: false,
  aboutTeam: false,
  contactOperatingDays: false,
} as const;
