import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

/**
 * Security headers on every answer (DESIGN §4). The Content-Security-Policy allows scripts from
 * our own origin only, plus the exact hashes of a page's inline scripts (React Router's hydration
 * data), set per page by `pageCsp`.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = [], https = false): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? " " + scriptHashes.join(" ") : ""}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export const permissionsPolicy =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()";

declare module "fastify" {
  interface FastifyReply {
    /** Sets the CSP of an HTML page with its inline scripts' hashes. */
    pageCsp(scriptHashes: readonly string[]): FastifyReply;
  }
}

export default fp(
  async function securityHeaders(app: FastifyInstance, opts: { https: boolean }) {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      // HSTS only where the site is served over https (SITE_URL), never on plain http.
      strictTransportSecurity: opts.https ? { maxAge: 63072000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      xFrameOptions: { action: "deny" },
    });
    const fallback = contentSecurityPolicy([], opts.https);
    app.decorateReply("pageCsp", function (this: FastifyReply, hashes: readonly string[]) {
      return this.header("content-security-policy", contentSecurityPolicy(hashes, opts.https));
    });
    app.addHook("onSend", async (_request, reply) => {
      if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", fallback);
      reply.header("permissions-policy", permissionsPolicy);
    });
  },
  { name: "security-headers" },
);
