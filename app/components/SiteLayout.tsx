import type { SiteContent } from "../content/collections";
import { useTranslation } from "../i18n/i18n";
import { localized } from "../i18n/localized";
import { Footer } from "./Footer";
import { Header } from "./Header";
import type { SwitchTo } from "./LanguageSwitch";
import "./SiteLayout.css";

/**
 * The top of every page: the skip link, then the header with its menus (the navigation's items
 * whose pages the content makes, `nav`). `switchTo` is where the language switch leads when the
 * page has no twin in the other language (an article written in one language only).
 */
function Top({ services, nav, switchTo }: Pick<SiteContent, "services" | "nav"> & { switchTo?: SwitchTo }) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("nav.skip")}
      </a>
      <Header services={services} nav={nav} switchTo={switchTo} />
    </>
  );
}

/** The shared layout's parts, each a React root of the document shell (app/layouts/Page.astro). */
export const SiteTop = localized(Top);
export const SiteFooter = localized(Footer);
