import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  CHALLENGE_API,
  CONFIRM_API,
  CONFIRM_COOKIE,
  CONTACT_API,
  FILL_FIELD,
  HONEYPOT,
  IDEMPOTENCY_FIELD,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY,
  INTEGRATOR_HEADER,
  PROOF_FIELD,
} from "../../app/contact/contract";
import { CONFIRM_PATH } from "../../app/contact/results";
import { parseContact } from "../../app/contact/schema";
import { localizePath, readCookie } from "../../app/i18n/locales";
import { attributionFromCookie } from "../leads/attribution";
import { messageHash } from "../leads/outbox";
import { UNCONFIRMED, type SpamVerdict } from "../leads/store";
import { errorForLog } from "../logging";
import type { Evidence } from "../spam/guard";
import { limitedRoute } from "../spam/limits";
import { accepted, asBody, refuse, requestLang, wantsPage, type Body } from "./contact-answers";

/** A copy campaign: the same message from other addresses within this time. */
const CAMPAIGN_WINDOW_MS = 60 * 60 * 1000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** The reason a confirmation that came sooner than a person reads leaves its submission held. */
export const CONFIRM_TOO_FAST = "confirm-too-fast";
/**
 * The reason a confirmed post without JavaScript stays held: its network, or the whole site, has
 * used the hour's budget for posts without a proof of work (CONTACT_NOSCRIPT_PER_NETWORK, …_PER_HOUR).
 */
export const NOSCRIPT_BUDGET = "noscript-budget";
/** The honeypot's signal in the score table (score.ts). */
const HONEYPOT_REASON = "honeypot";

export interface ContactRoutesOptions {
  /** Submissions per network (an IPv4 address, an IPv6 /64) per minute (CONTACT_RATE_LIMIT). */
  rateLimitPerMinute: number;
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

/**
 * The signals of a post made without JavaScript: no fill time is known, and there is no form
 * script whose fields could be missing.
 */
function withoutScript(
  honeypot: boolean,
): Pick<Evidence, "honeypot" | "fillMs" | "formFieldsMissing" | "integrator"> {
  return { honeypot, fillMs: null, formFieldsMissing: false, integrator: false };
}

/**
 * The contact API's routes (docs/leads.md): the challenge, the post and the confirmation of a post
 * made without JavaScript. The contact plugin (server/plugins/contact.ts) gives them their body
 * parsers, the first in-memory limit and the error handler; the spam plugin their guard and budgets.
 */
export default async function contactRoutes(app: FastifyInstance, opts: ContactRoutesOptions) {
  const { outbox } = app;
  const { guard, limits } = app.spam;

  /** A route's limits: the first, in memory (@fastify/rate-limit), then the shared budgets. */
  const limited = (method: "GET" | "POST", url: string, perMinute: number) =>
    limitedRoute(limits, `${method} ${url}`, perMinute);

  /** The confirmation cookie: HttpOnly, SameSite=Lax, for the contact API's paths only. */
  function confirmCookie(value: string, maxAgeSeconds: number): string {
    const secure = guard.settings.secureCookie ? "; Secure" : "";
    return `${CONFIRM_COOKIE}=${value}; Path=${CONTACT_API}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
  }

  /** The score's evidence besides the proof: the form's values and the copies sent lately. */
  async function evidence(
    contact: { message: string; full_name: string; email: string },
    signals: Pick<Evidence, "honeypot" | "fillMs" | "formFieldsMissing" | "integrator">,
  ): Promise<Evidence> {
    const sameMessageFromOthers = await outbox.store.countSameMessage(
      messageHash(contact.message),
      contact.email,
      guard.now() - CAMPAIGN_WINDOW_MS,
    );
    return {
      ...signals,
      message: contact.message,
      fullName: contact.full_name,
      email: contact.email,
      sameMessageFromOthers,
    };
  }

  // The proof-of-work challenge the form solves (ALTCHA), new at every request.
  app.get(
    CHALLENGE_API,
    limited("GET", CHALLENGE_API, opts.rateLimitPerMinute * 6),
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return reply.send(await guard.challenge());
    },
  );

  app.post(CONTACT_API, limited("POST", CONTACT_API, opts.rateLimitPerMinute), async (request, reply) => {
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
        return accepted(request, reply);
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
    try {
      if (unconfirmed) {
        const ev = await evidence(contact, withoutScript(honeypot));
        const rest = guard.verdict("confirmed", ev);
        verdict = { held: true, score: rest.score, reasons: [UNCONFIRMED, ...rest.reasons] };
      } else {
        const fillMs = fillTime(body?.[FILL_FIELD]);
        const ev = await evidence(contact, {
          honeypot,
          fillMs,
          // The form's script always sends both; their absence is a script of its own.
          formFieldsMissing: fillMs === null || honeypotValue === undefined,
          integrator: guard.isIntegrator(request.headers[INTEGRATOR_HEADER]),
        });
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
      case "queued":
        if (unconfirmed && submission.lead.state === "held") {
          reply.header("cache-control", "no-store");
          reply.header("set-cookie", confirmCookie(guard.ticket(submission.lead.id), 3600));
          return reply.redirect(localizePath(CONFIRM_PATH, lang), 303);
        }
        return accepted(request, reply);
    }
  });

  // The confirmation page's button (a browser without JavaScript): the signed cookie names the held
  // submission and when it was made; at least a short pause later it is scored again, confirmed,
  // and passes only within the hour's budget of posts without JavaScript for its network and for
  // the whole site, so that a bot with a cookie jar cannot multiply the path.
  app.post(CONFIRM_API, limited("POST", CONFIRM_API, opts.rateLimitPerMinute), async (request, reply) => {
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
        const ev = await evidence(lead.contact, withoutScript(lead.spam!.reasons.includes(HONEYPOT_REASON)));
        const rescored = guard.verdict("confirmed", ev);
        const holdWith = (reason: string): SpamVerdict => ({
          held: true,
          score: rescored.score,
          reasons: [reason, ...rescored.reasons],
        });
        let verdict = age < guard.settings.confirmPauseMs ? holdWith(CONFIRM_TOO_FAST) : rescored;
        if (!verdict.held) {
          const taken = await limits.take("noscript", request.ip, {
            site: { max: guard.settings.noscriptPerNetworkPerHour, windowMs: HOUR_MS },
            everyone: { max: guard.settings.noscriptPerHour, windowMs: HOUR_MS },
          });
          if (!taken.ok) verdict = holdWith(NOSCRIPT_BUDGET);
        }
        await outbox.settle(lead.id, UNCONFIRMED, verdict);
      }
    } catch (error) {
      request.log.error({ err: errorForLog(error) }, "contact: the confirmation could not be recorded");
      return refuse(request, reply, "unavailable", lang);
    }
    return accepted(request, reply);
  });
}
