/**
 * How the content files become what the pages show: a service or product on a card, the page of one
 * of them, the files a list names. Pure functions of the files, shared by the page data
 * (data.ts, at build time) and the editor's preview (app/admin/preview.tsx, in the browser).
 */
import type {
  Company,
  DetailPage,
  HomeCopy,
  HomeStatKey,
  ProductFile,
  ServiceFile,
} from "../content/schemas";
import type { Locale } from "../i18n/locales";

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

/** The home page's figures: how many products and services there are, and the company's counts. */
export function homeStats(
  labels: HomeCopy["stats"]["labels"],
  site: { services: readonly unknown[]; products: readonly unknown[]; company: Company },
) {
  const values: Record<HomeStatKey, number> = {
    products: site.products.length,
    services: site.services.length,
    clients: site.company.clientCount,
    team: site.company.teamSize,
  };
  return (Object.keys(values) as HomeStatKey[]).map((key) => ({
    key,
    value: values[key],
    label: labels[key],
    // The files are counted exactly; the company's counts are round figures ("60+").
    atLeast: key === "clients" || key === "team",
  }));
}
