import type { Route } from "./+types/service";
import { useTranslation } from "../i18n/i18n";
import { routeMeta } from "../seo/route-meta";
import { DetailView } from "../components/sections/DetailView";
import { PathIcon } from "../components/icons";
import { serviceData } from "./copy.server";
import { lastSegment } from "./page-data.server";

export async function loader({ request }: Route.LoaderArgs) {
  return serviceData(request, lastSegment(request));
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Service({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <DetailView
      page={loaderData.page}
      eyebrow={t("pages.service.eyebrow")}
      back={{ to: "/services/all", label: t("pages.service.back") }}
      cta={t("cta.getStarted")}
      badge={
        <span className="icon-badge icon-badge--lg">
          <PathIcon d={loaderData.icon} size={32} />
        </span>
      }
    />
  );
}
