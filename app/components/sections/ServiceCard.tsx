import type { ServiceSlug } from "../../content/catalogue";
import { useTranslation } from "../../i18n/i18n";
import { useLocalizePath } from "../../i18n/use-locale";
import { ArrowForward, PathIcon } from "../icons";

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
        <PathIcon d={icon} />
      </span>
      <h3 className="card__title">{title}</h3>
      <p className="card__text">{t(`services.${slug}.summary`)}</p>
      <a className="card__link" href={to(`/services/${slug}`)}>
        {linkLabel}
        <span className="visually-hidden">: {title}</span>
        <ArrowForward size={18} />
      </a>
    </li>
  );
}
