import { useTranslation } from "../i18n/i18n";
import type { Route } from "./+types/contact";
import { routeMeta } from "../seo/route-meta";
import { simpleSeo } from "./page-data.server";

export async function loader({ request }: Route.LoaderArgs) {
  return { seo: simpleSeo(request, "contact") };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Page() {
  const { t } = useTranslation();
  return (
    <div className="container page-intro">
      <h1>{t("pages.contact.heading")}</h1>
    </div>
  );
}
