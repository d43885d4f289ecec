import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readContent, readContentFiles } from "../../app/content/read";
import { localeCodes, locales, type Locale } from "../../app/i18n/locales";
import { strings } from "../../app/i18n/strings";
import { companyForMail, mailCompany, writeBuildInfo } from "../site/build-info";
import { renderConfirmation, type ConfirmationFacts, type MailCompany } from "./confirmation";

const company: MailCompany = {
  email: "hello@rawafed.example",
  phones: [
    { label: { en: "Sales", ar: "المبيعات" }, display: "+971 4 234 5678", e164: "+97142345678" },
    { label: { en: "Support", ar: "الدعم الفني" }, display: "+966 11 234 5678", e164: "+966112345678" },
  ],
};

/** A signed link's shape: its `&` must reach the href escaped, and come back whole. */
const receiptUrl = "https://www.rawafed.example/receipt?t=eyJpZCI6NDJ9.c2lnbmF0dXJl_-x&lang=1";
const expiresAt = Date.UTC(2026, 10, 14, 9, 30);
/** The day the link stops working, as each language's mail writes it (Western digits in both). */
const expiryShown: Record<Locale, string> = { en: "November 14, 2026", ar: "14 نوفمبر 2026" };

const facts = (lang: Locale): ConfirmationFacts => ({
  lang,
  reference: "K7Q2M-9XD4A",
  receiptUrl,
  receiptExpiresAt: expiresAt,
  company,
  siteUrl: "https://www.rawafed.example",
});

const arabicLetter = /[\u0621-\u064A]/;
const sideOf = (lang: Locale) => (locales[lang].dir === "rtl" ? "right" : "left");

describe.each(localeCodes)("the confirmation mail in %s", (lang) => {
  const { dir, script } = locales[lang];
  const mail = renderConfirmation(facts(lang));
  const { document } = new JSDOM(mail.html).window;
  const copy = strings[lang].mail.confirmation;

  it("is a document in the language and its direction, repeated where clients drop the html element's", () => {
    expect(mail.html.startsWith(`<!doctype html><html lang="${lang}" dir="${dir}">`)).toBe(true);
    expect(document.body.getAttribute("dir")).toBe(dir);
    const tables = [...document.querySelectorAll("table")];
    expect(tables.length).toBeGreaterThan(2);
    for (const table of tables) expect(table.getAttribute("dir"), table.outerHTML.slice(0, 80)).toBe(dir);
    const wrapper = document.body.querySelector(":scope > table")!;
    expect(wrapper.getAttribute("lang")).toBe(lang);
    // Every block of text says its direction and aligns to the side it starts from.
    for (const block of document.querySelectorAll("p, h1, h2")) {
      expect(block.getAttribute("dir"), block.textContent!).toMatch(/^(?:ltr|rtl)$/);
      expect(block.getAttribute("style"), block.textContent!).toContain(`text-align:${sideOf(lang)}`);
    }
    for (const block of document.querySelectorAll("h1, h2")) expect(block.getAttribute("dir")).toBe(dir);
  });

  it("is set in fonts made for its script, with room between the lines", () => {
    const style = document.querySelector("h1")!.nextElementSibling!.getAttribute("style")!;
    const leading = Number(/line-height:([\d.]+)/.exec(style)![1]);
    if (script === "arabic") {
      expect(style).toContain('font-family:Tahoma, "Segoe UI", "Noto Sans Arabic"');
      expect(leading).toBeGreaterThanOrEqual(1.8);
    } else {
      expect(style).not.toContain("Arabic");
      expect(leading).toBeGreaterThanOrEqual(1.5);
    }
  });

  it("says its words in the language, from the translation files", () => {
    expect(mail.subject).toBe(copy.subject.replace("{{reference}}", "K7Q2M-9XD4A"));
    expect(document.querySelector("h1")!.textContent).toBe(copy.heading);
    expect(document.title).toBe(mail.subject);
    for (const text of [mail.subject, copy.heading, copy.next.body, copy.automatic])
      expect(arabicLetter.test(text), text).toBe(script === "arabic");
    const said = document.body.textContent!;
    for (const text of [copy.received, copy.next.body, copy.receipt.body, copy.reach.body])
      expect(said).toContain(text);
  });

  it("gives the reference apart, left to right, in its subject, its HTML and its text", () => {
    expect(mail.subject).toContain("K7Q2M-9XD4A");
    const reference = [...document.querySelectorAll("span")].find((s) => s.textContent === "K7Q2M-9XD4A")!;
    expect(reference.getAttribute("dir")).toBe("ltr");
    expect(reference.getAttribute("style")).toMatch(/monospace.*letter-spacing/);
    // In right-to-left text the reference and the numbers are isolated, else only plain.
    const isolated = (run: string) => (dir === "rtl" ? `\u2066${run}\u2069` : run);
    expect(mail.text).toContain(`${copy.reference.label}: ${isolated("K7Q2M-9XD4A")}`);
    for (const phone of company.phones)
      expect(mail.text).toContain(`${phone.label[lang]}: ${isolated(phone.display)}`);
  });

  it("links to the receipt, as a button and written out, and says until when in the language", () => {
    expect(mail.html).toContain(`href="${receiptUrl.replaceAll("&", "&amp;")}"`);
    const links = [...document.querySelectorAll("a")].filter((a) => a.getAttribute("href") === receiptUrl);
    expect(links.map((a) => a.textContent)).toEqual([copy.receipt.button, receiptUrl]);
    expect(mail.text).toContain(`\n${receiptUrl}\n`);
    expect(document.body.textContent).toContain(expiryShown[lang]);
    expect(mail.text).toContain(copy.receipt.expires.replace("{{date}}", expiryShown[lang]));
  });

  it("gives each phone number with its label as a tel: link read left to right, and the address", () => {
    for (const phone of company.phones) {
      const link = document.querySelector(`a[href="tel:${phone.e164}"]`)!;
      expect(link.textContent).toBe(phone.display);
      expect(link.getAttribute("dir")).toBe("ltr");
      expect(link.closest("tr")!.textContent).toContain(phone.label[lang]);
    }
    expect(document.querySelector(`a[href="mailto:${company.email}"]`)!.textContent).toBe(company.email);
    expect(mail.text).toContain(company.email);
  });

  it("closes saying why it came, naming the site's host", () => {
    const closing = copy.automatic.replace("{{site}}", "www.rawafed.example");
    expect(document.body.textContent).toContain(closing);
    expect(mail.text.trimEnd().endsWith(closing)).toBe(true);
    expect(document.querySelector('a[href="https://www.rawafed.example"]')!.textContent).toBe(
      "www.rawafed.example",
    );
  });

  it("loads nothing and runs nothing: no script, picture, style sheet or font from elsewhere", () => {
    for (const needle of ["<script", "src=", "<link", "<img", "url(", "@import", "<style", "javascript:"])
      expect(mail.html.toLowerCase()).not.toContain(needle);
    for (const a of document.querySelectorAll("a"))
      expect(a.getAttribute("href")).toMatch(/^(?:https:\/\/|tel:\+|mailto:)/);
  });

  it("has a plain text of readable lines, no markup", () => {
    expect(mail.text).not.toMatch(/<\/?[a-z!][^>]*>/i);
    expect(mail.text).not.toMatch(/&(?:amp|quot|lt|gt|#x?[0-9a-f]+);/i);
    expect(mail.text.startsWith(`${copy.heading}\n`)).toBe(true);
  });
});

describe("what the visitor typed", () => {
  it("cannot reach the mail: the mail takes none of it, and leaves out what it is given", () => {
    const visitor = {
      name: "Mallory <b>urgent</b>",
      message: "Your account is locked: https://evil.example",
    };
    // @ts-expect-error the mail's facts have no place for anything the visitor typed
    const typed: ConfirmationFacts = { ...facts(localeCodes[0]!), ...visitor, fullName: visitor.name };
    for (const lang of localeCodes) {
      const mail = renderConfirmation({ ...typed, lang });
      for (const part of [mail.subject, mail.html, mail.text])
        for (const text of ["Mallory", "urgent", "evil.example", "locked"]) expect(part).not.toContain(text);
    }
  });

  it("refuses a receipt link that is not an http(s) URL", () => {
    expect(() =>
      renderConfirmation({ ...facts(localeCodes[0]!), receiptUrl: "javascript:alert(1)" }),
    ).toThrow(/not an http\(s\) URL/);
    expect(() => renderConfirmation({ ...facts(localeCodes[0]!), receiptUrl: "/receipt?t=x" })).toThrow();
  });
});

describe("the company's facts the build writes for the mail", () => {
  const dirs: string[] = [];
  const tempBuild = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "mail-build-info-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("are content/company.yaml's e-mail address and phones, and nothing else of it", () => {
    const { company: read } = readContent(readContentFiles(path.resolve("content")));
    const yaml = parse(readFileSync(path.resolve("content/company.yaml"), "utf8")) as {
      email: string;
      phones: Array<{ label: Record<Locale, string>; display: string; e164: string; standIn?: boolean }>;
    };
    expect(companyForMail(read)).toEqual({
      email: yaml.email,
      phones: yaml.phones.map(({ label, display, e164 }) => ({ label, display, e164 })),
    });
  });

  it("are read back from build-info.json by the server, with a label in every language", () => {
    const dir = tempBuild();
    const info = { siteUrl: "https://www.rawafed.example", builtAt: new Date(0).toISOString() };
    writeBuildInfo(dir, { ...info, mail: { company } });
    expect(mailCompany(dir, localeCodes)).toEqual(company);

    writeBuildInfo(dir, info);
    expect(mailCompany(dir, localeCodes), "a build from before the mail").toBeUndefined();
    expect(mailCompany(tempBuild() + "-none", localeCodes), "no build").toBeUndefined();

    const [first, ...others] = company.phones;
    const { [localeCodes.at(-1)!]: _dropped, ...label } = first!.label;
    writeBuildInfo(dir, {
      ...info,
      mail: { company: { ...company, phones: [{ ...first!, label }, ...others] } },
    });
    expect(() => mailCompany(dir, localeCodes)).toThrow(
      new RegExp(`${first!.display.replaceAll("+", "\\+")} has no label in ${localeCodes.at(-1)}`),
    );
  });
});
