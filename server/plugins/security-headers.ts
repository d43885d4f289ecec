import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

/**
 * Security headers on every answer. The Content-Security-Policy allows scripts and
 * styles from our own origin only, plus the exact hashes of a page's inline styles and of those of
 * its inline scripts that the build wrote itself (its own small scripts, decision 026; on a page
 * with islands, Astro's island loader; never a script that came with the content, decision 031;
 * server/site/pages.ts), set per page by `pageCsp`. Workers come from our origin only,
 * as files (the contact form's proof of work solves in one), never from `blob:` or `data:` URLs.
 */
export interface InlineHashes {
  /** 'sha256-…' sources of the page's inline scripts. */
  scripts?: readonly string[];
  /** 'sha256-…' sources of the page's inline style elements. */
  styles?: readonly string[];
}

const withHashes = (hashes: readonly string[] = []) => ["'self'", ...hashes].join(" ");

/** The sources that differ between the site's pages and the editor; the rest is the same. */
interface Sources {
  script: string;
  style: string;
  img: string;
  connect: string;
}

function policy({ script, style, img, connect }: Sources, https: boolean): string {
  return [
    "default-src 'self'",
    `script-src ${script}`,
    `style-src ${style}`,
    `img-src ${img}`,
    "font-src 'self'",
    `connect-src ${connect}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export function contentSecurityPolicy(hashes: InlineHashes = {}, https = false): string {
  return policy(
    {
      script: withHashes(hashes.scripts),
      style: withHashes(hashes.styles),
      img: "'self' data:",
      connect: "'self'",
    },
    https,
  );
}

/**
 * The editor's CSP (/admin alone, decision 016): its own bundle, which compiles its configuration's
 * JSON Schema into functions (Ajv: 'unsafe-eval'), the inline styles its components inject
 * (emotion), pictures from the git host and the uploads being previewed (blob:), and requests to
 * the origins of its configuration: the git host and the local backend.
 */
export function editorContentSecurityPolicy(origins: readonly string[], https = false): string {
  const elsewhere = origins.map((origin) => ` ${origin}`).join("");
  return policy(
    {
      script: "'self' 'unsafe-eval'",
      style: "'self' 'unsafe-inline'",
      img: `'self' data: blob:${elsewhere}`,
      connect: `'self'${elsewhere}`,
    },
    https,
  );
}

export const permissionsPolicy =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()";

declare module "fastify" {
  interface FastifyReply {
    /** Sets the CSP of an HTML page with its inline scripts' and styles' hashes. */
    pageCsp(hashes: InlineHashes): FastifyReply;
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
    const fallback = contentSecurityPolicy({}, opts.https);
    app.decorateReply("pageCsp", function (this: FastifyReply, hashes: InlineHashes) {
      return this.header("content-security-policy", contentSecurityPolicy(hashes, opts.https));
    });
    app.addHook("onSend", async (_request, reply) => {
      if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", fallback);
      reply.header("permissions-policy", permissionsPolicy);
    });
  },
  { name: "security-headers" },
);
