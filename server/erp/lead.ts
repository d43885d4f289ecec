import type { Contact } from "../../app/contact/schema";

/** The values of a `crm.lead` record, as DESIGN §3 lists them. */
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

export function erpLeadValues(contact: Contact, sourceId: number): ErpLeadValues {
  return {
    contact_name: contact.full_name,
    email_from: contact.email,
    name: `Website - ${contact.full_name}`,
    phone: contact.phone,
    description: leadDescription(contact),
    source_id: sourceId,
  };
}
