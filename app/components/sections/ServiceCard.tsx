import type { ServiceSummary } from "../../views/shape";
import { usePageLink } from "../../i18n/use-locale";
import { ArrowForward, PathIcon } from "../icons";
import "./card.css";

/**
 * A service card (key, icon, title, description, link). The whole card is clickable
 * through its one link, whose accessible name starts with its visible words and ends with the
 * service, so nine "Get started" links stay distinguishable.
 */
export function ServiceCard({ service, linkLabel }: { service: ServiceSummary; linkLabel: string }) {
  const to = usePageLink();
  const { slug, title, summary, icon } = service;
  return (
    <li className="card service-card">
      <span className="icon-badge">
        <PathIcon d={icon} />
      </span>
      <h3 className="card__title">{title}</h3>
      <p className="card__text">{summary}</p>
      <a className="card__link" href={to("service", slug)}>
        {linkLabel}
        <span className="visually-hidden">: {title}</span>
        <ArrowForward size={18} />
      </a>
    </li>
  );
}
