import { useTranslation } from "../i18n/i18n";
import type { Company, SocialNetwork } from "../content/schemas";
import type { SiteContent } from "../content/collections";
import { usePageLink } from "../i18n/use-locale";
import { BrandMark } from "./BrandMark";
import { FOOTER_ID } from "./first-frame";
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from "./icons";
import "../styles/grid.css";
import "./Footer.css";

/** The year of the build (vite.config.ts): the same in the prerendered page and in the browser. */
declare const __BUILD_YEAR__: number;

export const socialIcons: Record<SocialNetwork, (p: { size?: number }) => React.ReactElement> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  x: XIcon,
  linkedin: LinkedInIcon,
};

/** The company's social profiles, each in a new tab. */
export function SocialLinks({ social, className }: { social: Company["social"]; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={["social-links", className].filter(Boolean).join(" ")}>
      {social.map(({ network, url }) => {
        const Icon = socialIcons[network];
        return (
          <li key={network}>
            <a href={url} target="_blank" rel="noopener noreferrer" className="social-links__link">
              <Icon size={20} />
              <span className="visually-hidden">
                {t(`social.${network}`)} {t("footer.newTab")}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The footer of every page; the company's facts come from content/company.yaml. `pages` are the
 * named pages the content makes: the case studies are linked while there is one.
 */
export function Footer({ company, pages }: { company: Company; pages: SiteContent["pages"] }) {
  const { t } = useTranslation();
  const to = usePageLink();
  return (
    <footer id={FOOTER_ID} className="site-footer">
      <div className="container">
        <div className="row site-footer__grid">
          <div className="col-24 col-lg-10 site-footer__brand">
            <BrandMark className="brand--inverse" />
            <p>{t("footer.blurb")}</p>
          </div>
          <nav className="col-12 col-lg-5" aria-labelledby="footer-company">
            <h2 id="footer-company" className="site-footer__heading">
              {t("footer.company")}
            </h2>
            <ul className="site-footer__links">
              <li>
                <a href={to("servicesAll")}>{t("footer.services")}</a>
              </li>
              <li>
                <a href={to("productsAll")}>{t("footer.products")}</a>
              </li>
              {pages.includes("caseStudies") && (
                <li>
                  <a href={to("caseStudies")}>{t("footer.caseStudies")}</a>
                </li>
              )}
              <li>
                <a href={to("about")}>{t("footer.about")}</a>
              </li>
            </ul>
          </nav>
          <nav className="col-12 col-lg-4" aria-labelledby="footer-help">
            <h2 id="footer-help" className="site-footer__heading">
              {t("footer.help")}
            </h2>
            <ul className="site-footer__links">
              <li>
                <a href={to("contact")}>{t("footer.contact")}</a>
              </li>
              <li>
                <a href={to("terms")}>{t("footer.terms")}</a>
              </li>
              <li>
                <a href={to("privacy")}>{t("footer.privacy")}</a>
              </li>
            </ul>
          </nav>
          <div className="col-24 col-lg-5">
            <h2 className="site-footer__heading">{t("footer.follow")}</h2>
            <SocialLinks social={company.social} />
          </div>
        </div>
        <p className="site-footer__legal">{t("footer.rights", { year: __BUILD_YEAR__ })}</p>
      </div>
    </footer>
  );
}
