/**
 * Shapes of the long-form page copy. Each page's copy is a typed module holding both languages
 * side by side, so a marketer edits one file per page and the type checker catches a missing
 * field in either language. The page loaders read these at build time; none of it is bundled
 * into the browser's JavaScript.
 */
import type { Locale } from "../i18n/locales";

export type Bilingual<T> = Record<Locale, T>;

/** One alternating image-and-text section of a service or product page. */
export interface DetailSection {
  /** Small label above the heading, e.g. "About the service" / "عن الخدمة". */
  eyebrow: string;
  heading: string;
  /** One to three short paragraphs. */
  paragraphs: string[];
  /** Optional bullet points (three to six); in Arabic they may differ or be fewer. */
  bullets?: string[];
  /**
   * Illustration path. The about section uses the page's own illustration
   * ("/illustrations/services/<slug>.svg" or "/illustrations/products/<slug>.svg"); the needs and
   * solutions sections use "/illustrations/sections/needs.svg" and "/illustrations/sections/solutions.svg".
   */
  image: string;
  /** Meaningful alternative text, or "" when the image is decoration. */
  imageAlt: string;
}

/** A service or product detail page. */
export interface DetailPage {
  /** The page's H1. */
  title: string;
  /** One sentence under the H1. */
  tagline: string;
  /** Meta description, 120 to 160 characters. */
  metaDescription: string;
  /** About, customer needs, solutions: in that order. */
  sections: [about: DetailSection, needs: DetailSection, solutions: DetailSection];
  /** The closing call to action, linking to /contact. */
  cta: { heading: string; body: string; button: string };
}

/** A section of the terms and conditions. */
export interface TermsSection {
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface TermsPage {
  title: string;
  metaDescription: string;
  /** "Last updated" line, e.g. "Last updated: 1 November 2026". */
  updated: string;
  intro: string[];
  sections: TermsSection[];
}
