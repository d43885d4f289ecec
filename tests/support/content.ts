/**
 * The content files (content/) as the tests read them: through the site's one reader
 * (app/content/read.ts), from the files, checked by the schemas the build uses, so a test states
 * what a page must show in terms of the file a marketer edits. Below, only the few shapes tests
 * ask for beside the reader's own.
 */
import path from "node:path";
import { withFacts } from "../../app/content/facts";
import { readContent, readContentFiles } from "../../app/content/read";
import { createT } from "../../app/i18n/i18n";
import type { Locale } from "../../app/i18n/locales";
import { ui } from "./strings";

export const contentDir = path.resolve(import.meta.dirname, "../../content");

const content = readContent(readContentFiles(contentDir));

export const { company, partners, services, products, catalogue, featured } = content;
/** The case studies (content/case-studies/), in their order. */
export const caseStudies = content.lists.caseStudies;
/** The named pages the content makes (a list that exists only with items, while it has one). */
export const madePages = content.siteContent("en").pages;

/** The copy of each page in each language, with the company's facts put in as the build does. */
export const homeCopy = (lang: Locale) =>
  withFacts(content.single("home")[lang], company, "home", lang, createT(ui[lang]));
export const aboutCopy = (lang: Locale) =>
  withFacts(content.single("about")[lang], company, "about", lang, createT(ui[lang]));
export const contactCopy = content.single("contact");
export const servicesListCopy = content.single("servicesList");
export const productsListCopy = content.single("productsList");
export const caseStudiesListCopy = content.single("caseStudiesList");

/**
 * content/terms/<lang>.md or content/privacy/<lang>.md: its front matter and its sections' headings
 * (its `## ` lines).
 */
function markdownFile(folder: "terms" | "privacy", lang: Locale) {
  const entry = content.documents[folder].find((file) => file.id === lang);
  if (!entry) throw new Error(`No content/${folder}/${lang}.md`);
  const body = entry.body ?? "";
  const headings = [...body.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
  return { ...entry.data, headings, body };
}
export const terms = (lang: Locale) => markdownFile("terms", lang);
export const privacy = (lang: Locale) => markdownFile("privacy", lang);

/** A service's title in one language, as its file gives it (and the menus show it). */
export function serviceTitle(slug: string, lang: Locale): string {
  const service = services.find((item) => item.slug === slug);
  if (!service) throw new Error(`No content/services/${slug}.yaml`);
  return service[lang].title;
}
