import type { Route } from "./+types/product";
import { useTranslation } from "../i18n/i18n";
import { routeMeta } from "../seo/route-meta";
import { DetailView } from "../components/sections/DetailView";
import { productData } from "./copy.server";
import { lastSegment } from "./page-data.server";

export async function loader({ request }: Route.LoaderArgs) {
  return productData(request, lastSegment(request));
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Product({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <DetailView
      page={loaderData.page}
      eyebrow={t("pages.product.eyebrow")}
      back={{ to: "/products/all", label: t("pages.product.back") }}
      cta={t("pages.product.demo")}
    />
  );
}
