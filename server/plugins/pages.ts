import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LANG_COOKIE, localeFromPath, localeInPath, readCookie } from "../../app/i18n/locales";
import { attributionCookie, attributionFromQuery, hasAttributionCookie, hasUtm } from "../leads/attribution";
import { editorPath } from "../../app/site";
import { languageCookie, pageLanguage } from "../site/language";
import type { PageFile, SiteBuild } from "../site/pages";
import { editorContentSecurityPolicy } from "./security-headers";

const htmlCache = "public, max-age=0, must-revalidate";

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageFile,
  status = 200,
  vary = "Accept-Encoding",
  /** A CSP of its own (the editor's), instead of the site's with the page's hashes. */
  csp?: string,
) {
  // An answer that sets the attribution cookie is this visitor's alone: no shared cache keeps it.
  const personal = reply.hasHeader("set-cookie");
  reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", personal ? "private, no-store" : status === 200 ? htmlCache : "no-store")
    .header("vary", vary)
    .pageCsp(page.hashes);
  if (csp) reply.header("content-security-policy", csp);
  if (status === 200) {
    reply.header("etag", page.etag);
    if (request.headers["if-none-match"] === page.etag) return reply.code(304).send();
  }
  const accepts = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepts)) return reply.header("content-encoding", "br").send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header("content-encoding", "gzip").send(page.gzip);
  return reply.send(page.body);
}

/**
 * The prerendered pages: each page URL of the build, with the language redirect on unprefixed URLs
 * (to Arabic for a visitor whose cookie or ar. subdomain says so) and the language a visitor
 * arrives in remembered in the `i18next` cookie (server/site/language.ts); the contact form's
 * result pages (where a post without JavaScript lands, in the language the contact API chose) and
 * the receipt's (where the link in a confirmation email leads, in the language the receipt route
 * chose): no redirect, not indexed; and the not-found page (status 404) in the path's language for
 * anything else.
 */
export default fp(
  async function pages(app: FastifyInstance, opts: { site: SiteBuild; https?: boolean }) {
    const { site } = opts;

    /**
     * A landing with utm_* parameters: keep them in a session cookie for the contact API, unless
     * the visitor already has one (the first landing of a session wins). Decision 015.
     */
    function rememberAttribution(request: FastifyRequest, reply: FastifyReply) {
      const at = request.url.indexOf("?");
      if (at === -1) return;
      const query = new URLSearchParams(request.url.slice(at + 1));
      if (!hasUtm(query) || hasAttributionCookie(request.headers.cookie)) return;
      const cookie = attributionCookie(attributionFromQuery(query), opts.https ?? false);
      if (cookie) reply.header("set-cookie", cookie);
    }

    for (const [url, page] of site.pages) {
      const prefixed = localeInPath(url) !== undefined;
      app.get(url, (request, reply) => {
        rememberAttribution(request, reply);
        // A returning visitor who chose Arabic (cookie) or came by the ar. subdomain gets the
        // Arabic page; an explicit /ar path, or the language switch, wins and is remembered.
        const language = pageLanguage({
          path: url,
          cookie: readCookie(request.headers.cookie, LANG_COOKIE),
          host: request.headers.host,
          referer: request.headers.referer,
        });
        if (!prefixed) reply.header("vary", "Cookie");
        // A page with no twin in the wanted language (an article written in one language only)
        // is served as it is: the redirect would lead to a page that is not there.
        if ("redirect" in language) {
          if (!site.pages.has(language.redirect))
            return sendPage(request, reply, page, 200, "Accept-Encoding, Cookie");
          const query = request.url.slice(request.url.split("?")[0]!.length);
          return reply
            .code(302)
            .header("cache-control", "no-store")
            .redirect(language.redirect + query, 302);
        }
        // A page that sets the cookie is marked private by sendPage, so no shared cache keeps the
        // Set-Cookie; a cached copy without it only leaves the remembering to the inline script.
        if (language.remember)
          reply.header("set-cookie", languageCookie(language.remember, opts.https ?? false));
        return sendPage(request, reply, page, 200, prefixed ? "Accept-Encoding" : "Accept-Encoding, Cookie");
      });
    }

    for (const [url, page] of [...site.contactResults, ...site.receipts]) {
      app.get(url, (request, reply) => {
        reply.header("x-robots-tag", "noindex");
        return sendPage(request, reply, page);
      });
    }

    const { editor } = site;
    if (editor) {
      // Not a page of the site: no language redirect, never indexed, its own CSP (decision 016).
      const csp = editorContentSecurityPolicy(editor.origins, opts.https ?? false);
      app.get(editorPath, (request, reply) => {
        reply.header("x-robots-tag", "noindex, nofollow");
        return sendPage(request, reply, editor.page, 200, "Accept-Encoding", csp);
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split("?")[0] ?? "/";
      if (pathname.startsWith("/api/")) {
        return reply.code(404).send({ message: "Not found" });
      }
      // "/about/" and "//about" style variants of a real page go to its one URL.
      const tidy = pathname.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1");
      if (
        tidy !== pathname &&
        (site.pages.has(tidy) || (editor && tidy === editorPath)) &&
        (request.method === "GET" || request.method === "HEAD")
      ) {
        return reply.redirect(tidy + request.url.slice(pathname.length), 301);
      }
      return sendPage(request, reply, site.notFound[localeFromPath(pathname)], 404);
    });
  },
  { name: "pages", dependencies: ["security-headers"] },
);
