import { useTranslation } from "../i18n/i18n";
import { useLocation } from "react-router";
import { stripLocale } from "../i18n/locales";
import { Footer } from "./Footer";
import { Island } from "../islands/Island";
import { Header } from "./Header";
import { PartnersCarousel, showsPartners } from "./PartnersCarousel";

export function SiteLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isHome = stripLocale(pathname) === "/";
  return (
    <>
      <a className="skip-link" href="#main">
        {t("nav.skip")}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={isHome ? "site-main" : "site-main site-main--spaced"}>
        {children}
      </main>
      {showsPartners(pathname) && <Island name="partners" component={PartnersCarousel} props={{}} />}
      <Footer />
    </>
  );
}
