import type { caseStudiesListData } from "./data";
import { useTranslation } from "../i18n/i18n";
import { localized } from "../i18n/localized";
import { usePageLink } from "../i18n/use-locale";
import { ArrowForward } from "../components/icons";
import { CtaBand } from "../components/sections/CtaBand";
import { PageHeader } from "../components/sections/PageHeader";
import "../components/sections/section.css";
import "../components/sections/card.css";
import "./case-studies-list.css";

/**
 * /case-studies: the case studies under their sector's heading, the sectors in their fixed order
 * (a sector with none has no heading). Each card's one link ends with the case study's title, so
 * the cards' links stay distinguishable.
 */
function CaseStudiesList({ data }: { data: CaseStudiesListData }) {
  const { t } = useTranslation();
  const to = usePageLink();
  const { intro, cardLink, cta } = data.copy;
  return (
    <>
      <PageHeader {...intro} />
      {data.sectors.map(({ sector, studies }, index) => (
        <section
          key={sector}
          className={index % 2 ? "section" : "section section--muted"}
          aria-labelledby={`sector-${sector}`}
        >
          <div className="container">
            <h2 id={`sector-${sector}`} className="case-sector__heading">
              {t(`sectors.${sector}`)}
            </h2>
            <ul className="card-grid card-grid--3">
              {studies.map((study) => (
                <li key={study.slug} className="card">
                  <p className="case-card__client">
                    {study.client}
                    <span className="case-card__country">{study.country}</span>
                  </p>
                  <h3 className="card__title">{study.title}</h3>
                  <p className="card__text">{study.summary}</p>
                  <a className="card__link" href={to("caseStudy", study.slug)}>
                    {cardLink}
                    <span className="visually-hidden">: {study.title}</span>
                    <ArrowForward size={18} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
      <CtaBand {...cta} />
    </>
  );
}

type CaseStudiesListData = Awaited<ReturnType<typeof caseStudiesListData>>;

export const CaseStudiesListPage = localized(CaseStudiesList);
