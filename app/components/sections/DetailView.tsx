import { Fragment, type ReactNode } from "react";
import type { DetailPage } from "../../content/schemas";
import type { PageName } from "../../site";
import type { CaseStudySummary } from "../../views/shape";
import { usePageLink } from "../../i18n/use-locale";
import { ArrowForward } from "../icons";
import { CtaBand } from "./CtaBand";
import { FirstScreenEnd } from "../FirstScreenEnd";
import { FirstScreenPicture } from "../FirstScreenPicture";
import "./section.css";
import "./split.css";
import "./PageHeader.css";
import "./DetailView.css";

/**
 * A service or product page: a header with a way back to the list, the three alternating
 * image-and-text sections (about, customer needs, solutions), the case studies that used it (when
 * there are some) and the closing call to action. The sides alternate through grid order, which
 * follows the writing direction, so Arabic mirrors the layout by itself.
 */
export function DetailView({
  page,
  back,
  eyebrow,
  badge,
  cta,
  caseStudies,
}: {
  page: DetailPage;
  back: { page: PageName; label: string };
  eyebrow: string;
  badge?: ReactNode;
  cta: string;
  /** The case studies that name the service or product, under their heading; none, no section. */
  caseStudies?: { heading: string; items: readonly CaseStudySummary[] };
}) {
  const to = usePageLink();
  return (
    <>
      <header className="page-header detail-header">
        <div className="container page-header__inner">
          <a className="back-link" href={to(back.page)}>
            <ArrowForward size={18} className="back-link__icon" />
            {back.label}
          </a>
          <div className="detail-header__title">
            {badge}
            <div>
              <p className="eyebrow">{eyebrow}</p>
              <h1 className="page-header__title">{page.title}</h1>
            </div>
          </div>
          <p className="page-header__lead">{page.tagline}</p>
          <a className="btn btn--primary" href={to("contact")}>
            {cta}
            <ArrowForward size={18} />
          </a>
        </div>
      </header>
      {page.sections.map((section, index) => (
        <Fragment key={section.heading}>
          <section
            className={index % 2 ? "split split--flip" : "split section--muted"}
            aria-labelledby={`section-${index}`}
          >
            <div className="container split__inner">
              <div className="split__media">
                {index === 0 ? (
                  <FirstScreenPicture src={section.image} alt={section.imageAlt} width={480} height={360} />
                ) : (
                  <img src={section.image} alt={section.imageAlt} width={480} height={360} loading="lazy" />
                )}
              </div>
              <div className="split__text">
                <p className="eyebrow">{section.eyebrow}</p>
                <h2 id={`section-${index}`}>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.bullets && (
                  <ul className="checklist">
                    {section.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          </section>
          {/* A phone's first screen ends with the first section's picture, its largest paint. */}
          {index === 0 && <FirstScreenEnd />}
        </Fragment>
      ))}
      {caseStudies && caseStudies.items.length > 0 && (
        <section className="section" aria-labelledby="detail-cases">
          <div className="container">
            <h2 id="detail-cases" className="detail-cases__heading">
              {caseStudies.heading}
            </h2>
            <ul className="detail-cases__list">
              {caseStudies.items.map(({ slug, title, client, country }) => (
                <li key={slug} className="detail-cases__item">
                  <a className="detail-cases__link" href={to("caseStudy", slug)}>
                    {title}
                  </a>
                  <span className="detail-cases__client">
                    {client} · {country}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <CtaBand {...page.cta} />
    </>
  );
}
