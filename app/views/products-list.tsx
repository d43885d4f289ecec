import type { productsListData } from "./data";
import { localized } from "../i18n/localized";
import { useTranslation } from "../i18n/i18n";
import { plural, pluralWords } from "../i18n/plural";
import { CtaBand } from "../components/sections/CtaBand";
import { PageHeader } from "../components/sections/PageHeader";
import { ProductCard } from "../components/sections/ProductCard";
import "../components/sections/section.css";
import "../components/sections/card.css";
import "./products-list.css";

/** /products and /products/all: every product, after a tile with their count. */
function ProductsList({ data }: { data: ProductsListData }) {
  const { t, lang } = useTranslation();
  const { intro, countBody, cardLink, cta } = data.copy;
  const count = data.products.length;
  return (
    <>
      <PageHeader {...intro} />
      <section className="section section--muted" aria-labelledby="products-count">
        <div className="container">
          <ul className="card-grid product-grid">
            <li className="count-tile">
              <h2 id="products-count" className="count-tile__value">
                <span aria-hidden="true">
                  {count}{" "}
                  <span className="count-tile__label">{pluralWords(t, lang, "counts.products", count)}</span>
                </span>
                <span className="visually-hidden">{plural(t, lang, "counts.products", count)}</span>
              </h2>
              <p>{countBody}</p>
            </li>
            {data.products.map((product, index) => (
              <ProductCard key={product.slug} product={product} linkLabel={cardLink} first={index === 0} />
            ))}
          </ul>
        </div>
      </section>
      <CtaBand {...cta} />
    </>
  );
}

type ProductsListData = Awaited<ReturnType<typeof productsListData>>;

export const ProductsListPage = localized(ProductsList);
