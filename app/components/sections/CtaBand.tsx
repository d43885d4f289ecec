import type { CallToAction } from "../../content/schemas";
import { usePageLink } from "../../i18n/use-locale";
import { ArrowForward } from "../icons";
import "./CtaBand.css";

/** The closing call to action of a page: a navy band with a button to /contact. */
export function CtaBand({ heading, body, button }: CallToAction) {
  const to = usePageLink();
  return (
    <section className="cta-band" aria-labelledby="cta-heading">
      <div className="container">
        <div className="cta-band__panel">
          <div className="cta-band__text">
            <h2 id="cta-heading" className="cta-band__heading">
              {heading}
            </h2>
            <p>{body}</p>
            <a className="btn btn--light" href={to("contact")}>
              {button}
              <ArrowForward size={18} />
            </a>
          </div>
          <img
            className="cta-band__art"
            src="/illustrations/cta.svg"
            alt=""
            width={360}
            height={280}
            loading="lazy"
          />
        </div>
      </div>
    </section>
  );
}
