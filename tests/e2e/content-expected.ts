import {
  aboutCopy,
  caseStudies,
  caseStudiesListCopy,
  company,
  contactCopy,
  homeCopy,
  privacy,
  products,
  productsListCopy,
  services,
  servicesListCopy,
  terms,
} from "../support/content";
import { locales, type Locale } from "../../app/i18n/locales";
import { createT } from "../../app/i18n/i18n";
import { plural } from "../../app/i18n/plural";
import { bySector, caseStudySummary } from "../../app/views/shape";
import { ui } from "../support/strings";

/** A count with its words, as the page writes it (`counts.*` in the translations). */
const counted = (lang: Locale, key: string, count: number, figure: string | number = count) =>
  plural(createT(ui[lang]), lang, `counts.${key}`, count, figure);

/**
 * The home page's counters: the products and services are counted exactly from their files ("7");
 * the clients and the team are the company's round figures, whose "+" follows the language:
 * "60+" in English, "+60" in Arabic (read right to left).
 */
export function homeStats(lang: Locale) {
  const figure = (value: number, atLeast: boolean) =>
    !atLeast ? `${value}` : locales[lang].dir === "rtl" ? `+${value}` : `${value}+`;
  return [
    { key: "products", value: products.length, atLeast: false },
    { key: "services", value: services.length, atLeast: false },
    { key: "clients", value: company.clientCount, atLeast: true },
    { key: "team", value: company.teamSize, atLeast: true },
  ].map((stat) => ({
    key: stat.key as "products" | "services" | "clients" | "team",
    value: stat.value,
    figure: figure(stat.value, stat.atLeast),
    /** The figure with its words, as screen readers hear it ("60+ active clients"). */
    text: counted(lang, stat.key, stat.value, figure(stat.value, stat.atLeast)),
    /** What react-countup shows before it starts counting. */
    start: figure(0, stat.atLeast),
  }));
}

/** What a visitor should find on a page: its H1 and the headings of its sections. */
export interface ExpectedPage {
  h1: string;
  h2: string[];
  h3?: string[];
}

/** The expected headings of a language-neutral page path, from the content files the pages render. */
export function expectedPage(path: string, lang: Locale): ExpectedPage {
  if (path === "/") {
    const copy = homeCopy(lang);
    return {
      h1: copy.hero.headlineText,
      h2: [copy.pillars.heading, copy.services.heading, copy.products.heading, copy.cta.heading],
    };
  }
  if (path === "/about") {
    const copy = aboutCopy(lang);
    return {
      h1: copy.banner.title,
      h2: [copy.who.heading, copy.what.heading, copy.different.heading, copy.cta.heading],
    };
  }
  if (path === "/contact") {
    const copy = contactCopy[lang];
    return {
      h1: copy.intro.title,
      h2: [copy.form.heading],
      h3: [copy.details.offices, copy.details.reach, copy.details.follow],
    };
  }
  if (path === "/terms-and-conditions") {
    const page = terms(lang);
    return { h1: page.title, h2: page.headings };
  }
  if (path === "/privacy") {
    const page = privacy(lang);
    return { h1: page.title, h2: page.headings };
  }
  if (path === "/services" || path === "/services/all") {
    const copy = servicesListCopy[lang];
    return {
      h1: copy.intro.title,
      h2: [copy.cta.heading],
      h3: services.map((service) => service[lang].title),
    };
  }
  if (path === "/products" || path === "/products/all") {
    const copy = productsListCopy[lang];
    return {
      h1: copy.intro.title,
      h2: [counted(lang, "products", products.length), copy.cta.heading],
      h3: products.map((product) => product[lang].name),
    };
  }
  if (path === "/case-studies") {
    const copy = caseStudiesListCopy[lang];
    const groups = bySector(caseStudies.map(caseStudySummary(lang)));
    return {
      h1: copy.intro.title,
      h2: [...groups.map(({ sector }) => ui[lang].sectors[sector]!), copy.cta.heading],
      h3: groups.flatMap(({ studies }) => studies.map((study) => study.title)),
    };
  }
  const [, kind, slug] = path.split("/");
  if (kind === "case-studies") {
    const study = caseStudies.find((item) => item.slug === slug);
    if (!study) throw new Error(`No expectations for ${path}`);
    const words = ui[lang].pages.caseStudy;
    return {
      h1: study[lang].title,
      h2: [words.challenge, words.whatWeDid, words.results, words.used, study[lang].cta.heading],
      h3: [
        ...(study.services.length ? [words.services] : []),
        ...(study.products.length ? [words.products] : []),
      ],
    };
  }
  const file =
    kind === "services"
      ? services.find((service) => service.slug === slug)
      : kind === "products"
        ? products.find((product) => product.slug === slug)
        : undefined;
  const page = file?.[lang];
  if (!page) throw new Error(`No expectations for ${path}`);
  return { h1: page.title, h2: [...page.sections.map((section) => section.heading), page.cta.heading] };
}
