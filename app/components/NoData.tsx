import { useTranslation } from "../i18n/i18n";

/** The empty state, for a list that has nothing to show. */
export function NoData({ body }: { body?: string }) {
  const { t } = useTranslation();
  return (
    <div className="no-data" role="status">
      <img src="/illustrations/no-data.svg" alt="" width={200} height={160} loading="lazy" />
      <h2 className="no-data__heading">{t("noData.heading")}</h2>
      <p>{body ?? t("noData.body")}</p>
    </div>
  );
}
