import { useTranslation } from "../i18n/i18n";
import { useLocation } from "react-router";
import { rememberLocale } from "../i18n/remember";
import { localeCodes, locales, switchLocaleHref } from "../i18n/locales";
import { useLocale } from "../i18n/use-locale";

/**
 * Links to the same page in the other language. Clicking stores the choice (cookie and
 * localStorage) and loads the other URL with its query and hash: a full page load, as the
 * spec's "switch then reload". Without JavaScript it is a plain link to the same page.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { lang } = useLocale();
  const other = localeCodes.find((code) => code !== lang) ?? lang;
  const href = switchLocaleHref({ pathname: location.pathname }, other);
  return (
    <a
      className={["lang-switch", className].filter(Boolean).join(" ")}
      href={href}
      hrefLang={other}
      lang={other}
      aria-label={t("language.switchLabel")}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        rememberLocale(other);
        window.location.assign(
          switchLocaleHref(
            { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash },
            other,
          ),
        );
      }}
    >
      {locales[other].nativeName}
    </a>
  );
}
