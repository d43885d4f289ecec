import type { Branch, Company } from "../content/schemas";
import { localeCodes, type Locale } from "../i18n/locales";
import { pagePath, routes } from "../site";
import { absoluteUrl } from "./meta";

/**
 * Structured data (schema.org JSON-LD) for search engines, built from the company's facts
 * (content/company.yaml) so that a changed phone number or branch reaches it without anyone editing markup. Built at build
 * time by the page data (app/views/data.ts, so none of it is in the browser's bundles) and written
 * by the document shell as `<script type="application/ld+json">` data blocks, which the CSP
 * does not execute and the server does not hash.
 */

export interface JsonLdInput {
  siteUrl: string;
  /** The brand name in the page's language. */
  siteName: string;
  lang: Locale;
  company: Company;
}

type Thing = Record<string, unknown>;

const organizationId = (siteUrl: string) => absoluteUrl(siteUrl, `${routes.home}#organization`);

function postalAddress(branch: Branch, lang: Locale): Thing {
  return {
    "@type": "PostalAddress",
    streetAddress: branch.address[lang],
    addressLocality: branch.city,
    addressCountry: branch.countryCode,
  };
}

function contactPoints(company: Company, lang: Locale): Thing[] {
  return company.phones.map((phone) => ({
    "@type": "ContactPoint",
    telephone: phone.e164,
    contactType: phone.label[lang],
    email: company.email,
    availableLanguage: localeCodes,
  }));
}

/** The company as a schema.org Organization: for the home page. */
export function organizationJsonLd({ siteUrl, siteName, lang, company }: JsonLdInput): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(siteUrl),
    name: siteName,
    legalName: company.legalName,
    url: absoluteUrl(siteUrl, pagePath("home", lang)),
    logo: absoluteUrl(siteUrl, company.logo),
    email: company.email,
    foundingDate: String(company.foundingYear),
    contactPoint: contactPoints(company, lang),
    address: company.branches.map((branch) => postalAddress(branch, lang)),
    sameAs: company.social.map((profile) => profile.url),
  };
}

/** Each branch as a schema.org LocalBusiness: for the contact page. */
export function localBusinessesJsonLd({ siteUrl, siteName, lang, company }: JsonLdInput): Thing[] {
  const contactUrl = absoluteUrl(siteUrl, pagePath("contact", lang));
  return company.branches.map((branch) => ({
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": absoluteUrl(siteUrl, `${routes.contact}#branch-${branch.id}`),
    name: `${siteName} – ${branch.name[lang]}`,
    url: contactUrl,
    image: absoluteUrl(siteUrl, company.logo),
    logo: absoluteUrl(siteUrl, company.logo),
    email: company.email,
    address: postalAddress(branch, lang),
    geo: { "@type": "GeoCoordinates", latitude: branch.geo.latitude, longitude: branch.geo.longitude },
    hasMap: branch.mapUrl,
    contactPoint: contactPoints(company, lang),
    sameAs: company.social.map((profile) => profile.url),
    parentOrganization: { "@type": "Organization", "@id": organizationId(siteUrl), name: siteName },
  }));
}

/** The JSON-LD blocks of a page, by its language-neutral path: home and contact carry some. */
export function jsonLdFor(path: string, input: JsonLdInput): Thing[] {
  if (path === routes.home) return [organizationJsonLd(input)];
  if (path === routes.contact) return localBusinessesJsonLd(input);
  return [];
}

/** What a news article's structured data says of it. */
export interface ArticleJsonLdInput {
  siteUrl: string;
  siteName: string;
  lang: Locale;
  /** The article's URL path in its language ("/ar/blog/…"). */
  path: string;
  headline: string;
  description: string;
  /** ISO dates. */
  datePublished: string;
  dateModified?: string;
  author: string;
  keywords: readonly string[];
  /** Its cover picture's path, if it has one. */
  image?: string;
}

/**
 * A news article as a schema.org BlogPosting (a kind of Article): its headline, dates, author,
 * language and picture, published by the company (the Organization of the home page, by its id).
 */
export function articleJsonLd(input: ArticleJsonLdInput): Thing {
  const url = absoluteUrl(input.siteUrl, input.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: input.headline,
    description: input.description,
    inLanguage: input.lang,
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: { "@type": "Person", name: input.author },
    publisher: { "@type": "Organization", "@id": organizationId(input.siteUrl), name: input.siteName },
    ...(input.keywords.length > 0 && { keywords: input.keywords.join(", ") }),
    ...(input.image && { image: absoluteUrl(input.siteUrl, input.image) }),
  };
}
