/**
 * Each page's data, built at build time by its `.astro` entry: its copy in one language and its
 * head tags (title, description, structured data). This module never reaches a browser bundle.
 */
import { aboutCopy } from "../content/about";
import { productsListCopy, servicesListCopy } from "../content/catalogue-pages";
import { featuredServiceSlugs, type ProductSlug, type ServiceSlug } from "../content/catalogue";
import { contactCopy } from "../content/contact-page";
import { homeCopy, homeStats } from "../content/home";
import { serviceIcons } from "../content/service-icons";
import { productContent } from "../content/products";
import { serviceContent } from "../content/services";
import terms from "../content/terms";
import type { RefusalReason } from "../contact/results";
import type { Locale } from "../i18n/locales";
import { serverT } from "../i18n/t.server";
import { jsonLdFor } from "../seo/json-ld";
import { siteUrl } from "../settings";

/** What every page gives its head tags. */
export interface Seo {
  title: string;
  description: string;
  noindex?: boolean;
  /** Structured data blocks (see json-ld.ts). */
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
}

/** Head data of a simple page whose title and description sit under `pages.<key>` in the strings. */
function simpleSeo(lang: Locale, key: string): Seo {
  const t = serverT(lang);
  return { title: t(`pages.${key}.title`), description: t(`pages.${key}.description`) };
}

/** The structured data of a page (home and contact have some). */
function pageJsonLd(lang: Locale, path: string): Seo["jsonLd"] {
  return jsonLdFor(path, { siteUrl, siteName: serverT(lang)("brand.name"), lang });
}

/** The icons of some services, keyed by slug (path data, see service-icons.ts). */
function pickIcons(slugs: readonly ServiceSlug[]): Partial<Record<ServiceSlug, string>> {
  return Object.fromEntries(slugs.map((slug) => [slug, serviceIcons[slug]]));
}

export function homeData(lang: Locale) {
  const copy = homeCopy[lang];
  const stats = homeStats.map(({ key, value }) => ({ key, value, label: copy.stats.labels[key] }));
  const seo = { ...simpleSeo(lang, "home"), jsonLd: pageJsonLd(lang, "/") };
  return { seo, copy, stats, icons: pickIcons(featuredServiceSlugs) };
}

export function aboutData(lang: Locale) {
  return { seo: simpleSeo(lang, "about"), copy: aboutCopy[lang] };
}

export function contactData(lang: Locale) {
  const seo = { ...simpleSeo(lang, "contact"), jsonLd: pageJsonLd(lang, "/contact") };
  return { seo, copy: contactCopy[lang] };
}

export function servicesListData(lang: Locale) {
  return { seo: simpleSeo(lang, "services"), copy: servicesListCopy[lang], icons: serviceIcons };
}

export function productsListData(lang: Locale) {
  return { seo: simpleSeo(lang, "products"), copy: productsListCopy[lang] };
}

export function termsData(lang: Locale) {
  const page = terms[lang];
  return { seo: { title: page.title, description: page.metaDescription }, page };
}

export function serviceData(lang: Locale, slug: ServiceSlug) {
  const page = serviceContent[slug][lang];
  return {
    slug,
    page,
    icon: serviceIcons[slug],
    seo: { title: page.title, description: page.metaDescription },
  };
}

export function productData(lang: Locale, slug: ProductSlug) {
  const page = productContent[slug][lang];
  return { slug, page, seo: { title: page.title, description: page.metaDescription } };
}

/** Where a form posted without JavaScript lands: "received" (no reason), or "not sent" and why. */
export function contactResultData(lang: Locale, reason: RefusalReason | null) {
  const t = serverT(lang);
  const outcome = reason === null ? "sent" : "not-sent";
  const seo: Seo = {
    title: t(`contactForm.result.${outcome}.title`),
    description: reason ? t(`contactForm.api.${reason}`) : t("contactForm.result.sent.body"),
    noindex: true,
  };
  return { reason, seo };
}

export function notFoundData(lang: Locale) {
  const t = serverT(lang);
  const seo: Seo = { title: t("notFound.title"), description: t("notFound.description"), noindex: true };
  return { seo };
}
