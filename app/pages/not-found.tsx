import { useTranslation } from "../i18n/i18n";
import { Link } from "react-router";
import type { Route } from "./+types/not-found";
import { useLocalizePath } from "../i18n/use-locale";
import { routeMeta } from "../seo/route-meta";
import { requestLocale } from "./page-data.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { t } = requestLocale(request);
  return { seo: { title: t("notFound.title"), description: t("notFound.description"), noindex: true } };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function NotFound() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <div className="container not-found">
      <img src="/illustrations/not-found.svg" alt="" width={320} height={220} className="not-found__art" />
      <h1>{t("notFound.heading")}</h1>
      <p>{t("notFound.body")}</p>
      <ul className="not-found__links">
        <li>
          <Link to={to("/services/all")}>{t("nav.services")}</Link>
        </li>
        <li>
          <Link to={to("/products/all")}>{t("nav.products")}</Link>
        </li>
        <li>
          <Link to={to("/contact")}>{t("nav.contact")}</Link>
        </li>
      </ul>
      <Link className="btn btn--primary" to={to("/")}>
        {t("notFound.home")}
      </Link>
    </div>
  );
}
