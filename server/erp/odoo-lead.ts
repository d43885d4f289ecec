/**
 * A stored lead as the `crm.lead` row Odoo's own website form would make (docs/erp/odoo.md, "The
 * lead's fields"), in the shape of `load`: column names and one row of strings.
 */
import { createHash } from "node:crypto";
import { locales, type Locale } from "../../app/i18n/locales";
import type { Lead } from "../leads/store";
import { leadDescription, plaintextToHtml } from "./lead";

export interface OdooLeadSettings {
  /** Unset: no `type` column, so Odoo chooses as its website form does. */
  leadType: "lead" | "opportunity" | undefined;
  /** Database id (`7`) or external ID (`sales_team.team_sales_department`); unset: none. */
  team: string | undefined;
  salesperson: string | undefined;
  company?: string | undefined;
}

/** Links to existing UTM records (database ids), found by name; what did not match goes into the description. */
export interface UtmLinks {
  source?: number;
  medium?: number;
  campaign?: number;
}

/** The Website medium every stock Odoo has (`addons/utm/data/utm_medium_data.xml`). */
export const WEBSITE_MEDIUM = "utm.utm_medium_website";

/**
 * Odoo's res.lang record of a site language (`odoo/addons/base/data/res.lang.csv`): its code and
 * English name, from the locale table.
 */
export function odooLanguage(lang: Locale): { code: string; name: string } {
  return { code: locales[lang].odooLang, name: locales[lang].englishName };
}

/**
 * The lead's external ID: from its idempotency key (so the same submission is one record whatever
 * outbox holds it), else from its outbox id and creation time (an id alone would name an older
 * lead again once an outbox is started afresh). Hashed: a key may hold characters an external ID
 * may not (no spaces, `odoo/addons/base/models/ir_model.py:2191`).
 */
export function externalId(lead: Pick<Lead, "id" | "key" | "createdAt">): string {
  const name = lead.key
    ? `k${createHash("sha256").update(lead.key).digest("hex").slice(0, 32)}`
    : `n${lead.id}_${lead.createdAt}`;
  return `__import__.website_lead_${name}`;
}

/** A setting naming a record: by database id (`x/.id`) or by external ID (`x/id`). */
function reference(field: string, value: string): [string, string] {
  return /^\d+$/.test(value) ? [`${field}/.id`, value] : [`${field}/id`, value];
}

/**
 * `languageId`: the res.lang id of the lead's language when it is active in the database; without
 * it the lead has no language and its notes name the visitor's.
 */
export function odooLeadRow(
  lead: Lead,
  settings: OdooLeadSettings,
  utm: UtmLinks = {},
  languageId?: number,
): { fields: string[]; row: string[] } {
  const { contact } = lead;
  const attribution = lead.attribution;
  const unmatched: string[] = [];
  const note = (name: string, value: string | null | undefined, linked: number | undefined) => {
    if (value && linked === undefined) unmatched.push(`${name}: ${value}`);
  };
  note("utm_source", attribution.source, utm.source);
  note("utm_medium", attribution.medium, utm.medium);
  note("utm_campaign", attribution.campaign, utm.campaign);
  const language = odooLanguage(lead.lang);
  if (languageId === undefined) unmatched.push(`language: ${language.name} (${language.code})`);
  const text = [leadDescription(contact), ...(unmatched.length ? ["", ...unmatched] : [])].join("\n");

  const columns: Array<[string, string]> = [
    ["id", externalId(lead)],
    ["name", `Website - ${contact.full_name}`],
    ["contact_name", contact.full_name],
    ["email_from", contact.email],
    ["phone", contact.phone],
    ["description", plaintextToHtml(text)],
    utm.medium === undefined ? ["medium_id/id", WEBSITE_MEDIUM] : ["medium_id/.id", String(utm.medium)],
    ["source_id/.id", utm.source === undefined ? "" : String(utm.source)],
    ["campaign_id/.id", utm.campaign === undefined ? "" : String(utm.campaign)],
    ["lang_id/.id", languageId === undefined ? "" : String(languageId)],
    // Without a salesperson the lead is nobody's: Odoo would otherwise give it to the API's own user.
    settings.salesperson ? reference("user_id", settings.salesperson) : ["user_id", ""],
  ];
  if (settings.leadType) columns.push(["type", settings.leadType]);
  if (settings.team) columns.push(reference("team_id", settings.team));
  if (settings.company) columns.push(reference("company_id", settings.company));
  return { fields: columns.map(([field]) => field), row: columns.map(([, value]) => value) };
}
