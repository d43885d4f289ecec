import { Link } from "react-router";
import type { ServiceSlug } from "../../content/catalogue";
import { useTranslation } from "../../i18n/i18n";
import { useLocalizePath } from "../../i18n/use-locale";
import { ArrowForward } from "../icons";

/**
 * A service card (spec §3: key, icon, title, description, link). The whole card is clickable
 * through its one link, whose accessible name starts with its visible words and ends with the
 * service, so nine "Get started" links stay distinguishable.
 */
export function ServiceCard({
  slug,
  icon,
  linkLabel,
}: {
  slug: ServiceSlug;
  icon: string;
  linkLabel: string;
}) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const title = t(`services.${slug}.title`);
  return (
    <li className="card service-card">
      <span className="icon-badge">
        <ServiceIcon d={icon} />
      </span>
      <h3 className="card__title">{title}</h3>
      <p className="card__text">{t(`services.${slug}.summary`)}</p>
      <Link className="card__link" to={to(`/services/${slug}`)}>
        {linkLabel}
        <span className="visually-hidden">: {title}</span>
        <ArrowForward size={18} />
      </Link>
    </li>
  );
}

/**
 * A service's line icon (24 px grid, stroke in currentColor), from the path data in
 * app/content/service-icons.ts that the page's loader passes in. Decorative: the card or heading
 * beside it names the service.
 */
export function ServiceIcon({ d, size = 28 }: { d: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="icon"
    >
      <path d={d} />
    </svg>
  );
}
