import { catalogue } from "../content/collections";
import { sitemapXml } from "../seo/sitemap";
import { listedPages } from "../site";
import { siteUrl } from "../settings";

/** /sitemap.xml for static hosting (our server answers it itself, for its own SITE_URL). */
export async function GET() {
  return new Response(sitemapXml(siteUrl, listedPages(await catalogue())), {
    headers: { "content-type": "application/xml" },
  });
}
