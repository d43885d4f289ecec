/**
 * A local stand-in for a stock Odoo (Community, CRM installed, no add-ons): a small HTTP server that
 * speaks Odoo's own external APIs as docs/erp/odoo.md gives them, JSON-2 (Odoo 19+) and XML-RPC
 * (16–18), on the models a website lead touches, with fault injection.
 * Tests start it in-process; `npm run demo -- --odoo` and the browser tests run it too.
 *
 * It starts as a fresh company database does, which is untidier than a test database:
 * - English is the only active language; a context `lang` naming another is refused (18.0+), and
 *   `lang_id` can name only an active one. `installArabic()` activates Arabic.
 * - The Leads setting is off, so a lead made without a `type` is an opportunity.
 *   `leadsSetting()` turns it on (the calling user gets `crm.group_use_lead`).
 * - The creating user follows every lead it makes unless the context says
 *   `mail_create_nosubscribe`.
 * - UTM records may be archived; `search` hides them unless `active_test` is false.
 * - Inside `load`, rights, record rules and database errors are row messages with HTTP 200 and
 *   `ids: false`, never a 403 or 500: `dropCrmRights()`, `ownDocumentsOnly()` (the record rule
 *   Personal Leads) and the modes `lock` and `psycopg2` show it. Other methods raise as usual.
 *
 * Control (outside Odoo's paths, so it keeps working while "Odoo" is down):
 *   GET  /                 a page listing the leads (refreshes itself)
 *   GET  /__leads          crm.lead records, JSON (many2one fields as [id, name])
 *   GET  /__state          mode, requests by method
 *   POST /__mode?mode=M    up | down | 503 | 429 | slow | commit-then-drop | psycopg2 | lock
 *                          (503 and 429 come from a proxy in front, with Retry-After: 120 by default)
 *   POST /__reset          forget leads, back to "up"
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeCall, encodeFault, encodeResponse, type XmlRpcValue } from "../../server/erp/xmlrpc";

export const ODOO_MODES = [
  "up",
  "down",
  "503",
  "429",
  "slow",
  "commit-then-drop",
  "psycopg2",
  "lock",
] as const;
export type OdooMode = (typeof ODOO_MODES)[number];

export interface FakeOdooOptions {
  port?: number;
  host?: string;
  /** The databases it serves; with more than one, JSON-2 needs X-Odoo-Database. */
  databases?: string[];
  /** false: a pre-19 server (17.0), XML-RPC only; /web/version and /json/2 are 404. */
  json2?: boolean;
  apiKey?: string;
  login?: string;
  /** The active languages at start (res.lang codes); default English only, as a fresh database. */
  languages?: string[];
  /** The CRM's Leads setting at start (default off, as a fresh database). */
  leadsSetting?: boolean;
  /** How long "slow" mode takes to answer, in ms. */
  slowMs?: number;
  /** The Retry-After (seconds) of the 503 and 429 modes; 0 sends none. Default 120. */
  retryAfter?: number;
}

type Id = number;
type Many2one = Id | false;

export interface OdooLead {
  id: Id;
  name: string;
  contact_name: string | false;
  partner_name: string | false;
  email_from: string | false;
  phone: string | false;
  description: string | false;
  type: "lead" | "opportunity";
  medium_id: Many2one;
  source_id: Many2one;
  campaign_id: Many2one;
  lang_id: Many2one;
  user_id: Many2one;
  team_id: Many2one;
  company_id: Many2one;
  /** The users following the lead (Odoo keeps partners in mail.followers; users suffice here). */
  followers: Id[];
  create_date: string;
  write_date: string;
}

export interface OdooRequest {
  transport: "json2" | "xmlrpc" | "version";
  model?: string;
  method?: string;
  status: number;
}

export interface FakeOdoo {
  /** ODOO_URL for the site. */
  readonly url: string;
  readonly port: number;
  /** The first database, ODOO_DB. */
  readonly db: string;
  readonly apiKey: string;
  readonly login: string;
  /** The API key's user. */
  readonly uid: number;
  readonly leads: OdooLead[];
  readonly requests: OdooRequest[];
  mode: OdooMode;
  setMode(mode: OdooMode): void;
  /** The key stops authenticating (revoked or expired), or works again. */
  revokeKey(revoked?: boolean): void;
  /** The key's user loses (or gets back) its rights on crm.lead. */
  dropCrmRights(dropped?: boolean): void;
  /**
   * The key's user has Sales "Own Documents Only" instead of "All Documents": the record rule
   * Personal Leads then refuses a lead assigned to another user.
   */
  ownDocumentsOnly(own?: boolean): void;
  /** Arabic is installed and active (or not). */
  installArabic(installed?: boolean): void;
  /** The CRM's Leads setting is on (or off). */
  leadsSetting(on?: boolean): void;
  /**
   * The company made a field of crm.lead required (as Odoo Studio does), or none (null): a lead
   * without it is refused for its own values, a NOT NULL message on that field.
   */
  requireField(field: string | null): void;
  /** Archives (or restores) a UTM record. */
  archiveUtm(model: "utm.source" | "utm.medium" | "utm.campaign", id: Id, archived?: boolean): void;
  /** The CRM app is uninstalled (crm.lead does not exist), or back. */
  uninstallCrm(uninstalled?: boolean): void;
  /** Removes the external ID `utm.utm_medium_website` (so a load naming it has a row error). */
  deleteWebsiteMediumXmlid(): void;
  /** Adds a `utm.source`, `utm.medium` or `utm.campaign` record; its id. */
  addUtm(model: "utm.source" | "utm.medium" | "utm.campaign", name: string): number;
  /** A record's display name (for many2one fields in assertions). */
  nameOf(model: string, id: Many2one): string | false;
  /** The external IDs that name a crm.lead. */
  leadXmlids(): string[];
  reset(): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => new Date().toISOString().replace("T", " ").slice(0, 19);

/** An exception as Odoo raises it: JSON-2 status and Python name; XML-RPC fault code. */
class OdooError extends Error {
  constructor(
    readonly status: number,
    readonly pyName: string,
    message: string,
    readonly faultCode: number,
    /** werkzeug exceptions carry `[description, status]` as arguments. */
    readonly http = false,
  ) {
    super(message);
  }
}

const notFound = (message: string) => new OdooError(404, "werkzeug.exceptions.NotFound", message, 1, true);
const unprocessable = (message: string) =>
  new OdooError(422, "werkzeug.exceptions.UnprocessableEntity", message, 1, true);
const accessError = (message: string) => new OdooError(403, "odoo.exceptions.AccessError", message, 4);
const valueError = (message: string) => new OdooError(500, "builtins.ValueError", message, 1);

const HTML_404_DB = `<!doctype html>
<html lang=en>
<title>404 Not Found</title>
<h1>Not Found</h1>
<p>No database is selected and the requested URL was not found in the server-wide controllers.</p>
`;
const HTML_404 = `<!doctype html>
<html lang=en>
<title>404 Not Found</title>
<h1>Not Found</h1>
<p>The requested URL was not found on the server. If you entered the URL manually please check your spelling and try again.</p>
`;
const HTML_415 = `<!doctype html>
<html lang=en>
<title>415 Unsupported Media Type</title>
<h1>Unsupported Media Type</h1>
<p>Bad Content-Type for &#39;/json/2&#39;, expected &#39;application/json&#39;. Please verify the Content-Type request header and try again.</p>
`;

/** The columns of crm.lead a website lead sets, with their labels; many2one ones name their model. */
const LEAD_FIELDS: Record<string, { label: string; relation?: string; selection?: string[] }> = {
  name: { label: "Opportunity" },
  contact_name: { label: "Contact Name" },
  partner_name: { label: "Company Name" },
  email_from: { label: "Email" },
  phone: { label: "Phone" },
  description: { label: "Notes" },
  type: { label: "Type", selection: ["lead", "opportunity"] },
  medium_id: { label: "Medium", relation: "utm.medium" },
  source_id: { label: "Source", relation: "utm.source" },
  campaign_id: { label: "Campaign", relation: "utm.campaign" },
  lang_id: { label: "Language", relation: "res.lang" },
  user_id: { label: "Salesperson", relation: "res.users" },
  team_id: { label: "Sales Team", relation: "crm.team" },
  company_id: { label: "Company", relation: "res.company" },
};

interface Row {
  id: Id;
  name: string;
  [field: string]: unknown;
}

/** Method signatures: argument names in order (XML-RPC's positions), required ones, and whether `@api.model`. */
const METHODS: Record<string, { args: string[]; required: string[]; write?: boolean; record?: boolean }> = {
  load: { args: ["fields", "data"], required: ["fields", "data"], write: true },
  create: { args: ["vals_list"], required: ["vals_list"], write: true },
  search_read: { args: ["domain", "fields", "offset", "limit", "order"], required: [] },
  search: { args: ["domain", "offset", "limit", "order"], required: ["domain"] },
  search_count: { args: ["domain", "limit"], required: [] },
  has_access: { args: ["operation"], required: ["operation"] },
  check_access_rights: { args: ["operation", "raise_exception"], required: ["operation"] },
  context_get: { args: [], required: [] },
  // A method of records (not `@api.model`): it takes `ids`, one user's.
  has_group: { args: ["group_ext_id"], required: ["group_ext_id"], record: true },
};

/** The groups a test may ask about (`res.users.has_group`). */
const GROUP_SALESMAN = "sales_team.group_sale_salesman";
const GROUP_ALL_LEADS = "sales_team.group_sale_salesman_all_leads";
const GROUP_USE_LEAD = "crm.group_use_lead";

/** Models with an `active` field: `search` leaves archived records out unless `active_test` is false. */
const ARCHIVABLE = new Set(["utm.source", "utm.medium", "utm.campaign", "res.lang", "res.users", "crm.lead"]);

function initialTables(): Record<string, Row[]> {
  return {
    "utm.medium": [
      { id: 1, name: "Website" },
      { id: 2, name: "Email" },
      { id: 3, name: "Phone" },
    ],
    "utm.source": [
      { id: 1, name: "Search engine" },
      { id: 2, name: "Lead Recall" },
      { id: 3, name: "Newsletter" },
      { id: 4, name: "Facebook" },
      // Archived by someone tidying the list; Odoo's own UTM matching still finds it.
      { id: 5, name: "LinkedIn", active: false },
    ],
    "utm.campaign": [{ id: 1, name: "Sale" }],
    // Every language exists; a fresh database has English only active.
    "res.lang": [
      { id: 1, name: "English (US)", code: "en_US", active: true },
      { id: 2, name: "Arabic / الْعَرَبيّة", code: "ar_001", active: false },
      { id: 3, name: "French / Français", code: "fr_FR", active: false },
    ],
    "res.company": [{ id: 1, name: "My Company" }],
    "crm.team": [
      { id: 1, name: "Sales" },
      { id: 2, name: "Website" },
    ],
    "res.users": [
      { id: 2, name: "Administrator", login: "admin" },
      { id: 7, name: "Website leads", login: "website-leads" },
      { id: 8, name: "Sara Haddad", login: "sara" },
    ],
    "crm.lead": [],
  };
}

function initialXmlids(): Map<string, { model: string; id: Id }> {
  return new Map([
    ["utm.utm_medium_website", { model: "utm.medium", id: 1 }],
    ["utm.utm_medium_email", { model: "utm.medium", id: 2 }],
    ["utm.utm_medium_phone", { model: "utm.medium", id: 3 }],
    ["utm.utm_source_search_engine", { model: "utm.source", id: 1 }],
    ["utm.utm_source_newsletter", { model: "utm.source", id: 3 }],
    ["utm.utm_source_facebook", { model: "utm.source", id: 4 }],
    ["utm.utm_source_linkedin", { model: "utm.source", id: 5 }],
    ["base.main_company", { model: "res.company", id: 1 }],
    ["base.lang_en", { model: "res.lang", id: 1 }],
    ["base.lang_ar", { model: "res.lang", id: 2 }],
    ["sales_team.team_sales_department", { model: "crm.team", id: 1 }],
    ["base.user_admin", { model: "res.users", id: 2 }],
  ]);
}

/** SQL's ILIKE without wildcards beyond `%` and `_`, a backslash escaping either. */
function ilike(have: string, pattern: string): boolean {
  let source = "";
  for (let at = 0; at < pattern.length; at += 1) {
    const c = pattern[at]!;
    if (c === "\\" && at + 1 < pattern.length)
      source += pattern[++at]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    else if (c === "%") source += "[\\s\\S]*";
    else if (c === "_") source += "[\\s\\S]";
    else source += c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`, "iu").test(have);
}

function matches(row: Row, domain: unknown): boolean {
  if (!Array.isArray(domain)) return true;
  return domain.every((term) => {
    if (!Array.isArray(term)) return true; // '&' and the like: every term must hold anyway here
    const [field, op, value] = term as [string, string, unknown];
    let have = row[field];
    if (Array.isArray(have)) have = have[0];
    switch (op) {
      case "=":
        return have === value || (value === false && (have === undefined || have === false));
      case "!=":
        return have !== value;
      case "=ilike":
        return typeof have === "string" && ilike(have, String(value));
      case "ilike":
        return typeof have === "string" && have.toLowerCase().includes(String(value).toLowerCase());
      case "in":
        return Array.isArray(value) && value.includes(have);
      default:
        throw valueError(`Invalid leaf ${JSON.stringify(term)}`);
    }
  });
}

export async function startFakeOdoo(options: FakeOdooOptions = {}): Promise<FakeOdoo> {
  const databases = options.databases ?? ["odoo"];
  const json2 = options.json2 ?? true;
  const apiKey = options.apiKey ?? "0123456789abcdef0123456789abcdef01234567";
  const login = options.login ?? "website-leads";
  const uid = 7;
  const slowMs = options.slowMs ?? 5000;
  const version = json2 ? "19.0" : "17.0";

  let tables = initialTables();
  let xmlids = initialXmlids();
  const requests: OdooRequest[] = [];
  const fresh = () => ({
    mode: "up" as OdooMode,
    revoked: false,
    noRights: false,
    noCrm: false,
    ownDocumentsOnly: false,
    leadsSetting: options.leadsSetting ?? false,
    required: null as string | null,
  });
  const state = fresh();
  const activate = () => {
    const active = options.languages ?? ["en_US"];
    for (const lang of table("res.lang")!) lang.active = active.includes(String(lang.code));
  };
  let nextLeadId = 1;

  const table = (model: string) => tables[model];
  const leads = () => tables["crm.lead"] as unknown as OdooLead[];
  activate();
  const activeLanguage = (code: string) =>
    table("res.lang")!.some((lang) => lang.code === code && lang.active !== false);

  function nameOf(model: string, id: Many2one): string | false {
    if (id === false) return false;
    return table(model)?.find((row) => row.id === id)?.name ?? false;
  }

  function display(model: string, row: Row, fields?: unknown): Record<string, unknown> {
    const names = Array.isArray(fields) && fields.length ? (fields as string[]) : Object.keys(row);
    const out: Record<string, unknown> = { id: row.id };
    for (const field of names) {
      if (field === "id") continue;
      const relation = model === "crm.lead" ? LEAD_FIELDS[field]?.relation : undefined;
      if (!(field in row) && !LEAD_FIELDS[field])
        throw valueError(`Invalid field '${field}' on model '${model}'`);
      const value = row[field] ?? false;
      out[field] = relation && value !== false ? [value, nameOf(relation, value as Id)] : value;
    }
    return out;
  }

  // --- crm.lead/load ---------------------------------------------------------------------

  /** A row message as `load` writes it (`odoo/models.py`, `_extract_records` and `load`'s excepts). */
  function rowMessage(index: number, message: string, field?: string) {
    return {
      rows: { from: index, to: index },
      type: "error",
      record: index,
      ...(field ? { field, field_name: LEAD_FIELDS[field]?.label ?? field } : {}),
      message,
      moreinfo: {},
    };
  }

  function load(fields: unknown, data: unknown, context: Record<string, unknown>) {
    if (!Array.isArray(fields) || !Array.isArray(data)) throw valueError("fields and data must be lists");
    const columns = (fields as unknown[]).map((field) => {
      if (typeof field !== "string") throw valueError(`Invalid field name '${String(field)}'`);
      const [name, sub] = field.split("/") as [string, string | undefined];
      if (name !== "id" && !LEAD_FIELDS[name]) throw valueError(`Invalid field name '${field}'`);
      if (sub !== undefined && (!LEAD_FIELDS[name]?.relation || (sub !== "id" && sub !== ".id")))
        throw valueError(`Invalid field name '${field}'`);
      return { field, name, sub };
    });
    const messages: Array<Record<string, unknown>> = [];
    const planned: Array<{ xid: string | null; values: Record<string, unknown> }> = [];
    (data as unknown[]).forEach((cells, index) => {
      if (!Array.isArray(cells)) throw valueError("each row of data must be a list");
      const error = (field: string, message: string) => messages.push(rowMessage(index, message, field));
      let xid: string | null = null;
      const values: Record<string, unknown> = {};
      columns.forEach(({ name, sub }, at) => {
        const cell = cells[at];
        // Converters call string methods on every cell.
        if (typeof cell !== "string")
          throw new OdooError(
            500,
            "builtins.AttributeError",
            `'${typeof cell}' object has no attribute 'strip'`,
            1,
          );
        if (name === "id") {
          xid = cell ? (cell.includes(".") ? cell : `__import__.${cell}`) : null;
          return;
        }
        const spec = LEAD_FIELDS[name]!;
        if (cell === "") {
          values[name] = false;
          return;
        }
        if (spec.relation) {
          let found: Id | undefined;
          let how: string;
          if (sub === "id") {
            const ref = xmlids.get(cell.includes(".") ? cell : `__import__.${cell}`);
            found = ref?.model === spec.relation ? ref.id : undefined;
            how = "external id";
          } else if (sub === ".id") {
            found = table(spec.relation)?.find((row) => String(row.id) === cell)?.id;
            how = "database id";
          } else {
            // name_search: archived records are not found by name.
            found = table(spec.relation)?.find((row) => row.name === cell && row.active !== false)?.id;
            how = "name";
          }
          if (found === undefined)
            error(name, `No matching record found for ${how} '${cell}' in field '${spec.label}'`);
          else values[name] = found;
          return;
        }
        if (spec.selection && !spec.selection.includes(cell)) {
          error(name, `Value '${cell}' not found in selection field '${spec.label}'`);
          return;
        }
        values[name] = cell;
      });
      const existing = xid ? xmlids.get(xid) : undefined;
      const live = existing && leads().some((lead) => lead.id === existing.id);
      for (const field of ["name", ...(state.required ? [state.required] : [])])
        if ((!live && !values[field]) || (field in values && !values[field]))
          error(
            field,
            `Missing required value for the field '${LEAD_FIELDS[field]?.label ?? field}' (${field})`,
          );
      planned.push({ xid, values });
    });
    // Any error: everything the call did is rolled back.
    if (messages.length) return { ids: false, messages, nextrow: 0 };
    // Writing: `load` turns the access errors, record rules and database errors raised here into a
    // message of the row, rolls back, and answers 200 (`odoo/models.py`, load, 17.0–19.0).
    const failed = (index: number, message: string) => ({
      ids: false,
      messages: [rowMessage(index, message)],
      nextrow: 0,
    });
    if (state.noRights)
      return failed(
        0,
        "You are not allowed to create 'Lead/Opportunity' (crm.lead) records.\n\nThis operation is allowed for the following groups:\n\t- Sales/User: Own Documents Only\n\nContact your administrator to request access if necessary.",
      );
    if (state.mode === "lock") return failed(0, 'could not obtain lock on row in relation "crm_lead"');
    if (state.mode === "psycopg2") return failed(0, "could not serialize access due to concurrent update");
    const refusedByRule = planned.findIndex(({ xid, values }) => {
      const existing = xid ? xmlids.get(xid) : undefined;
      const lead = existing ? leads().find((l) => l.id === existing.id) : undefined;
      const user = "user_id" in values ? values.user_id : (lead?.user_id ?? uid);
      return !personalLeadAllowed(user);
    });
    if (refusedByRule >= 0) return failed(refusedByRule, personalLeadsRefusal());
    const ids = planned.map(({ xid, values }) => {
      const existing = xid ? xmlids.get(xid) : undefined;
      const lead = existing ? leads().find((l) => l.id === existing.id) : undefined;
      if (lead) {
        Object.assign(lead, values, { write_date: now() });
        return lead.id;
      }
      const id = create(values, context);
      if (xid) xmlids.set(xid, { model: "crm.lead", id });
      return id;
    });
    return { ids, messages: [], nextrow: 0 };
  }

  /** The record rule Personal Leads (`addons/crm/security/crm_security.xml`): user_id in (me, False). */
  const personalLeadAllowed = (user: unknown) => !state.ownDocumentsOnly || user === uid || user === false;
  const personalLeadsRefusal = () =>
    "Uh-oh! Looks like you have stumbled upon some top-secret records.\n\nSorry, Website leads (id=7) doesn't have 'create' access to:\n- Lead/Opportunity (crm.lead)\n\nBlame the following rules:\n- Personal Leads\n\nIf you really, really need access, perhaps you can win over your friendly administrator with a batch of freshly baked cookies.";

  function create(values: Record<string, unknown>, context: Record<string, unknown>): Id {
    const lead: OdooLead = {
      id: nextLeadId++,
      name: "",
      contact_name: false,
      partner_name: false,
      email_from: false,
      phone: false,
      description: false,
      // Default: `lead` only for a user with crm.group_use_lead, which the Leads setting grants.
      type: state.leadsSetting ? "lead" : "opportunity",
      medium_id: false,
      source_id: false,
      campaign_id: false,
      lang_id: false,
      // Default: the calling user (crm.lead's default user_id).
      user_id: uid,
      team_id: false,
      company_id: 1,
      // mail.thread subscribes the creating user unless told not to.
      followers: context.mail_create_nosubscribe ? [] : [uid],
      create_date: now(),
      write_date: now(),
      ...(values as Partial<OdooLead>),
    };
    if (lead.team_id === false && lead.user_id !== false) lead.team_id = 1;
    leads().push(lead);
    return lead.id;
  }

  // --- the methods, whichever transport called them ---------------------------------------------

  function execute(
    model: string,
    method: string,
    args: Record<string, unknown>,
    ids: unknown[] = [],
  ): unknown {
    if (!table(model) || (model === "crm.lead" && state.noCrm))
      throw notFound(`the model '${model}' does not exist`);
    if (method.startsWith("_"))
      throw accessError(`Private methods (such as '${model}.${method}') cannot be called remotely.`);
    const signature = METHODS[method];
    if (!signature || (method === "context_get" && model !== "res.users"))
      throw notFound(`The method '${model}.${method}' does not exist`);
    for (const name of Object.keys(args)) {
      if (name !== "context" && !signature.args.includes(name))
        throw unprocessable(`got an unexpected keyword argument '${name}'`);
    }
    for (const name of signature.required) {
      if (!(name in args)) throw unprocessable(`missing a required argument: '${name}'`);
    }
    const context = (args.context && typeof args.context === "object" ? args.context : {}) as Record<
      string,
      unknown
    >;
    // 18.0+: env.lang refuses a code that is not an active language (17.0 takes it as None).
    if (
      typeof context.lang === "string" &&
      Number(version.split(".")[0]) >= 18 &&
      !activeLanguage(context.lang)
    )
      throw new OdooError(422, "odoo.exceptions.UserError", `Invalid language code: ${context.lang}`, 2);
    const crm = model === "crm.lead";
    // `load` reports these inside its answer (below); every other method raises them.
    if (method === "load" && crm) return load(args.fields, args.data, context);
    if (crm && state.noRights && method !== "has_access" && method !== "check_access_rights")
      throw accessError(
        `You are not allowed to ${signature.write ? "create" : "access"} 'Lead/Opportunity' (crm.lead) records.`,
      );
    if (signature.write && state.mode === "lock")
      throw new OdooError(
        409,
        "odoo.exceptions.LockError",
        "Cannot lock the record: it is being written.",
        1,
      );
    if (signature.write && state.mode === "psycopg2")
      throw new OdooError(
        500,
        "psycopg2.errors.SerializationFailure",
        "could not serialize access due to concurrent update",
        1,
      );
    switch (method) {
      case "context_get":
        return { lang: "en_US", tz: false, uid };
      case "has_access":
      case "check_access_rights":
        // The access list only: the record rules are not asked on an empty recordset.
        return !(crm && state.noRights);
      case "has_group": {
        if (model !== "res.users") throw notFound(`The method '${model}.${method}' does not exist`);
        if (ids.length !== 1)
          throw valueError(`Expected singleton: res.users(${ids.map(String).join(", ")})`);
        if (ids[0] !== uid) throw accessError("You can ask only about your own groups.");
        const groups: Record<string, boolean> = {
          [GROUP_SALESMAN]: !state.noRights,
          [GROUP_ALL_LEADS]: !state.noRights && !state.ownDocumentsOnly,
          [GROUP_USE_LEAD]: state.leadsSetting,
        };
        return groups[String(args.group_ext_id)] ?? false;
      }
      case "load":
        throw accessError(`You are not allowed to create '${model}' records.`);
      case "create": {
        if (!crm) throw accessError(`You are not allowed to create '${model}' records.`);
        const list = Array.isArray(args.vals_list) ? args.vals_list : [args.vals_list];
        for (const vals of list as Array<Record<string, unknown>>) {
          for (const key of Object.keys(vals ?? {}))
            if (!LEAD_FIELDS[key]) throw valueError(`Invalid field '${key}' in 'crm.lead'`);
          if (!vals?.name)
            throw new OdooError(
              422,
              "odoo.exceptions.ValidationError",
              "The operation cannot be completed: Missing required value for the field 'Opportunity' (name)",
              2,
            );
        }
        for (const vals of list as Array<Record<string, unknown>>)
          if (!personalLeadAllowed("user_id" in vals ? vals.user_id : uid))
            throw accessError(personalLeadsRefusal());
        return (list as Array<Record<string, unknown>>).map((vals) => create(vals, context));
      }
      case "search_read":
      case "search":
      case "search_count": {
        const offset = Number(args.offset ?? 0);
        const limit =
          args.limit === undefined || args.limit === false || args.limit === null
            ? undefined
            : Number(args.limit);
        const activeOnly = ARCHIVABLE.has(model) && context.active_test !== false;
        const found = table(model)!.filter(
          (row) => (!activeOnly || row.active !== false) && matches(row, args.domain ?? []),
        );
        const page = found.slice(offset, limit === undefined ? undefined : offset + limit);
        if (method === "search_count") return found.length;
        if (method === "search") return page.map((row) => row.id);
        return page.map((row) => display(model, row, args.fields));
      }
    }
    throw notFound(`The method '${model}.${method}' does not exist`);
  }

  // --- HTTP ---------------------------------------------------------------------------------------

  function send(
    res: ServerResponse,
    status: number,
    body: string,
    type: string,
    headers: Record<string, string> = {},
  ) {
    res.writeHead(status, { "content-type": type, ...headers });
    res.end(body);
  }
  const sendJson = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => send(res, status, JSON.stringify(body), "application/json; charset=utf-8", headers);

  function sendError(res: ServerResponse, error: OdooError, headers: Record<string, string> = {}) {
    sendJson(
      res,
      error.status,
      {
        name: error.pyName,
        message: error.message,
        arguments: error.http ? [error.message, error.status] : [error.message],
        context: {},
        debug: `Traceback (most recent call last):\n  File "odoo/http.py", line 2180, in _serve_db\n${error.pyName}: ${error.message}\n`,
      },
      headers,
    );
  }

  async function body(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }

  /** Runs a call; in commit-then-drop mode a write is committed and then the connection is cut. */
  function committed(req: IncomingMessage, method: string): boolean {
    if (state.mode === "commit-then-drop" && METHODS[method]?.write) {
      req.socket.destroy();
      return true;
    }
    return false;
  }

  async function handleJson2(req: IncomingMessage, res: ServerResponse, url: URL) {
    const record = (status: number, model?: string, method?: string) =>
      requests.push({ transport: "json2", model, method, status });
    const text = await body(req);
    // 1. The database.
    const header = req.headers["x-odoo-database"];
    const wanted = typeof header === "string" ? header : undefined;
    if (wanted !== undefined ? !databases.includes(wanted) : databases.length > 1) {
      record(404);
      return send(res, 404, HTML_404_DB, "text/html; charset=utf-8");
    }
    const route = /^\/json\/2\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (!route || req.method !== "POST") {
      record(404);
      return sendError(res, notFound("Did you mean POST /json/2/<model>/<method>?"));
    }
    const [, model, method] = route as unknown as [string, string, string];
    // 2. The content type, before authentication.
    const mimetype = String(req.headers["content-type"] ?? "")
      .split(";")[0]!
      .trim()
      .toLowerCase();
    if (mimetype !== "application/json") {
      record(415, model, method);
      return send(res, 415, HTML_415, "text/html; charset=utf-8", { accept: "application/json" });
    }
    // 3. The key.
    const bearer = /^bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? ""))?.[1];
    if (!bearer || bearer !== apiKey || state.revoked) {
      record(401, model, method);
      const message = bearer
        ? "Invalid apikey"
        : "User not authenticated, use an API Key with a Bearer Authorization header.";
      return sendError(res, new OdooError(401, "werkzeug.exceptions.Unauthorized", message, 3, true), {
        "www-authenticate": "Bearer",
      });
    }
    // 4. The body.
    let args: unknown;
    try {
      args = text ? JSON.parse(text) : {};
    } catch (error) {
      record(400, model, method);
      return sendError(
        res,
        new OdooError(
          400,
          "werkzeug.exceptions.BadRequest",
          `could not parse the body as json: ${(error as Error).message}`,
          1,
          true,
        ),
      );
    }
    // A body that is valid JSON but not an object is ignored.
    const named =
      args && typeof args === "object" && !Array.isArray(args)
        ? { ...(args as Record<string, unknown>) }
        : {};
    const ids = named.ids;
    delete named.ids;
    try {
      if (
        Array.isArray(ids) &&
        ids.length > 0 &&
        METHODS[method] &&
        method !== "has_access" &&
        !METHODS[method].record
      )
        throw unprocessable(`cannot call ${model}.${method} with ids`);
      const value = execute(model, method, named, Array.isArray(ids) ? ids : []);
      if (committed(req, method)) return record(0, model, method);
      record(200, model, method);
      sendJson(res, 200, value);
    } catch (error) {
      if (!(error instanceof OdooError)) throw error;
      record(error.status, model, method);
      sendError(res, error);
    }
  }

  const fault = (res: ServerResponse, faultCode: number, faultString: string) =>
    send(res, 200, encodeFault({ faultCode, faultString }), "text/xml; charset=utf-8");

  async function handleXmlRpc(req: IncomingMessage, res: ServerResponse, service: string) {
    const text = await body(req);
    let call: { method: string; params: XmlRpcValue[] };
    try {
      call = decodeCall(text);
    } catch (error) {
      requests.push({ transport: "xmlrpc", status: 200 });
      return fault(
        res,
        1,
        `Traceback (most recent call last):\nxml.parsers.expat.ExpatError: ${(error as Error).message}`,
      );
    }
    const record = (model?: string, method?: string) =>
      requests.push({ transport: "xmlrpc", model, method: method ?? call.method, status: 200 });
    const noDatabase = (db: unknown) =>
      fault(
        res,
        1,
        `Traceback (most recent call last):\n  File "odoo/sql_db.py", line 700, in borrow\npsycopg2.OperationalError: connection to server failed: FATAL:  database "${String(db)}" does not exist\n`,
      );
    const reply = (value: XmlRpcValue) => send(res, 200, encodeResponse(value), "text/xml; charset=utf-8");

    if (service === "common") {
      record();
      if (call.method === "version")
        return reply({
          server_version: version,
          server_version_info: [Number(version.split(".")[0]), 0, 0, "final", 0, ""],
          server_serie: version,
          protocol_version: 1,
        });
      if (call.method === "authenticate" || call.method === "login") {
        const [db, user, key] = call.params;
        if (!databases.includes(String(db))) return noDatabase(db);
        return reply(user === login && key === apiKey && !state.revoked ? uid : false);
      }
      return fault(
        res,
        1,
        `Traceback (most recent call last):\nNameError: method not available ${call.method}`,
      );
    }
    if (service !== "object" || call.method !== "execute_kw") {
      record();
      return fault(
        res,
        1,
        `Traceback (most recent call last):\nNameError: method not available ${call.method}`,
      );
    }
    const [db, user, key, model, method, args = [], kwargs = {}] = call.params as [
      string,
      number,
      string,
      string,
      string,
      XmlRpcValue[],
      Record<string, XmlRpcValue>,
    ];
    record(model, method);
    if (!databases.includes(String(db))) return noDatabase(db);
    if (user !== uid || key !== apiKey || state.revoked) return fault(res, 3, "Access Denied");
    try {
      const signature = METHODS[method];
      const named: Record<string, unknown> = { ...kwargs };
      const positional = Array.isArray(args) ? [...args] : [];
      // A method of records takes its ids first.
      const ids = signature?.record ? positional.shift() : [];
      positional.forEach((value, at) => {
        const name = signature?.args[at];
        if (!name)
          throw new OdooError(
            500,
            "builtins.TypeError",
            `${method}() takes too many positional arguments`,
            1,
          );
        named[name] = value;
      });
      if (!table(model) || (model === "crm.lead" && state.noCrm))
        throw new OdooError(404, "odoo.exceptions.UserError", `Object ${model} doesn't exist`, 2);
      const value = execute(model, method, named, Array.isArray(ids) ? ids : []);
      if (committed(req, method)) return;
      // XML-RPC cannot carry None (allow_none=False).
      reply(value as XmlRpcValue);
    } catch (error) {
      if (!(error instanceof OdooError)) throw error;
      if (error.faultCode === 1)
        return fault(
          res,
          1,
          `Traceback (most recent call last):\n  File "odoo/service/model.py", line 156, in execute_cr\n${error.pyName}: ${error.message}\n`,
        );
      fault(res, error.faultCode, error.message);
    }
  }

  function page(): string {
    const esc = (s: unknown) =>
      String(s === false ? "" : s)
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;");
    const rows = leads()
      .slice()
      .reverse()
      .map(
        (l) =>
          `<tr><td>${l.id}</td><td>${esc(l.create_date)}</td><td>${esc(l.name)}</td><td>${esc(l.email_from)}</td><td>${esc(l.phone)}</td><td>${l.description || ""}</td><td>${esc(nameOf("utm.medium", l.medium_id))}</td><td>${esc(nameOf("utm.source", l.source_id))}</td><td>${esc(nameOf("utm.campaign", l.campaign_id))}</td><td>${esc(nameOf("res.lang", l.lang_id))}</td><td>${esc(nameOf("res.users", l.user_id))}</td></tr>`,
      )
      .join("\n");
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2"><title>Local Odoo: ${leads().length} leads</title></head>
<body><h1>Local Odoo ${version}: crm.lead</h1><p>Mode: <strong>${state.mode}</strong>. Switch with <code>curl -X POST 'http://HOST:PORT/__mode?mode=down'</code> (${ODOO_MODES.join(", ")}).</p>
<table border="1" cellpadding="4"><thead><tr><th>id</th><th>created</th><th>name</th><th>email_from</th><th>phone</th><th>description</th><th>medium</th><th>source</th><th>campaign</th><th>language</th><th>salesperson</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake-odoo");
    const odooPath =
      url.pathname.startsWith("/json/2/") ||
      url.pathname.startsWith("/xmlrpc/") ||
      url.pathname === "/web/version";
    if (odooPath) {
      if (state.mode === "down") {
        req.socket.destroy();
        return;
      }
      if (state.mode === "slow") await sleep(slowMs);
      if (state.mode === "503" || state.mode === "429") {
        await body(req);
        const status = Number(state.mode);
        const title = status === 503 ? "503 Service Unavailable" : "429 Too Many Requests";
        const wait = options.retryAfter ?? 120;
        return send(
          res,
          status,
          `<html><body><h1>${title}</h1></body></html>`,
          "text/html; charset=utf-8",
          wait > 0 ? { "retry-after": String(wait) } : {},
        );
      }
      if (url.pathname.startsWith("/xmlrpc/2/") && req.method === "POST")
        return handleXmlRpc(req, res, url.pathname.slice("/xmlrpc/2/".length));
      if (!json2) {
        await body(req);
        requests.push({ transport: url.pathname === "/web/version" ? "version" : "json2", status: 404 });
        return send(res, 404, HTML_404, "text/html; charset=utf-8");
      }
      if (url.pathname === "/web/version") {
        // Module `rpc` is not server-wide here: the route needs a database, like any other.
        const header = req.headers["x-odoo-database"];
        const wanted = typeof header === "string" ? header : undefined;
        if (wanted !== undefined ? !databases.includes(wanted) : databases.length > 1) {
          requests.push({ transport: "version", status: 404 });
          return send(res, 404, HTML_404_DB, "text/html; charset=utf-8");
        }
        requests.push({ transport: "version", status: 200 });
        return sendJson(res, 200, { version_info: [19, 0, 0, "final", 0, ""], version });
      }
      return handleJson2(req, res, url);
    }
    if (url.pathname === "/" && req.method === "GET")
      return send(res, 200, page(), "text/html; charset=utf-8");
    if (url.pathname === "/__leads")
      return sendJson(
        res,
        200,
        leads().map((lead) => display("crm.lead", lead as unknown as Row)),
      );
    if (url.pathname === "/__state")
      return sendJson(res, 200, { mode: state.mode, leads: leads().length, requests: requests.length });
    if (url.pathname === "/__mode" && req.method === "POST") {
      const mode = url.searchParams.get("mode") as OdooMode;
      if (!ODOO_MODES.includes(mode))
        return sendJson(res, 400, { message: `mode must be one of ${ODOO_MODES.join(", ")}` });
      state.mode = mode;
      return sendJson(res, 200, { mode });
    }
    if (url.pathname === "/__reset" && req.method === "POST") {
      odoo.reset();
      return sendJson(res, 200, { mode: state.mode });
    }
    sendJson(res, 404, { message: "not found" });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        sendJson(res, 500, {
          name: "builtins.Exception",
          message: String(error),
          arguments: [],
          context: {},
          debug: "",
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const odoo: FakeOdoo = {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    port,
    db: databases[0]!,
    apiKey,
    login,
    uid,
    get leads() {
      return leads();
    },
    requests,
    get mode() {
      return state.mode;
    },
    set mode(mode: OdooMode) {
      state.mode = mode;
    },
    setMode(mode) {
      state.mode = mode;
    },
    revokeKey(revoked = true) {
      state.revoked = revoked;
    },
    dropCrmRights(dropped = true) {
      state.noRights = dropped;
    },
    ownDocumentsOnly(own = true) {
      state.ownDocumentsOnly = own;
    },
    installArabic(installed = true) {
      const arabic = table("res.lang")!.find((lang) => lang.code === "ar_001")!;
      arabic.active = installed;
    },
    leadsSetting(on = true) {
      state.leadsSetting = on;
    },
    requireField(field) {
      state.required = field;
    },
    archiveUtm(model, id, archived = true) {
      const row = table(model)!.find((r) => r.id === id);
      if (row) row.active = !archived;
    },
    uninstallCrm(uninstalled = true) {
      state.noCrm = uninstalled;
    },
    deleteWebsiteMediumXmlid() {
      xmlids.delete("utm.utm_medium_website");
    },
    addUtm(model, name) {
      const rows = table(model)!;
      const id = Math.max(0, ...rows.map((row) => row.id)) + 1;
      rows.push({ id, name });
      return id;
    },
    nameOf,
    leadXmlids() {
      return [...xmlids].filter(([, ref]) => ref.model === "crm.lead").map(([xid]) => xid);
    },
    reset() {
      tables = initialTables();
      xmlids = initialXmlids();
      requests.length = 0;
      nextLeadId = 1;
      Object.assign(state, fresh());
      activate();
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
  return odoo;
}
