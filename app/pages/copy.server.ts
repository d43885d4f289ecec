/**
 * The page loaders' data: each page's long copy in the request's language, with its head tags.
 * Loaders run at build time only and this module is server-only, so the copy reaches the browser
 * inside the page (and its .data file), never inside the JavaScript bundles.
 */
import { data } from "react-router";
import { aboutCopy } from "../content/about";
import { productsListCopy, servicesListCopy } from "../content/catalogue-pages";
import { featuredServiceSlugs, isProductSlug, isServiceSlug, type ServiceSlug } from "../content/catalogue";
import { contactCopy } from "../content/contact-page";
import { homeCopy, homeStats } from "../content/home";
import { serviceIcons } from "../content/service-icons";
import { productContent } from "../content/products";
import { serviceContent } from "../content/services";
import terms from "../content/terms";
import { localCopy, pageJsonLd, requestLocale, simpleSeo } from "./page-data.server";

/** The icons of some services, keyed by slug (path data, see service-icons.ts). */
function pickIcons(slugs: readonly ServiceSlug[]): Partial<Record<ServiceSlug, string>> {
  return Object.fromEntries(slugs.map((slug) => [slug, serviceIcons[slug]]));
}

export function homeData(request: Request) {
  const copy = localCopy(request, homeCopy);
  const stats = homeStats.map(({ key, value }) => ({ key, value, label: copy.stats.labels[key] }));
  const seo = { ...simpleSeo(request, "home"), jsonLd: pageJsonLd(request) };
  return { seo, copy, stats, icons: pickIcons(featuredServiceSlugs) };
}

export function aboutData(request: Request) {
  return { seo: simpleSeo(request, "about"), copy: localCopy(request, aboutCopy) };
}

export function contactData(request: Request) {
  const seo = { ...simpleSeo(request, "contact"), jsonLd: pageJsonLd(request) };
  return { seo, copy: localCopy(request, contactCopy) };
}

export function servicesListData(request: Request) {
  return {
    seo: simpleSeo(request, "services"),
    copy: localCopy(request, servicesListCopy),
    icons: serviceIcons,
  };
}

export function productsListData(request: Request) {
  return { seo: simpleSeo(request, "products"), copy: localCopy(request, productsListCopy) };
}

export function termsData(request: Request) {
  const page = localCopy(request, terms);
  return { seo: { title: page.title, description: page.metaDescription }, page };
}

/** A service page's copy; an unknown slug is a 404. */
export function serviceData(request: Request, slug: string | undefined) {
  if (!isServiceSlug(slug)) throw data(null, { status: 404 });
  const page = serviceContent[slug][requestLocale(request).lang];
  return {
    slug,
    page,
    icon: serviceIcons[slug],
    seo: { title: page.title, description: page.metaDescription },
  };
}

/** A product page's copy; an unknown slug is a 404. */
export function productData(request: Request, slug: string | undefined) {
  if (!isProductSlug(slug)) throw data(null, { status: 404 });
  const page = productContent[slug][requestLocale(request).lang];
  return { slug, page, seo: { title: page.title, description: page.metaDescription } };
}
