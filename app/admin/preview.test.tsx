import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  caseStudies,
  company,
  contentDir,
  featured,
  madePages,
  partners,
  products,
  services,
} from "../../tests/support/content";
import { defaultLocale, localeCodes, type Locale } from "../i18n/locales";
import { collections } from "./config";
import { previewDraws, type PreviewSite, type Scope } from "./preview";

/**
 * The editor's preview templates drawn with the real content files as Decap holds them: the
 * default language's pane with the facts every language shares, another language's pane with its
 * copy alone (the shared facts then come from /admin/site.json, here the same files).
 */
const site: PreviewSite = { services, products, caseStudies, company, partners, featured, pages: madePages };

const raw = (file: string) =>
  parse(readFileSync(path.join(contentDir, file), "utf8")) as Record<string, unknown>;

/** What Decap's preview gets for one pane of a file written in every language. */
const pane = (file: string, lang: Locale) => raw(file)[lang] as Record<string, unknown>;

function draw(name: string, scope: Scope) {
  const drawn = previewDraws[name]!(scope);
  return { path: drawn.path, html: renderToStaticMarkup(<>{drawn.page}</>) };
}

const h1 = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<span class="visually-hidden">[\s\S]*?<\/span>/, "")
    .replace(/<[^>]+>/g, "")
    .trim();

describe("the editor's preview", () => {
  it("has a template for every entry, under a name no other entry has", () => {
    const names = collections().flatMap((collection) =>
      "files" in collection ? collection.files.map(({ name }) => name) : [collection.name],
    );
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(previewDraws).sort()).toEqual([...names].sort());
  });

  describe.each(localeCodes)("in the %s pane", (lang) => {
    it("draws a service's and a product's page from the draft, the shared picture included", () => {
      const service = draw("services", {
        lang,
        data: pane("services/cloud-services.yaml", lang),
        slug: "cloud-services",
        site,
      });
      const file = services.find(({ slug }) => slug === "cloud-services")!;
      expect(service.path).toBe(
        lang === defaultLocale ? "/services/cloud-services" : `/${lang}/services/cloud-services`,
      );
      expect(h1(service.html)).toBe(file[lang].title);
      // The first section's picture, one of ours, is written into the page as markup (no request).
      const svg = readFileSync(path.join("public", file.illustration), "utf8").trim();
      expect(service.html).toContain(`<span class="first-screen-picture" role="img" aria-label="`);
      expect(service.html).toContain(svg);
      expect(service.html).toContain(file[lang].sections[2].heading);

      const product = draw("products", {
        lang,
        data: pane("products/imploy.yaml", lang),
        slug: "imploy",
        site,
      });
      expect(h1(product.html)).toBe(products.find(({ slug }) => slug === "imploy")![lang].title);
    });

    it("shows a change before it is saved", () => {
      const data = { ...pane("services/cloud-services.yaml", lang), title: "Draft headline" };
      expect(h1(draw("services", { lang, data, slug: "cloud-services", site }).html)).toBe("Draft headline");
    });

    it("draws a new service, not yet saved, from the draft alone", () => {
      const data = { ...pane("services/data-analytics.yaml", lang), title: "Cybersecurity" };
      const drawn = draw("services", { lang, data, slug: undefined, site });
      expect(h1(drawn.html)).toBe("Cybersecurity");
      expect(drawn.path).toMatch(/\/services\/new$/);
    });

    it("draws every page's own file, with the company's facts put in", () => {
      for (const [name, file] of [
        ["home", "pages/home.yaml"],
        ["about", "pages/about.yaml"],
        ["contact", "pages/contact.yaml"],
        ["servicesList", "pages/services.yaml"],
        ["productsList", "pages/products.yaml"],
        ["caseStudiesList", "pages/case-studies.yaml"],
      ] as const) {
        const { html } = draw(name, { lang, data: pane(file, lang), slug: name, site });
        expect(h1(html), name).toBeTruthy();
        expect(html, name).not.toMatch(/\{\{\s*\w+\s*\}\}/);
      }
      const home = draw("home", { lang, data: pane("pages/home.yaml", lang), slug: "home", site }).html;
      const [firstFeatured] = featured.services;
      expect(home).toContain(services.find(({ slug }) => slug === firstFeatured)![lang].title);
      const contact = draw("contact", {
        lang,
        data: pane("pages/contact.yaml", lang),
        slug: "contact",
        site,
      });
      // The real form, inert: nothing is sent from a preview.
      expect(contact.html).toMatch(/<div inert="">[\s\S]*<form/);
    });

    it("draws a case study from the draft, linking the services it names, whose pages link back", () => {
      const [study] = caseStudies;
      const file = `case-studies/${study!.slug}.yaml`;
      const drawn = draw("caseStudies", { lang, data: pane(file, lang), slug: study!.slug, site });
      expect(h1(drawn.html)).toBe(study![lang].title);
      expect(drawn.html).toContain("<blockquote");
      const [serviceSlug] = study!.services;
      const servicePath =
        lang === defaultLocale ? `/services/${serviceSlug}` : `/${lang}/services/${serviceSlug}`;
      expect(drawn.html).toContain(`href="${servicePath}"`);
      const service = draw("services", {
        lang,
        data: pane(`services/${serviceSlug}.yaml`, lang),
        slug: serviceSlug,
        site,
      });
      expect(service.html).toContain(`href="${drawn.path}"`);
      // A service the draft names that has no file says so (the preview shows why it cannot draw).
      const misnamed = { ...study!, services: ["no-such-service"] };
      const broken = () =>
        draw("caseStudies", {
          lang,
          // The shared facts are the draft's in the default language's pane, the saved file's in the others.
          data:
            lang === defaultLocale ? { ...pane(file, lang), services: misnamed.services } : pane(file, lang),
          slug: study!.slug,
          site: { ...site, caseStudies: [misnamed, ...caseStudies.slice(1)] },
        });
      expect(broken).toThrow(/"no-such-service", which has no file there/);
    });

    it("links the terms to their built page", () => {
      const { html } = draw(`terms-${lang}`, { lang, data: {}, slug: `terms-${lang}`, site });
      const page = lang === defaultLocale ? "/terms-and-conditions" : `/${lang}/terms-and-conditions`;
      expect(html).toContain(`href="${page}"`);
    });

    it("links the privacy notice to its built page", () => {
      const { html } = draw(`privacy-${lang}`, { lang, data: {}, slug: `privacy-${lang}`, site });
      expect(html).toContain(`href="${lang === defaultLocale ? "/privacy" : `/${lang}/privacy`}"`);
    });
  });

  it("draws the partners' logos from the draft", () => {
    const data = raw("partners.yaml");
    const { html } = draw("partners", { lang: "en", data, slug: "partners", site });
    expect(html.match(/<img /g)).toHaveLength(partners.length);
  });
});
