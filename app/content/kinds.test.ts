import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { collections as editorCollections, schemaOf } from "../admin/config";
import { previewDraws } from "../admin/preview";
import { localeCodes } from "../i18n/locales";
import { mainPages, pagePaths, routes, sitePages } from "../site";
import { catalogue } from "../../tests/support/content";
import { schemaCollectionsOf } from "./kind-schemas";
import {
  canonicalsOf,
  collectionsOf,
  kinds,
  pagesOf,
  routesOf,
  type CatalogueOf,
  type Kind,
  type KindTable,
} from "./kinds";
import { contentCollections } from "./read";
import * as schemas from "./schemas";

/** A copy of the table with one more list-and-detail kind, as a new kind would be added. */
const withCaseStudies = {
  ...kinds,
  caseStudies: {
    shape: "listAndDetail",
    files: { folder: "case-studies", pattern: "*.yaml", schema: "productFile" },
    list: { folder: "pages", pattern: "case-studies.yaml", schema: "productsListFile" },
    routes: {
      list: { name: "caseStudies", path: "/case-studies" },
      detail: { name: "caseStudy", path: "/case-studies/:slug" },
    },
    nav: "blog",
    editor: { label: "Case studies", singular: "Case study", listLabel: "Case studies list" },
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
    const folders = Object.entries(kinds as KindTable).filter(([, kind]) => "list" in kind);
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
    ]);
    // A list's detail pages are its files, no more.
    const detailPaths = kindPaths.filter((path) => /^\/(services|products)\/(?!all$)/.test(path));
    expect(detailPaths).toHaveLength(catalogue.services.length + catalogue.products.length);
  });

  it("gives a kind added to a copy of the table its collections, routes, pages and editor entries", () => {
    expect(Object.keys(collectionsOf(withCaseStudies))).toEqual(
      expect.arrayContaining(["caseStudies", "caseStudiesList"]),
    );
    expect(schemaCollectionsOf(withCaseStudies).caseStudies.schema).toBe(schemas.productFile);
    const added = routesOf(withCaseStudies);
    expect(added.caseStudies).toBe("/case-studies");
    expect(added.caseStudy).toBe("/case-studies/:slug");
    const slugs: CatalogueOf<typeof withCaseStudies> = { ...catalogue, caseStudies: ["acme", "globex"] };
    const pages = pagesOf(withCaseStudies, slugs);
    expect(pages.slice(-3)).toEqual([
      {
        name: "caseStudies",
        path: "/case-studies",
        listed: true,
        nav: { key: "blog", section: "/case-studies" },
      },
      { path: "/case-studies/acme", listed: true },
      { path: "/case-studies/globex", listed: true },
    ]);
    // One address, so no canonical of its own.
    expect(canonicalsOf(withCaseStudies)).toEqual(canonicalsOf(kinds));
    const names = editorNames(withCaseStudies);
    expect(names).toEqual(expect.arrayContaining(["caseStudies", "caseStudiesList"]));
    expect(editorCollections(withCaseStudies).find(({ name }) => name === "caseStudies")).toMatchObject({
      folder: "content/case-studies",
      label_singular: "Case study",
    });
    expect(schemaOf("caseStudies", "acme", withCaseStudies)?.schema).toBe(schemas.productFile);
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
