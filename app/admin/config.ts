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
import { schemaNamed } from "../content/kind-schemas";
import {
  collectionsOf,
  contentFile,
  kinds,
  type DocumentKind,
  type Files,
  type Kind,
  type KindName,
  type KindTable,
  type ListPageKind,
  type ArticleKind,
} from "../content/kinds";
import type { EditorHints } from "../content/schemas";
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
  default?: boolean | string;
  date_format?: string;
  time_format?: false;
  format?: string;
  options?: string[];
  media_folder?: string;
  public_folder?: string;
  choose_url?: false;
  /** A text field's language where Decap does not tell the field (a collection of one language). */
  lang?: Locale;
  media_library?: { max_file_size: number };
}

/** The editor's own text widgets (app/admin/widgets.ts), by the names the configuration uses. */
export const textWidget = { line: "bidi-string", lines: "bidi-text" } as const;

/** Uploaded pictures: at most this many bytes (the media library refuses larger files, naming the limit). */
export const maxUploadBytes = 512_000;

/** Where the editor's media library uploads; a picture field may name a folder of its own. */
export const mediaFolder = "public/illustrations";

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

/**
 * The fields of an article in one language: its front matter's, with its language fixed (a
 * hidden field) and its dates as date pickers, then its text in Markdown.
 */
function articleFields(schema: z.ZodType, code: Locale): CmsField[] {
  // Every text field is written in the collection's language (right to left in Arabic).
  const inLanguage = (field: CmsField): CmsField => ({
    ...field,
    ...(Object.values(textWidget).includes(field.widget as never) && { lang: code }),
    ...(field.field && { field: inLanguage(field.field) }),
    ...(field.fields && { fields: field.fields.map(inLanguage) }),
  });
  return [
    ...plainFields(schema).map((field): CmsField => {
      if (field.name === "lang") return { name: "lang", label: "Language", widget: "hidden", default: code };
      if (field.name === "date" || field.name === "updated") {
        const { name, label, hint } = field;
        return {
          name,
          label,
          widget: "datetime",
          date_format: "YYYY-MM-DD",
          time_format: false,
          format: "YYYY-MM-DD",
          // The publication date is required (the schema coerces it, so its JSON Schema says not).
          ...(name === "updated" && { required: false as const }),
          ...(hint && { hint }),
        };
      }
      return inLanguage(field);
    }),
    {
      name: "body",
      label: "Text (Markdown: ## for each section's heading)",
      widget: textWidget.lines,
      lang: code,
    },
  ];
}

/** The fields of a file with no language of its own (the company's facts, the partners). */
export const plainFields = (schema: z.ZodType): CmsField[] => fieldsOf(jsonSchemaOf(schema), false);

const yamlFile = { extension: "yaml", format: "yaml-in-place" } as const;

/** How Decap holds a file: `bilingual` (its other languages under `i18n`), `plain`, or
 * `frontMatter` (a Markdown file: its `body` is not front matter). */
export type Layout = "bilingual" | "plain" | "frontMatter";

/**
 * The editor's entries of a table of kinds (app/content/kinds.ts), each in its place in the
 * editor's collections:
 * - a list's items: a folder collection of their own, named after the kind (`services`);
 * - the pages written in every language: files of the `pages` collection, named after the kind,
 *   a list's page after the kind and `List` (`servicesList`), the single pages first;
 * - a Markdown document: a collection of its own, one file per language (`terms-en`);
 * - articles: a folder collection per language (`news-en`), as an article may have one language;
 * - the files with no page: files of the `company` collection.
 * The names are also the preview templates' (app/admin/preview.tsx).
 */
export function editorEntriesOf(table: KindTable) {
  const all = Object.entries(table) as Array<[string, Kind]>;
  const page = (name: string, label: string, files: Files) => ({ name, label, files });
  return {
    folders: all.flatMap(([name, kind]) =>
      kind.shape === "list" || kind.shape === "listAndDetail" ? [{ name, kind }] : [],
    ),
    articles: all.flatMap(([name, kind]) => (kind.shape === "articles" ? [{ name, kind }] : [])),
    pages: [
      ...all.flatMap(([name, kind]) =>
        kind.shape === "single" && kind.languages === "inFile"
          ? [page(name, kind.editor.label, kind.files)]
          : [],
      ),
      ...all.flatMap(([name, kind]) =>
        "list" in kind ? [page(`${name}List`, kind.editor.listLabel, kind.list)] : [],
      ),
    ],
    documents: all.flatMap(([name, kind]) =>
      kind.shape === "single" && kind.languages === "perFile" ? [{ name, kind, editor: kind.editor }] : [],
    ),
    data: all.flatMap(([name, kind]) =>
      kind.shape === "data" ? [page(name, kind.editor.label, kind.files)] : [],
    ),
  };
}

/** A document's file in one language, by its name in the editor (`terms-en`). */
export const documentEntry = <D extends string>(kind: D, code: Locale) => `${kind}-${code}` as const;

/** The entry names of the editor, as its preview templates are named (app/admin/preview.tsx). */
export type EditorEntryName =
  | Exclude<KindName, DocumentKind | ArticleKind>
  | `${DocumentKind | ArticleKind}-${Locale}`
  | `${ListPageKind}List`;

/**
 * The schema an entry of the editor is checked against before it is saved (app/admin/cms.ts), and
 * how Decap holds the file, by collection and, for a collection of named files, file.
 */
export function schemaOf(
  collection: string,
  slug: string,
  table: KindTable = kinds,
): { schema: z.ZodType; layout: Layout } | undefined {
  const { folders, articles, pages, documents, data } = editorEntriesOf(table);
  const found = (files: Files, layout: Layout) => ({ schema: schemaNamed(files.schema), layout });
  const article = articles.find(({ name }) =>
    localeCodes.some((code) => documentEntry(name, code) === collection),
  );
  if (article) return found(article.kind.files, "frontMatter");
  const folder = folders.find(({ name }) => name === collection);
  if (folder) return found(folder.kind.files, "bilingual");
  const document = documents.find(({ name }) => name === collection);
  if (document) return found(document.kind.files, "frontMatter");
  const file = { pages, company: data }[collection]?.find(({ name }) => name === slug);
  return file && found(file.files, collection === "pages" ? "bilingual" : "plain");
}

/** The Decap collections: every content file the build validates (app/content.config.ts). */
export function collections(table: KindTable = kinds) {
  const { folders, articles, pages, documents, data } = editorEntriesOf(table);
  const fileIn = (files: Files, name: string) => contentFile(files, name);
  return [
    ...folders.map(({ name, kind }) => ({
      name,
      label: kind.editor.label,
      label_singular: kind.editor.singular,
      folder: `content/${kind.files.folder}`,
      ...yamlFile,
      create: true,
      i18n: true,
      // A new file is named after its English title, which becomes its URL (/services/<slug>).
      identifier_field: "title",
      slug: "{{slug}}",
      summary: "{{title}}",
      sortable_fields: ["order", "title"],
      fields: bilingualFields(schemaNamed(kind.files.schema)),
    })),
    ...articles.flatMap(({ name, kind }) =>
      localeCodes.map((code) => ({
        name: documentEntry(name, code),
        label: `${kind.editor.label}: ${locales[code].nativeName}`,
        label_singular: `${kind.editor.singular} (${locales[code].nativeName})`,
        folder: `content/${kind.files.folder}`,
        // content/news/<article>/<lang>.md: the article's address is its folder, the same in
        // every language, so a translation joins its article; `lang` keeps each language's
        // collection to its own files.
        path: `{{slug}}/${code}`,
        slug: "{{fields.article}}",
        filter: { field: "lang", value: code },
        format: "frontmatter-in-place",
        extension: "md",
        create: true,
        identifier_field: "title",
        summary: "{{title}} ({{date}})",
        sortable_fields: ["date", "title"],
        fields: articleFields(schemaNamed(kind.files.schema), code),
      })),
    ),
    {
      name: "pages",
      label: "Pages",
      ...yamlFile,
      i18n: true,
      files: pages.map(({ name, label, files }) => ({
        name,
        label,
        file: fileIn(files, files.pattern),
        i18n: true,
        fields: bilingualFields(schemaNamed(files.schema)),
      })),
    },
    ...documents.map(({ name, kind, editor }) => ({
      name,
      label: editor.label,
      format: "frontmatter-in-place",
      extension: "md",
      files: localeCodes.map((code) => ({
        name: documentEntry(name, code),
        label: `${editor.label}: ${locales[code].nativeName}`,
        file: fileIn(kind.files, kind.files.pattern.replace("*", code)),
        fields: [
          ...plainFields(schemaNamed(kind.files.schema)),
          { name: "body", label: editor.body ?? "Text (Markdown)", widget: textWidget.lines },
        ],
      })),
    })),
    {
      name: "company",
      label: "Company and partners",
      ...yamlFile,
      files: data.map(({ name, label, files }) => ({
        name,
        label,
        file: fileIn(files, files.pattern),
        fields: plainFields(schemaNamed(files.schema)),
      })),
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

/**
 * Every folder the editor uploads into, relative to the repository, sorted: its media library's
 * and each picture field's, read from the schemas of every collection of the table as the fields
 * are (`image.folder` becomes a field's `media_folder`, fieldOf). The build lets nothing but
 * pictures into them (app/content/media-check.ts, decision 031).
 */
export function mediaFolders(table: KindTable = kinds): string[] {
  const folders = new Set<string>([mediaFolder]);
  const visit = (node: unknown): void => {
    if (typeof node !== "object" || node === null) return;
    const image = (node as JsonSchema).editor?.image;
    if (image) folders.add(`public/${image.folder}`);
    Object.values(node).forEach(visit);
  };
  for (const files of Object.values(collectionsOf(table))) visit(jsonSchemaOf(schemaNamed(files.schema)));
  return [...folders].sort();
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
    media_folder: mediaFolder,
    public_folder: "/illustrations",
    i18n: { structure: "single_file", locales: localeCodes, default_locale: defaultLocale },
    collections: collections(),
  };
}
