import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Vite's content-hashed file names: safe to cache for a year. */
const hashed = /[-.][A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|svg|png|jpe?g|webp|avif)$/;

/**
 * An SVG opened by itself (its own address, not written into a page or shown in an `<img>`) is a
 * document that could run script; ours never do (the build refuses any that could, decision
 * 031), and this CSP makes sure: nothing but its own styles and pictures, in a sandbox, in no
 * other site's frame.
 */
export const svgContentSecurityPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; sandbox";

/**
 * The build's static files (scripts, styles, fonts, images, route data), served precompressed
 * (brotli or gzip, written by the build). Hashed assets are cached as immutable for a year;
 * everything else is revalidated. HTML is not served from here: the pages plugin owns it. An SVG
 * gets a CSP of its own that forbids script in it.
 */
export default fp(
  async function staticFiles(app: FastifyInstance, opts: { root: string }) {
    await app.register(fastifyStatic, {
      root: opts.root,
      prefix: "/",
      wildcard: true,
      index: false,
      redirect: false,
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
      allowedPath: (pathname) => !pathname.endsWith(".html") && !pathname.endsWith("/"),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${"/assets/"}`) && hashed.test(filePath);
        res.setHeader(
          "cache-control",
          immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
        );
        // The same URL answers brotli, gzip or plain bytes: caches must key on Accept-Encoding.
        res.setHeader("vary", "Accept-Encoding");
        if (filePath.endsWith(".data")) res.setHeader("content-type", "text/x-script; charset=utf-8");
      },
    });
    // After the site's CSP (security-headers, registered first), which it replaces on SVGs alone.
    app.addHook("onSend", async (_request, reply, payload) => {
      if (String(reply.getHeader("content-type") ?? "").startsWith("image/svg+xml"))
        reply.header("content-security-policy", svgContentSecurityPolicy);
      return payload;
    });
  },
  { name: "static-files", dependencies: ["security-headers"] },
);
