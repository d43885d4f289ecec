import type { ProductSlug } from "../../content/catalogue";
import { useTranslation } from "../../i18n/i18n";
import { useLocalizePath } from "../../i18n/use-locale";
import { ArrowForward } from "../icons";

/**
 * A product card (spec §3: id, name, image, route, link, description). The picture decorates
 * the name beside it, so its alternative text is empty; the one link makes the card clickable.
 */
export function ProductCard({ slug, linkLabel }: { slug: ProductSlug; linkLabel: string }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const name = t(`products.${slug}.name`);
  return (
    <li className="card product-card">
      <img
        className="product-card__image"
        src={`/illustrations/products/${slug}.svg`}
        alt=""
        width={480}
        height={360}
        loading="lazy"
      />
      <div className="product-card__body">
        <h3 className="card__title">{name}</h3>
        <p className="card__text">{t(`products.${slug}.summary`)}</p>
        <a className="card__link" href={to(`/products/${slug}`)}>
          {linkLabel}
          <span className="visually-hidden">: {name}</span>
          <ArrowForward size={18} />
        </a>
      </div>
    </li>
  );
}
