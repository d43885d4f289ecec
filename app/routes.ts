import { type RouteConfig, route } from "@react-router/dev/routes";
import { REFUSAL_REASONS } from "./contact/results";
import { productSlugs, serviceSlugs } from "./content/catalogue";
import { localeCodes, locales } from "./i18n/locales";

/**
 * Each page is registered once per language: the English paths unprefixed, the Arabic under /ar.
 * A page's module reads its language from the URL, so one module serves both. Service, product and
 * result pages get one route per known slug rather than a `:slug` pattern: an unknown slug must fall
 * to the not-found route in the browser too, or the 404 page would hydrate into a route whose data
 * was never prerendered. Their loaders read the slug from the URL (see lastSegment).
 */
type Page = readonly [path: string, file: string, id: string];

const pages: readonly Page[] = [
  ["", "pages/home.tsx", "home"],
  ["about", "pages/about.tsx", "about"],
  ["contact", "pages/contact.tsx", "contact"],
  // Where the contact form lands when posted without JavaScript (not in the sitemap, noindex).
  ["contact/sent", "contact/ResultPage.tsx", "contact-sent"],
  ...REFUSAL_REASONS.map(
    (reason) =>
      [`contact/not-sent/${reason}`, "contact/ResultPage.tsx", `contact-not-sent-${reason}`] satisfies Page,
  ),
  ["terms-and-conditions", "pages/terms.tsx", "terms"],
  ["services", "pages/services-list.tsx", "services"],
  ["services/all", "pages/services-list.tsx", "services-all"],
  ...serviceSlugs.map((slug) => [`services/${slug}`, "pages/service.tsx", `service-${slug}`] satisfies Page),
  ["products", "pages/products-list.tsx", "products"],
  ["products/all", "pages/products-list.tsx", "products-all"],
  ...productSlugs.map((slug) => [`products/${slug}`, "pages/product.tsx", `product-${slug}`] satisfies Page),
];

export default [
  ...localeCodes.flatMap((locale) => {
    const base = locales[locale].prefix;
    return pages.map(([path, file, id]) =>
      route(`${base}/${path}`.replace(/\/$/, "") || "/", file, { id: `${locale}-${id}` }),
    );
  }),
  route("*", "pages/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
