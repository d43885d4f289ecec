import { content } from "../../content/collections";
import { previewSite } from "../../content/read";

/**
 * /admin/site.json: the content the editor's preview shows around the entry being edited (the
 * services in the menu, the featured products, the company's facts in the footer), as the last
 * build read it (app/content/read.ts); under `npm run cms` the dev server reads it from the
 * working copy on each request. Everything here is on the public pages already.
 */
export async function GET() {
  return new Response(JSON.stringify(previewSite(await content())), {
    headers: { "content-type": "application/json" },
  });
}
