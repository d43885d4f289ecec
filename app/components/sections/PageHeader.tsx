import type { ReactNode } from "react";
import type { PageIntro } from "../../content/page-types";

/** The top of an inner page: eyebrow, the page's H1, a lead paragraph and optional extras. */
export function PageHeader({ eyebrow, title, lead, children }: PageIntro & { children?: ReactNode }) {
  return (
    <header className="page-header">
      <div className="container page-header__inner">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="page-header__title">{title}</h1>
        <p className="page-header__lead">{lead}</p>
        {children}
      </div>
    </header>
  );
}
