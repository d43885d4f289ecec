import { CONFIRM_API } from "../contact/contract";
import { useTranslation } from "../i18n/i18n";
import { localized } from "../i18n/localized";
import "./contact-result.css";

/**
 * Where a form posted without JavaScript lands before it is sent (303 from POST /api/contact): the
 * message is kept, and one button confirms it (POST /api/contact/confirm with the page's language;
 * the server's cookie names the message). A person without JavaScript confirms in one click; a
 * script posting on its own never comes here. Prerendered in both languages; not indexed and not
 * in the sitemap.
 */
function ContactConfirm() {
  const { t, lang } = useTranslation();
  return (
    <div className="container contact-result">
      <h1>{t("contactForm.result.confirm.heading")}</h1>
      <p className="lead">{t("contactForm.result.confirm.body")}</p>
      <form className="contact-result__links" method="post" action={CONFIRM_API}>
        <input type="hidden" name="lang" value={lang} />
        <button className="btn btn--primary" type="submit">
          {t("contactForm.result.confirm.button")}
        </button>
      </form>
      <p>{t("contactForm.result.confirm.why")}</p>
    </div>
  );
}

export const ContactConfirmPage = localized(ContactConfirm);
