import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
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
import { SENT_PATH, contactResultPaths, notSentPath, type RefusalReason } from "../../app/contact/results";
import { parseContact, type FieldErrors } from "../../app/contact/schema";
import {
  LANG_COOKIE,
  isLocale,
  localeCodes,
  localeInPath,
  localizePath,
  readCookie,
  resolveLocale,
  type Locale,
} from "../../app/i18n/locales";
import { serverT } from "../../app/i18n/t.server";
import type { ErpMessage } from "../erp/client";
import { Outbox } from "../leads/outbox";
import type { Lead } from "../leads/store";
import { scriptHashes } from "../site/pages";

export interface ContactOptions {
  /** Submissions per address per minute (CONTACT_RATE_LIMIT). */
  rateLimitPerMinute: number;
  /** How long the visitor waits for the ERP before the answer is 202. */
  answerWaitMs: number;
  /** The build, for the result pages a post without JavaScript lands on. */
  clientDir: string;
}

const STATUS: Record<RefusalReason, number> = {
  invalid: 400,
  "too-large": 413,
  unsupported: 415,
  "too-many": 429,
  error: 503,
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

/** The visitor's language: the form's `lang`, else the page it was sent from, cookie, subdomain. */
function requestLang(request: FastifyRequest, body: Body): Locale {
  const lang = body?.lang;
  if (isLocale(lang)) return lang;
  let pathname: string | undefined;
  try {
    pathname = request.headers.referer ? new URL(request.headers.referer).pathname : undefined;
  } catch {
    pathname = undefined;
  }
  return resolveLocale({
    pathname: pathname && localeInPath(pathname) ? pathname : undefined,
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

/** Resolves with the promise's value, or undefined once `ms` have passed (the promise runs on). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

function successMessage(erpMessage: ErpMessage | null): AcceptedAnswer["message"] {
  const [en, ar] = (["en", "ar"] as const).map(
    (lang) => erpMessage?.[lang] || serverT(lang)("success-message"),
  );
  return { en: en!, ar: ar! };
}

interface ResultPage {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  scriptHashes: string[];
}

/** The prerendered result pages of the build, by URL. */
function loadResultPages(clientDir: string): Map<string, ResultPage> {
  const pages = new Map<string, ResultPage>();
  for (const locale of localeCodes) {
    for (const page of contactResultPaths) {
      const url = localizePath(page, locale);
      const file = path.join(clientDir, url, "index.html");
      if (!existsSync(file)) throw new Error(`The build has no ${url} page: run "npm run build".`);
      const body = readFileSync(file);
      const read = (ext: string) => (existsSync(file + ext) ? readFileSync(file + ext) : undefined);
      pages.set(url, {
        body,
        gzip: read(".gz"),
        br: read(".br"),
        scriptHashes: scriptHashes(body.toString("utf8")),
      });
    }
  }
  return pages;
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
 * `POST /api/contact` (DESIGN §3): JSON or urlencoded bodies, at most 16 KB, a per-address rate
 * limit, a honeypot, idempotency keys. A valid lead is committed to the outbox before any answer;
 * the visitor then waits up to 3 s for the ERP: 200 "delivered" with the ERP's message, else 202
 * "queued". A post from a browser without JavaScript is answered with a redirect (303) to a result
 * page in the visitor's language.
 *
 * Not wrapped in fastify-plugin: its body parsers and error handler stay inside this plugin.
 */
export default async function contact(app: FastifyInstance, opts: ContactOptions) {
  const outbox = app.outbox;
  if (!(outbox instanceof Outbox))
    throw new Error("the contact API needs the outbox plugin registered first");
  const resultPages = loadResultPages(opts.clientDir);

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
    lead: Pick<Lead, "state" | "erpMessage"> | null,
  ): FastifyReply {
    reply.header("cache-control", "no-store");
    if (wantsPage(request)) return reply.redirect(localizePath(SENT_PATH, lang), 303);
    const status: Delivery = lead?.state === "delivered" ? "delivered" : "queued";
    const answer: AcceptedAnswer = {
      status,
      message: successMessage(status === "delivered" ? (lead?.erpMessage ?? null) : null),
    };
    return reply.code(status === "delivered" ? 200 : 202).send(answer);
  }

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "contact API error");
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
        return accepted(request, reply, lang, null);
      }

      const parsed = parseContact(body);
      if (!parsed.ok) {
        request.log.info({ fields: Object.keys(parsed.errors) }, "contact: invalid input, nothing stored");
        return refuse(request, reply, "invalid", lang, parsed.errors);
      }

      let stored;
      try {
        stored = await outbox.accept(parsed.contact, { key: idempotencyKey(request, body), lang });
      } catch (error) {
        request.log.error({ err: error }, "contact: the lead could not be stored");
        return refuse(request, reply, "error", lang);
      }

      let lead: Lead = stored.lead;
      if (lead.state === "pending" && outbox.canDeliver) {
        // A new lead is sent now; a repeated submission waits on the attempt already running.
        const attempt = outbox.inFlight(lead.id) ?? (stored.created ? outbox.deliver(lead.id) : undefined);
        if (attempt)
          lead =
            (await within(
              attempt.catch(() => undefined),
              opts.answerWaitMs,
            )) ?? lead;
      }
      return accepted(request, reply, lang, lead);
    },
  );

  for (const [url, page] of resultPages) {
    app.get(url, (request, reply) => {
      reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "public, max-age=0, must-revalidate")
        .header("x-robots-tag", "noindex")
        .header("vary", "Accept-Encoding")
        .pageCsp(page.scriptHashes);
      const accepts = String(request.headers["accept-encoding"] ?? "");
      if (page.br && /\bbr\b/.test(accepts)) return reply.header("content-encoding", "br").send(page.br);
      if (page.gzip && /\bgzip\b/.test(accepts))
        return reply.header("content-encoding", "gzip").send(page.gzip);
      return reply.send(page.body);
    });
  }
}
