import type { DetailData } from "./data";
import { localized } from "../i18n/localized";
import { useTranslation } from "../i18n/i18n";
import { DetailView } from "../components/sections/DetailView";
import { PathIcon } from "../components/icons";
import "../components/sections/card.css";

function Service({ data }: { data: ServiceData }) {
  const { t } = useTranslation();
  return (
    <DetailView
      page={data.page}
      eyebrow={t("pages.service.eyebrow")}
      back={{ page: "servicesAll", label: t("pages.service.back") }}
      cta={t("cta.getStarted")}
      caseStudies={{ heading: t("pages.service.caseStudies"), items: data.caseStudies }}
      badge={
        <span className="icon-badge icon-badge--lg">
          <PathIcon d={data.file.icon} size={32} />
        </span>
      }
    />
  );
}

type ServiceData = DetailData<"services">;

export const ServicePage = localized(Service);
