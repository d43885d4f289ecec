import type { Route } from "./+types/terms";
import { useTranslation } from "../i18n/i18n";
import { routeMeta } from "../seo/route-meta";
import { termsData } from "./copy.server";

export async function loader({ request }: Route.LoaderArgs) {
  return termsData(request);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** The mobile app's terms: a table of contents beside sections set at a comfortable measure. */
export default function Terms({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
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
