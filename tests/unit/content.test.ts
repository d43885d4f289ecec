import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify, stripVTControlCharacters } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { withFacts } from "../../app/content/facts";
import { createT } from "../../app/i18n/i18n";
import type { Locale } from "../../app/i18n/locales";
import { strings } from "../../app/i18n/strings";
import {
  contactFile,
  productFile,
  serviceFile,
  type ProductFile as ProductRead,
  type ServiceFile as ServiceRead,
} from "../../app/content/schemas";
import { company, contentDir, partners, products, services, terms } from "../support/content";

/**
 * The content files (content/) and their checks (app/content/schemas.ts): what a marketer's
 * mistake looks like to the build. The last test runs Astro itself on a copy of the content with
 * a mistake in it, as `npm run build` would.
 */
const serviceFileText = readFileSync(path.join(contentDir, "services/testing-qa.yaml"), "utf8");
/** A service file as written: the shared facts under `en:` (what the editor at /admin writes). */
type Written<Read extends { en: object; ar: object }> = {
  en: Read["en"] & Omit<Read, "en" | "ar">;
  ar: Read["ar"];
};
type ServiceFile = Written<ServiceRead>;
type ProductFile = Written<ProductRead>;
const aService = () => parse(serviceFileText) as ServiceFile;

/** The fields a file's check complains about, as "path: message". */
function complaints(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("the content files", () => {
  it("are all valid, one per service and per product, each with its own order", () => {
    expect(services.length).toBeGreaterThanOrEqual(9);
    expect(products.length).toBeGreaterThanOrEqual(7);
    for (const list of [services, products]) {
      expect(new Set(list.map((item) => item.order)).size).toBe(list.length);
    }
    expect(terms("en").headings.length).toBe(terms("ar").headings.length);
    expect(new Set(partners.map((partner) => partner.logo)).size).toBe(partners.length);
  });

  it("refuse a field that is missing or empty, naming it", () => {
    const file = aService();
    delete (file.en as Partial<ServiceFile["en"]>).tagline;
    file.ar.cta.body = "  ";
    expect(complaints(serviceFile.safeParse(file))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^en\.tagline: /), "ar.cta.body: must not be empty"]),
    );
  });

  it("refuse a misspelt field name instead of ignoring it", () => {
    const file = aService();
    (file.en as Record<string, unknown>).titel = file.en.title;
    expect(complaints(serviceFile.safeParse(file))).toEqual(['en: Unrecognized key: "titel"']);
  });

  it("refuse a field filled in one language only, naming the language that lacks it", () => {
    const file = aService();
    delete file.ar.sections[1].bullets;
    file.en.sections[0].imageAlt = "";
    expect(complaints(serviceFile.safeParse(file))).toEqual([
      'en.sections.0.imageAlt: is missing or empty in "en" but filled in "ar"',
      'ar.sections.1.bullets: is missing or empty in "ar" but filled in "en"',
    ]);
    // Both empty is a choice (a decorative picture), not a gap.
    const decorative = aService();
    decorative.en.sections[0].imageAlt = "";
    decorative.ar.sections[0].imageAlt = "";
    expect(serviceFile.safeParse(decorative).success).toBe(true);
  });

  it("let a translation say a thing in fewer bullets, but not drop a section", () => {
    const fewer = aService();
    fewer.ar.sections[2].bullets!.pop();
    expect(serviceFile.safeParse(fewer).success).toBe(true);
    const dropped = aService();
    (dropped.ar.sections as unknown[]).pop();
    expect(complaints(serviceFile.safeParse(dropped)).join("\n")).toMatch(/^ar\.sections/m);
  });

  it("check the facts that are not copy: the order, the icon and the picture's path", () => {
    const file = aService();
    file.en.order = 0;
    file.en.icon = "<svg>";
    file.en.illustration = "illustrations/x.svg";
    expect(complaints(serviceFile.safeParse(file)).map((line) => line.split(":")[0])).toEqual(
      expect.arrayContaining(["en.order", "en.icon", "en.illustration"]),
    );
    const product = parse(readFileSync(path.join(contentDir, "products/imploy.yaml"), "utf8")) as ProductFile;
    delete (product.ar as Partial<ProductFile["ar"]>).name;
    expect(complaints(productFile.safeParse(product))[0]).toMatch(/^ar\.name: /);
  });

  it("keep the shared facts once, under en:, and read them beside the languages", () => {
    const parsed = serviceFile.parse(aService());
    expect(parsed.order).toBe(aService().en.order);
    expect(parsed.en).not.toHaveProperty("order");
    // Under ar: a shared fact is a misplaced key, not a second value.
    const twice = aService();
    (twice.ar as Record<string, unknown>).order = 3;
    expect(complaints(serviceFile.safeParse(twice))).toEqual(['ar: Unrecognized key: "order"']);
  });

  it("take an office's hours as 24-hour times, the same in every language", () => {
    const contact = () => parse(readFileSync(path.join(contentDir, "pages/contact.yaml"), "utf8"));
    const typo = contact();
    typo.en.hours.rows[0].opens = "9:00";
    expect(complaints(contactFile.safeParse(typo))).toEqual([
      "en.hours.rows.0.opens: must be a time on the 24-hour clock, such as 09:00 or 18:30",
    ]);
    const apart = contact();
    apart.ar.hours.rows[1].closes = "17:00";
    expect(complaints(contactFile.safeParse(apart))).toEqual([
      `ar.hours.rows.1.closes: is 17:00 in "ar" but ${apart.en.hours.rows[1].closes} in "en"`,
    ]);
  });

  it("put the company's facts into the copy, and stop on a name that is not a fact", () => {
    const fill = (copy: unknown, lang: Locale, facts = company) =>
      withFacts(copy, facts, "content/pages/home.yaml", lang, createT(strings[lang]));
    expect(fill(["Since {{foundingYear}}"], "en")).toEqual([`Since ${company.foundingYear}`]);
    // A counted fact comes with its words, in the form the language gives that number.
    const counts = { ...company, teamSize: 80, clientCount: 2 };
    expect(fill(["more than {{people}} for over {{clients}}"], "en", counts)).toEqual([
      "more than 80 people for over 2 active clients",
    ]);
    expect(fill(["أكثر من {{people}} يخدمون ما يزيد على {{clients}}"], "ar", counts)).toEqual([
      "أكثر من 80 موظفًا يخدمون ما يزيد على عميلَين نشطَين",
    ]);
    expect(() => fill(["{{founded}}"], "en")).toThrow(
      /content\/pages\/home\.yaml: "\{\{founded\}\}" is not a fact/,
    );
  });
});

describe("the build, given a content file with a mistake", () => {
  const root = mkdtempSync(path.join(tmpdir(), "content-check-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("stops, and names the file and the field", { timeout: 60_000 }, async () => {
    // A project that is this one but for its content: the code linked, the content copied.
    for (const entry of [
      "app",
      "public",
      "node_modules",
      "astro.config.ts",
      "tsconfig.json",
      "package.json",
    ]) {
      symlinkSync(path.resolve(entry), path.join(root, entry));
    }
    cpSync(contentDir, path.join(root, "content"), { recursive: true });
    const file = aService();
    file.ar.title = "";
    writeFileSync(path.join(root, "content/services/testing-qa.yaml"), stringify(file));

    const astro = path.resolve("node_modules/astro/bin/astro.mjs");
    const failure = await promisify(execFile)(process.execPath, [astro, "sync", "--root", root], {
      env: { ...process.env, NO_COLOR: "1" },
    }).then(
      () => undefined,
      (error: { stdout: string; stderr: string }) => stripVTControlCharacters(error.stdout + error.stderr),
    );
    expect(failure, "astro sync accepted an empty Arabic title").toBeDefined();
    expect(failure).toContain("services → testing-qa data does not match collection schema");
    expect(failure).toContain("ar.title: must not be empty");
    expect(failure).toContain(path.join(root, "content/services/testing-qa.yaml"));
  });
});
