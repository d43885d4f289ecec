/**
 * How the contact API answers (docs/leads.md, "The contact API's answers"): JSON for the form's
 * script and integrators, a redirect (303) to a result page in the visitor's language for a
 * browser without JavaScript. Every accepted post gets the same answer, whatever its spam score.
 */
import type { IncomingMessage } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AcceptedAnswer, RefusedAnswer } from "../../app/contact/contract";
import { SENT_PATH, notSentPath, type RefusalReason } from "../../app/contact/results";
import type { FieldErrors } from "../../app/contact/schema";
import {
  LANG_COOKIE,
  isLocale,
  localeCodes,
  localeFromPath,
  localizePath,
  readCookie,
  resolveLocale,
  type Locale,
} from "../../app/i18n/locales";
import { serverT } from "../../app/i18n/t.server";

export const STATUS: Record<RefusalReason, number> = {
  invalid: 400,
  "too-large": 413,
  unsupported: 415,
  "too-many": 429,
  "key-reused": 422,
  unavailable: 503,
  error: 500,
  unconfirmed: 410,
};

/** The reason a status from Fastify or a limit stands for. */
export function reasonOf(status: number): RefusalReason {
  if (status === 413) return "too-large";
  if (status === 415) return "unsupported";
  if (status === 429) return "too-many";
  if (status === 503) return "unavailable";
  if (status >= 400 && status < 500) return "invalid";
  return "error";
}

export type Body = Record<string, unknown> | undefined;

export function asBody(value: unknown): Body {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * The language of the page that posted: the form's `lang`; when the body cannot be read (malformed
 * JSON, too large), the page's URL (Referer), else the answer's language the form asks for
 * (`Accept-Language`, which the form's script sets to the page's), else cookie and subdomain.
 */
export function requestLang(request: FastifyRequest, body: Body): Locale {
  const lang = body?.lang;
  if (isLocale(lang)) return lang;
  let pathname: string | undefined;
  try {
    pathname = request.headers.referer ? new URL(request.headers.referer).pathname : undefined;
  } catch {
    pathname = undefined;
  }
  if (pathname) return localeFromPath(pathname);
  const wanted = /^\s*([a-z]+)/i.exec(String(request.headers["accept-language"] ?? ""))?.[1]?.toLowerCase();
  if (isLocale(wanted)) return wanted;
  return resolveLocale({
    cookie: readCookie(request.headers.cookie, LANG_COOKIE),
    host: request.hostname,
  });
}

/** A browser's own form post (no JavaScript) wants a page, not JSON. */
export function wantsPage(request: FastifyRequest): boolean {
  const accept = String(request.headers.accept ?? "");
  return accept.includes("text/html") && !accept.includes("application/json");
}

/** Refused: the reason's status and message in the visitor's language, or its not-sent page. */
export function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  reason: RefusalReason,
  lang: Locale,
  errors?: FieldErrors,
): FastifyReply {
  reply.header("cache-control", "no-store");
  if (wantsPage(request)) return reply.redirect(localizePath(notSentPath(reason), lang), 303);
  const answer: RefusedAnswer = { message: serverT(lang)(`contactForm.api.${reason}`) };
  if (errors) answer.errors = errors;
  return reply.code(STATUS[reason]).send(answer);
}

/**
 * Accepted: stored, whatever its score. Always `202 queued` with the site's own message, answered
 * as soon as the lead is committed, so that neither the status, the body nor the time tells a bot
 * whether it was held (docs/decisions/025-spam-defence.md, addendum); the sent page without
 * JavaScript.
 */
export function accepted(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.header("cache-control", "no-store");
  const lang = requestLang(request, asBody(request.body));
  if (wantsPage(request)) return reply.redirect(localizePath(SENT_PATH, lang), 303);
  const message = Object.fromEntries(
    localeCodes.map((code) => [code, serverT(code)("success-message")]),
  ) as AcceptedAnswer["message"];
  const answer: AcceptedAnswer = { status: "queued", message };
  return reply.code(202).send(answer);
}

/**
 * Reads and throws away what is left of a request body the server has refused (413), up to 1 MB
 * or 5 s. Fastify answers a body over the limit as soon as it knows, and closes the connection;
 * closing while the browser is still uploading resets the connection, and the browser shows its
 * own error page instead of ours (a no-JavaScript visitor with a long Arabic message, for one).
 */
export function drainBody(raw: IncomingMessage, maxBytes = 1024 * 1024, maxMs = 5000): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let received = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off("data", onData).off("end", finish).off("error", finish).off("close", finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) finish();
    };
    const timer = setTimeout(finish, maxMs);
    raw.on("data", onData).on("end", finish).on("error", finish).on("close", finish);
    raw.resume();
  });
}
