/**
 * How the content files become what the pages show: a service or product on a card, the page of one
 * of them, the files a list names, a case study and the case studies that name a service or a
 * product. Pure functions of the files, shared by the page data (data.ts, at build time) and the
 * editor's preview (app/admin/preview.tsx, in the browser).
 */
import type { DetailKind } from "../content/kinds";
import type { Lists } from "../content/read";
import {
  sectors,
  type ArticleFile,
  type CaseStudyFile,
  type Company,
  type DetailPage,
  type HomeStatKey,
  type ProductFile,
  type Sector,
  type ServiceFile,
} from "../content/schemas";
import type { TFunction } from "../i18n/i18n";
import { locales, type Direction, type Locale } from "../i18n/locales";
import { plural, pluralWords } from "../i18n/plural";

/** A service on a card: its title, one sentence, its icon and where it leads. */
export interface ServiceSummary {
  slug: string;
  title: string;
  summary: string;
  icon: string;
}

/** A product on a card: its name, one sentence and its picture. */
export interface ProductSummary {
  slug: string;
  name: string;
  summary: string;
  illustration: string;
}

export const serviceSummary =
  (lang: Locale) =>
  (file: ServiceFile & { slug: string }): ServiceSummary => ({
    slug: file.slug,
    title: file[lang].title,
    summary: file[lang].summary,
    icon: file.icon,
  });

export const productSummary =
  (lang: Locale) =>
  (file: ProductFile & { slug: string }): ProductSummary => ({
    slug: file.slug,
    name: file[lang].name,
    summary: file[lang].summary,
    illustration: file.illustration,
  });

/** The files a list names (the home page's featured services, say), in its order; an unknown name stops the build. */
export function pick<T extends { slug: string }>(
  all: readonly T[],
  slugs: readonly string[],
  where: string,
): T[] {
  return slugs.map((slug) => {
    const found = all.find((item) => item.slug === slug);
    if (!found) throw new Error(`${where} names "${slug}", which has no file there.`);
    return found;
  });
}

/** The pictures of a detail page's second and third sections, the same on every page. */
export const sectionPictures = {
  needs: "/illustrations/sections/needs.svg",
  solutions: "/illustrations/sections/solutions.svg",
} as const;

/** The page of a service or product in one language, with the pictures of its three sections. */
export function detailPage(file: ServiceFile | ProductFile, lang: Locale): DetailPage {
  const [about, needs, solutions] = file[lang].sections;
  return {
    ...file[lang],
    sections: [
      { ...about, image: file.illustration },
      { ...needs, image: sectionPictures.needs },
      { ...solutions, image: sectionPictures.solutions },
    ],
  };
}

/**
 * A counter's figure: an exact count as it is ("7"), a round figure with its "+" where the
 * language puts it: after the number left to right ("60+"), before it right to left ("+60").
 */
export function statFigure(value: number, atLeast: boolean, dir: Direction) {
  if (!atLeast) return String(value);
  return dir === "rtl" ? `+${value}` : `${value}+`;
}

/**
 * The home page's figures: how many products and services there are, and the company's counts,
 * each with its words in the form the language gives that number (`counts.*` in the translations):
 * `label` the words set under the figure, `text` the whole count as it is read.
 */
export function homeStats(
  t: TFunction,
  lang: Locale,
  site: { services: readonly unknown[]; products: readonly unknown[]; company: Company },
) {
  const values: Record<HomeStatKey, number> = {
    products: site.products.length,
    services: site.services.length,
    clients: site.company.clientCount,
    team: site.company.teamSize,
  };
  return (Object.keys(values) as HomeStatKey[]).map((key) => {
    const value = values[key];
    // The files are counted exactly; the company's counts are round figures ("60+").
    const atLeast = key === "clients" || key === "team";
    const figure = statFigure(value, atLeast, locales[lang].dir);
    return {
      key,
      value,
      atLeast,
      figure,
      label: pluralWords(t, lang, `counts.${key}`, value),
      text: plural(t, lang, `counts.${key}`, value, figure),
    };
  });
}

type Slugged<T> = T & { slug: string };

/** A case study on a card or in a list of links: its title, one sentence, its client and sector. */
export interface CaseStudySummary {
  slug: string;
  title: string;
  summary: string;
  client: string;
  country: string;
  sector: Sector;
}

export const caseStudySummary =
  (lang: Locale) =>
  (file: Slugged<CaseStudyFile>): CaseStudySummary => ({
    slug: file.slug,
    title: file[lang].title,
    summary: file[lang].summary,
    client: file[lang].client,
    country: file[lang].country,
    sector: file.sector,
  });

/**
 * Case studies by sector, in the sectors' order, each group in the list's order; a sector with
 * none has no group.
 */
export function bySector(
  studies: readonly CaseStudySummary[],
): Array<{ sector: Sector; studies: CaseStudySummary[] }> {
  return sectors.flatMap((sector) => {
    const inSector = studies.filter((study) => study.sector === sector);
    return inSector.length > 0 ? [{ sector, studies: inSector }] : [];
  });
}

/** The case studies that name a service or a product, in the list's order. */
export const caseStudiesNaming = (
  all: ReadonlyArray<Slugged<CaseStudyFile>>,
  field: "services" | "products",
  slug: string,
): Array<Slugged<CaseStudyFile>> => all.filter((study) => study[field].includes(slug));

/**
 * A case study's page in one language: its copy, its sector and picture, and the services and
 * products it names as their cards show them (the reader has checked the names at build time; in
 * the editor's preview an unknown one says so).
 */
export function caseStudyPage(
  file: Slugged<CaseStudyFile>,
  lang: Locale,
  site: Pick<Lists, "services" | "products">,
) {
  return {
    ...file[lang],
    sector: file.sector,
    illustration: file.illustration,
    services: pick(site.services, file.services, "The case study's services").map(serviceSummary(lang)),
    products: pick(site.products, file.products, "The case study's products").map(productSummary(lang)),
  };
}
export type CaseStudyPage = ReturnType<typeof caseStudyPage>;

/**
 * What each list's detail page shows, from its file and the lists around it, with its head's title
 * and description: a service's or a product's page with the case studies that name it, a case
 * study's page. The build (`detailData`, data.ts) and the editor's preview draw every detail page
 * from it; the compiler asks for one entry per list with detail pages of the table of kinds.
 */
export const detailShapes = {
  services: (file: Slugged<ServiceFile>, lang: Locale, lists: Lists) => {
    const page = detailPage(file, lang);
    const caseStudies = caseStudiesNaming(lists.caseStudies, "services", file.slug).map(
      caseStudySummary(lang),
    );
    return { page, caseStudies, seo: { title: page.title, description: page.metaDescription } };
  },
  products: (file: Slugged<ProductFile>, lang: Locale, lists: Lists) => {
    const page = detailPage(file, lang);
    const caseStudies = caseStudiesNaming(lists.caseStudies, "products", file.slug).map(
      caseStudySummary(lang),
    );
    return { page, caseStudies, seo: { title: page.title, description: page.metaDescription } };
  },
  caseStudies: (file: Slugged<CaseStudyFile>, lang: Locale, lists: Lists) => {
    const page = caseStudyPage(file, lang, lists);
    return { page, seo: { title: page.metaTitle, description: page.metaDescription } };
  },
} satisfies {
  [K in DetailKind]: (
    file: Lists[K][number],
    lang: Locale,
    lists: Lists,
  ) => { seo: { title: string; description: string } };
};

/** Words a reader reads in a minute, for an article's reading time. */
const WORDS_PER_MINUTE = 200;

/** An article in one language as the list, its page and the feed show it. */
export interface ArticleSummary {
  slug: string;
  title: string;
  description: string;
  /** ISO days. */
  date: string;
  updated?: string;
  author: string;
  tags: string[];
  /** Minutes to read it, from its words. */
  minutes: number;
  cover?: { image: string; alt: string };
}

/** A day as an ISO date ("2026-10-14"), from a date or what the editor holds (a string). */
const isoDay = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

/**
 * An article's file in one language (its front matter and its Markdown text) as the site shows it:
 * the build's pages and the editor's preview, which holds a draft's fields as written.
 */
export function articleSummary(
  slug: string,
  file: Pick<ArticleFile, "title" | "description" | "author" | "tags"> & {
    date: Date | string;
    updated?: Date | string;
    cover?: string;
    coverAlt?: string;
  },
  body: string,
): ArticleSummary {
  const words = body.split(/\s+/).filter(Boolean).length;
  return {
    slug,
    title: file.title,
    description: file.description,
    date: isoDay(file.date),
    ...(file.updated && { updated: isoDay(file.updated) }),
    author: file.author,
    tags: file.tags,
    minutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    ...(file.cover && { cover: { image: file.cover, alt: file.coverAlt ?? "" } }),
  };
}
