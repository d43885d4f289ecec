import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { cmsConfig, type CmsField } from "../admin/config";
import { companyFile, partnersFile } from "./schemas";
import { isReservedDomain, standIns } from "./stand-ins";

const contentDir = path.resolve("content");
const read = (file: string) =>
  parse(readFileSync(path.join(contentDir, file), "utf8")) as Record<string, never>;

/** A copy of content/ to change, as a marketer would. */
const copies: string[] = [];
function contentCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), "stand-ins-"));
  copies.push(root);
  cpSync(contentDir, path.join(root, "content"), { recursive: true });
  return path.join(root, "content");
}
afterAll(() => copies.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe("the stand-ins still in the content", () => {
  const found = standIns();
  const company = companyFile.parse(read("company.yaml"));
  const partners = partnersFile.parse(read("partners.yaml")).partners;

  it("lists each flagged partner, phone, office and social profile by file, field and value", () => {
    const flagged = (file: string) => found.filter((item) => item.file === file && item.kind === "flag");
    expect(flagged("content/partners.yaml")).toEqual(
      partners.flatMap((partner, i) =>
        partner.standIn
          ? [{ file: "content/partners.yaml", field: `partners.${i}`, value: partner.name, kind: "flag" }]
          : [],
      ),
    );
    const facts = flagged("content/company.yaml").map(({ field, value }) => [field, value]);
    for (const [i, phone] of company.phones.entries()) {
      if (phone.standIn) expect(facts).toContainEqual([`phones.${i}`, phone.display]);
    }
    for (const [i, branch] of company.branches.entries()) {
      if (branch.standIn) expect(facts).toContainEqual([`branches.${i}`, branch.address.en]);
    }
    for (const [i, profile] of company.social.entries()) {
      if (profile.standIn) expect(facts).toContainEqual([`social.${i}`, profile.url]);
    }
  });

  it("lists the single company facts ticked under standIns, with their values", () => {
    const ticked = Object.entries(company.standIns ?? {}).filter(([, on]) => on);
    const listed = found.filter((item) => item.file === "content/company.yaml" && !item.field.includes("."));
    expect(listed.map(({ field, value }) => [field, value])).toEqual(
      ticked.map(([fact]) => [fact, String(company[fact as keyof typeof company])]),
    );
  });

  it("lists an address at a reserved domain wherever it is written, once", () => {
    const [, domain = ""] = company.email.split("@");
    if (!isReservedDomain(domain)) return;
    // The terms write the company's e-mail out in their text; the flagged fact is listed once.
    const places = found.filter((item) => item.value === company.email);
    expect(places.filter((item) => item.file === "content/company.yaml")).toHaveLength(1);
    expect(places.filter((item) => item.file.startsWith("content/terms/")).length).toBeGreaterThan(0);
    for (const item of places.filter((place) => place.file.startsWith("content/terms/"))) {
      expect(item).toMatchObject({
        kind: "reserved-address",
        field: expect.stringMatching(/^body, line \d+$/),
      });
      const line = Number(item.field.split(" ").at(-1));
      expect(readFileSync(path.resolve(item.file), "utf8").split("\n")[line - 1]).toContain(company.email);
    }
  });

  it("lists the sections to confirm of the terms and the privacy notice, each naming a heading of its file", () => {
    const sections = found.filter((item) => item.kind === "to-confirm");
    for (const item of sections) {
      const heading = item.field.replace(/^toConfirm: /, "");
      expect(readFileSync(path.resolve(item.file), "utf8")).toContain(`\n## ${heading}\n`);
      expect(item.value).not.toMatch(/no "## /);
    }
    for (const folder of ["terms", "privacy"]) {
      const perFile = (lang: string) =>
        sections.filter((item) => item.file === `content/${folder}/${lang}.md`).length;
      expect(perFile("en"), folder).toBeGreaterThan(0);
      expect(perFile("ar"), folder).toBe(perFile("en"));
    }
  });
});

describe("the list, as the content changes", () => {
  it("drops a fact once it is unticked, and is empty when nothing is a stand-in", () => {
    const dir = contentCopy();
    const partnersPath = path.join(dir, "partners.yaml");
    const file = parse(readFileSync(partnersPath, "utf8")) as { partners: Array<{ standIn?: boolean }> };
    file.partners[0]!.standIn = false;
    writeFileSync(partnersPath, stringify(file));
    const partnerFlags = standIns(dir).filter((item) => item.file === "content/partners.yaml");
    expect(partnerFlags.map(({ field }) => field)).not.toContain("partners.0");

    // Every flag off, no address at a reserved domain, nothing left to confirm.
    const clean = contentCopy();
    const unflag = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(unflag);
      if (node && typeof node === "object") {
        return Object.fromEntries(
          Object.entries(node).map(([key, value]) =>
            key === "standIn" ? [key, false] : key === "standIns" ? [key, {}] : [key, unflag(value)],
          ),
        );
      }
      return typeof node === "string" ? node.replaceAll("rawafed.example", "rawafed.ae") : node;
    };
    // The sample case studies are stand-ins as a whole; their flags come off too.
    const caseStudies = readdirSync(path.join(clean, "case-studies")).map((file) => `case-studies/${file}`);
    for (const name of ["company.yaml", "partners.yaml", ...caseStudies]) {
      const target = path.join(clean, name);
      writeFileSync(target, stringify(unflag(parse(readFileSync(target, "utf8")))));
    }
    for (const file of ["terms/en.md", "terms/ar.md", "privacy/en.md", "privacy/ar.md"]) {
      const target = path.join(clean, file);
      const text = readFileSync(target, "utf8")
        .replace(/^toConfirm:\n(?: {2}[^\n]*\n)+/m, "")
        .replaceAll("rawafed.example", "rawafed.ae");
      writeFileSync(target, text);
    }
    expect(standIns(clean)).toEqual([]);
  });

  it("finds a reserved address in any copy, and a section to confirm whose heading is gone", () => {
    const dir = contentCopy();
    const home = path.join(dir, "pages/home.yaml");
    const file = parse(readFileSync(home, "utf8")) as { ar: { cta: { body: string } } };
    file.ar.cta.body += " راسلنا على sales@rawafed.example أو زُر https://www.example.com/offer";
    writeFileSync(home, stringify(file));
    expect(standIns(dir).filter((item) => item.file === "content/pages/home.yaml")).toEqual([
      {
        file: "content/pages/home.yaml",
        field: "ar.cta.body",
        value: "sales@rawafed.example",
        kind: "reserved-address",
      },
      {
        file: "content/pages/home.yaml",
        field: "ar.cta.body",
        value: "https://www.example.com",
        kind: "reserved-address",
      },
    ]);

    const terms = path.join(dir, "terms/en.md");
    writeFileSync(terms, readFileSync(terms, "utf8").replace("## Liability\n", "## Our liability\n"));
    expect(standIns(dir).find((item) => item.field === "toConfirm: Liability")?.value).toMatch(
      /no "## Liability" heading in the file/,
    );
  });

  it("tells a reserved domain from a real one", () => {
    for (const domain of ["rawafed.example", "example.com", "mail.example.org", "site.test", "x.invalid"]) {
      expect(isReservedDomain(domain), domain).toBe(true);
    }
    for (const domain of ["rawafed.ae", "example.ae", "examples.com", "test.company.com", "company.sa"]) {
      expect(isReservedDomain(domain), domain).toBe(false);
    }
  });
});

describe("the stand-in flag in the editor", () => {
  it("is a tick box, unticked by default, on each partner and on the company's facts", () => {
    const config = cmsConfig({
      backend: { name: "gitlab" },
      localBackendUrl: "http://127.0.0.1:8081",
      siteUrl: "",
    });
    const company = config.collections.find(({ name }) => name === "company") as unknown as {
      files: Array<{ name: string; fields: CmsField[] }>;
    };
    const fields = (file: string) => company.files.find(({ name }) => name === file)!.fields;
    const field = (list: CmsField[] | undefined, name: string) => list?.find((item) => item.name === name);
    const box = {
      widget: "boolean",
      default: false,
      required: false,
      hint: expect.stringMatching(/stand-in/),
    };
    expect(field(field(fields("partners"), "partners")!.fields, "standIn")).toMatchObject(box);
    for (const list of ["phones", "branches", "social"]) {
      expect(field(field(fields("company"), list)!.fields, "standIn"), list).toMatchObject(box);
    }
    const facts = field(fields("company"), "standIns")!;
    expect(facts.fields!.map(({ name }) => name)).toEqual([
      "legalName",
      "foundingYear",
      "clientCount",
      "teamSize",
      "email",
    ]);
    expect(field(facts.fields, "email")).toMatchObject(box);
  });
});
