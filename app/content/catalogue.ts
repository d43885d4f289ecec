/**
 * The services and products the company offers: their URL slugs, in the order the site lists them.
 * Titles and copy live in the translation files and the per-page content modules; this is the
 * one list that routes, navigation, the prerender list and the sitemap are built from.
 */
export const serviceSlugs = [
  "digital-transformation",
  "cloud-services",
  "data-analytics",
  "testing-qa",
  "ui-ux-design",
  "mobile-application-development",
  "website-development",
  "ai-services-and-consulting",
  "digital-marketing",
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

/** The six services the home page features, in its order. */
export const featuredServiceSlugs: readonly ServiceSlug[] = [
  "digital-transformation",
  "data-analytics",
  "website-development",
  "mobile-application-development",
  "testing-qa",
  "ui-ux-design",
];

/** Product slugs in the order of the products list. */
export const productSlugs = [
  "imploy",
  "shaari",
  "wfi",
  "tshtri",
  "digital-office",
  "lms",
  "warshati",
] as const;
export type ProductSlug = (typeof productSlugs)[number];

/** The five products the home page features, in its order. */
export const featuredProductSlugs: readonly ProductSlug[] = [
  "imploy",
  "shaari",
  "wfi",
  "digital-office",
  "tshtri",
];

export function isServiceSlug(value: string | undefined): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value ?? "");
}

export function isProductSlug(value: string | undefined): value is ProductSlug {
  return (productSlugs as readonly string[]).includes(value ?? "");
}
