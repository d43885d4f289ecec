import type { Route } from "./+types/products-list";
import { productSlugs } from "../content/catalogue";
import { routeMeta } from "../seo/route-meta";
import { CtaBand } from "../components/sections/CtaBand";
import { PageHeader } from "../components/sections/PageHeader";
import { ProductCard } from "../components/sections/ProductCard";
import { productsListData } from "./copy.server";

export async function loader({ request }: Route.LoaderArgs) {
  return productsListData(request);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** /products and /products/all: the seven products, after a tile with their count. */
export default function ProductsList({ loaderData }: Route.ComponentProps) {
  const { intro, countLabel, countBody, cardLink, cta } = loaderData.copy;
  return (
    <>
      <PageHeader {...intro} />
      <section className="section section--muted" aria-labelledby="products-count">
        <div className="container">
          <ul className="card-grid product-grid">
            <li className="count-tile">
              <h2 id="products-count" className="count-tile__value">
                +{productSlugs.length} <span className="count-tile__label">{countLabel}</span>
              </h2>
              <p>{countBody}</p>
            </li>
            {productSlugs.map((slug) => (
              <ProductCard key={slug} slug={slug} linkLabel={cardLink} />
            ))}
          </ul>
        </div>
      </section>
      <CtaBand {...cta} />
    </>
  );
}
