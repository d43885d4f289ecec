/** Placeholder until the contact form lands (issue 4): the contact page renders this. */
export function ContactForm() {
  return null;
}
