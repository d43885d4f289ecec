import { useTranslation } from "../i18n/i18n";
import type { Route } from "./+types/about";
import { routeMeta } from "../seo/route-meta";
import { simpleSeo } from "./page-data.server";

export async function loader({ request }: Route.LoaderArgs) {
  return { seo: simpleSeo(request, "about") };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Page() {
  const { t } = useTranslation();
  return (
    <div className="container page-intro">
      <h1>{t("pages.about.heading")}</h1>
    </div>
  );
}
