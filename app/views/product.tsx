import type { DetailData } from "./data";
import { localized } from "../i18n/localized";
import { useTranslation } from "../i18n/i18n";
import { DetailView } from "../components/sections/DetailView";

function Product({ data }: { data: ProductData }) {
  const { t } = useTranslation();
  return (
    <DetailView
      page={data.page}
      eyebrow={t("pages.product.eyebrow")}
      back={{ page: "productsAll", label: t("pages.product.back") }}
      cta={t("pages.product.demo")}
      caseStudies={{ heading: t("pages.product.caseStudies"), items: data.caseStudies }}
    />
  );
}

type ProductData = DetailData<"products">;

export const ProductPage = localized(Product);
