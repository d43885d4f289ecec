import type { ReactNode } from "react";
import type { homeData } from "./data";
import { localized } from "../i18n/localized";
import { usePageLink } from "../i18n/use-locale";
import { ArrowForward } from "../components/icons";
import { HomeSections } from "../components/sections/HomeSections";
import { FirstScreenEnd } from "../components/FirstScreenEnd";
import { FirstScreenPicture } from "../components/FirstScreenPicture";
import "../components/sections/section.css";
import "./home.css";

/**
 * The home page. Its two moving parts are islands that its `.astro` entry passes in as slots:
 * `headline` (the typed H1) and `stats` (the counters).
 */
function Home({ data, headline, stats }: { data: HomeData; headline?: ReactNode; stats?: ReactNode }) {
  const { hero } = data.copy;
  const to = usePageLink();
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="eyebrow eyebrow--pill">{hero.eyebrow}</p>
            {headline}
            <p className="hero__lead">{hero.lead}</p>
            <div className="actions">
              <a className="btn btn--primary btn--lg" href={to("contact")}>
                {hero.primary}
                <ArrowForward size={18} />
              </a>
              <a className="btn btn--ghost btn--lg" href={to("servicesAll")}>
                {hero.secondary}
              </a>
            </div>
          </div>
          <FirstScreenPicture
            className="hero__art"
            src="/illustrations/hero-home.svg"
            alt={hero.imageAlt}
            width={560}
            height={440}
          />
        </div>
        <div className="container">{stats}</div>
      </section>
      <FirstScreenEnd />

      <HomeSections copy={data.copy} featured={data} />
    </>
  );
}

type HomeData = Awaited<ReturnType<typeof homeData>>;

export const HomePage = localized(Home);
