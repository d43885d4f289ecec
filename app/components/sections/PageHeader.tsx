import type { ReactNode } from "react";
import type { PageIntro } from "../../content/schemas";
import { FirstScreenEnd } from "../FirstScreenEnd";
import { FirstScreenPicture } from "../FirstScreenPicture";
import "./section.css";
import "./PageHeader.css";

interface HeaderImage {
  src: string;
  width: number;
  height: number;
  /** Empty when the picture only decorates the heading. */
  alt: string;
}

/**
 * The top of an inner page: eyebrow, the page's H1, a lead paragraph, optional extras and an
 * optional illustration on the end side (above the fold: in the page itself, see FirstScreenPicture).
 * It is the page's first screen: the first frame is drawn once it is parsed (first-frame.ts).
 */
export function PageHeader({
  eyebrow,
  title,
  lead,
  image,
  reveal,
  children,
}: PageIntro & { image?: HeaderImage; reveal?: boolean; children?: ReactNode }) {
  const text = (
    <div>
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="page-header__title">{title}</h1>
      <p className="page-header__lead">{lead}</p>
      {children}
    </div>
  );
  return (
    <>
      <header className="page-header" data-reveal={reveal ? "" : undefined}>
        {image ? (
          <div className="container page-header__inner page-header__inner--media">
            {text}
            <FirstScreenPicture className="page-header__image" {...image} />
          </div>
        ) : (
          <div className="container page-header__inner">{text}</div>
        )}
      </header>
      <FirstScreenEnd />
    </>
  );
}
