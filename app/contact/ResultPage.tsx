import { Link } from "react-router";
import type { Route } from "./+types/ResultPage";
import { useTranslation } from "../i18n/i18n";
import { localeFromPath, localizePath } from "../i18n/locales";
import { serverT } from "../i18n/t.server";
import { lastSegment } from "../pages/page-data.server";
import { routeMeta } from "../seo/route-meta";
import { isRefusalReason } from "./results";
import "./contact.css";

/**
 * Where a form posted without JavaScript lands (303 from POST /api/contact): "received", or "not
 * sent" with the reason. Prerendered in both languages; not indexed and not in the sitemap.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const t = serverT(localeFromPath(pathname));
  // One route per reason (app/routes.ts): the reason is the path's last segment on those.
  const reason = /\/not-sent\//.test(pathname) ? lastSegment(request) : undefined;
  if (reason !== undefined && !isRefusalReason(reason)) throw new Response("Not found", { status: 404 });
  const outcome = reason === undefined ? "sent" : "not-sent";
  return {
    reason: reason ?? null,
    seo: {
      title: t(`contactForm.result.${outcome}.title`),
      description: reason ? t(`contactForm.api.${reason}`) : t("contactForm.result.sent.body"),
      noindex: true,
    },
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const RULES = ["full_name", "phone", "email", "message"] as const;

export default function ResultPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const { reason } = loaderData;
  const formLink = (
    <Link className="btn btn--primary" to={localizePath("/contact", lang)}>
      {t("contactForm.result.form-link")}
    </Link>
  );
  const homeLink = (
    <Link className="btn btn--ghost" to={localizePath("/", lang)}>
      {t("contactForm.result.home-link")}
    </Link>
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
