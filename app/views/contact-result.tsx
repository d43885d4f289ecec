import { useTranslation } from "../i18n/i18n";
import { localized } from "../i18n/localized";
import { pagePath } from "../site";
import type { RefusalReason } from "../contact/results";
import "./contact-result.css";

/**
 * Where a form posted without JavaScript lands (303 from POST /api/contact): "received", or "not
 * sent" with the reason. Prerendered in both languages; not indexed and not in the sitemap.
 */
const RULES = ["full_name", "phone", "email", "message"] as const;

function ContactResult({ reason }: { reason: RefusalReason | null }) {
  const { t, lang } = useTranslation();
  const formLink = (
    <a className="btn btn--primary" href={pagePath("contact", lang)}>
      {t("contactForm.result.form-link")}
    </a>
  );
  const homeLink = (
    <a className="btn btn--ghost" href={pagePath("home", lang)}>
      {t("contactForm.result.home-link")}
    </a>
  );

  if (!reason) {
    return (
      <div className="container contact-result">
        <span className="contact-result__icon" aria-hidden="true">
          ✓
        </span>
        <h1>{t("contactForm.result.sent.heading")}</h1>
        <p className="lead">{t("contactForm.result.sent.body")}</p>
        <div className="contact-result__links">{homeLink}</div>
      </div>
    );
  }

  return (
    <div className="container contact-result contact-result--failed">
      <span className="contact-result__icon" aria-hidden="true">
        !
      </span>
      <h1>{t("contactForm.result.not-sent.heading")}</h1>
      <p className="lead">{t(`contactForm.api.${reason}`)}</p>
      {reason === "invalid" && (
        <>
          <h2 className="contact-result__subheading">{t("contactForm.result.rules.heading")}</h2>
          <ul className="contact-result__rules">
            {RULES.map((rule) => (
              <li key={rule}>{t(`contactForm.result.rules.${rule}`)}</li>
            ))}
          </ul>
        </>
      )}
      <p>{t("contactForm.result.back")}</p>
      <p>{t("contactForm.result.reach")}</p>
      <div className="contact-result__links">
        {formLink}
        {homeLink}
      </div>
    </div>
  );
}

export const ContactResultPage = localized(ContactResult);
