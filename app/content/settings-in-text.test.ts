import { describe, expect, it } from "vitest";
import { localeCodes } from "../i18n/locales";
import { DEFAULT_HELD_RETENTION_DAYS, DEFAULT_RETENTION_DAYS } from "../settings";
import { privacy } from "../../tests/support/content";
import { documentSettings, fillSettings, type DocumentSettings } from "./settings-in-text";

/** Not the defaults (30 and 90), so that a number typed into a notice would show. */
const settings: DocumentSettings = { retentionDays: 7, heldRetentionDays: 2, receiptDays: 11 };
const text =
  "erased {{retentionDays}} after delivery, {{heldRetentionDays}} after a hold; the link works {{receiptDays}}";

describe("the settings a document names, written in", () => {
  it("in English, each number with its plural form", () => {
    expect(fillSettings(text, "en", settings, "content/privacy/en.md")).toBe(
      "erased 7 days after delivery, 2 days after a hold; the link works 11 days",
    );
    expect(fillSettings("{{retentionDays}}", "en", { ...settings, retentionDays: 1 }, "f")).toBe("1 day");
  });

  it("in Arabic, each number with the form Arabic gives it (after بعد, مدة, خلال)", () => {
    expect(fillSettings(text, "ar", settings, "content/privacy/ar.md")).toBe(
      "erased 7 أيام after delivery, يومين after a hold; the link works 11 يومًا",
    );
    const ar = (days: number) =>
      fillSettings("{{retentionDays}}", "ar", { ...settings, retentionDays: days }, "f");
    expect([0, 1, 2, 3, 10, 11, 30, 99, 100, 101].map(ar)).toEqual([
      "0 يوم",
      "يوم واحد",
      "يومين",
      "3 أيام",
      "10 أيام",
      "11 يومًا",
      "30 يومًا",
      "99 يومًا",
      "100 يوم",
      "101 يوم",
    ]);
  });

  it("stops at a word in braces that names no setting, naming the file", () => {
    expect(() => fillSettings("kept {{retentionDay}}", "en", settings, "content/privacy/en.md")).toThrow(
      /content\/privacy\/en\.md: "\{\{retentionDay\}\}" is not a setting/,
    );
  });

  it("escapes what it writes into HTML, not into plain text", () => {
    const t = "<p>{{retentionDays}}</p>";
    expect(fillSettings(t, "en", settings, "f")).toBe("<p>7 days</p>");
    expect(fillSettings("{{retentionDays}}", "en", settings, "f", "text")).toBe("7 days");
  });

  it.each(localeCodes)("the privacy notice in %s states the configured periods", (lang) => {
    const { body } = privacy(lang);
    for (const name of ["{{retentionDays}}", "{{heldRetentionDays}}", "{{receiptDays}}"])
      expect(body, `content/privacy/${lang}.md names ${name}`).toContain(name);
    const filled = fillSettings(body, lang, settings, `content/privacy/${lang}.md`, "text");
    expect(filled).not.toMatch(/\{\{/);
    for (const name of ["retentionDays", "heldRetentionDays", "receiptDays"] as const)
      expect(filled).toContain(fillSettings(`{{${name}}}`, lang, settings, "", "text"));
  });
});

describe("the settings as the build reads them", () => {
  it("are the server's defaults when unset or empty, and the variables' values when set", () => {
    expect(documentSettings({})).toMatchObject({
      retentionDays: DEFAULT_RETENTION_DAYS,
      heldRetentionDays: DEFAULT_HELD_RETENTION_DAYS,
    });
    expect(documentSettings({ LEADS_RETENTION_DAYS: "", LEADS_HELD_RETENTION_DAYS: "0" })).toMatchObject({
      retentionDays: DEFAULT_RETENTION_DAYS,
      heldRetentionDays: 0,
    });
    expect(documentSettings({ LEADS_RETENTION_DAYS: "14" }).retentionDays).toBe(14);
  });

  it("stop the build at a value that is no whole number of days, naming the variable", () => {
    expect(() => documentSettings({ LEADS_RETENTION_DAYS: "thirty" })).toThrow(
      'LEADS_RETENTION_DAYS must be a whole number of at least 0, got "thirty"',
    );
    expect(() => documentSettings({ LEADS_HELD_RETENTION_DAYS: "-1" })).toThrow(/LEADS_HELD_RETENTION_DAYS/);
    expect(() => documentSettings({ LEADS_HELD_RETENTION_DAYS: "1.5" })).toThrow(/LEADS_HELD_RETENTION_DAYS/);
  });
});
