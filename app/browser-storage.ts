/**
 * Everything the site keeps in a visitor's browser, cookies and storage alike: one table, which the
 * privacy notice follows (content/privacy/<lang>.md, "Cookies and browser storage": each name with
 * its purpose and lifetime). tests/unit/privacy-cookies.test.ts reads the code for every cookie and
 * storage key it sets, and fails on one this table does not hold, or one the notice does not name.
 * A new cookie is a row here and a line in both notices.
 */
import { ATTRIBUTION_COOKIE, CONFIRM_COOKIE } from "./contact/contract";
import { RECEIPT_COOKIE } from "./contact/receipt";
import { LANG_COOKIE, LANG_STORAGE_KEY } from "./i18n/locales";

export interface BrowserKey {
  name: string;
  kind: "cookie" | "localStorage" | "sessionStorage";
  /** What it holds and for how long, and who sets it: for the developer who changes it. */
  purpose: string;
}

export const browserKeys: readonly BrowserKey[] = [
  {
    name: LANG_COOKIE,
    kind: "cookie",
    purpose:
      "The language last chosen with the language switch or read on a prefixed page, so that an " +
      "unprefixed page opens in it: a year from the last such visit (LANG_COOKIE_MAX_AGE). Set by " +
      "the page's inline script (app/shell/inline-script.ts) and by the server (server/site/language.ts).",
  },
  {
    name: LANG_STORAGE_KEY,
    kind: "localStorage",
    purpose:
      "The same language, which the inline script reads where the cookie is gone; no end date. " +
      "Set by the inline script with the cookie.",
  },
  {
    name: ATTRIBUTION_COOKIE,
    kind: "cookie",
    purpose:
      "The utm_* parameters of the page a visitor arrived on, for the contact API to attach to a " +
      "lead: a session cookie, set by the server only on a landing with utm_* parameters " +
      "(server/leads/attribution.ts).",
  },
  {
    name: CONFIRM_COOKIE,
    kind: "cookie",
    purpose:
      "A post without JavaScript: the held lead's signed id and time, for the confirmation page's " +
      "button; an hour, cleared once used (server/routes/contact.ts).",
  },
  {
    name: RECEIPT_COOKIE,
    kind: "cookie",
    purpose:
      "The receipt link's token, for the download and erase actions only (Path /api/receipt, " +
      "HttpOnly, SameSite=Strict): an hour, cleared after an erasure (server/routes/receipt.ts).",
  },
];
