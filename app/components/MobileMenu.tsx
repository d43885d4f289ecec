import type { SiteContent } from "../content/collections";
import { useTranslation } from "../i18n/i18n";
import { usePageLink, usePagePath } from "../i18n/use-locale";
import { BrandMark } from "./BrandMark";
import { ChevronDown, CloseIcon } from "./icons";
import { LanguageSwitch, type SwitchTo } from "./LanguageSwitch";
import { currentOf, navItems } from "./nav";
import "./MobileMenu.css";

export const MOBILE_MENU_ID = "mobile-menu";

// Invoker commands (HTML's `commandfor`/`command`) are not yet in React's DOM types.
declare module "react" {
  // The type parameter must match React's declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
  }
}

/**
 * The slide-out menu under the desktop breakpoint, without script: a modal `<dialog>` that the
 * menu button opens with an invoker command (`command="show-modal"`), so the browser makes the
 * page behind inert, keeps Tab inside, moves focus to the close button (autofocus), closes it on
 * Escape, on the close button and on a click on the backdrop (`closedby="any"`), and gives focus
 * back to the menu button. Its links are plain links (a page load, which closes it).
 */
export function MobileMenu({
  services,
  nav,
  switchTo,
}: Pick<SiteContent, "services" | "nav"> & { switchTo?: SwitchTo }) {
  const { t } = useTranslation();
  const to = usePageLink();
  const pathname = usePagePath();
  return (
    <dialog id={MOBILE_MENU_ID} className="mobile-menu" aria-label={t("nav.menu")} closedby="any">
      <div className="mobile-menu__panel">
        <div className="mobile-menu__top">
          <BrandMark />
          <button
            type="button"
            className="mobile-menu__close"
            commandfor={MOBILE_MENU_ID}
            command="close"
            autoFocus
          >
            <CloseIcon size={24} />
            <span className="visually-hidden">{t("nav.closeMenu")}</span>
          </button>
        </div>
        <nav aria-label={t("nav.main")}>
          <ul className="mobile-menu__list">
            {navItems
              .filter(({ key }) => nav.includes(key))
              .map((item) => (
                <li key={item.key} className={item.key === "services" ? "mobile-menu__services" : undefined}>
                  <a href={to(item.page)} aria-current={currentOf(item, pathname)}>
                    {t(`nav.${item.key}`)}
                  </a>
                  {item.key === "services" && (
                    <details className="mobile-menu__details">
                      <summary className="submenu-toggle">
                        <ChevronDown size={18} />
                        <span className="visually-hidden">{t("nav.showServices")}</span>
                      </summary>
                      <ul className="mobile-menu__sublist">
                        {services.map(({ slug, title }) => {
                          const href = to("service", slug);
                          return (
                            <li key={slug}>
                              <a href={href} aria-current={href === pathname ? "page" : undefined}>
                                {title}
                              </a>
                            </li>
                          );
                        })}
                      </ul>
                    </details>
                  )}
                </li>
              ))}
          </ul>
        </nav>
        <div className="mobile-menu__footer">
          <LanguageSwitch switchTo={switchTo} opens="up" />
          <a href={to("contact")} className="btn btn--primary">
            {t("header.cta")}
          </a>
        </div>
      </div>
    </dialog>
  );
}
