import { type RouteConfig, route } from "@react-router/dev/routes";
import { localeCodes, locales } from "./i18n/locales";

/**
 * Each page is registered once per language: the English paths unprefixed, the Arabic under /ar.
 * A page's module reads its language from the URL, so one module serves both.
 */
const pages: ReadonlyArray<[path: string, file: string, id: string]> = [
  ["", "pages/home.tsx", "home"],
  ["about", "pages/about.tsx", "about"],
  ["contact", "pages/contact.tsx", "contact"],
  // Where the contact form lands when posted without JavaScript (not in the sitemap, noindex).
  ["contact/sent", "contact/ResultPage.tsx", "contact-sent"],
  ["contact/not-sent/:reason", "contact/ResultPage.tsx", "contact-not-sent"],
  ["terms-and-conditions", "pages/terms.tsx", "terms"],
  ["services", "pages/services-list.tsx", "services"],
  ["services/all", "pages/services-list.tsx", "services-all"],
  ["services/:slug", "pages/service.tsx", "service"],
  ["products", "pages/products-list.tsx", "products"],
  ["products/all", "pages/products-list.tsx", "products-all"],
  ["products/:slug", "pages/product.tsx", "product"],
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
