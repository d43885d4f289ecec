/**
 * Each page's data, built at build time by its `.astro` entry: its copy in one language and its
 * head tags (title, description, structured data). This module never reaches a browser bundle.
 */
import { getCollection, render } from "astro:content";
import { company, lists, products, services, single } from "../content/collections";
import type { DetailKind } from "../content/kinds";
import { withFacts } from "../content/facts";
import type { Company } from "../content/schemas";
import type { RefusalReason } from "../contact/results";
import { localeCodes, type Locale } from "../i18n/locales";
import { serverT } from "../i18n/t.server";
import { jsonLdFor } from "../seo/json-ld";
import { siteUrl } from "../settings";
import { routes } from "../site";
import { detailPage, homeStats, pick, productSummary, serviceSummary } from "./shape";

/** What every page gives its head tags. */
export interface Seo {
  title: string;
  description: string;
  noindex?: boolean;
  /** Structured data blocks (see json-ld.ts). */
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
}

/** The head of a page whose content file names its title and description (`metaTitle`, `metaDescription`). */
const pageSeo = (copy: { metaTitle: string; metaDescription: string }): Seo => ({
  title: copy.metaTitle,
  description: copy.metaDescription,
});

/** The structured data of a page (home and contact have some). */
function pageJsonLd(lang: Locale, path: string, facts: Company): Seo["jsonLd"] {
  return jsonLdFor(path, { siteUrl, siteName: serverT(lang)("brand.name"), lang, company: facts });
}

export async function homeData(lang: Locale) {
  const [home, facts, allServices, allProducts] = await Promise.all([
    single("home"),
    company(),
    services(),
    products(),
  ]);
  const copy = withFacts(home[lang], facts, "content/pages/home.yaml");
  const stats = homeStats(copy.stats.labels, {
    services: allServices,
    products: allProducts,
    company: facts,
  });
  const seo = { ...pageSeo(copy), jsonLd: pageJsonLd(lang, routes.home, facts) };
  return {
    seo,
    copy,
    stats,
    services: pick(
      allServices,
      home.featuredServices,
      "content/pages/home.yaml: featuredServices (content/services)",
    ).map(serviceSummary(lang)),
    products: pick(
      allProducts,
      home.featuredProducts,
      "content/pages/home.yaml: featuredProducts (content/products)",
    ).map(productSummary(lang)),
  };
}

export async function aboutData(lang: Locale) {
  const [about, facts] = await Promise.all([single("about"), company()]);
  const copy = withFacts(about[lang], facts, "content/pages/about.yaml");
  return { seo: pageSeo(copy), copy };
}

export async function contactData(lang: Locale) {
  const [contact, facts] = await Promise.all([single("contact"), company()]);
  const seo = { ...pageSeo(contact[lang]), jsonLd: pageJsonLd(lang, routes.contact, facts) };
  return { seo, copy: contact[lang], company: facts };
}

export async function servicesListData(lang: Locale) {
  const [list, all] = await Promise.all([single("servicesList"), services()]);
  return { seo: pageSeo(list[lang]), copy: list[lang], services: all.map(serviceSummary(lang)) };
}

export async function productsListData(lang: Locale) {
  const [list, all] = await Promise.all([single("productsList"), products()]);
  return { seo: pageSeo(list[lang]), copy: list[lang], products: all.map(productSummary(lang)) };
}

/**
 * A document written in Markdown, one file per language (content/terms/<lang>.md,
 * content/privacy/<lang>.md), with its sections' headings for the table of contents. Every language
 * must have its file, with as many sections as the others.
 */
async function markdownData(folder: "terms" | "privacy", lang: Locale) {
  const files = await getCollection(folder);
  const byLang = new Map(files.map((file) => [file.id, file]));
  for (const code of localeCodes) {
    if (!byLang.has(code))
      throw new Error(`content/${folder}/${code}.md is missing: it needs one file per language.`);
  }
  const entry = byLang.get(lang)!;
  const rendered = await render(entry);
  const sections = rendered.headings.filter((heading) => heading.depth === 2);
  for (const other of files) {
    const count = (await render(other)).headings.filter((heading) => heading.depth === 2).length;
    if (count !== sections.length) {
      throw new Error(
        `content/${folder}/${other.id}.md has ${count} sections ("## " headings) but content/${folder}/${lang}.md has ${sections.length}.`,
      );
    }
  }
  const { title, metaDescription, updated } = entry.data;
  return {
    seo: { title, description: metaDescription },
    page: { title, updated, sections: sections.map(({ slug, text }) => ({ id: slug, heading: text })) },
    entry,
  };
}

/** The terms in one language (content/terms/<lang>.md). */
export const termsData = (lang: Locale) => markdownData("terms", lang);

/** The privacy notice in one language (content/privacy/<lang>.md). */
export const privacyData = (lang: Locale) => markdownData("privacy", lang);

/**
 * The page of a list's item (a service, a product: `content/<folder>/<slug>.yaml`) in one
 * language: its copy with its sections' pictures, and its file (a view may show more of it, as a
 * service's page its icon). Every detail page of the table of kinds (app/content/kinds.ts) is
 * built from it, through `app/layouts/DetailEntry.astro`.
 */
export async function detailData<K extends DetailKind>(kind: K, lang: Locale, slug: string) {
  const [file] = pick((await lists())[kind], [slug], "The page");
  const page = detailPage(file!, lang);
  return { slug, page, file: file!, seo: { title: page.title, description: page.metaDescription } };
}

/** What a detail page's view is given (`DetailData<"services">`). */
export type DetailData<K extends DetailKind> = Awaited<ReturnType<typeof detailData<K>>>;

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
