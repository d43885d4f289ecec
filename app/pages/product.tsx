import { data } from "react-router";
import type { Route } from "./+types/product";
import { isProductSlug } from "../content/catalogue";
import { routeMeta } from "../seo/route-meta";
import { requestLocale } from "./page-data.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  if (!isProductSlug(params.slug)) throw data(null, { status: 404 });
  const { t } = requestLocale(request);
  const name = t(`products.${params.slug}.name`);
  const summary = t(`products.${params.slug}.summary`);
  return {
    slug: params.slug,
    name,
    summary,
    seo: { title: t("pages.product.title", { name }), description: t("pages.product.description", { summary }) },
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page-intro">
      <h1>{loaderData.name}</h1>
      <p className="lead">{loaderData.summary}</p>
    </div>
  );
}
