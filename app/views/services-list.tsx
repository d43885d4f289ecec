import type { servicesListData } from "./data";
import { localized } from "../i18n/localized";
import { CtaBand } from "../components/sections/CtaBand";
import { PageHeader } from "../components/sections/PageHeader";
import { ServiceCard } from "../components/sections/ServiceCard";
import "../components/sections/section.css";
import "../components/sections/card.css";

/** /services and /services/all: every service, in its order. */
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
            {data.services.map((service) => (
              <ServiceCard key={service.slug} service={service} linkLabel={cardLink} />
            ))}
          </ul>
        </div>
      </section>
      <CtaBand {...cta} />
    </>
  );
}

type ServicesListData = Awaited<ReturnType<typeof servicesListData>>;

export const ServicesListPage = localized(ServicesList);
