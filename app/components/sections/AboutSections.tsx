import type { AboutCopy } from "../../content/schemas";
import { flags } from "../../site";
import { CtaBand } from "./CtaBand";
import { SectionHeader } from "./SectionHeader";
import "./section.css";
import "./card.css";
import "./split.css";
import "./AboutSections.css";

/**
 * The About Us page below its banner: who we are, what we do, what makes us different, the team
 * (behind `flags.aboutTeam`) and the closing call to action. Plain HTML: each section fades up
 * as it scrolls into view through the islands' script (reveal.ts).
 */
export function AboutSections({ copy }: { copy: Omit<AboutCopy, "banner"> }) {
  const { who, what, different, team, cta } = copy;
  // Its sections are siblings of the first screen's end, not wrapped: each is then skipped while
  // far from the screen (SiteLayout.css), rather than the whole of them drawn in the first frame.
  return (
    <>
      <section className="section section--muted" aria-labelledby="who-heading" data-reveal="">
        <div className="container split__inner">
          <div className="split__media">
            <img
              src="/illustrations/about-who.svg"
              alt={who.imageAlt}
              width={480}
              height={360}
              loading="lazy"
            />
          </div>
          <div className="split__text">
            <p className="eyebrow">{who.eyebrow}</p>
            <h2 id="who-heading">{who.heading}</h2>
            {who.blocks.map((block) => (
              <div key={block.title} className="text-block">
                <h3>{block.title}</h3>
                <p>{block.body}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="what-heading" data-reveal="">
        <div className="container">
          <SectionHeader
            id="what-heading"
            eyebrow={what.eyebrow}
            heading={what.heading}
            intro={what.intro}
            center
          />
          <ul className="card-grid card-grid--2">
            {(["vision", "mission"] as const).map((key) => (
              <li key={key} className="card pillar-card pillar-card--row">
                <img src={`/illustrations/${key}.svg`} alt="" width={160} height={160} loading="lazy" />
                <div>
                  <h3 className="card__title">{what[key].title}</h3>
                  <p className="card__text">{what[key].body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="different-heading" data-reveal="">
        <div className="container">
          <SectionHeader
            id="different-heading"
            eyebrow={different.eyebrow}
            heading={different.heading}
            intro={different.intro}
            center
          />
          <ul className="card-grid card-grid--2">
            {different.items.map((item) => (
              <li key={item.title} className="card feature-card">
                <img src={item.image} alt={item.imageAlt} width={480} height={360} loading="lazy" />
                <h3 className="card__title">{item.title}</h3>
                <p className="card__text">{item.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {flags.aboutTeam && (
        <section className="section" aria-labelledby="team-heading" data-reveal="">
          <div className="container">
            <SectionHeader
              id="team-heading"
              eyebrow={team.eyebrow}
              heading={team.heading}
              intro={team.intro}
              center
            />
            <ul className="card-grid card-grid--4">
              {team.members.map((member) => (
                <li key={member.name} className="team-card">
                  <img src={member.photo} alt={member.photoAlt} width={240} height={240} loading="lazy" />
                  <h3 className="team-card__name">{member.name}</h3>
                  <p className="team-card__title">{member.title}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <div data-reveal="">
        <CtaBand {...cta} />
      </div>
    </>
  );
}
