/**
 * The content files (content/, validated by app/content.config.ts) as the pages read them at build
 * time: the services and products in their order, the single-file pages and the company facts.
 * Only the `.astro` entries and the page data (app/views/data.ts) call these; nothing here reaches
 * a browser bundle.
 */
import { getCollection, type CollectionKey, type DataEntryMap } from "astro:content";
import type { Locale } from "../i18n/locales";
import type { Catalogue } from "../site";
import type { Company, Partner, ProductFile, ServiceFile } from "./schemas";

type Slugged<T> = T & { slug: string };

/** The entries of a collection in their `order`; two files with the same order stop the build. */
async function ordered<T extends { order: number }>(
  name: "services" | "products",
): Promise<Array<Slugged<T>>> {
  const entries = (await getCollection(name)) as unknown as Array<{ id: string; filePath?: string; data: T }>;
  const byOrder = new Map<number, string>();
  for (const { id, filePath, data } of entries) {
    const other = byOrder.get(data.order);
    if (other) {
      throw new Error(
        `${filePath ?? id}: order ${data.order} is also the order of ${other}; give each file its own.`,
      );
    }
    byOrder.set(data.order, filePath ?? id);
  }
  return entries.map(({ id, data }) => ({ ...data, slug: id })).sort((a, b) => a.order - b.order);
}

export const services = () => ordered<ServiceFile>("services");
export const products = () => ordered<ProductFile>("products");

/** The slugs of both, in their order: what the page table (app/site.ts) is built from. */
export async function catalogue(): Promise<Catalogue> {
  const [s, p] = await Promise.all([services(), products()]);
  return { services: s.map(({ slug }) => slug), products: p.map(({ slug }) => slug) };
}

/** The one entry of a collection made of one file (content/pages/*.yaml, content/company.yaml). */
export async function single<C extends CollectionKey & keyof DataEntryMap>(name: C) {
  const [entry, ...more] = await getCollection(name);
  if (!entry || more.length > 0) throw new Error(`The "${name}" collection must be exactly one file.`);
  return entry.data as DataEntryMap[C][string]["data"];
}

export const company = (): Promise<Company> => single("company");

/** The partners carousel's logos (content/partners.yaml), in order. */
export const partners = async (): Promise<Partner[]> => (await single("partners")).partners;

/** What the header, the mobile menu and the footer need on every page, in one language. */
export interface SiteContent {
  services: Array<{ slug: string; title: string }>;
  company: Company;
}

export async function siteContent(lang: Locale): Promise<SiteContent> {
  const [list, facts] = await Promise.all([services(), company()]);
  return { services: list.map(({ slug, [lang]: copy }) => ({ slug, title: copy.title })), company: facts };
}
