import type { PreviewSite } from "../../admin/preview";
import { company, partners, products, services, single } from "../../content/collections";

/**
 * /admin/site.json: the content the editor's preview shows around the entry being edited (the
 * services in the menu, the featured products, the company's facts in the footer), as the last
 * build read it; under `npm run cms` the dev server reads it from the working copy on each request.
 * Everything here is on the public pages already.
 */
export async function GET() {
  const [serviceFiles, productFiles, facts, logos, home] = await Promise.all([
    services(),
    products(),
    company(),
    partners(),
    single("home"),
  ]);
  const site: PreviewSite = {
    services: serviceFiles,
    products: productFiles,
    company: facts,
    partners: logos,
    featured: { services: home.featuredServices, products: home.featuredProducts },
  };
  return new Response(JSON.stringify(site), { headers: { "content-type": "application/json" } });
}
