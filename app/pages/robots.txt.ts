import { robotsTxt } from "../seo/sitemap";
import { siteUrl } from "../settings";

/** /robots.txt for static hosting (our server answers it itself, for its own SITE_URL). */
export function GET() {
  return new Response(robotsTxt(siteUrl), { headers: { "content-type": "text/plain" } });
}
