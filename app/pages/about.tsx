import { lazy, useRef, useState } from "react";
import type { Route } from "./+types/about";
import { routeMeta } from "../seo/route-meta";
import { PageHeader } from "../components/sections/PageHeader";
import { Prerendered } from "../components/sections/Prerendered";
import { useScrollReveal } from "../components/sections/reveal";
import { aboutData } from "./copy.server";

export async function loader({ request }: Route.LoaderArgs) {
  return aboutData(request);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** Below the banner: prerendered HTML that the browser keeps, as on the home page (decision 008). */
const ServerSections = import.meta.env.SSR
  ? (await import("../components/sections/AboutSections")).AboutSections
  : null;
const LazySections = lazy(() =>
  import("../components/sections/AboutSections").then((m) => ({ default: m.AboutSections })),
);

/** About Us: the spec's six sections in order, each fading up once as it scrolls into view. */
export default function About({ loaderData }: Route.ComponentProps) {
  const { banner } = loaderData.copy;
  const page = useRef<HTMLDivElement>(null);
  // Sections rendered in the browser after a client-side navigation arrive after the first scan.
  const [rendered, setRendered] = useState(0);
  useScrollReveal(page, rendered);
  return (
    <div ref={page}>
      <PageHeader
        {...banner}
        image={{ src: "/illustrations/about-banner.svg", width: 560, height: 400, alt: banner.imageAlt }}
        reveal
      />

      <Prerendered
        id="about-sections"
        page="about"
        server={ServerSections && <ServerSections copy={loaderData.copy} />}
        client={<LazySections copy={loaderData.copy} onShown={() => setRendered(1)} />}
      />
    </div>
  );
}
