import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../i18n/i18n";
import { Link, NavLink, useLocation } from "react-router";
import { serviceSlugs } from "../content/catalogue";
import { useLocalizePath } from "../i18n/use-locale";
import { flags } from "../site";
import { ArrowForward, ChevronDown, MenuIcon } from "./icons";
import { LanguageSwitch } from "./LanguageSwitch";
import { BrandMark } from "./BrandMark";
import { MobileMenu } from "./MobileMenu";

/** Scroll distance after which the header sticks to the top (spec §9). */
export const STICKY_THRESHOLD = 70;

function useSticky(threshold: number): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setSticky(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return sticky;
}

export function Header() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const sticky = useSticky(STICKY_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <header className="site-header" data-sticky={sticky ? "true" : "false"}>
      <div className="container site-header__bar">
        <BrandMark />
        <nav className="main-nav" aria-label={t("nav.main")}>
          <ul className="main-nav__list">
            <li>
              <NavLink to={to("/")} end className="main-nav__link">
                {t("nav.home")}
              </NavLink>
            </li>
            <ServicesMenu />
            <li>
              <NavLink to={to("/products/all")} className="main-nav__link">
                {t("nav.products")}
              </NavLink>
            </li>
            <li>
              <NavLink to={to("/about")} className="main-nav__link">
                {t("nav.about")}
              </NavLink>
            </li>
            <li>
              <NavLink to={to("/contact")} className="main-nav__link">
                {t("nav.contact")}
              </NavLink>
            </li>
            {flags.blog && (
              <li>
                <NavLink to={to("/blog")} className="main-nav__link">
                  {t("nav.blog")}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageSwitch />
          <Link to={to("/contact")} className="btn btn--primary site-header__cta">
            {t("header.cta")}
            <ArrowForward size={18} />
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="menu-button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon size={24} />
            <span className="visually-hidden">{t("nav.openMenu")}</span>
          </button>
        </div>
      </div>
      <MobileMenu
        open={menuOpen}
        onClose={() => {
          setMenuOpen(false);
          menuButton.current?.focus();
        }}
      />
    </header>
  );
}

/**
 * The services item with its submenu. With a pointer it opens on hover; by keyboard, the toggle
 * button opens it and Escape closes it; without JavaScript it opens on focus within (CSS).
 */
function ServicesMenu() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const item = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    <li
      ref={item}
      className="main-nav__item--submenu"
      data-open={open ? "true" : "false"}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!item.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <NavLink to={to("/services/all")} className="main-nav__link">
        {t("nav.services")}
      </NavLink>
      <button
        ref={toggle}
        type="button"
        className="submenu-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronDown size={16} />
        <span className="visually-hidden">{t("nav.showServices")}</span>
      </button>
      <ul id={id} className="submenu">
        {serviceSlugs.map((slug) => (
          <li key={slug}>
            <NavLink to={to(`/services/${slug}`)} className="submenu__link">
              {t(`services.${slug}.title`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
