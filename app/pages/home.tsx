import { Link } from "react-router";
import type { Route } from "./+types/home";
import { useLocalizePath } from "../i18n/use-locale";
import { routeMeta } from "../seo/route-meta";
import { interactivePage } from "../shell/page-handle";
import { ArrowForward } from "../components/icons";
import { HomeSections } from "../components/sections/HomeSections";
import { StatsBand } from "../components/sections/StatsBand";
import { TypedHeadline } from "../components/sections/TypedHeadline";
import { Island } from "../islands/Island";
import { homeData } from "./copy.server";

export async function loader({ request }: Route.LoaderArgs) {
  return homeData(request);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export const handle = interactivePage;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, stats } = loaderData.copy;
  const to = useLocalizePath();
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="eyebrow eyebrow--pill">{hero.eyebrow}</p>
            <Island
              name="typed-headline"
              component={TypedHeadline}
              props={{
                id: "hero-heading",
                headline: hero.headline,
                phrases: hero.phrases,
                text: hero.headlineText,
              }}
            />
            <p className="hero__lead">{hero.lead}</p>
            <div className="actions">
              <Link className="btn btn--primary btn--lg" to={to("/contact")}>
                {hero.primary}
                <ArrowForward size={18} />
              </Link>
              <Link className="btn btn--ghost btn--lg" to={to("/services/all")}>
                {hero.secondary}
              </Link>
            </div>
          </div>
          <img
            className="hero__art"
            src="/illustrations/hero-home.svg"
            alt={hero.imageAlt}
            width={560}
            height={440}
            fetchPriority="high"
          />
        </div>
        <div className="container">
          <Island
            name="stats"
            component={StatsBand}
            props={{ heading: stats.heading, stats: loaderData.stats }}
          />
        </div>
      </section>

      <HomeSections copy={loaderData.copy} icons={loaderData.icons} />
    </>
  );
}
