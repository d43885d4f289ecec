/**
 * The receipt (app/contact/receipt.ts; docs/leads.md, "The confirmation e-mail and the receipt"):
 * the link in a visitor's confirmation e-mail, and the two things it lets them do without an
 * account: download what the site holds about their request, and erase it. The link's token is
 * signed and expires; it is checked on every request, moved from the URL into an HttpOnly cookie
 * that only these two actions receive (SameSite=Strict: another site's form cannot use it), and
 * the visitor lands on a prerendered page in their language that says where the request stands.
 *
 * Not wrapped in fastify-plugin: its body parser and rate limit stay inside this plugin.
 */
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  RECEIPT_COOKIE,
  RECEIPT_ERASE_API,
  RECEIPT_ERASE_PATH,
  RECEIPT_EXPORT_API,
  RECEIPT_PATH,
  RECEIPT_STATUS_API,
  receiptRefusedPath,
  receiptStatePath,
  type ReceiptRefusal,
  type ReceiptState,
} from "../../app/contact/receipt";
import {
  isLocale,
  localeCodes,
  localeFromPath,
  localizePath,
  readCookie,
  type Locale,
} from "../../app/i18n/locales";
import { personRecord } from "../leads/person";
import type { Lead } from "../leads/store";
import { errorForLog } from "../logging";
import { readReceipt, receiptSecret } from "../mail/receipt-token";
import { limitedRoute } from "../spam/limits";
import { networkOf } from "../spam/network";

export interface ReceiptRoutesOptions {
  /** The cookie is Secure (the site is served over HTTPS). */
  secureCookie: boolean;
  /** Requests per network per minute, in this process's memory. */
  perMinute?: number;
  now?: () => number;
}

/** The cookie's path: the two actions only. */
const COOKIE_PATH = "/api/receipt";
/** Long enough to read the page and decide; the link in the mail opens it again. */
const COOKIE_SECONDS = 60 * 60;

/** Where a request stands, as the receipt says it: never more than that. */
export function receiptState(lead: Pick<Lead, "state" | "erasedAt">): ReceiptState {
  if (lead.erasedAt) return "erased";
  return lead.state === "delivered" ? "with-sales" : "received";
}

export default async function receiptRoutes(app: FastifyInstance, opts: ReceiptRoutesOptions) {
  const { store } = app.outbox;
  const now = opts.now ?? Date.now;
  await app.register(formbody);
  // The first limit in this process's memory (a subscriber: an IPv4 address, an IPv6 /64), then the
  // budgets every instance counts, the subscriber's and its site's (an IPv4 /24, an IPv6 /48): a
  // bot with a whole /48 does not get a fresh allowance with each /64.
  await app.register(rateLimit, { global: false, keyGenerator: (request) => networkOf(request.ip) });
  const perMinute = opts.perMinute ?? 30;
  const limit = limitedRoute(app.spam.limits, "receipt", perMinute);

  const cookie = (value: string, seconds: number) =>
    `${RECEIPT_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${seconds}; HttpOnly; SameSite=Strict${opts.secureCookie ? "; Secure" : ""}`;

  /** Nothing here is cached, nor does the token travel on in a Referer. */
  function privately(reply: FastifyReply) {
    return reply
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer")
      .header("x-robots-tag", "noindex");
  }

  const toState = (reply: FastifyReply, state: ReceiptState, lang: Locale) =>
    privately(reply).redirect(localizePath(receiptStatePath(state), lang), 303);
  const toRefused = (reply: FastifyReply, reason: ReceiptRefusal, lang: Locale) =>
    privately(reply)
      .header("set-cookie", cookie("", 0))
      .redirect(localizePath(receiptRefusedPath(reason), lang), 303);

  /** The lead a token names, or why there is none. */
  async function leadOf(token: unknown): Promise<{ lead: Lead } | { refused: ReceiptRefusal }> {
    const check = readReceipt(await receiptSecret(store), token, now());
    if (!check.ok) return { refused: check.reason };
    const lead = await store.findByReference(check.reference);
    return lead ? { lead } : { refused: "invalid" };
  }

  /** The language of an action: the form's, else the page it was posted from. */
  function actionLang(request: FastifyRequest): Locale {
    const lang = (request.body as Record<string, unknown> | undefined)?.lang;
    if (isLocale(lang)) return lang;
    try {
      return localeFromPath(new URL(String(request.headers.referer ?? "")).pathname);
    } catch {
      return localeFromPath("/");
    }
  }

  // The link in the mail, in each language: /receipt?t=…, /ar/receipt?t=…
  for (const lang of localeCodes) {
    app.get(localizePath(RECEIPT_PATH, lang), limit, async (request, reply) => {
      const token = (request.query as Record<string, unknown>).t;
      const found = await leadOf(token);
      if ("refused" in found) {
        request.log.info({ reason: found.refused }, "receipt: link refused");
        return toRefused(reply, found.refused, lang);
      }
      reply.header("set-cookie", cookie(String(token), COOKIE_SECONDS));
      return toState(reply, receiptState(found.lead), lang);
    });
  }

  // "Keep my request" on the erase page: back to where it stands.
  app.get(RECEIPT_STATUS_API, limit, async (request, reply) => {
    const wanted = (request.query as Record<string, unknown>).lang;
    const lang = isLocale(wanted) ? wanted : actionLang(request);
    const found = await leadOf(readCookie(request.headers.cookie, RECEIPT_COOKIE));
    if ("refused" in found) return toRefused(reply, found.refused, lang);
    return toState(reply, receiptState(found.lead), lang);
  });

  app.post(RECEIPT_EXPORT_API, limit, async (request, reply) => {
    const lang = actionLang(request);
    const found = await leadOf(readCookie(request.headers.cookie, RECEIPT_COOKIE));
    if ("refused" in found) return toRefused(reply, found.refused, lang);
    const { lead } = found;
    if (lead.erasedAt) return toState(reply, "erased", lang);
    const mails = await store.mailsOf([lead.id]);
    request.log.info({ lead: lead.id }, "receipt: the visitor downloaded their data");
    const body = {
      exported: new Date(now()).toISOString(),
      request: personRecord(lead, mails),
      note:
        "What this website holds about your request. If it reached our sales team (erpId), " +
        "they hold a copy in the company's sales system as well.",
    };
    return privately(reply)
      .type("application/json; charset=utf-8")
      .header("content-disposition", `attachment; filename="request-${lead.reference ?? lead.id}.json"`)
      .send(JSON.stringify(body, null, 2));
  });

  app.post(RECEIPT_ERASE_API, limit, async (request, reply) => {
    const lang = actionLang(request);
    const found = await leadOf(readCookie(request.headers.cookie, RECEIPT_COOKIE));
    if ("refused" in found) return toRefused(reply, found.refused, lang);
    // The confirmation page's button says yes; anything else goes back to that page.
    if ((request.body as Record<string, unknown> | undefined)?.confirm !== "yes")
      return privately(reply).redirect(localizePath(RECEIPT_ERASE_PATH, lang), 303);
    const [erased] = await store.erase([found.lead.id], now(), "visitor");
    reply.header("set-cookie", cookie("", 0));
    if (!erased) return toState(reply, "erased", lang);
    // A lead being sent at this moment may reach the ERP all the same (the attempt read it before).
    const inFlight = erased.state === "pending" && erased.lockedUntil !== null && erased.lockedUntil > now();
    const inErp = erased.erpId !== null || erased.state === "delivered" || inFlight;
    // For the operator, as `leads erase` tells them: the ERP's copy is erased there, by a person
    // (`npm run leads -- erased` lists these).
    if (inErp)
      request.log.warn(
        { lead: erased.id, erpId: erased.erpId },
        "receipt: the visitor erased their request; its copy in the ERP must be erased there too (npm run leads -- erased)",
      );
    else request.log.info({ lead: erased.id }, "receipt: the visitor erased their request");
    if (store.vacuumErased)
      await store.vacuumErased().catch((error: unknown) => {
        request.log.warn(
          { err: errorForLog(error) },
          "receipt: vacuum after erasure did not run; autovacuum will",
        );
      });
    return toState(reply, "erased", lang);
  });
}
