import type { HomeCopy } from "../../content/schemas";
import type { ProductSummary, ServiceSummary } from "../../views/shape";
import { usePageLink } from "../../i18n/use-locale";
import { ArrowForward } from "../icons";
import { CtaBand } from "./CtaBand";
import { SectionHeader } from "./SectionHeader";
import { ProductCard } from "./ProductCard";
import { ServiceCard } from "./ServiceCard";
import "./section.css";
import "./card.css";
import "./HomeSections.css";

const pillars = ["vision", "mission", "values"] as const;

/**
 * The home page below the banner: vision, mission and values, each linking to /about; the
 * featured services and products, each linked, with a way to all of them; the
 * closing call to action. Plain HTML: nothing here runs in the browser.
 */
export function HomeSections({
  copy,
  featured,
}: {
  copy: Pick<HomeCopy, "pillars" | "services" | "products" | "cta">;
  /** The services and products content/pages/home.yaml features, in its order. */
  featured: { services: ServiceSummary[]; products: ProductSummary[] };
}) {
  const { pillars: values, services, products, cta } = copy;
  const to = usePageLink();
  return (
    <>
      <section className="section" aria-labelledby="pillars-heading">
        <div className="container">
          <SectionHeader
            id="pillars-heading"
            eyebrow={values.eyebrow}
            heading={values.heading}
            intro={values.intro}
            center
          />
          <ul className="card-grid card-grid--3">
            {pillars.map((key) => (
              <li key={key} className="card pillar-card">
                <img src={`/illustrations/${key}.svg`} alt="" width={160} height={160} loading="lazy" />
                <h3 className="card__title">{values.items[key].title}</h3>
                <p className="card__text">{values.items[key].body}</p>
                <a className="card__link" href={to("about")}>
                  {values.items[key].link}
                  <ArrowForward size={18} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="services-heading">
        <div className="container">
          <SectionHeader
            id="services-heading"
            eyebrow={services.eyebrow}
            heading={services.heading}
            intro={services.intro}
          />
          <ul className="card-grid card-grid--3">
            {featured.services.map((service) => (
              <ServiceCard key={service.slug} service={service} linkLabel={services.cardLink} />
            ))}
          </ul>
          <p className="section__more">
            <a className="btn btn--ghost" href={to("servicesAll")}>
              {services.all}
              <ArrowForward size={18} />
            </a>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="products-heading">
        <div className="container">
          <SectionHeader
            id="products-heading"
            eyebrow={products.eyebrow}
            heading={products.heading}
            intro={products.intro}
          />
          <ul className="card-grid product-grid product-grid--featured">
            {featured.products.map((product) => (
              <ProductCard key={product.slug} product={product} linkLabel={products.cardLink} />
            ))}
          </ul>
          <p className="section__more">
            <a className="btn btn--ghost" href={to("productsAll")}>
              {products.all}
              <ArrowForward size={18} />
            </a>
          </p>
        </div>
      </section>

      <CtaBand {...cta} />
    </>
  );
}
