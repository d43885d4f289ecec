import { useTranslation } from "../i18n/i18n";
import { Link } from "react-router";
import type { Route } from "./+types/services-list";
import { serviceSlugs } from "../content/catalogue";
import { useLocalizePath } from "../i18n/use-locale";
import { routeMeta } from "../seo/route-meta";
import { simpleSeo } from "./page-data.server";

export async function loader({ request }: Route.LoaderArgs) {
  return { seo: simpleSeo(request, "services") };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ServicesList() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <div className="container page-intro">
      <h1>{t("pages.services.heading")}</h1>
      <ul>
        {serviceSlugs.map((slug) => (
          <li key={slug}>
            <Link to={to(`/services/${slug}`)}>{t(`services.${slug}.title`)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
