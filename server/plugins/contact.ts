import type { IncomingMessage } from "node:http";
import formbody from "@fastify/formbody";
import rateLimit, { type RateLimitPluginOptions } from "@fastify/rate-limit";
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  CHALLENGE_API,
  CONFIRM_API,
  CONFIRM_COOKIE,
  CONTACT_API,
  FILL_FIELD,
  HONEYPOT,
  PROOF_FIELD,
  IDEMPOTENCY_FIELD,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY,
  type AcceptedAnswer,
  type Delivery,
  type RefusedAnswer,
} from "../../app/contact/contract";
import { CONFIRM_PATH, SENT_PATH, notSentPath, type RefusalReason } from "../../app/contact/results";
import { parseContact, type FieldErrors } from "../../app/contact/schema";
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
import type { ErpMessage } from "../erp/client";
import { attributionFromCookie } from "../leads/attribution";
import { Outbox, messageHash } from "../leads/outbox";
import { UNCONFIRMED, type SpamVerdict } from "../leads/store";
import { errorForLog } from "../logging";
import type { Evidence } from "../spam/guard";
import { sharedRateLimitStore } from "./rate-limit-store";

/** A copy campaign: the same message from other addresses within this time. */
const CAMPAIGN_WINDOW_MS = 60 * 60 * 1000;
/** The reason a confirmation that came sooner than a person reads leaves its submission held. */
export const CONFIRM_TOO_FAST = "confirm-too-fast";
/** The honeypot's signal in the score table (score.ts). */
const HONEYPOT_REASON = "honeypot";

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

/** FILL_FIELD: whole ms from the form's first use to Send; anything else is unknown (null). */
function fillTime(value: unknown): number | null {
  const ms = typeof value === "string" && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  return typeof ms === "number" && Number.isInteger(ms) && ms >= 0 ? ms : null;
}

function successMessage(erpMessage: ErpMessage | null): AcceptedAnswer["message"] {
  const message = (lang: Locale) => erpMessage?.[lang] || serverT(lang)("success-message");
  return Object.fromEntries(localeCodes.map((lang) => [lang, message(lang)])) as AcceptedAnswer["message"];
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
 * Where the per-address limits count: in the outbox's store when it offers to (PostgreSQL, shared
 * by every instance, so two instances behind one proxy do not let through twice the limit), else
 * in this process's memory (SQLite: one instance sees every request). A count the store cannot
 * make lets the request through (`skipOnError`; logged by the store adapter).
 */
function rateLimitSettings(outbox: Outbox, log: FastifyBaseLogger): RateLimitPluginOptions {
  const countRequest = outbox.store.countRequest?.bind(outbox.store);
  if (!countRequest) return { global: false };
  return {
    global: false,
    store: sharedRateLimitStore(countRequest, log.child({ component: "rate-limit" })),
    skipOnError: true,
  };
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
  await app.register(rateLimit, rateLimitSettings(outbox, app.log));

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

  const guard = outbox.spam;
  if (!guard) throw new Error("the contact API needs the outbox opened with its spam settings");

  /** The confirmation cookie: HttpOnly, SameSite=Lax, for the contact API's paths only. */
  function confirmCookie(value: string, maxAgeSeconds: number): string {
    const secure = guard!.settings.secureCookie ? "; Secure" : "";
    return `${CONFIRM_COOKIE}=${value}; Path=${CONTACT_API}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
  }

  /** The score's evidence besides the proof: the form's values and the copies sent lately. */
  async function evidence(
    contact: { message: string; full_name: string; email: string },
    honeypot: boolean,
    fillMs: number | null,
  ): Promise<Evidence> {
    const sameMessageFromOthers = await outbox.store.countSameMessage(
      messageHash(contact.message),
      contact.email,
      guard!.now() - CAMPAIGN_WINDOW_MS,
    );
    return {
      honeypot,
      fillMs,
      message: contact.message,
      fullName: contact.full_name,
      email: contact.email,
      sameMessageFromOthers,
    };
  }

  // The proof-of-work challenge the form solves (ALTCHA), new at every request.
  app.get(
    CHALLENGE_API,
    { config: { rateLimit: { max: opts.rateLimitPerMinute * 6, timeWindow: 60_000 } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return reply.send(await guard.challenge());
    },
  );

  app.post(
    CONTACT_API,
    { config: { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const body = asBody(request.body);
      const lang = requestLang(request, body);

      const honeypotValue = body?.[HONEYPOT];
      const honeypot =
        typeof honeypotValue === "string"
          ? honeypotValue.trim() !== ""
          : honeypotValue !== undefined && honeypotValue !== null;

      const parsed = parseContact(body);
      if (!parsed.ok) {
        if (honeypot) {
          // Nothing the schema lets us keep; answered as received, so a bot learns nothing.
          request.log.info("contact: honeypot filled and invalid input; answered as received, not stored");
          return accepted(request, reply, lang, "queued", null);
        }
        request.log.info({ fields: Object.keys(parsed.errors) }, "contact: invalid input, nothing stored");
        return refuse(request, reply, "invalid", lang, parsed.errors);
      }
      const contact = parsed.contact;

      // A page post without a proof is a browser without JavaScript: kept, held until the
      // confirmation page's button. Everything else is scored with its proof (or its absence).
      const proofField = body?.[PROOF_FIELD];
      const unconfirmed = wantsPage(request) && (proofField === undefined || proofField === "");
      let verdict: SpamVerdict;
      let proof;
      let ev: Evidence;
      try {
        ev = await evidence(contact, honeypot, unconfirmed ? null : fillTime(body?.[FILL_FIELD]));
        if (unconfirmed) {
          const rest = guard.verdict("confirmed", ev);
          verdict = { held: true, score: rest.score, reasons: [UNCONFIRMED, ...rest.reasons] };
        } else {
          ({ verdict, proof } = guard.judge(await guard.check(proofField), ev));
        }
      } catch (error) {
        request.log.error({ err: errorForLog(error) }, "contact: the submission could not be scored");
        return refuse(request, reply, "unavailable", lang);
      }

      const submission = await outbox.submit(contact, {
        key: idempotencyKey(request, body),
        lang,
        // The landing page's utm_* parameters, kept by the pages plugin (JSON and no-JavaScript posts alike).
        attribution: attributionFromCookie(request.headers.cookie),
        verdict,
        proof,
      });
      switch (submission.outcome) {
        case "not-stored":
          // The store's error without its extras (a driver's `detail` may quote the row).
          request.log.error(
            {
              err: errorForLog(submission.error, [
                contact.full_name,
                contact.email,
                contact.phone,
                contact.message,
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
          if (unconfirmed && submission.lead.state === "held") {
            reply.header("cache-control", "no-store");
            reply.header("set-cookie", confirmCookie(guard.ticket(submission.lead.id), 3600));
            return reply.redirect(localizePath(CONFIRM_PATH, lang), 303);
          }
          return accepted(request, reply, lang, "queued", null);
      }
    },
  );

  // The confirmation page's button (a browser without JavaScript): the signed cookie names the held
  // submission and when it was made; at least a short pause later it is scored again, confirmed.
  app.post(
    CONFIRM_API,
    { config: { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const body = asBody(request.body);
      const lang = requestLang(request, body);
      const ticket = guard.readTicket(readCookie(request.headers.cookie, CONFIRM_COOKIE));
      reply.header("set-cookie", confirmCookie("", 0));
      if (!ticket) {
        request.log.info("contact: confirmation without a valid cookie");
        return refuse(request, reply, "unconfirmed", lang);
      }
      try {
        const lead = await outbox.store.get(ticket.lead);
        const waiting =
          lead && lead.state === "held" && !lead.erasedAt && lead.spam?.reasons.includes(UNCONFIRMED);
        if (lead && waiting) {
          const age = guard.now() - ticket.at;
          // The time on this page has its own check (the pause, below); how long the form took
          // before it is unknown without JavaScript, so `too-fast` has nothing to read.
          const ev = await evidence(lead.contact, lead.spam!.reasons.includes(HONEYPOT_REASON), null);
          const rescored = guard.verdict("confirmed", ev);
          const verdict: SpamVerdict =
            age < guard.settings.confirmPauseMs
              ? { held: true, score: rescored.score, reasons: [CONFIRM_TOO_FAST, ...rescored.reasons] }
              : rescored;
          await outbox.settle(lead.id, UNCONFIRMED, verdict);
        }
      } catch (error) {
        request.log.error({ err: errorForLog(error) }, "contact: the confirmation could not be recorded");
        return refuse(request, reply, "unavailable", lang);
      }
      return accepted(request, reply, lang, "queued", null);
    },
  );
}
