import type { SiteContent } from "../content/collections";
import { useTranslation } from "../i18n/i18n";
import { localized } from "../i18n/localized";
import { Footer } from "./Footer";
import { Header } from "./Header";
import "./SiteLayout.css";

/** The top of every page: the skip link, then the header with its menus. */
function Top({ services }: Pick<SiteContent, "services">) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("nav.skip")}
      </a>
      <Header services={services} />
    </>
  );
}

/** The shared layout's parts, each a React root of the document shell (app/layouts/Page.astro). */
export const SiteTop = localized(Top);
export const SiteFooter = localized(Footer);
