import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";
import { SiteFooter } from "../components/SiteLayout";
import { readContent, readContentFiles } from "../content/read";
import { sectors } from "../content/schemas";
import { standIns } from "../content/stand-ins";
import { strings } from "../i18n/strings";
import { localeCodes, type Locale } from "../i18n/locales";
import { pagePath, pagePaths } from "../site";
import { checkStandIns } from "../../scripts/stand-in-check";
import { caseStudies, caseStudiesListCopy, contentDir } from "../../tests/support/content";
import { CaseStudiesListPage } from "./case-studies-list";
import { CaseStudyPage } from "./case-study";
import { ProductPage } from "./product";
import { ServicePage } from "./service";
import { bySector, caseStudySummary, detailShapes } from "./shape";

/**
 * The case studies (content/case-studies/, a list of the table of kinds): read and checked with
 * the services and products they name, grouped by sector on their list, linked both ways with the
 * services' and products' pages, gone with every link to them when there is none, and refused by
 * a public build while they are the samples written for the site.
 */
const content = readContent(readContentFiles(contentDir));

/** A copy of content/ to change, as a marketer would. */
const copies: string[] = [];
function contentCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), "case-studies-"));
  copies.push(root);
  cpSync(contentDir, path.join(root, "content"), { recursive: true });
  return path.join(root, "content");
}
afterAll(() => copies.forEach((root) => rmSync(root, { recursive: true, force: true })));

// The footer's year is the build's (astro.config.ts defines it).
beforeAll(() => vi.stubGlobal("__BUILD_YEAR__", 2026));

/** A page's markup, its text's entities decoded so that copy is found as written. */
const html = (element: React.ReactElement) =>
  renderToStaticMarkup(element).replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
const seo = { title: "", description: "" };
/** The text of every heading of a level, in order. */
const headings = (markup: string, level: number) =>
  [...markup.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, "g"))].map((match) =>
    match[1]!.replace(/<[^>]+>/g, "").trim(),
  );

function footer(lang: Locale, pages: ReturnType<typeof content.siteContent>["pages"]) {
  const path = pagePath("home", lang);
  return html(<SiteFooter lang={lang} path={path} company={content.company} pages={pages} />);
}

describe("the case studies as the build reads them", () => {
  it("are at least two, each naming services and products that have their files", () => {
    expect(caseStudies.length).toBeGreaterThanOrEqual(2);
    const services = new Set(content.services.map(({ slug }) => slug));
    const products = new Set(content.products.map(({ slug }) => slug));
    for (const study of caseStudies) {
      expect(study.services.length, study.slug).toBeGreaterThan(0);
      for (const slug of study.services) expect(services, study.slug).toContain(slug);
      for (const slug of study.products) expect(products, study.slug).toContain(slug);
      expect(sectors, study.slug).toContain(study.sector);
    }
  });

  it("stop the reading on a service or a product that has no file, naming the case study's file and the field", () => {
    const dir = contentCopy();
    const [study] = caseStudies;
    const file = path.join(dir, "case-studies", `${study!.slug}.yaml`);
    const written = parse(readFileSync(file, "utf8")) as { en: { services: string[]; products: string[] } };
    writeFileSync(file, stringify({ ...written, en: { ...written.en, services: ["cloud-service"] } }));
    expect(() => readContent(readContentFiles(dir))).toThrow(
      `content/case-studies/${study!.slug}.yaml: services names "cloud-service", which has no file in content/services.`,
    );
    writeFileSync(file, stringify({ ...written, en: { ...written.en, products: ["no-such-product"] } }));
    expect(() => readContent(readContentFiles(dir))).toThrow(
      `content/case-studies/${study!.slug}.yaml: products names "no-such-product", which has no file in content/products.`,
    );
  });

  it("refuse a sector that is not one of the list's", () => {
    const dir = contentCopy();
    const [study] = caseStudies;
    const file = path.join(dir, "case-studies", `${study!.slug}.yaml`);
    const written = parse(readFileSync(file, "utf8")) as { en: Record<string, unknown> };
    writeFileSync(file, stringify({ ...written, en: { ...written.en, sector: "tourism" } }));
    expect(() => readContentFiles(dir)).toThrow(/sector/);
  });

  it("have a name for every sector in every language", () => {
    for (const lang of localeCodes) {
      for (const sector of sectors) expect(strings[lang].sectors[sector], `${lang}: ${sector}`).toBeTruthy();
    }
  });
});

describe.each(localeCodes)("the case studies' pages in %s", (lang) => {
  const summaries = caseStudies.map(caseStudySummary(lang));

  it("list them under a heading per sector, in the sectors' order, with a link to each", () => {
    const groups = bySector(summaries);
    const path = pagePath("caseStudies", lang);
    const data = { seo, copy: caseStudiesListCopy[lang], sectors: groups };
    const markup = html(<CaseStudiesListPage lang={lang} path={path} data={data} />);
    const sectorNames = groups.map(({ sector }) => strings[lang].sectors[sector]);
    expect(headings(markup, 2)).toEqual([...sectorNames, caseStudiesListCopy[lang].cta.heading]);
    expect([...groups.map(({ sector }) => sectors.indexOf(sector))]).toEqual(
      groups.map(({ sector }) => sectors.indexOf(sector)).sort((a, b) => a - b),
    );
    // Each case study's card comes after its sector's heading and before the next one's.
    const sections = markup.split("<h2").slice(1);
    for (const [index, { studies }] of groups.entries()) {
      for (const study of studies) {
        expect(sections[index]).toContain(`href="${pagePath("caseStudy", lang, study.slug)}"`);
        expect(sections[index]).toContain(study.title);
      }
    }
    expect(markup).not.toContain("<script");
  });

  it("show a case study with its facts, figures and quote, linking the services and products it used", () => {
    const [study] = caseStudies;
    const data = {
      slug: study!.slug,
      file: study!,
      ...detailShapes.caseStudies(study!, lang, content.lists),
    };
    const path = pagePath("caseStudy", lang, study!.slug);
    const markup = html(<CaseStudyPage lang={lang} path={path} data={data} />);
    const copy = study![lang];
    expect(headings(markup, 1)).toEqual([copy.title]);
    for (const text of [copy.client, copy.country, strings[lang].sectors[study!.sector]]) {
      expect(markup).toContain(`<dd class="case-facts__value">${text}</dd>`);
    }
    for (const { figure, label } of copy.results) {
      expect(markup).toContain(figure);
      expect(markup).toContain(label);
    }
    expect(copy.quote).toBeDefined();
    expect(markup).toMatch(
      /<figure class="case-quote"><blockquote[^>]*><p>[^<]+<\/p><\/blockquote><figcaption/,
    );
    for (const slug of study!.services) expect(markup).toContain(`href="${pagePath("service", lang, slug)}"`);
    for (const slug of study!.products) expect(markup).toContain(`href="${pagePath("product", lang, slug)}"`);
    expect(markup).toContain(`href="${pagePath("caseStudies", lang)}"`);
    expect(markup).not.toContain("<script");
  });

  it("are linked from each service and product they name, and from no other", () => {
    for (const service of content.services) {
      const data = {
        slug: service.slug,
        file: service,
        ...detailShapes.services(service, lang, content.lists),
      };
      const path = pagePath("service", lang, service.slug);
      const markup = html(<ServicePage lang={lang} path={path} data={data} />);
      const naming = caseStudies.filter((study) => study.services.includes(service.slug));
      expect(
        data.caseStudies.map(({ slug }) => slug),
        service.slug,
      ).toEqual(naming.map(({ slug }) => slug));
      for (const study of naming) {
        expect(markup, service.slug).toContain(`href="${pagePath("caseStudy", lang, study.slug)}"`);
      }
      // Nothing when none: no heading, no empty section.
      expect(markup.includes(strings[lang].pages.service.caseStudies), service.slug).toBe(naming.length > 0);
    }
    for (const product of content.products) {
      const data = {
        slug: product.slug,
        file: product,
        ...detailShapes.products(product, lang, content.lists),
      };
      const path = pagePath("product", lang, product.slug);
      const markup = html(<ProductPage lang={lang} path={path} data={data} />);
      const naming = caseStudies.filter((study) => study.products.includes(product.slug));
      for (const study of naming) {
        expect(markup, product.slug).toContain(`href="${pagePath("caseStudy", lang, study.slug)}"`);
      }
      expect(markup.includes(strings[lang].pages.product.caseStudies), product.slug).toBe(naming.length > 0);
    }
  });

  it("are in the footer while there is one", () => {
    const { pages } = content.siteContent(lang);
    expect(pages).toContain("caseStudies");
    expect(footer(lang, pages)).toContain(`href="${pagePath("caseStudies", lang)}"`);
  });
});

describe("with no case study at all", () => {
  const dir = contentCopy();
  rmSync(path.join(dir, "case-studies"), { recursive: true });
  const empty = readContent(readContentFiles(dir));

  it("makes no list page and no case study page", () => {
    expect(empty.catalogue.caseStudies).toEqual([]);
    expect(pagePaths(empty.catalogue).filter((page) => page.startsWith("/case-studies"))).toEqual([]);
    // The list page's copy stays, ready for the first case study.
    expect(empty.single("caseStudiesList").en.intro.title).toBeTruthy();
  });

  it.each(localeCodes)(
    "links to none of them in %s: no footer link, no section on a service's page",
    (lang) => {
      const { pages } = empty.siteContent(lang);
      expect(pages).not.toContain("caseStudies");
      const markup = footer(lang, pages);
      expect(markup).toContain(`href="${pagePath("about", lang)}"`);
      expect(markup).not.toContain(pagePath("caseStudies", lang));
      const [service] = empty.services;
      const data = {
        slug: service!.slug,
        file: service!,
        ...detailShapes.services(service!, lang, empty.lists),
      };
      const servicePage = html(
        <ServicePage lang={lang} path={pagePath("service", lang, service!.slug)} data={data} />,
      );
      expect(servicePage).not.toContain(strings[lang].pages.service.caseStudies);
    },
  );
});

describe("the sample case studies", () => {
  it("are stand-ins, listed by file and title, which a public build refuses", () => {
    const listed = standIns().filter(({ file }) => file.startsWith("content/case-studies/"));
    expect(listed).toEqual(
      caseStudies.map((study) => ({
        file: `content/case-studies/${study.slug}.yaml`,
        field: "en",
        value: study.en.title,
        kind: "flag",
      })),
    );
    expect(caseStudies.every((study) => study.standIn)).toBe(true);
    const verdict = checkStandIns("https://www.rawafed.sa", {}, listed);
    expect(verdict.ok).toBe(false);
    for (const study of caseStudies)
      expect(verdict.message).toContain(`content/case-studies/${study.slug}.yaml`);
  });
});
