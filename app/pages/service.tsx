import { data } from "react-router";
import type { Route } from "./+types/service";
import { isServiceSlug } from "../content/catalogue";
import { routeMeta } from "../seo/route-meta";
import { requestLocale } from "./page-data.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  if (!isServiceSlug(params.slug)) throw data(null, { status: 404 });
  const { t } = requestLocale(request);
  const name = t(`services.${params.slug}.title`);
  const summary = t(`services.${params.slug}.summary`);
  return {
    slug: params.slug,
    name,
    summary,
    seo: { title: t("pages.service.title", { name }), description: t("pages.service.description", { summary }) },
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Service({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page-intro">
      <h1>{loaderData.name}</h1>
      <p className="lead">{loaderData.summary}</p>
    </div>
  );
}
