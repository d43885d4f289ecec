import { useTranslation } from "../i18n/i18n";
import { defaultLocale, localeCodes, locales, switchLocaleHref, type Locale } from "../i18n/locales";
import { useLocale, usePagePath } from "../i18n/use-locale";
import "./LanguageSwitch.css";

/** The language a label is written in, by its script (the locale table's `script`). */
const scriptOf = (text: string) => {
  const script = /[\u0600-\u06FF]/.test(text) ? "arabic" : "latin";
  return localeCodes.find((code) => locales[code].script === script) ?? defaultLocale;
};

/**
 * Where the switch leads, by language, when not to the same page there: a page with no twin in
 * that language (an article written in one language only) leads to that language's news list.
 */
export type SwitchTo = Partial<Record<Locale, string>>;

/**
 * Links to the same page in the other language: a full page load, as the spec's "switch then
 * reload". The page's inline script (app/shell/inline-script.ts) also stores the choice (cookie
 * and localStorage) and keeps the query and hash; without script it is a plain link.
 *
 * The accessible name starts with the visible text (the other language's own name), followed by
 * the spoken hint, so that speech users can say what they see (WCAG 2.5.3, label in name), and
 * each part carries its own language so screen readers pronounce it right.
 */
export function LanguageSwitch({ className, switchTo }: { className?: string; switchTo?: SwitchTo }) {
  const { t } = useTranslation();
  const pathname = usePagePath();
  const { lang } = useLocale();
  const other = localeCodes.find((code) => code !== lang) ?? lang;
  const href = switchTo?.[other] ?? switchLocaleHref({ pathname }, other);
  const hint = t("language.switchLabel");
  const hintLang = scriptOf(hint);
  return (
    <a className={["lang-switch", className].filter(Boolean).join(" ")} href={href} hrefLang={other}>
      <span lang={other}>{locales[other].nativeName}</span>{" "}
      <span className="visually-hidden" lang={hintLang === lang ? undefined : hintLang}>
        {hint}
      </span>
    </a>
  );
}
