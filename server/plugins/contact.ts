import type { IncomingMessage } from "node:http";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  CONTACT_API,
  HONEYPOT,
  IDEMPOTENCY_FIELD,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY,
  type AcceptedAnswer,
  type Delivery,
  type RefusedAnswer,
} from "../../app/contact/contract";
import { SENT_PATH, notSentPath, type RefusalReason } from "../../app/contact/results";
import { parseContact, type FieldErrors } from "../../app/contact/schema";
import {
  LANG_COOKIE,
  isLocale,
  localeFromPath,
  localizePath,
  readCookie,
  resolveLocale,
  type Locale,
} from "../../app/i18n/locales";
import { serverT } from "../../app/i18n/t.server";
import type { ErpMessage } from "../erp/client";
import { attributionFromCookie } from "../leads/attribution";
import { Outbox } from "../leads/outbox";
import { errorForLog } from "../logging";

export interface ContactOptions {
  /** Submissions per address per minute (CONTACT_RATE_LIMIT). */
  rateLimitPerMinute: number;
}

const STATUS: Record<RefusalReason, number> = {
  invalid: 400,
  "too-large": 413,
  unsupported: 415,
  "too-many": 429,
  "key-reused": 422,
  unavailable: 503,
  error: 500,
  unconfirmed: 410,
};

function reasonOf(status: number): RefusalReason {
  if (status === 413) return "too-large";
  if (status === 415) return "unsupported";
  if (status === 429) return "too-many";
  if (status >= 400 && status < 500) return "invalid";
  return "error";
}

type Body = Record<string, unknown> | undefined;

function asBody(value: unknown): Body {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * The language of the page that posted: the form's `lang`; when the body cannot be read (malformed
 * JSON, too large), the page's URL (Referer), else the answer's language the form asks for
 * (`Accept-Language`, which the form's script sets to the page's), else cookie and subdomain.
 */
function requestLang(request: FastifyRequest, body: Body): Locale {
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
function wantsPage(request: FastifyRequest): boolean {
  const accept = String(request.headers.accept ?? "");
  return accept.includes("text/html") && !accept.includes("application/json");
}

function idempotencyKey(request: FastifyRequest, body: Body): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const value = typeof header === "string" ? header : body?.[IDEMPOTENCY_FIELD];
  return typeof value === "string" && IDEMPOTENCY_KEY.test(value) ? value : null;
}

function successMessage(erpMessage: ErpMessage | null): AcceptedAnswer["message"] {
  const [en, ar] = (["en", "ar"] as const).map(
    (lang) => erpMessage?.[lang] || serverT(lang)("success-message"),
  );
  return { en: en!, ar: ar! };
}

/**
 * Reads and throws away what is left of a request body the server has refused (413), up to 1 MB
 * or 5 s. Fastify answers a body over the limit as soon as it knows, and closes the connection;
 * closing while the browser is still uploading resets the connection, and the browser shows its
 * own error page instead of ours (a no-JavaScript visitor with a long Arabic message, for one).
 */
function drainBody(raw: IncomingMessage, maxBytes = 1024 * 1024, maxMs = 5000): Promise<void> {
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

/**
 * `POST /api/contact` (docs/leads.md): JSON or urlencoded bodies, at most 64 KB, a per-address rate
 * limit, a honeypot. It parses and answers; the outbox's `submit` decides the rest (commit, deliver
 * now, wait at most 3 s): 200 "delivered" with the ERP's message, 202 "queued", 422 for an
 * idempotency key reused with other content, 503 when the lead could not be committed. A post from
 * a browser without JavaScript is answered with a redirect (303) to a result page in the visitor's
 * language.
 *
 * Not wrapped in fastify-plugin: its body parsers and error handler stay inside this plugin.
 */
export default async function contact(app: FastifyInstance, opts: ContactOptions) {
  const outbox = app.outbox;
  if (!(outbox instanceof Outbox))
    throw new Error("the contact API needs the outbox plugin registered first");

  // Only JSON and urlencoded: text/plain (Fastify's default) and everything else get 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string" },
    app.getDefaultJsonParser("error", "error"),
  );
  await app.register(formbody);
  await app.register(rateLimit, { global: false });

  function refuse(
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

  function accepted(
    request: FastifyRequest,
    reply: FastifyReply,
    lang: Locale,
    status: Delivery,
    erpMessage: ErpMessage | null,
  ): FastifyReply {
    reply.header("cache-control", "no-store");
    if (wantsPage(request)) return reply.redirect(localizePath(SENT_PATH, lang), 303);
    const answer: AcceptedAnswer = { status, message: successMessage(erpMessage) };
    return reply.code(status === "delivered" ? 200 : 202).send(answer);
  }

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // Its type, code, message (cut) and frames; not its other properties.
    if (status >= 500) request.log.error({ err: errorForLog(error) }, "contact API error");
    else request.log.info({ status, code: error.code }, "contact request refused");
    // A body refused for its size is still on its way; read the rest before answering, or the
    // browser may lose the answer (see drainBody).
    if (status === 413) await drainBody(request.raw);
    return refuse(
      request,
      reply,
      reasonOf(status),
      requestLang(request, asBody(request.body)),
      status === 400 ? {} : undefined,
    );
  });

  app.post(
    CONTACT_API,
    { config: { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const body = asBody(request.body);
      const lang = requestLang(request, body);

      const honeypot = body?.[HONEYPOT];
      if (
        typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null
      ) {
        request.log.info("contact: honeypot filled; answered as received, not stored");
        return accepted(request, reply, lang, "queued", null);
      }

      const parsed = parseContact(body);
      if (!parsed.ok) {
        request.log.info({ fields: Object.keys(parsed.errors) }, "contact: invalid input, nothing stored");
        return refuse(request, reply, "invalid", lang, parsed.errors);
      }

      const submission = await outbox.submit(parsed.contact, {
        key: idempotencyKey(request, body),
        lang,
        // The landing page's utm_* parameters, kept by the pages plugin (JSON and no-JavaScript posts alike).
        attribution: attributionFromCookie(request.headers.cookie),
      });
      switch (submission.outcome) {
        case "not-stored":
          // The store's error without its extras (a driver's `detail` may quote the row).
          request.log.error(
            {
              err: errorForLog(submission.error, [
                parsed.contact.full_name,
                parsed.contact.email,
                parsed.contact.phone,
                parsed.contact.message,
              ]),
            },
            "contact: the lead could not be stored",
          );
          return refuse(request, reply, "unavailable", lang);
        case "key-reused":
          request.log.info({ lead: submission.lead.id }, "contact: idempotency key reused for other content");
          return refuse(request, reply, "key-reused", lang);
        case "delivered":
          return accepted(request, reply, lang, "delivered", submission.lead.erpMessage);
        case "queued":
          return accepted(request, reply, lang, "queued", null);
      }
    },
  );
}
