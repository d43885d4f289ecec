import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Vite's content-hashed file names: safe to cache for a year. */
const hashed = /[-.][A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|svg|png|jpe?g|webp|avif)$/;

/**
 * The build's static files (scripts, styles, fonts, images, route data), served precompressed
 * (brotli or gzip, written by the build). Hashed assets are cached as immutable for a year;
 * everything else is revalidated. HTML is not served from here: the pages plugin owns it.
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
  },
  { name: "static-files" },
);
