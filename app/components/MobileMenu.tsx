import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../i18n/i18n";
import { Link, NavLink } from "react-router";
import { serviceSlugs } from "../content/catalogue";
import { useLocalizePath } from "../i18n/use-locale";
import { flags } from "../site";
import { BrandMark } from "./BrandMark";
import { ChevronDown, CloseIcon } from "./icons";
import { LanguageSwitch } from "./LanguageSwitch";

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The slide-out menu under the desktop breakpoint: a modal dialog, so the page behind is inert;
 * Tab and Shift+Tab cycle inside it, Escape and the close button close it, and choosing a link
 * closes it.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const dialog = useRef<HTMLDialogElement>(null);
  const [servicesOpen, setServicesOpen] = useState(false);
  const servicesId = useId();

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      node.showModal();
      node.querySelector<HTMLElement>(".mobile-menu__close")?.focus();
    } else if (!open && node.open) {
      node.close();
    }
  }, [open]);

  const trapTab = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)].filter(
      (el) => el.offsetParent !== null,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const close = () => onClose();

  return (
    <dialog
      ref={dialog}
      id="mobile-menu"
      className="mobile-menu"
      aria-label={t("nav.menu")}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={trapTab}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes it.
        if (event.target === dialog.current) close();
      }}
    >
      <div className="mobile-menu__panel">
        <div className="mobile-menu__top">
          <BrandMark />
          <button type="button" className="mobile-menu__close" onClick={close}>
            <CloseIcon size={24} />
            <span className="visually-hidden">{t("nav.closeMenu")}</span>
          </button>
        </div>
        <nav aria-label={t("nav.main")}>
          <ul className="mobile-menu__list">
            <li>
              <NavLink to={to("/")} end onClick={close}>
                {t("nav.home")}
              </NavLink>
            </li>
            <li>
              <div className="mobile-menu__row">
                <NavLink to={to("/services/all")} onClick={close}>
                  {t("nav.services")}
                </NavLink>
                <button
                  type="button"
                  className="submenu-toggle"
                  aria-expanded={servicesOpen}
                  aria-controls={servicesId}
                  onClick={() => setServicesOpen((value) => !value)}
                >
                  <ChevronDown size={18} />
                  <span className="visually-hidden">{t("nav.showServices")}</span>
                </button>
              </div>
              <ul id={servicesId} className="mobile-menu__sublist" hidden={!servicesOpen}>
                {serviceSlugs.map((slug) => (
                  <li key={slug}>
                    <NavLink to={to(`/services/${slug}`)} onClick={close}>
                      {t(`services.${slug}.title`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <NavLink to={to("/products/all")} onClick={close}>
                {t("nav.products")}
              </NavLink>
            </li>
            <li>
              <NavLink to={to("/about")} onClick={close}>
                {t("nav.about")}
              </NavLink>
            </li>
            <li>
              <NavLink to={to("/contact")} onClick={close}>
                {t("nav.contact")}
              </NavLink>
            </li>
            {flags.blog && (
              <li>
                <NavLink to={to("/blog")} onClick={close}>
                  {t("nav.blog")}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        <div className="mobile-menu__footer">
          <LanguageSwitch />
          <Link to={to("/contact")} className="btn btn--primary" onClick={close}>
            {t("header.cta")}
          </Link>
        </div>
      </div>
    </dialog>
  );
}
