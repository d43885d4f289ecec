import { sitemapXml } from "../seo/sitemap";
import { siteUrl } from "../settings";

/** /sitemap.xml for static hosting (our server answers it itself, for its own SITE_URL). */
export function GET() {
  return new Response(sitemapXml(siteUrl), { headers: { "content-type": "application/xml" } });
}
