import type { ReactNode } from "react";
import type { termsData } from "./data";
import { FirstScreenEnd } from "../components/FirstScreenEnd";
import { localized } from "../i18n/localized";
import { useTranslation } from "../i18n/i18n";
import "../components/sections/section.css";
import "../components/sections/PageHeader.css";
import "../components/sections/card.css";
import "./terms.css";

/**
 * A document of the company's counsel, the mobile app's terms (content/terms/<lang>.md) or the
 * privacy notice (content/privacy/<lang>.md): a table of contents beside sections set at a
 * comfortable measure. The document itself is Markdown, rendered to HTML (with the settings it names
 * written in: app/content/settings-in-text.ts) and given by the page's entry as `children`.
 */
function Document({ data, children }: { data: DocumentData; children?: ReactNode }) {
  const { page } = data;
  const { t } = useTranslation();
  return (
    <>
      <header className="page-header">
        <div className="container page-header__inner">
          <p className="eyebrow">{t("pages.terms.eyebrow")}</p>
          <h1 className="page-header__title">{page.title}</h1>
          <p className="terms__updated">{page.updated}</p>
        </div>
      </header>
      <FirstScreenEnd />
      <div className="section section--muted terms">
        <div className="container terms__layout">
          <nav className="terms__toc card" aria-labelledby="toc-heading">
            <h2 id="toc-heading" className="terms__toc-heading">
              {t("pages.terms.contents")}
            </h2>
            <ol>
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="terms__body card">{children}</article>
        </div>
      </div>
    </>
  );
}

/** The terms' and the privacy notice's data are of one shape (`markdownData` in data.ts). */
type DocumentData = Omit<Awaited<ReturnType<typeof termsData>>, "html">;

export const DocumentPage = localized(Document);
