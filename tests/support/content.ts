/**
 * The content files (content/) as the tests read them: parsed and checked with the schemas the
 * build uses (app/content/schemas.ts), so a test states what a page must show in terms of the file
 * a marketer edits. Node-only: the build reads the same files through Astro's content collections.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { z } from "astro/zod";
import { withFacts } from "../../app/content/facts";
import {
  aboutFile,
  companyFile,
  contactFile,
  homeFile,
  partnersFile,
  productFile,
  productsListFile,
  serviceFile,
  servicesListFile,
  termsFile,
} from "../../app/content/schemas";
import type { Locale } from "../../app/i18n/locales";
import type { Catalogue } from "../../app/site";

export const contentDir = path.resolve(import.meta.dirname, "../../content");

function read<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  return schema.parse(parse(readFileSync(path.join(contentDir, file), "utf8")));
}

function ordered<S extends z.ZodType<{ order: number }>>(folder: string, schema: S) {
  return readdirSync(path.join(contentDir, folder))
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => ({ ...read(`${folder}/${file}`, schema), slug: file.replace(/\.yaml$/, "") }))
    .sort((a, b) => a.order - b.order);
}

export const company = read("company.yaml", companyFile);
export const partners = read("partners.yaml", partnersFile).partners;
export const services = ordered("services", serviceFile);
export const products = ordered("products", productFile);
export const catalogue: Catalogue = {
  services: services.map(({ slug }) => slug),
  products: products.map(({ slug }) => slug),
};

const home = read("pages/home.yaml", homeFile);
const about = read("pages/about.yaml", aboutFile);
/** The copy of each page in each language, with the company's facts put in as the build does. */
export const homeCopy = (lang: Locale) => withFacts(home[lang], company, "home");
export const featured = { services: home.featuredServices, products: home.featuredProducts };
export const aboutCopy = (lang: Locale) => withFacts(about[lang], company, "about");
export const contactCopy = read("pages/contact.yaml", contactFile);
export const servicesListCopy = read("pages/services.yaml", servicesListFile);
export const productsListCopy = read("pages/products.yaml", productsListFile);

/** content/terms/<lang>.md: its front matter and its sections' headings (its `## ` lines). */
export function terms(lang: Locale) {
  const text = readFileSync(path.join(contentDir, "terms", `${lang}.md`), "utf8");
  const [, front = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  const headings = [...body.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
  return { ...termsFile.parse(parse(front)), headings, body };
}

/** A service's title in one language, as its file gives it (and the menus show it). */
export function serviceTitle(slug: string, lang: Locale): string {
  const service = services.find((item) => item.slug === slug);
  if (!service) throw new Error(`No content/services/${slug}.yaml`);
  return service[lang].title;
}
