import { lazy } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { useLocalizePath } from "../i18n/use-locale";
import { routeMeta } from "../seo/route-meta";
import { ArrowForward } from "../components/icons";
import { Prerendered } from "../components/sections/Prerendered";
import { StatsBand } from "../components/sections/StatsBand";
import { TypedHeadline } from "../components/sections/TypedHeadline";
import { homeData } from "./copy.server";

export async function loader({ request }: Route.LoaderArgs) {
  return homeData(request);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/**
 * Below the banner the page needs no script of its own: prerendering renders it in place and the
 * browser keeps that HTML as it is (plain links, full page loads); after a client-side navigation
 * to the home page it is rendered from this lazily loaded module. See docs/decisions/008.
 */
const ServerSections = import.meta.env.SSR
  ? (await import("../components/sections/HomeSections")).HomeSections
  : null;
const LazySections = lazy(() =>
  import("../components/sections/HomeSections").then((m) => ({ default: m.HomeSections })),
);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, stats } = loaderData.copy;
  const to = useLocalizePath();
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="eyebrow eyebrow--pill">{hero.eyebrow}</p>
            <TypedHeadline
              id="hero-heading"
              headline={hero.headline}
              phrases={hero.phrases}
              text={hero.headlineText}
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
          <StatsBand heading={stats.heading} stats={loaderData.stats} />
        </div>
      </section>

      <Prerendered
        id="home-sections"
        page="home"
        server={ServerSections && <ServerSections copy={loaderData.copy} icons={loaderData.icons} />}
        client={<LazySections copy={loaderData.copy} icons={loaderData.icons} />}
      />
    </>
  );
}
