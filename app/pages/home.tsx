import { Link } from "react-router";
import type { Route } from "./+types/home";
import { featuredProductSlugs, featuredServiceSlugs } from "../content/catalogue";
import { useLocalizePath } from "../i18n/use-locale";
import { routeMeta } from "../seo/route-meta";
import { ArrowForward } from "../components/icons";
import { CtaBand } from "../components/sections/CtaBand";
import { ProductCard } from "../components/sections/ProductCard";
import { ServiceCard } from "../components/sections/ServiceCard";
import { StatsBand } from "../components/sections/StatsBand";
import { TypedHeadline } from "../components/sections/TypedHeadline";
import { homeData } from "./copy.server";

export async function loader({ request }: Route.LoaderArgs) {
  return homeData(request);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const pillars = ["vision", "mission", "values"] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, stats, pillars: values, services, products, cta } = loaderData.copy;
  const to = useLocalizePath();
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="eyebrow eyebrow--pill">{hero.eyebrow}</p>
            <TypedHeadline
              id="hero-heading"
              headline={hero.headline}
              phrases={hero.phrases}
              text={hero.headlineText}
            />
            <p className="hero__lead">{hero.lead}</p>
            <div className="actions">
              <Link className="btn btn--primary btn--lg" to={to("/contact")}>
                {hero.primary}
                <ArrowForward size={18} />
              </Link>
              <Link className="btn btn--ghost btn--lg" to={to("/services/all")}>
                {hero.secondary}
              </Link>
            </div>
          </div>
          <img
            className="hero__art"
            src="/illustrations/hero-home.svg"
            alt={hero.imageAlt}
            width={560}
            height={440}
            fetchPriority="high"
          />
        </div>
        <div className="container">
          <StatsBand heading={stats.heading} stats={loaderData.stats} />
        </div>
      </section>

      <section className="section" aria-labelledby="pillars-heading">
        <div className="container">
          <div className="section-head section-head--center">
            <p className="eyebrow">{values.eyebrow}</p>
            <h2 id="pillars-heading">{values.heading}</h2>
            <p className="section-head__intro">{values.intro}</p>
          </div>
          <ul className="card-grid card-grid--3">
            {pillars.map((key) => (
              <li key={key} className="card pillar-card">
                <img src={`/illustrations/${key}.svg`} alt="" width={160} height={160} loading="lazy" />
                <h3 className="card__title">{values.items[key].title}</h3>
                <p className="card__text">{values.items[key].body}</p>
                <Link className="card__link" to={to("/about")}>
                  {values.items[key].link}
                  <ArrowForward size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="services-heading">
        <div className="container">
          <div className="section-head">
            <p className="eyebrow">{services.eyebrow}</p>
            <h2 id="services-heading">{services.heading}</h2>
            <p className="section-head__intro">{services.intro}</p>
          </div>
          <ul className="card-grid card-grid--3">
            {featuredServiceSlugs.map((slug) => (
              <ServiceCard
                key={slug}
                slug={slug}
                icon={loaderData.icons[slug] ?? ""}
                linkLabel={services.cardLink}
              />
            ))}
          </ul>
          <p className="section__more">
            <Link className="btn btn--ghost" to={to("/services/all")}>
              {services.all}
              <ArrowForward size={18} />
            </Link>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="products-heading">
        <div className="container">
          <div className="section-head">
            <p className="eyebrow">{products.eyebrow}</p>
            <h2 id="products-heading">{products.heading}</h2>
            <p className="section-head__intro">{products.intro}</p>
          </div>
          <ul className="card-grid product-grid product-grid--featured">
            {featuredProductSlugs.map((slug) => (
              <ProductCard key={slug} slug={slug} linkLabel={products.cardLink} />
            ))}
          </ul>
          <p className="section__more">
            <Link className="btn btn--ghost" to={to("/products/all")}>
              {products.all}
              <ArrowForward size={18} />
            </Link>
          </p>
        </div>
      </section>

      <CtaBand {...cta} />
    </>
  );
}
