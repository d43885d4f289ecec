import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { robotsTxt, sitemapXml, type SitemapPage } from "../../app/seo/sitemap";

/** The sitemap and robots.txt, made for the public origin the server runs under. */
export default fp(
  async function seoFiles(app: FastifyInstance, opts: { siteUrl: string; pages: readonly SitemapPage[] }) {
    const sitemap = sitemapXml(opts.siteUrl, opts.pages);
    const robots = robotsTxt(opts.siteUrl);
    app.get("/sitemap.xml", (_request, reply) =>
      reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(sitemap),
    );
    app.get("/robots.txt", (_request, reply) =>
      reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robots),
    );
  },
  { name: "seo-files" },
);
