import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The UI strings of each language, so that browser tests find controls by the names visitors
 * hear and see (role + accessible name), in either language.
 */
const read = (lang: string) =>
  JSON.parse(readFileSync(path.resolve("app/i18n/translations", `${lang}.json`), "utf8")) as UiStrings;

export interface UiStrings {
  nav: Record<
    | "home"
    | "services"
    | "products"
    | "about"
    | "contact"
    | "openMenu"
    | "closeMenu"
    | "menu"
    | "showServices"
    | "skip"
    | "main",
    string
  >;
  language: { switchLabel: string };
  partners: { heading: string; pause: string; play: string };
  notFound: { heading: string; home: string };
  footer: Record<
    "blurb" | "company" | "help" | "services" | "products" | "caseStudies" | "about" | "contact" | "newTab",
    string
  >;
  social: Record<"facebook" | "instagram" | "x" | "linkedin", string>;
  header: { cta: string };
  services: Record<string, { title: string }>;
  /** A case study's sector by its key (`retail`), as its list's headings name it. */
  sectors: Record<string, string>;
  pages: {
    service: { caseStudies: string };
    product: { caseStudies: string };
    caseStudy: Record<
      | "eyebrow"
      | "back"
      | "client"
      | "sector"
      | "country"
      | "challenge"
      | "whatWeDid"
      | "results"
      | "used"
      | "services"
      | "products",
      string
    >;
  };
}

export const ui = { en: read("en"), ar: read("ar") };
