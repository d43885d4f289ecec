import { useTranslation } from "../i18n/i18n";
import { localeCodes, locales, switchLocaleHref, type Locale } from "../i18n/locales";
import { useLocale, usePagePath } from "../i18n/use-locale";
import { ChevronDown } from "./icons";
import "./LanguageSwitch.css";

/** The letters of each script of the locale table: Unicode's script of that name (`latin` → Latin). */
const lettersOf = new Map(
  localeCodes.map((code) => {
    const { script } = locales[code];
    const name = script.charAt(0).toUpperCase() + script.slice(1);
    return [script, new RegExp(`\\p{Script=${name}}`, "u")] as const;
  }),
);

/**
 * The language a label is written in, told by its letters' script (the locale table's `script`):
 * the page's own language when it has letters of the page's script, else the first language
 * written in a script it has letters of.
 */
const languageOf = (text: string, page: Locale): Locale => {
  if (lettersOf.get(locales[page].script)!.test(text)) return page;
  return localeCodes.find((code) => lettersOf.get(locales[code].script)!.test(text)) ?? page;
};

/** The attributes that say an element's text is in `code`: its language, and its script for the fonts. */
const inLanguage = (code: Locale) => ({ lang: code, "data-script": locales[code].script });

/**
 * Where the switch leads, by language, when not to the same page there: a page with no twin in
 * that language (an article written in one language only) leads to that language's news list.
 */
export type SwitchTo = Partial<Record<Locale, string>>;

/**
 * Links to the same page in the site's other languages: a full page load, as every navigation is
 * (docs/decisions/012-pages-without-their-script.md). The page's inline script (app/shell/inline-script.ts) also stores the choice (cookie
 * and localStorage) and keeps the query and hash of any link with an `hreflang`; without script it
 * is a plain link.
 *
 * With two languages it is one link to the other. Its accessible name starts with the visible text
 * (the other language's own name), followed by the spoken hint, so that speech users can say what
 * they see (WCAG 2.5.3, label in name), and each part carries its own language so screen readers
 * pronounce it right.
 *
 * With more, one link would have to choose among them: it is a `<details>` whose summary shows the
 * page's language and whose list has a link to each other language, named by its own name in its
 * own language. A `<details>` opens and closes without script; the inline script closes it on
 * Escape and when focus or a click goes elsewhere (`data-dismissible`), as the services submenu.
 * `opens` says which way its list unfolds: up where the switch sits at the bottom of a panel.
 */
export function LanguageSwitch({
  className,
  switchTo,
  opens = "down",
}: {
  className?: string;
  switchTo?: SwitchTo;
  opens?: "down" | "up";
}) {
  const { t } = useTranslation();
  const pathname = usePagePath();
  const { lang } = useLocale();
  const others = localeCodes.filter((code) => code !== lang);
  const hrefOf = (code: Locale) => switchTo?.[code] ?? switchLocaleHref({ pathname }, code);
  const classes = (...names: Array<string | undefined>) => names.filter(Boolean).join(" ");

  if (others.length === 1) {
    const [other] = others as [Locale];
    const hint = t("language.switchLabel");
    const hintLang = languageOf(hint, lang);
    return (
      <a className={classes("lang-switch", className)} href={hrefOf(other)} hrefLang={other}>
        <span {...inLanguage(other)}>{locales[other].nativeName}</span>{" "}
        <span className="visually-hidden" {...(hintLang === lang ? {} : inLanguage(hintLang))}>
          {hint}
        </span>
      </a>
    );
  }

  const hint = t("language.choose");
  const hintLang = languageOf(hint, lang);
  return (
    <div className={classes("lang-menu", opens === "up" ? "lang-menu--up" : undefined, className)}>
      <details className="lang-menu__details" data-dismissible="">
        <summary className="lang-switch lang-menu__toggle">
          <span>{locales[lang].nativeName}</span>
          <ChevronDown size={16} />{" "}
          <span className="visually-hidden" {...(hintLang === lang ? {} : inLanguage(hintLang))}>
            {hint}
          </span>
        </summary>
        <ul className="lang-menu__list">
          {others.map((code) => (
            <li key={code}>
              <a className="lang-menu__link" href={hrefOf(code)} hrefLang={code} {...inLanguage(code)}>
                {locales[code].nativeName}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
