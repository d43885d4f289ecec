/**
 * The configuration of the editor at /admin (Decap CMS, decision 016), generated from the content
 * schemas (app/content/schemas.ts): each collection's fields are read from its schema's JSON
 * Schema, so the editor asks for exactly what the build checks and nobody keeps a second field
 * list. The build serves it as /admin/config.yml (app/pages/admin/config.yml.ts).
 *
 * A file written in every language (`bilingual` in the schemas) becomes a Decap collection with
 * single-file i18n: English and Arabic side by side in one screen, the shared facts (order, icon,
 * illustration) once, in the English pane.
 */
import { z } from "astro/zod";
import {
  aboutFile,
  companyFile,
  contactFile,
  homeFile,
  partnersFile,
  privacyFile,
  productFile,
  productsListFile,
  serviceFile,
  servicesListFile,
  termsFile,
  type EditorHints,
} from "../content/schemas";
import { defaultLocale, localeCodes, locales, type Locale } from "../i18n/locales";

/** The part of a JSON Schema that z.toJSONSchema writes for our schemas. */
interface JsonSchema {
  type?: "object" | "array" | "string" | "number" | "integer" | "boolean";
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: string[];
  pattern?: string;
  minLength?: number;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  description?: string;
  editor?: EditorHints;
}

/** A field of Decap's configuration (https://decapcms.org/docs/widgets/). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: false;
  i18n?: true;
  hint?: string;
  pattern?: [string, string];
  fields?: CmsField[];
  field?: CmsField;
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  default?: boolean;
  options?: string[];
  media_folder?: string;
  public_folder?: string;
  choose_url?: false;
  media_library?: { max_file_size: number };
}

/** The editor's own text widgets (app/admin/widgets.ts), by the names the configuration uses. */
export const textWidget = { line: "bidi-string", lines: "bidi-text" } as const;

/** Uploaded pictures: at most this many bytes (the media library refuses larger files, naming the limit). */
export const maxUploadBytes = 512_000;

/** "metaDescription" → "Meta description"; a language code → its native name. */
export function labelOf(name: string): string {
  if (Object.hasOwn(locales, name)) return locales[name as Locale].nativeName;
  const words = name.replace(/([a-z\d])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** One property of a JSON Schema as a Decap field. */
export function fieldOf(name: string, schema: JsonSchema, required: boolean, translated = false): CmsField {
  const field: CmsField = { name, label: labelOf(name), widget: "string" };
  if (!required) field.required = false;
  if (translated) field.i18n = true;
  if (schema.description) field.hint = schema.description;
  const hints = schema.editor ?? {};
  const nested = (key: string, child: JsonSchema, isRequired: boolean) =>
    fieldOf(key, child, isRequired, translated);

  if (schema.type === "object") {
    field.widget = "object";
    field.fields = fieldsOf(schema, translated);
  } else if (schema.type === "array") {
    field.widget = "list";
    const item = schema.prefixItems?.[0] ?? (schema.items || undefined);
    if (!item) throw new Error(`${name}: a list without items cannot be edited`);
    if (item.type === "object") field.fields = fieldsOf(item, translated);
    else field.field = nested(singular(name), item, true);
    if (schema.minItems) field.min = schema.minItems;
    if (schema.maxItems !== undefined) field.max = schema.maxItems;
  } else if (schema.type === "integer" || schema.type === "number") {
    field.widget = "number";
    field.value_type = schema.type === "integer" ? "int" : "float";
    const min =
      schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
    if (min !== undefined) field.min = min;
    if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) field.max = schema.maximum;
  } else if (schema.type === "boolean") {
    // A stand-in's tick box (standIn in the schemas), unticked unless the file says otherwise.
    field.widget = "boolean";
    field.default = false;
  } else if (schema.enum) {
    field.widget = "select";
    field.options = schema.enum;
  } else if (hints.image) {
    field.widget = "image";
    field.media_folder = `/public/${hints.image.folder}`;
    field.public_folder = `/${hints.image.folder}`;
    field.choose_url = false;
    field.media_library = { max_file_size: maxUploadBytes };
  } else {
    field.widget = hints.multiline ? textWidget.lines : textWidget.line;
    // A text the schema lets be empty (an alternative text, for a decorative picture) is optional.
    if ((schema.minLength ?? 0) === 0 && !schema.pattern) field.required = false;
  }
  // Decap checks a picture by its file name, not its path.
  const pattern = hints.image?.fileName ?? schema.pattern;
  if (pattern && schema.type === "string") {
    field.pattern = [pattern, hints.patternMessage ?? `must be ${schema.format ?? "valid"}`];
  }
  return field;
}

const singular = (name: string) => name.replace(/ies$/, "y").replace(/s$/, "");

function fieldsOf(schema: JsonSchema, translated: boolean): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([key, child]) =>
    fieldOf(key, child, required.has(key), translated),
  );
}

/**
 * The fields of a file written once per language: the default language's fields, each marked
 * translated unless it is a shared fact (present under the default language only).
 */
export function bilingualFields(schema: z.ZodType): CmsField[] {
  const json = jsonSchemaOf(schema);
  const main = json.properties?.[defaultLocale];
  const other = json.properties?.[localeCodes.find((code) => code !== defaultLocale)!];
  if (!main?.properties || !other?.properties) {
    throw new Error("not a file written in every language (see bilingual() in the schemas)");
  }
  const required = new Set(main.required ?? []);
  const translatedKeys = new Set(Object.keys(other.properties));
  // The copy first, the shared facts (order, icon, illustration) after it.
  return Object.entries(main.properties)
    .map(([key, child]) => fieldOf(key, child, required.has(key), translatedKeys.has(key)))
    .sort((a, b) => Number(!a.i18n) - Number(!b.i18n));
}

/** The fields of a file with no language of its own (the company's facts, the partners). */
export const plainFields = (schema: z.ZodType): CmsField[] => fieldsOf(jsonSchemaOf(schema), false);

const yamlFile = { extension: "yaml", format: "yaml-in-place" } as const;

/** Each edited file's schema, by Decap collection and, for collections of named files, file. */
const catalogueSchemas = { services: serviceFile, products: productFile };
/**
 * The pages' files by their editor names, which are also their preview templates' names
 * (app/admin/preview.tsx): a list page's is not "services", the name of the services' collection.
 */
const pageFiles = {
  home: { schema: homeFile, file: "home", label: "Home page" },
  about: { schema: aboutFile, file: "about", label: "About page" },
  contact: { schema: contactFile, file: "contact", label: "Contact page" },
  servicesList: { schema: servicesListFile, file: "services", label: "Services list" },
  productsList: { schema: productsListFile, file: "products", label: "Products list" },
};
const companySchemas = { company: companyFile, partners: partnersFile };

/**
 * The schema an entry of the editor is checked against before it is saved (app/admin/cms.ts), and
 * how Decap holds the file: `bilingual` (its other languages under `i18n`), `plain`, or
 * `frontMatter` (a Markdown file: its `body` is not front matter).
 */
export function schemaOf(
  collection: string,
  slug: string,
): { schema: z.ZodType; layout: "bilingual" | "plain" | "frontMatter" } | undefined {
  const pick = <T extends Record<string, z.ZodType>>(table: T, key: string) =>
    Object.hasOwn(table, key) ? table[key as keyof T] : undefined;
  const catalogue = pick(catalogueSchemas, collection);
  if (catalogue) return { schema: catalogue, layout: "bilingual" };
  if (collection === "pages") {
    const page = Object.hasOwn(pageFiles, slug) ? pageFiles[slug as keyof typeof pageFiles] : undefined;
    return page && { schema: page.schema, layout: "bilingual" };
  }
  if (collection === "company") {
    const facts = pick(companySchemas, slug);
    return facts && { schema: facts, layout: "plain" };
  }
  if (collection === "terms") return { schema: termsFile, layout: "frontMatter" };
  if (collection === "privacy") return { schema: privacyFile, layout: "frontMatter" };
  return undefined;
}

/** The Decap collections: every content file the build validates (app/content.config.ts). */
export function collections() {
  const catalogue = (name: keyof typeof catalogueSchemas, label: string, single: string) => ({
    name,
    label,
    label_singular: single,
    folder: `content/${name}`,
    ...yamlFile,
    create: true,
    i18n: true,
    // A new file is named after its English title, which becomes its URL (/services/<slug>).
    identifier_field: "title",
    slug: "{{slug}}",
    summary: "{{title}}",
    sortable_fields: ["order", "title"],
    fields: bilingualFields(catalogueSchemas[name]),
  });
  return [
    catalogue("services", "Services", "Service"),
    catalogue("products", "Products", "Product"),
    {
      name: "pages",
      label: "Pages",
      ...yamlFile,
      i18n: true,
      files: Object.entries(pageFiles).map(([name, { schema, file, label }]) => ({
        name,
        label,
        file: `content/pages/${file}.yaml`,
        i18n: true,
        fields: bilingualFields(schema),
      })),
    },
    {
      name: "terms",
      label: "Terms and conditions",
      format: "frontmatter-in-place",
      extension: "md",
      files: localeCodes.map((code) => ({
        name: `terms-${code}`,
        label: `Terms and conditions: ${locales[code].nativeName}`,
        file: `content/terms/${code}.md`,
        fields: [
          ...plainFields(termsFile),
          { name: "body", label: "Terms (Markdown: one ## heading per section)", widget: textWidget.lines },
        ],
      })),
    },
    {
      name: "privacy",
      label: "Privacy notice",
      format: "frontmatter-in-place",
      extension: "md",
      files: localeCodes.map((code) => ({
        name: `privacy-${code}`,
        label: `Privacy notice: ${locales[code].nativeName}`,
        file: `content/privacy/${code}.md`,
        fields: [
          ...plainFields(privacyFile),
          { name: "body", label: "Notice (Markdown: one ## heading per section)", widget: textWidget.lines },
        ],
      })),
    },
    {
      name: "company",
      label: "Company and partners",
      ...yamlFile,
      files: [
        {
          name: "company",
          label: "Company facts",
          file: "content/company.yaml",
          fields: plainFields(companyFile),
        },
        {
          name: "partners",
          label: "Partners",
          file: "content/partners.yaml",
          fields: plainFields(partnersFile),
        },
      ],
    },
  ];
}

/**
 * Why a file may not be saved, one line per field, or none: the schema's own messages, with the
 * field named as the editor labels it ("العربية › Sections › 2 › Heading: must not be empty").
 */
export function complaintsAbout(schema: z.ZodType, file: unknown): string[] {
  const result = schema.safeParse(file);
  if (result.success) return [];
  // One line per field: its first complaint (an empty field is also "filled in one language only").
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) {
    const where = issue.path.map((part) =>
      typeof part === "number" ? String(part + 1) : labelOf(String(part)),
    );
    const field = where.join(" › ") || "The file";
    if (!byField.has(field)) byField.set(field, `${field}: ${issue.message}`);
  }
  return [...byField.values()];
}

/** Where the editor saves: the company's git host in production, the local backend on 127.0.0.1. */
export interface CmsSettings {
  /** `gitlab`, `gitea` or `github`, with the repository, and the host's sign-in settings. */
  backend: Record<string, string | number | boolean>;
  /** The local backend (`npm run cms`), used when the editor is opened on 127.0.0.1. */
  localBackendUrl: string;
  siteUrl: string;
}

export function cmsConfig({ backend, localBackendUrl, siteUrl }: CmsSettings) {
  return {
    backend,
    local_backend: { url: localBackendUrl, allowed_hosts: ["127.0.0.1", "localhost"] },
    publish_mode: "simple",
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: "/brand/logo-mark.svg",
    media_folder: "public/illustrations",
    public_folder: "/illustrations",
    i18n: { structure: "single_file", locales: localeCodes, default_locale: defaultLocale },
    collections: collections(),
  };
}
