import type { termsData } from "./data";
import { localized } from "../i18n/localized";
import { useTranslation } from "../i18n/i18n";

/** The mobile app's terms: a table of contents beside sections set at a comfortable measure. */
function Terms({ data }: { data: TermsData }) {
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
          <article className="terms__body card">
            {page.intro.map((paragraph) => (
              <p key={paragraph} className="terms__intro">
                {paragraph}
              </p>
            ))}
            {page.sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                <h2 id={`${section.id}-heading`}>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.bullets && (
                  <ul>
                    {section.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  );
}

type TermsData = ReturnType<typeof termsData>;

export const TermsPage = localized(Terms);
