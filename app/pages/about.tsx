import type { Route } from "./+types/about";
import { routeMeta } from "../seo/route-meta";
import { interactivePage } from "../shell/page-handle";
import { PageHeader } from "../components/sections/PageHeader";
import { AboutSections } from "../components/sections/AboutSections";
import { aboutData } from "./copy.server";

export async function loader({ request }: Route.LoaderArgs) {
  return aboutData(request);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export const handle = interactivePage;

/** About Us: the spec's six sections in order, each fading up once as it scrolls into view. */
export default function About({ loaderData }: Route.ComponentProps) {
  const { banner } = loaderData.copy;
  return (
    <div>
      <PageHeader
        {...banner}
        image={{ src: "/illustrations/about-banner.svg", width: 560, height: 400, alt: banner.imageAlt }}
        reveal
      />

      <AboutSections copy={loaderData.copy} />
    </div>
  );
}
