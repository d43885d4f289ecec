/**
 * Each page's data, built at build time by its `.astro` entry: its copy in one language and its
 * head tags (title, description, structured data). This module never reaches a browser bundle.
 */
import { getCollection, render } from "astro:content";
import { articles, company, lists, products, services, single } from "../content/collections";
import type { Article } from "../content/read";
import type { DetailKind } from "../content/kinds";
import { withFacts } from "../content/facts";
import { documentSettings, fillSettings } from "../content/settings-in-text";
import type { Company } from "../content/schemas";
import type { RefusalReason } from "../contact/results";
import { RECEIPT_TTL_DAYS, type ReceiptRefusal, type ReceiptState } from "../contact/receipt";
import { localeCodes, localizePath, type Locale } from "../i18n/locales";
import { plural } from "../i18n/plural";
import { serverT } from "../i18n/t.server";
import { articleJsonLd, jsonLdFor } from "../seo/json-ld";
import type { ArticleMeta } from "../seo/meta";
import { siteUrl } from "../settings";
import { pagePath, routes } from "../site";
import type { Lists } from "../content/read";
import {
  articleSummary,
  bySector,
  caseStudySummary,
  detailShapes,
  homeStats,
  pick,
  productSummary,
  serviceSummary,
  type ArticleSummary,
} from "./shape";

export type { ArticleSummary };

/** What every page gives its head tags. */
export interface Seo {
  title: string;
  description: string;
  noindex?: boolean;
  /** Structured data blocks (see json-ld.ts). */
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
  /** The languages the page exists in, when not every language (an article). */
  langs?: readonly Locale[];
  /** A news article's OpenGraph tags. */
  article?: ArticleMeta;
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
  const copy = withFacts(home[lang], facts, "content/pages/home.yaml", lang, serverT(lang));
  const stats = homeStats(serverT(lang), lang, {
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
  const copy = withFacts(about[lang], facts, "content/pages/about.yaml", lang, serverT(lang));
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

/** The case studies list: every case study, grouped by sector (content/pages/case-studies.yaml). */
export async function caseStudiesListData(lang: Locale) {
  const [list, { caseStudies }] = await Promise.all([single("caseStudiesList"), lists()]);
  const sectors = bySector(caseStudies.map(caseStudySummary(lang)));
  return { seo: pageSeo(list[lang]), copy: list[lang], sectors };
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
  // The settings the text names (`{{retentionDays}}`…), written in here rather than when Astro
  // renders the Markdown: Astro keeps that rendering between builds while the file is unchanged,
  // and the values follow this build's environment.
  const file = `content/${folder}/${lang}.md`;
  const settings = documentSettings();
  const fill = (text: string, into?: "text") => fillSettings(text, lang, settings, file, into);
  // Astro's own rendering resolves a picture at a relative path, which the HTML alone would not.
  if (entry.rendered === undefined || entry.rendered.metadata?.imagePaths?.length)
    throw new Error(`${file}: not rendered, or a picture at a relative path (write /illustrations/…).`);
  return {
    seo: { title, description: metaDescription },
    page: {
      title,
      updated,
      sections: sections.map(({ slug, text }) => ({ id: slug, heading: fill(text, "text") })),
    },
    /** The document's HTML, with the settings it names written in. */
    html: fill(entry.rendered.html),
  };
}

/** The terms in one language (content/terms/<lang>.md). */
export const termsData = (lang: Locale) => markdownData("terms", lang);

/** The privacy notice in one language (content/privacy/<lang>.md). */
export const privacyData = (lang: Locale) => markdownData("privacy", lang);

/**
 * The page of a list's item (a service, a product, a case study: `content/<folder>/<slug>.yaml`)
 * in one language: what its kind shows of it (`detailShapes`: a service's copy with its sections'
 * pictures and the case studies that name it, …) and its file (a view may show more of it, as a
 * service's page its icon). Every detail page of the table of kinds (app/content/kinds.ts) is
 * built from it, through `app/layouts/DetailEntry.astro`.
 */
export async function detailData<K extends DetailKind>(
  kind: K,
  lang: Locale,
  slug: string,
): Promise<DetailData<K>> {
  const all = await lists();
  const [file] = pick(all[kind], [slug], "The page");
  const shape = detailShapes[kind] as unknown as (
    file: Lists[K][number],
    lang: Locale,
    lists: Lists,
  ) => DetailShape<K>;
  return { slug, file: file!, ...shape(file!, lang, all) } as DetailData<K>;
}

type DetailShape<K extends DetailKind> = ReturnType<(typeof detailShapes)[K]>;

/** What a detail page's view is given (`DetailData<"services">`). */
export type DetailData<K extends DetailKind> = { slug: string; file: Lists[K][number] } & DetailShape<K>;

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

/**
 * Where the link in a confirmation email leads: where the request is, why the link was refused,
 * or (`erase`) the confirmation before erasure.
 */
export function receiptData(lang: Locale, page: ReceiptState | ReceiptRefusal | "erase") {
  const t = serverT(lang);
  const description =
    page === "expired"
      ? t("receipt.expired.body", { days: plural(t, lang, "receipt.expired.days", RECEIPT_TTL_DAYS) })
      : t(`receipt.${page}.body`);
  const seo: Seo = { title: t(`receipt.${page}.title`), description, noindex: true };
  return { page, seo };
}

export function notFoundData(lang: Locale) {
  const t = serverT(lang);
  const seo: Seo = { title: t("notFound.title"), description: t("notFound.description"), noindex: true };
  return { seo };
}

function summaryOf(article: Article<"news">, lang: Locale): ArticleSummary {
  const { data, body = "" } = article.files[lang]!;
  return articleSummary(article.slug, data, body);
}

/** The published articles written in a language, newest first (by that language's date). */
export async function articlesIn(lang: Locale): Promise<ArticleSummary[]> {
  const { news } = await articles();
  return news.articles
    .filter((article) => article.files[lang])
    .map((article) => summaryOf(article, lang))
    .sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
}

/**
 * One page of the news list in one language (`page` from 1): its articles, where the previous and
 * next pages are, and the languages with articles (an empty list links to them).
 */
export async function newsListData(lang: Locale, page: number) {
  const [list, { news }, inLang] = await Promise.all([single("newsList"), articles(), articlesIn(lang)]);
  const copy = list[lang];
  const pages = Math.max(1, Math.ceil(inLang.length / news.perPage));
  if (page < 1 || page > pages) throw new Error(`The news list has no page ${page} in "${lang}".`);
  const at = (n: number) => (n === 1 ? pagePath("blog", lang) : pagePath("blogPage", lang, String(n)));
  const t = serverT(lang);
  const seo: Seo = {
    title: page === 1 ? copy.metaTitle : t("news.pageTitle", { title: copy.metaTitle, page, pages }),
    description: copy.metaDescription,
    ...(page > 1 && {
      langs: localeCodes.filter(
        (code) => news.articles.filter((a) => a.files[code]).length > (page - 1) * news.perPage,
      ),
    }),
  };
  const elsewhere = localeCodes.filter(
    (code) => code !== lang && news.articles.some((article) => article.files[code]),
  );
  return {
    seo,
    copy,
    articles: inLang.slice((page - 1) * news.perPage, page * news.perPage),
    paging: {
      page,
      pages,
      ...(page > 1 && { previous: at(page - 1) }),
      ...(page < pages && { next: at(page + 1) }),
    },
    feed: pagePath("blogFeed", lang),
    elsewhere: elsewhere.map((code) => ({ lang: code, href: pagePath("blog", code) })),
    /** A further page that does not exist in another language switches to that language's first. */
    switchTo: Object.fromEntries(
      localeCodes
        .filter((code) => seo.langs && !seo.langs.includes(code))
        .map((code) => [code, pagePath("blog", code)]),
    ),
  };
}

/**
 * A news article in one language (content/news/<slug>/<lang>.md): its summary, its Markdown entry
 * (the page's entry renders it), its head (OpenGraph article tags, BlogPosting data, alternates
 * in the languages it is written in) and, for a language it is not written in, the language
 * switch's way to that language's news list.
 */
export async function articleData(lang: Locale, slug: string) {
  const { news } = await articles();
  const article = news.articles.find((item) => item.slug === slug);
  const entry = article?.files[lang];
  if (!article || !entry) throw new Error(`No published article "${slug}" in "${lang}".`);
  const summary = summaryOf(article, lang);
  const path = pagePath("article", lang, slug);
  const seo: Seo = {
    title: summary.title,
    description: summary.description,
    langs: article.langs,
    article: {
      publishedTime: summary.date,
      ...(summary.updated && { modifiedTime: summary.updated }),
      author: summary.author,
      tags: summary.tags,
      ...(summary.cover && { image: { path: summary.cover.image, alt: summary.cover.alt } }),
    },
    jsonLd: [
      articleJsonLd({
        siteUrl,
        siteName: serverT(lang)("brand.name"),
        lang,
        path,
        headline: summary.title,
        description: summary.description,
        datePublished: summary.date,
        ...(summary.updated && { dateModified: summary.updated }),
        author: summary.author,
        keywords: summary.tags,
        ...(summary.cover && { image: summary.cover.image }),
      }),
    ],
  };
  const switchTo = Object.fromEntries(
    localeCodes.filter((code) => !article.files[code]).map((code) => [code, pagePath("blog", code)]),
  );
  const list = (await single("newsList"))[lang];
  return {
    seo,
    article: summary,
    entry,
    switchTo,
    list: { title: list.intro.title, href: pagePath("blog", lang) },
  };
}

/** The articles of a language's feed, newest first, with their absolute links. */
export async function feedData(lang: Locale) {
  const [list, inLang] = await Promise.all([single("newsList"), articlesIn(lang)]);
  const copy = list[lang];
  return {
    title: `${copy.intro.title} | ${serverT(lang)("brand.name")}`,
    description: copy.metaDescription,
    site: new URL(localizePath(routes.blog, lang), siteUrl).href,
    articles: inLang.map((article) => ({ ...article, link: pagePath("article", lang, article.slug) })),
  };
}
