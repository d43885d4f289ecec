import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance } from "fastify";
import { errorForLog } from "../logging";
import contactRoutes, { type ContactRoutesOptions } from "../routes/contact";
import { asBody, drainBody, reasonOf, refuse, requestLang } from "../routes/contact-answers";
import { networkOf } from "../spam/network";

/**
 * The contact API's plumbing (docs/leads.md): JSON or urlencoded bodies, at most 64 KB; a first
 * limit per network in this process's memory, in front of the shared budgets the routes count
 * (server/routes/contact.ts); and one error handler that answers every refusal in the visitor's
 * language, as JSON or as a not-sent page. Needs the outbox and spam plugins.
 *
 * Not wrapped in fastify-plugin: its body parsers and error handler stay inside this plugin.
 */
export default async function contact(app: FastifyInstance, opts: ContactRoutesOptions) {
  // Only JSON and urlencoded: text/plain (Fastify's default) and everything else get 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string" },
    app.getDefaultJsonParser("error", "error"),
  );
  await app.register(formbody);
  // Counted before the body is read, per network (an IPv4 address, an IPv6 /64), in memory: cheap,
  // and it holds when the shared count cannot be made.
  await app.register(rateLimit, { global: false, keyGenerator: (request) => networkOf(request.ip) });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // Its type, code, message (cut) and frames; not its other properties.
    if (status >= 500 && status !== 503) request.log.error({ err: errorForLog(error) }, "contact API error");
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

  await app.register(contactRoutes, opts);
}
