import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/i18n";
import { useNavigation } from "react-router";

/**
 * The full-page spinner, shown while the next page's code and data load. It waits a moment
 * before appearing so that fast navigations do not flash it.
 */
export function PageLoading() {
  const { t } = useTranslation();
  const busy = useNavigation().state === "loading";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), 250);
    return () => window.clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return <Spinner label={t("loading")} />;
}

export function Spinner({ label }: { label: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="page-spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
