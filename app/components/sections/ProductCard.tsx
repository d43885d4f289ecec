import type { ProductSummary } from "../../views/shape";
import { usePageLink } from "../../i18n/use-locale";
import { ArrowForward } from "../icons";
import "./card.css";

/**
 * A product card (id, name, image, route, link, description). The picture decorates
 * the name beside it, so its alternative text is empty; the one link makes the card clickable.
 */
export function ProductCard({
  product,
  linkLabel,
  first = false,
}: {
  product: ProductSummary;
  linkLabel: string;
  /** The list's first card, in the first screen: its picture is fetched first, not lazily. */
  first?: boolean;
}) {
  const to = usePageLink();
  const { slug, name, summary, illustration } = product;
  return (
    <li className="card product-card">
      <img
        className="product-card__image"
        src={illustration}
        alt=""
        width={480}
        height={360}
        {...(first ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
      />
      <div className="product-card__body">
        <h3 className="card__title">{name}</h3>
        <p className="card__text">{summary}</p>
        <a className="card__link" href={to("product", slug)}>
          {linkLabel}
          <span className="visually-hidden">: {name}</span>
          <ArrowForward size={18} />
        </a>
      </div>
    </li>
  );
}
