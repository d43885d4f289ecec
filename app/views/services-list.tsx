import type { servicesListData } from "./data";
import { localized } from "../i18n/localized";
import { serviceSlugs } from "../content/catalogue";
import { CtaBand } from "../components/sections/CtaBand";
import { PageHeader } from "../components/sections/PageHeader";
import { ServiceCard } from "../components/sections/ServiceCard";

/** /services and /services/all: the nine services. */
function ServicesList({ data }: { data: ServicesListData }) {
  const { intro, cardLink, cta } = data.copy;
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
              <ServiceCard key={slug} slug={slug} icon={data.icons[slug]} linkLabel={cardLink} />
            ))}
          </ul>
        </div>
      </section>
      <CtaBand {...cta} />
    </>
  );
}

type ServicesListData = ReturnType<typeof servicesListData>;

export const ServicesListPage = localized(ServicesList);
