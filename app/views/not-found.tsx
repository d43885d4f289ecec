import { useTranslation } from "../i18n/i18n";
import { localized } from "../i18n/localized";
import { usePageLink } from "../i18n/use-locale";
import { FirstScreenPicture } from "../components/FirstScreenPicture";
import "./not-found.css";

function NotFound() {
  const { t } = useTranslation();
  const to = usePageLink();
  return (
    <div className="container not-found">
      <FirstScreenPicture
        src="/illustrations/not-found.svg"
        alt=""
        width={320}
        height={220}
        className="not-found__art"
      />
      <h1>{t("notFound.heading")}</h1>
      <p>{t("notFound.body")}</p>
      <ul className="not-found__links">
        <li>
          <a href={to("servicesAll")}>{t("nav.services")}</a>
        </li>
        <li>
          <a href={to("productsAll")}>{t("nav.products")}</a>
        </li>
        <li>
          <a href={to("contact")}>{t("nav.contact")}</a>
        </li>
      </ul>
      <a className="btn btn--primary" href={to("home")}>
        {t("notFound.home")}
      </a>
    </div>
  );
}

export const NotFoundPage = localized(NotFound);
