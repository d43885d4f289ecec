/** Shapes shared by the page copy modules (home, about, contact, the catalogue lists). */

/** A closing call to action: a heading, one sentence and a button to /contact. */
export interface CallToAction {
  heading: string;
  body: string;
  button: string;
}

/** The top of an inner page: a small label, the H1 and one or two sentences. */
export interface PageIntro {
  eyebrow: string;
  title: string;
  lead: string;
}
