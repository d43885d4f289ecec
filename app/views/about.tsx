import type { aboutData } from "./data";
import { localized } from "../i18n/localized";
import { PageHeader } from "../components/sections/PageHeader";
import { AboutSections } from "../components/sections/AboutSections";

/** About Us: the spec's six sections in order, each fading up once as it scrolls into view. */
function About({ data }: { data: AboutData }) {
  const { banner } = data.copy;
  return (
    <div>
      <PageHeader
        {...banner}
        image={{ src: "/illustrations/about-banner.svg", width: 560, height: 400, alt: banner.imageAlt }}
        reveal
      />

      <AboutSections copy={data.copy} />
    </div>
  );
}

type AboutData = Awaited<ReturnType<typeof aboutData>>;

export const AboutPage = localized(About);
