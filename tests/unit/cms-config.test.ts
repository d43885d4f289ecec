import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bilingualFields, cmsConfig, complaintsAbout, schemaOf, type CmsField } from "../../app/admin/config";
import { formatExtensions, formatNames } from "../../app/admin/yaml-format";
import { contentDir } from "../support/content";

/**
 * The editor's configuration (app/admin/config.ts) is generated from the content schemas: these
 * tests hold it to them, so a field the build asks for is a field the editor shows.
 */
const config = cmsConfig({
  backend: { name: "gitlab", repo: "company/website", branch: "main" },
  localBackendUrl: "http://127.0.0.1:8081/api/v1",
  siteUrl: "http://127.0.0.1:3000",
});
type Collection = (typeof config.collections)[number] & {
  folder?: string;
  /** Where a folder collection's entry is, when not a file of the folder ("{{slug}}/en"). */
  path?: string;
  files?: Array<{ name: string; file: string; fields: CmsField[] }>;
  fields?: CmsField[];
};
const edited = config.collections as Collection[];
const byName = (fields: CmsField[] | undefined, name: string) => fields?.find((field) => field.name === name);

describe("the editor's configuration", () => {
  it("edits every content file the build reads, each checked against its schema before a save", () => {
    const files = edited.flatMap((collection) =>
      collection.folder && collection.path
        ? // An article's language: content/news/<article>/<lang>.md (its `path`, "{{slug}}/en").
          readdirSync(path.resolve(collection.folder)).flatMap((dir) => {
            const file = path.join(collection.folder!, `${collection.path!.replace("{{slug}}", dir)}.md`);
            return existsSync(file) ? [{ collection: collection.name, slug: dir, file }] : [];
          })
        : collection.folder
          ? readdirSync(path.resolve(collection.folder)).map((file) => ({
              collection: collection.name,
              slug: file.replace(/\.yaml$/, ""),
              file: path.join(collection.folder!, file),
            }))
          : collection.files!.map((entry) => ({
              collection: collection.name,
              slug: entry.name,
              file: entry.file,
            })),
    );
    // Every file under content/ is one of them, and each has its schema.
    const all = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? all(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
    expect(files.map(({ file }) => path.resolve(file)).sort()).toEqual(all(contentDir).sort());
    for (const { collection, slug } of files)
      expect(schemaOf(collection, slug), `${collection}/${slug}`).toBeDefined();
  });

  it("asks for each field of a service as the schema does, English and Arabic side by side", () => {
    const services = edited.find(({ name }) => name === "services")!;
    expect(services).toMatchObject({
      folder: "content/services",
      create: true,
      i18n: true,
      format: "yaml-in-place",
    });
    expect(config.i18n).toEqual({ structure: "single_file", locales: ["en", "ar"], default_locale: "en" });
    const fields = services.fields!;
    expect(byName(fields, "title")).toMatchObject({ widget: "bidi-string", i18n: true });
    expect(byName(fields, "title")).not.toHaveProperty("required");
    expect(byName(fields, "summary")).toMatchObject({ widget: "bidi-text", i18n: true });
    // The three sections, each with its fields; the bullets and the picture's text may be left out.
    const sections = byName(fields, "sections")!;
    expect(sections).toMatchObject({ widget: "list", i18n: true, min: 3, max: 3 });
    expect(sections.fields!.map(({ name }) => name)).toEqual([
      "eyebrow",
      "heading",
      "paragraphs",
      "bullets",
      "imageAlt",
    ]);
    expect(byName(sections.fields, "bullets")).toMatchObject({ widget: "list", required: false });
    expect(byName(sections.fields, "imageAlt")).toMatchObject({ required: false });
    expect(byName(sections.fields, "paragraphs")!.field).toMatchObject({ widget: "bidi-text" });
    // Shared facts: once, not translated, after the copy.
    expect(byName(fields, "order")).toMatchObject({ widget: "number", value_type: "int", min: 1 });
    expect(byName(fields, "order")).not.toHaveProperty("i18n");
    expect(fields.slice(-3).map(({ name }) => name)).toEqual(["order", "illustration", "icon"]);
    const picture = byName(fields, "illustration")!;
    expect(picture).toMatchObject({
      widget: "image",
      media_folder: "/public/illustrations",
      public_folder: "/illustrations",
      media_library: { max_file_size: 512_000 },
    });
    expect(new RegExp(picture.pattern![0]).test("cloud.svg")).toBe(true);
    expect(new RegExp(picture.pattern![0]).test("cloud.gif")).toBe(false);
    expect(picture.pattern![1]).toMatch(/SVG, PNG, WebP, AVIF or JPEG/);
  });

  it("saves every file in a format of its own that keeps the file's layout (decision 024)", () => {
    const registered: Record<string, string> = formatExtensions;
    for (const collection of edited as Array<Collection & { format: string; extension: string }>) {
      expect(Object.values(formatNames), collection.name).toContain(collection.format);
      expect(registered[collection.format], collection.name).toBe(collection.extension);
    }
  });

  it("follows the schema: a field added there is a field in the editor", () => {
    const copy = z.strictObject({ title: z.string().min(1), subtitle: z.string().min(1) });
    const file = z.strictObject({ en: copy.extend({ order: z.number().int() }), ar: copy });
    expect(bilingualFields(file).map(({ name, i18n }) => [name, !!i18n])).toEqual([
      ["title", true],
      ["subtitle", true],
      ["order", false],
    ]);
  });

  it("uploads partner logos into public/partners, and names the company facts' languages", () => {
    const company = edited.find(({ name }) => name === "company")!;
    const partners = byName(company.files!.find(({ name }) => name === "partners")!.fields, "partners")!;
    expect(byName(partners.fields, "logo")).toMatchObject({
      widget: "image",
      media_folder: "/public/partners",
    });
    const facts = company.files!.find(({ name }) => name === "company")!.fields;
    const address = byName(byName(facts, "branches")!.fields, "address")!;
    expect(address.fields!.map(({ label }) => label)).toEqual(["English", "العربية"]);
  });
});

describe("the check before a save", () => {
  it("passes every content file as it is", () => {
    for (const [collection, slug, file] of [
      ["services", "testing-qa", "services/testing-qa.yaml"],
      ["products", "imploy", "products/imploy.yaml"],
      ["pages", "home", "pages/home.yaml"],
      ["company", "company", "company.yaml"],
      ["company", "partners", "partners.yaml"],
    ] as const) {
      const { schema } = schemaOf(collection, slug)!;
      expect(complaintsAbout(schema, parse(readFileSync(path.join(contentDir, file), "utf8"))), file).toEqual(
        [],
      );
    }
  });

  it("names an empty Arabic field as the editor labels it, with the build's message", () => {
    const file = parse(readFileSync(path.join(contentDir, "services/testing-qa.yaml"), "utf8"));
    file.ar.title = "";
    file.ar.sections[1].heading = " ";
    expect(complaintsAbout(schemaOf("services", "testing-qa")!.schema, file)).toEqual([
      "العربية › Title: must not be empty",
      "العربية › Sections › 2 › Heading: must not be empty",
    ]);
  });
});
