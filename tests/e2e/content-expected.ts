import { aboutCopy } from "../../app/content/about";
import { productsListCopy, servicesListCopy } from "../../app/content/catalogue-pages";
import { isProductSlug, isServiceSlug, productSlugs, serviceSlugs } from "../../app/content/catalogue";
import { contactCopy } from "../../app/content/contact-page";
import { homeCopy } from "../../app/content/home";
import { productContent } from "../../app/content/products";
import { serviceContent } from "../../app/content/services";
import terms from "../../app/content/terms";
import type { Locale } from "../../app/i18n/locales";
import { ui } from "../support/strings";

/** What a visitor should find on a page: its H1 and the headings of its sections. */
export interface ExpectedPage {
  h1: string;
  h2: string[];
  h3?: string[];
}

/** The expected headings of a language-neutral page path, from the same modules the pages render. */
export function expectedPage(path: string, lang: Locale): ExpectedPage {
  const strings = ui[lang] as unknown as {
    services: Record<string, { title: string }>;
    products: Record<string, { name: string }>;
  };
  if (path === "/") {
    const copy = homeCopy[lang];
    return {
      h1: copy.hero.headlineText,
      h2: [copy.pillars.heading, copy.services.heading, copy.products.heading, copy.cta.heading],
    };
  }
  if (path === "/about") {
    const copy = aboutCopy[lang];
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
    const page = terms[lang];
    return { h1: page.title, h2: page.sections.map((section) => section.heading) };
  }
  if (path === "/services" || path === "/services/all") {
    const copy = servicesListCopy[lang];
    return {
      h1: copy.intro.title,
      h2: [copy.cta.heading],
      h3: serviceSlugs.map((slug) => strings.services[slug]!.title),
    };
  }
  if (path === "/products" || path === "/products/all") {
    const copy = productsListCopy[lang];
    return {
      h1: copy.intro.title,
      h2: [`+${productSlugs.length} ${copy.countLabel}`, copy.cta.heading],
      h3: productSlugs.map((slug) => strings.products[slug]!.name),
    };
  }
  const [, kind, slug] = path.split("/");
  const page =
    kind === "services" && isServiceSlug(slug)
      ? serviceContent[slug][lang]
      : kind === "products" && isProductSlug(slug)
        ? productContent[slug][lang]
        : undefined;
  if (!page) throw new Error(`No expectations for ${path}`);
  return { h1: page.title, h2: [...page.sections.map((section) => section.heading), page.cta.heading] };
}
