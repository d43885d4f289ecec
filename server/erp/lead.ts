import type { Contact } from "../../app/contact/schema";
import type { Attribution } from "../leads/store";

/** The values of a `crm.lead` record, as docs/erp/restapi.md lists them. */
export interface ErpLeadValues {
  contact_name: string;
  email_from: string;
  name: string;
  phone: string;
  description: string;
  source_id: number;
}

/** "Interests: A, B" then "Message: …" on the next line; the first line only when some were chosen. */
export function leadDescription(contact: Pick<Contact, "interests" | "message">): string {
  const interests = contact.interests.length > 0 ? `Interests: ${contact.interests.join(", ")}\n` : "";
  return `${interests}Message: ${contact.message}`;
}

/** "utm_source: newsletter" and the like, one line per value the visitor arrived with. */
export function attributionLines(attribution: Attribution | undefined): string[] {
  if (!attribution) return [];
  return (["source", "medium", "campaign"] as const)
    .filter((name) => attribution[name])
    .map((name) => `utm_${name}: ${attribution[name]}`);
}

/**
 * Odoo's `plaintext2html`, as its website form uses it: escaped, `<br/>` per line, `<p>` per
 * paragraph. `crm.lead`'s description is an Html field, whichever target writes it: what a visitor
 * typed must reach it as text, never as markup.
 */
export function plaintextToHtml(text: string): string {
  const escaped = text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;")
    .replace(/\r\n|\r|\n/g, "<br/>");
  return `<p>${escaped.replace(/(<br\/>\s*){2,}/g, "</p><p>")}</p>`;
}

export function erpLeadValues(contact: Contact, sourceId: number, attribution?: Attribution): ErpLeadValues {
  return {
    contact_name: contact.full_name,
    email_from: contact.email,
    name: `Website - ${contact.full_name}`,
    phone: contact.phone,
    // The attribution goes into the description: the add-on's lead has no UTM fields we may rely on.
    // Escaped as the Odoo target escapes it: the field is Html, and the visitor wrote the text.
    description: plaintextToHtml([leadDescription(contact), ...attributionLines(attribution)].join("\n")),
    source_id: sourceId,
  };
}
