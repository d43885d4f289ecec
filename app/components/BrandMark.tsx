import { useTranslation } from "../i18n/i18n";
import { usePageLink } from "../i18n/use-locale";
import { FirstScreenPicture } from "./FirstScreenPicture";
import "./BrandMark.css";

/** The logo, linking home. */
export function BrandMark({ className }: { className?: string }) {
  const { t } = useTranslation();
  const to = usePageLink();
  return (
    <a
      href={to("home")}
      className={["brand", className].filter(Boolean).join(" ")}
      aria-label={t("brand.home")}
    >
      <FirstScreenPicture src="/brand/logo-mark.svg" alt="" width={36} height={36} className="brand__mark" />
      <span className="brand__name" aria-hidden="true">
        {t("brand.name")}
      </span>
    </a>
  );
}
