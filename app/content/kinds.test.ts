import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { collections as editorCollections, schemaOf } from "../admin/config";
import { previewDraws } from "../admin/preview";
import { localeCodes } from "../i18n/locales";
import { mainPages, pagePaths, pages as namedPages, routes, sitePages } from "../site";
import { catalogue } from "../../tests/support/content";
import { schemaCollectionsOf } from "./kind-schemas";
import {
  canonicalsOf,
  collectionsOf,
  kinds,
  listKindsOf,
  pagesOf,
  routesOf,
  type CatalogueOf,
  type Kind,
  type KindTable,
} from "./kinds";
import { contentCollections } from "./read";
import * as schemas from "./schemas";

/** A copy of the table with one more list-and-detail kind, as a new kind would be added. */
const withJobs = {
  ...kinds,
  jobs: {
    shape: "listAndDetail",
    files: { folder: "jobs", pattern: "*.yaml", schema: "productFile" },
    list: { folder: "pages", pattern: "jobs.yaml", schema: "productsListFile" },
    routes: {
      list: { name: "jobs", path: "/careers" },
      detail: { name: "job", path: "/careers/:slug" },
    },
    nav: "blog",
    editor: { label: "Jobs", singular: "Job", listLabel: "Jobs list" },
  },
} as const satisfies KindTable;

const editorNames = (table?: KindTable) =>
  editorCollections(table).flatMap((collection) =>
    "files" in collection ? collection.files.map(({ name }) => name) : [collection.name],
  );

describe("the one table of content kinds", () => {
  it("is every collection the reader and Astro load, with the schemas it names", () => {
    const names = Object.keys(collectionsOf(kinds));
    expect(Object.keys(contentCollections)).toEqual(names);
    // Astro's collections (app/content.config.ts, which needs Astro to run) are the reader's, one each.
    const astro = readFileSync("app/content.config.ts", "utf8");
    expect(astro).toContain('import { contentCollections } from "./content/kind-schemas";');
    expect(astro).toMatch(/Object\.entries\(contentCollections\)\.map\(/);
    for (const [name, { schema }] of Object.entries(collectionsOf(kinds))) {
      expect(contentCollections[name as keyof typeof contentCollections].schema, name).toBe(schemas[schema]);
    }
  });

  it("is every collection and file of the editor, each checked by its kind's schema", () => {
    const folders = Object.entries(kinds as KindTable).filter(
      ([, kind]) => kind.shape === "list" || kind.shape === "listAndDetail",
    );
    const names = editorNames();
    expect(names).toEqual(Object.keys(previewDraws).sort((a, b) => names.indexOf(a) - names.indexOf(b)));
    for (const [name, kind] of folders) {
      expect(schemaOf(name, "any-slug")?.schema, name).toBe(schemas[kind.files.schema]);
      expect(schemaOf("pages", `${name}List`)?.schema, name).toBe(
        schemas[(kind as Extract<Kind, { list: unknown }>).list.schema],
      );
    }
    expect(schemaOf("pages", "home")).toEqual({ schema: schemas.homeFile, layout: "bilingual" });
    expect(schemaOf("terms", "terms-ar")).toEqual({ schema: schemas.termsFile, layout: "frontMatter" });
    expect(schemaOf("company", "partners")).toEqual({ schema: schemas.partnersFile, layout: "plain" });
    // The articles: a collection per language, their list's page among the pages.
    for (const code of localeCodes)
      expect(schemaOf(`news-${code}`, "any/slug")).toEqual({
        schema: schemas.articleFile,
        layout: "frontMatter",
      });
    expect(schemaOf("pages", "newsList")?.schema).toBe(schemas.newsListFile);
    expect(schemaOf("pages", "nothing")).toBeUndefined();
  });

  it("is every route and page of the content, in the site's order", () => {
    const kindPaths = pagesOf(kinds, catalogue).map(({ path }) => path);
    expect(sitePages(catalogue).map(({ path }) => path)).toEqual(expect.arrayContaining(kindPaths));
    expect(pagePaths(catalogue)).toEqual(kindPaths);
    expect(routes).toMatchObject(routesOf(kinds));
    expect(mainPages.map(({ nav }) => nav?.key)).toEqual([
      "home",
      "services",
      "products",
      "about",
      "contact",
      "blog",
    ]);
    // A list's detail pages are its files, no more.
    const detailPaths = kindPaths.filter((path) => /^\/(services|products)\/(?!all$)/.test(path));
    expect(detailPaths).toHaveLength(catalogue.services.length + catalogue.products.length);
  });

  it("gives a kind added to a copy of the table its collections, routes, pages and editor entries", () => {
    expect(Object.keys(collectionsOf(withJobs))).toEqual(expect.arrayContaining(["jobs", "jobsList"]));
    expect(schemaCollectionsOf(withJobs).jobs.schema).toBe(schemas.productFile);
    const added = routesOf(withJobs);
    expect(added.jobs).toBe("/careers");
    expect(added.job).toBe("/careers/:slug");
    const slugs: CatalogueOf<typeof withJobs> = { ...catalogue, jobs: ["acme", "globex"] };
    const pages = pagesOf(withJobs, slugs);
    expect(pages.slice(-3)).toEqual([
      { name: "jobs", path: "/careers", listed: true, nav: { key: "blog", section: "/careers" } },
      { path: "/careers/acme", listed: true },
      { path: "/careers/globex", listed: true },
    ]);
    // One address, so no canonical of its own.
    expect(canonicalsOf(withJobs)).toEqual(canonicalsOf(kinds));
    const names = editorNames(withJobs);
    expect(names).toEqual(expect.arrayContaining(["jobs", "jobsList"]));
    expect(editorCollections(withJobs).find(({ name }) => name === "jobs")).toMatchObject({
      folder: "content/jobs",
      label_singular: "Job",
    });
    expect(schemaOf("jobs", "acme", withJobs)?.schema).toBe(schemas.productFile);
  });

  it("names a Markdown document's files once per language", () => {
    for (const code of localeCodes) expect(editorNames()).toContain(`privacy-${code}`);
  });

  it("is the only place a kind's folder is named in the code that reads, routes and edits content", () => {
    for (const file of [
      "app/content/read.ts",
      "app/content.config.ts",
      "app/admin/config.ts",
      "app/site.ts",
      "app/seo/meta.ts",
    ]) {
      // Comments aside, and the navigation's keys (`nav.<key>` in the translation files).
      const code = readFileSync(file, "utf8")
        .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "")
        .replace(/^export type NavKey = .*$/m, "");
      expect(code, file).not.toMatch(
        /"(services|products|terms|privacy|servicesList|productsList)"|content\/(services|products|terms|privacy)/,
      );
    }
  });
});

describe("the case studies, a list of the table", () => {
  it("have their collections, routes, pages and editor entries, after the products and out of the main navigation", () => {
    expect(contentCollections.caseStudies).toMatchObject({
      folder: "case-studies",
      pattern: "*.yaml",
      schema: schemas.caseStudyFile,
    });
    expect(contentCollections.caseStudiesList).toMatchObject({
      folder: "pages",
      pattern: "case-studies.yaml",
      schema: schemas.caseStudiesListFile,
    });
    expect(routes).toMatchObject({ caseStudies: "/case-studies", caseStudy: "/case-studies/:slug" });
    expect(catalogue.caseStudies.length).toBeGreaterThanOrEqual(2);
    const paths = pagePaths(catalogue);
    const details = catalogue.caseStudies.map((slug) => `/case-studies/${slug}`);
    expect(paths).toEqual(expect.arrayContaining(["/case-studies", ...details]));
    expect(paths.indexOf("/case-studies")).toBeGreaterThan(paths.indexOf("/products/all"));
    // One address (no `all`, no canonical of its own), and not a page of the main navigation.
    expect(paths).not.toContain("/case-studies/all");
    expect(canonicalsOf(kinds)).not.toHaveProperty("/case-studies");
    expect(mainPages.map(({ path }) => path)).not.toContain("/case-studies");
    expect(namedPages.caseStudies.path).toBe("/case-studies");

    expect(editorCollections().find(({ name }) => name === "caseStudies")).toMatchObject({
      label: "Case studies",
      label_singular: "Case study",
      folder: "content/case-studies",
      create: true,
    });
    const pagesCollection = editorCollections().find(({ name }) => name === "pages");
    expect(pagesCollection && "files" in pagesCollection ? pagesCollection.files : []).toContainEqual(
      expect.objectContaining({
        name: "caseStudiesList",
        label: "Case studies list",
        file: "content/pages/case-studies.yaml",
      }),
    );
    expect(schemaOf("caseStudies", "any-slug")?.schema).toBe(schemas.caseStudyFile);
    expect(schemaOf("pages", "caseStudiesList")?.schema).toBe(schemas.caseStudiesListFile);
    expect(Object.keys(previewDraws)).toEqual(expect.arrayContaining(["caseStudies", "caseStudiesList"]));
  });

  it("make no page at all while there is none, though the table still names the list", () => {
    const none = { ...catalogue, caseStudies: [] };
    expect(pagePaths(none).filter((path) => path.startsWith("/case-studies"))).toEqual([]);
    expect(sitePages(none).map(({ name }) => name)).not.toContain("caseStudies");
    // Without a catalogue (the table's named pages, for links by name) the list stands for itself.
    expect(pagesOf(kinds, {} as typeof catalogue).map(({ name }) => name)).toContain("caseStudies");
  });

  it("follow a rule any list may take: its page exists only while it has an item", () => {
    const onlyWithItems = {
      ...withJobs,
      jobs: { ...withJobs.jobs, listOnlyWithItems: true },
    } as const satisfies KindTable;
    const paths = (table: KindTable, jobs: string[]) =>
      pagesOf(table, { ...catalogue, jobs } as CatalogueOf<typeof withJobs>).map(({ path }) => path);
    expect(paths(onlyWithItems, [])).not.toContain("/careers");
    expect(paths(onlyWithItems, ["acme"])).toEqual(expect.arrayContaining(["/careers", "/careers/acme"]));
    // A list without the rule keeps its page when it is empty.
    expect(paths(withJobs, [])).toContain("/careers");
  });

  it("name other lists' items only in lists of the table", () => {
    const lists: string[] = listKindsOf(kinds);
    for (const [name, kind] of Object.entries(kinds as KindTable)) {
      const refers = "refers" in kind ? (kind.refers ?? {}) : {};
      for (const [field, target] of Object.entries(refers))
        expect(lists, `${name}.${field}`).toContain(target);
    }
    expect(kinds.caseStudies.refers).toEqual({ services: "services", products: "products" });
  });
});
