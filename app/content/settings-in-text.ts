/**
 * The settings a Markdown document names in its text, written in when its page is built: the
 * privacy notice writes `{{retentionDays}}` where the server's LEADS_RETENTION_DAYS belongs, and the
 * page says "30 days" (or what the variable says at build time), so that the notice says what the
 * server does and no number is typed twice. The build records the two retention periods in
 * build-info.json, and a server set otherwise warns that the notice needs a new build
 * (server/main.ts; docs/configuration.md). Each is a number of days, written with the words and
 * the plural form its language gives that number (`pages.terms.days` in the translation files,
 * app/i18n/plural.ts).
 */
import { RECEIPT_TTL_DAYS } from "../contact/receipt";
import type { Locale } from "../i18n/locales";
import { plural } from "../i18n/plural";
import { serverT } from "../i18n/t.server";
import { retentionSettings } from "../settings";

/** What a document may name, each `{{name}}` a number of days. */
export interface DocumentSettings {
  /** LEADS_RETENTION_DAYS: a delivered message's personal values are erased this many days after its delivery. */
  retentionDays: number;
  /** LEADS_HELD_RETENTION_DAYS: those of a held or undelivered message, this many days after its last change. */
  heldRetentionDays: number;
  /** How long the link in the confirmation email works (RECEIPT_TTL_DAYS). */
  receiptDays: number;
}

/** The settings as this build reads them (a bad retention value stops it, naming the variable). */
export function documentSettings(env: NodeJS.ProcessEnv = process.env): DocumentSettings {
  return { ...retentionSettings(env), receiptDays: RECEIPT_TTL_DAYS };
}

/** A name in double braces, as the content's facts are written (`{{retentionDays}}`); Markdown keeps them. */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * `text` with each `{{name}}` of `settings` written out in `lang` (`{{retentionDays}}`: "30 days",
 * «30 يومًا»), escaped for HTML when `text` is a document's HTML. A name in double braces that is
 * no setting stops the build, naming `file`: misspelt, it would reach the page as it is written.
 */
export function fillSettings(
  text: string,
  lang: Locale,
  settings: DocumentSettings,
  file: string,
  into: "html" | "text" = "html",
): string {
  const t = serverT(lang);
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    if (!Object.hasOwn(settings, name)) {
      const known = Object.keys(settings).map((key) => `{{${key}}}`);
      throw new Error(
        `${file}: "{{${name}}}" is not a setting a document can name; use one of ${known.join(", ")}.`,
      );
    }
    const days = plural(t, lang, "pages.terms.days", settings[name as keyof DocumentSettings]);
    return into === "html" ? escapeHtml(days) : days;
  });
}
