import { useTranslation } from "../i18n/i18n";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { useLocalizePath } from "../i18n/use-locale";
import { routeMeta } from "../seo/route-meta";
import { simpleSeo } from "./page-data.server";

export async function loader({ request }: Route.LoaderArgs) {
  return { seo: simpleSeo(request, "home") };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Home() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <section className="hero">
      <div className="container">
        <h1>{t("pages.home.heading")}</h1>
        <Link className="btn btn--primary" to={to("/contact")}>
          {t("cta.getStarted")}
        </Link>
      </div>
    </section>
  );
}
