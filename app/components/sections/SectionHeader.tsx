import "./section.css";
import "./SectionHeader.css";

/** The eyebrow, heading and introduction that open a page section. */
export function SectionHeader({
  id,
  eyebrow,
  heading,
  intro,
  center = false,
}: {
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  center?: boolean;
}) {
  return (
    <div className={center ? "section-head section-head--center" : "section-head"}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{heading}</h2>
      {intro && <p className="section-head__intro">{intro}</p>}
    </div>
  );
}
