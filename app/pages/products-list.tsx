import { useTranslation } from "../i18n/i18n";
import { Link } from "react-router";
import type { Route } from "./+types/products-list";
import { productSlugs } from "../content/catalogue";
import { useLocalizePath } from "../i18n/use-locale";
import { routeMeta } from "../seo/route-meta";
import { simpleSeo } from "./page-data.server";

export async function loader({ request }: Route.LoaderArgs) {
  return { seo: simpleSeo(request, "products") };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ProductsList() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <div className="container page-intro">
      <h1>{t("pages.products.heading")}</h1>
      <ul>
        {productSlugs.map((slug) => (
          <li key={slug}>
            <Link to={to(`/products/${slug}`)}>{t(`products.${slug}.name`)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
