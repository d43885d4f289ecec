import {
  RECEIPT_ERASE_API,
  RECEIPT_STATUS_API,
  RECEIPT_EXPORT_API,
  RECEIPT_TTL_DAYS,
  type ReceiptRefusal,
  type ReceiptState,
} from "../contact/receipt";
import { useTranslation, type TFunction } from "../i18n/i18n";
import type { Locale } from "../i18n/locales";
import { localized } from "../i18n/localized";
import { plural } from "../i18n/plural";
import { usePageLink } from "../i18n/use-locale";
import "./contact-result.css";
import "./receipt.css";

/**
 * The receipt: the pages the link in a visitor's confirmation email leads to (303 from the server,
 * which checks the link's token and keeps it in a cookie for the two actions, so the forms carry no
 * token). Where the request is, or why the link was refused, and the confirmation before erasure.
 * Prerendered in every language; not indexed and not in the sitemap. They share the contact form's
 * result pages' icon and rows of links (contact-result.css).
 */

/** What a receipt page says: where the request is, or why its link was refused. */
export type ReceiptOutcome = ReceiptState | ReceiptRefusal;

/** The steps a request goes through, in order; an erased request has left them. */
const STEPS = ["received", "with-sales"] as const;
type Step = (typeof STEPS)[number];

/** What the website holds about a request and erases on the visitor's word. */
const ERASED = ["full_name", "email", "phone", "message"] as const;

/** The expired link's sentence: how long a link works, in the language's form for that number. */
const expiredBody = (t: TFunction, lang: Locale) =>
  t("receipt.expired.body", { days: plural(t, lang, "receipt.expired.days", RECEIPT_TTL_DAYS) });

/** Home and the contact page, plain links below the page's own actions. */
function MoreLinks() {
  const { t } = useTranslation();
  const to = usePageLink();
  return (
    <p className="receipt__more">
      <a href={to("contact")}>{t("receipt.contact-link")}</a>
      <a href={to("home")}>{t("receipt.home-link")}</a>
    </p>
  );
}

/**
 * Where the request is, as an ordered list of its steps: the step it is at is marked for assistive
 * technology (`aria-current="step"`) and on screen by its ring and bold label; each step says in
 * words whether it is done.
 */
function Progress({ at }: { at: Step }) {
  const { t } = useTranslation();
  const reached = STEPS.indexOf(at);
  return (
    <ol className="receipt__steps" aria-label={t("receipt.progress.label")}>
      {STEPS.map((step, i) => {
        const done = i <= reached;
        return (
          <li
            key={step}
            className={`receipt__step${done ? " receipt__step--done" : ""}`}
            aria-current={i === reached ? "step" : undefined}
          >
            <span className="receipt__marker" aria-hidden="true">
              {done ? "✓" : i + 1}
            </span>
            <span className="receipt__step-text">
              <span className="receipt__label">{t(`receipt.progress.${step}`)}</span>
              <span className="visually-hidden">: </span>
              <span className="receipt__status">
                {t(done ? "receipt.progress.done" : "receipt.progress.not-yet")}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The visitor's two actions on their data: a file of it (a form post), or its erasure (confirmed first). */
function DataActions() {
  const { t, lang } = useTranslation();
  const to = usePageLink();
  return (
    <section className="receipt__data" aria-labelledby="receipt-data">
      <h2 id="receipt-data" className="contact-result__subheading">
        {t("receipt.data.heading")}
      </h2>
      <p>{t("receipt.data.body")}</p>
      <div className="contact-result__links">
        <form method="post" action={RECEIPT_EXPORT_API}>
          <input type="hidden" name="lang" value={lang} />
          <button className="btn btn--ghost" type="submit">
            {t("receipt.data.download")}
          </button>
        </form>
        <a className="btn btn--ghost" href={to("receiptErase")}>
          {t("receipt.data.erase")}
        </a>
      </div>
    </section>
  );
}

function Receipt({ outcome }: { outcome: ReceiptOutcome }) {
  const { t, lang } = useTranslation();
  const to = usePageLink();

  if (outcome === "expired" || outcome === "invalid") {
    return (
      <div className="container receipt receipt--refused">
        <span className="contact-result__icon" aria-hidden="true">
          !
        </span>
        <h1>{t(`receipt.${outcome}.heading`)}</h1>
        <p className="lead">{outcome === "expired" ? expiredBody(t, lang) : t("receipt.invalid.body")}</p>
        <p>{t(`receipt.${outcome}.help`)}</p>
        <div className="contact-result__links">
          <a className="btn btn--primary" href={to("contact")}>
            {t("receipt.contact-link")}
          </a>
          <a className="btn btn--ghost" href={to("home")}>
            {t("receipt.home-link")}
          </a>
        </div>
      </div>
    );
  }

  return (
    <div className="container receipt">
      <span className="contact-result__icon" aria-hidden="true">
        ✓
      </span>
      <h1>{t(`receipt.${outcome}.heading`)}</h1>
      <p className="lead">{t(`receipt.${outcome}.body`)}</p>
      {outcome === "erased" ? (
        <>
          <p>{t("receipt.erased.kept")}</p>
          <p>{t("receipt.erased.sales")}</p>
        </>
      ) : (
        <>
          <Progress at={outcome} />
          <DataActions />
        </>
      )}
      <MoreLinks />
    </div>
  );
}

/**
 * The confirmation before erasure: what goes and what stays, then one button (POST to the erase
 * API with the page's language and `confirm=yes`; the server's cookie names the request), which
 * lands on the `erased` page.
 */
function ReceiptErase() {
  const { t, lang } = useTranslation();
  return (
    <div className="container receipt">
      <h1>{t("receipt.erase.heading")}</h1>
      <p className="lead">{t("receipt.erase.body")}</p>
      <h2 className="contact-result__subheading">{t("receipt.erase.erased-heading")}</h2>
      <ul className="contact-result__rules">
        {ERASED.map((field) => (
          <li key={field}>{t(`receipt.erase.erased.${field}`)}</li>
        ))}
      </ul>
      <h2 className="contact-result__subheading">{t("receipt.erase.kept-heading")}</h2>
      <p>{t("receipt.erase.kept")}</p>
      <p className="receipt__warning">{t("receipt.erase.warning")}</p>
      <form className="contact-result__links" method="post" action={RECEIPT_ERASE_API}>
        <input type="hidden" name="lang" value={lang} />
        <input type="hidden" name="confirm" value="yes" />
        <button className="btn btn--primary" type="submit">
          {t("receipt.erase.button")}
        </button>
        <a className="btn btn--ghost" href={`${RECEIPT_STATUS_API}?lang=${lang}`}>
          {t("receipt.erase.keep")}
        </a>
      </form>
      <MoreLinks />
    </div>
  );
}

export const ReceiptPage = localized(Receipt);
export const ReceiptErasePage = localized(ReceiptErase);
