import type { DetailData } from "./data";
import { useTranslation } from "../i18n/i18n";
import { localized } from "../i18n/localized";
import { usePageLink } from "../i18n/use-locale";
import { FirstScreenEnd } from "../components/FirstScreenEnd";
import { FirstScreenPicture } from "../components/FirstScreenPicture";
import { ArrowForward } from "../components/icons";
import { CtaBand } from "../components/sections/CtaBand";
import "../components/sections/section.css";
import "../components/sections/PageHeader.css";
import "../components/sections/DetailView.css";
import "./case-study.css";

/**
 * A case study's page: its header (a way back to the list, the title, one sentence, and the
 * client, sector and country beside its picture), the challenge and what we did, the results in
 * figures, the client's words when there are some, the services and products the work used (each
 * page links back here) and the closing call to action. No script: links and text alone.
 */
function CaseStudy({ data }: { data: CaseStudyData }) {
  const { t } = useTranslation();
  const to = usePageLink();
  const { page } = data;
  const facts = [
    { term: t("pages.caseStudy.client"), value: page.client },
    { term: t("pages.caseStudy.sector"), value: t(`sectors.${page.sector}`) },
    { term: t("pages.caseStudy.country"), value: page.country },
  ];
  const story = [
    { id: "case-challenge", heading: t("pages.caseStudy.challenge"), paragraphs: page.challenge },
    { id: "case-work", heading: t("pages.caseStudy.whatWeDid"), paragraphs: page.whatWeDid },
  ];
  const used = [
    {
      heading: t("pages.caseStudy.services"),
      links: page.services.map(({ slug, title }) => ({ slug, name: title, href: to("service", slug) })),
    },
    {
      heading: t("pages.caseStudy.products"),
      links: page.products.map(({ slug, name }) => ({ slug, name, href: to("product", slug) })),
    },
  ].filter(({ links }) => links.length > 0);
  return (
    <>
      <header className="page-header">
        <div className="container page-header__inner page-header__inner--media">
          <div>
            <a className="back-link" href={to("caseStudies")}>
              <ArrowForward size={18} className="back-link__icon" />
              {t("pages.caseStudy.back")}
            </a>
            <p className="eyebrow">{t("pages.caseStudy.eyebrow")}</p>
            <h1 className="page-header__title">{page.title}</h1>
            <p className="page-header__lead">{page.summary}</p>
            <dl className="case-facts">
              {facts.map(({ term, value }) => (
                <div key={term} className="case-facts__item">
                  <dt className="case-facts__term">{term}</dt>
                  <dd className="case-facts__value">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          {/* The picture only decorates the title beside it. */}
          <FirstScreenPicture
            className="page-header__image"
            src={page.illustration}
            alt=""
            width={480}
            height={360}
          />
        </div>
      </header>
      <FirstScreenEnd />
      <div className="section section--muted">
        <div className="container case-story">
          {story.map(({ id, heading, paragraphs }) => (
            <section key={id} aria-labelledby={id}>
              <h2 id={id} className="case-story__heading">
                {heading}
              </h2>
              {paragraphs.map((paragraph) => (
                <p key={paragraph} className="case-story__text">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
      </div>
      <section className="section case-results" aria-labelledby="case-results">
        <div className="container">
          <h2 id="case-results" className="case-results__heading">
            {t("pages.caseStudy.results")}
          </h2>
          <ul className="case-results__list">
            {page.results.map(({ figure, label }) => (
              <li key={`${figure} ${label}`} className="case-results__item">
                <p className="case-results__figure">{figure}</p>
                <p className="case-results__label">{label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      {page.quote && (
        <div className="section">
          <div className="container">
            <figure className="case-quote">
              <blockquote className="case-quote__text">
                <p>{page.quote.text}</p>
              </blockquote>
              <figcaption className="case-quote__role">
                {page.quote.role}
                <span className="case-quote__client">{page.client}</span>
              </figcaption>
            </figure>
          </div>
        </div>
      )}
      <section className="section section--muted" aria-labelledby="case-used">
        <div className="container">
          <h2 id="case-used" className="case-used__title">
            {t("pages.caseStudy.used")}
          </h2>
          <div className="case-used">
            {used.map(({ heading, links }) => (
              <div key={heading}>
                <h3 className="case-used__heading">{heading}</h3>
                <ul className="case-used__list">
                  {links.map(({ slug, name, href }) => (
                    <li key={slug}>
                      <a className="case-used__link" href={href}>
                        {name}
                        <ArrowForward size={16} />
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>
      <CtaBand {...page.cta} />
    </>
  );
}

type CaseStudyData = DetailData<"caseStudies">;

export const CaseStudyPage = localized(CaseStudy);
