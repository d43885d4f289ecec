import type { SiteContent } from "../content/collections";
import { useTranslation } from "../i18n/i18n";
import { usePageLink, usePagePath } from "../i18n/use-locale";
import { BrandMark } from "./BrandMark";
import { ArrowForward, ChevronDown, MenuIcon } from "./icons";
import { LanguageSwitch, type SwitchTo } from "./LanguageSwitch";
import { MOBILE_MENU_ID, MobileMenu } from "./MobileMenu";
import { currentOf, navItems } from "./nav";
import "./Header.css";

/**
 * The site header. It works as HTML and CSS alone: it stays in view by `position: sticky`, the
 * services submenu is a `<details>`, the mobile menu a `<dialog>` opened by an invoker button, and
 * every link is a plain link. The inline script (app/shell/inline-script.ts) closes the submenu
 * on Escape.
 */
export function Header({
  services,
  nav,
  switchTo,
}: Pick<SiteContent, "services" | "nav"> & { switchTo?: SwitchTo }) {
  const { t } = useTranslation();
  const to = usePageLink();
  const pathname = usePagePath();

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <BrandMark />
        <nav className="main-nav" aria-label={t("nav.main")}>
          <ul className="main-nav__list">
            {navItems
              .filter(({ key }) => nav.includes(key))
              .map((item) =>
                item.key === "services" ? (
                  <ServicesMenu key={item.key} current={currentOf(item, pathname)} services={services} />
                ) : (
                  <li key={item.key}>
                    <a
                      href={to(item.page)}
                      className="main-nav__link"
                      aria-current={currentOf(item, pathname)}
                    >
                      {t(`nav.${item.key}`)}
                    </a>
                  </li>
                ),
              )}
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageSwitch switchTo={switchTo} />
          <a href={to("contact")} className="btn btn--primary site-header__cta">
            {t("header.cta")}
            <ArrowForward size={18} />
          </a>
          <button
            type="button"
            className="menu-button"
            aria-haspopup="dialog"
            commandfor={MOBILE_MENU_ID}
            command="show-modal"
          >
            <MenuIcon size={24} />
            <span className="visually-hidden">{t("nav.openMenu")}</span>
          </button>
        </div>
      </div>
      <MobileMenu services={services} nav={nav} switchTo={switchTo} />
    </header>
  );
}

/**
 * The services item with its submenu: a `<details>` whose summary is the toggle. A pointer opens
 * it on hover too (CSS). The page's small inline script closes it on Escape, when focus leaves it
 * and on a click elsewhere; without any script it closes as it opened, by its toggle.
 */
function ServicesMenu({
  current,
  services,
}: Pick<SiteContent, "services"> & { current: "page" | "true" | undefined }) {
  const { t } = useTranslation();
  const to = usePageLink();
  const pathname = usePagePath();
  return (
    <li className="main-nav__item--submenu">
      <a href={to("servicesAll")} className="main-nav__link" aria-current={current}>
        {t("nav.services")}
      </a>
      <details className="submenu-details" data-dismissible="">
        <summary className="submenu-toggle">
          <ChevronDown size={16} />
          <span className="visually-hidden">{t("nav.showServices")}</span>
        </summary>
        <ul className="submenu">
          {services.map(({ slug, title }) => {
            const href = to("service", slug);
            return (
              <li key={slug}>
                <a
                  href={href}
                  className="submenu__link"
                  aria-current={href === pathname ? "page" : undefined}
                >
                  {title}
                </a>
              </li>
            );
          })}
        </ul>
      </details>
    </li>
  );
}
