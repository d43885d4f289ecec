import type { Route } from "./+types/services-list";
import { serviceSlugs } from "../content/catalogue";
import { routeMeta } from "../seo/route-meta";
import { CtaBand } from "../components/sections/CtaBand";
import { PageHeader } from "../components/sections/PageHeader";
import { ServiceCard } from "../components/sections/ServiceCard";
import { servicesListData } from "./copy.server";

export async function loader({ request }: Route.LoaderArgs) {
  return servicesListData(request);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** /services and /services/all: the nine services. */
export default function ServicesList({ loaderData }: Route.ComponentProps) {
  const { intro, cardLink, cta } = loaderData.copy;
  return (
    <>
      <PageHeader {...intro} />
      <section className="section section--muted" aria-labelledby="services-list-heading">
        <div className="container">
          <h2 id="services-list-heading" className="visually-hidden">
            {intro.title}
          </h2>
          <ul className="card-grid card-grid--3">
            {serviceSlugs.map((slug) => (
              <ServiceCard key={slug} slug={slug} icon={loaderData.icons[slug]} linkLabel={cardLink} />
            ))}
          </ul>
        </div>
      </section>
      <CtaBand {...cta} />
    </>
  );
}
