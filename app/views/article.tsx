import type { ReactNode } from "react";
import type { articleData } from "./data";
import { ArticleMeta } from "../components/sections/ArticleCard";
import { FirstScreenEnd } from "../components/FirstScreenEnd";
import { useTranslation } from "../i18n/i18n";
import { localized } from "../i18n/localized";
import "../components/sections/section.css";
import "../components/sections/PageHeader.css";
import "../components/sections/card.css";
import "./news.css";

/**
 * A news article (content/news/<slug>/<lang>.md): its headline, date, author, reading time and
 * tags, its cover picture, then its text, which the page's entry renders from Markdown as
 * `children`. No script.
 */
function ArticleView({ data, children }: { data: ArticleData; children?: ReactNode }) {
  const { t } = useTranslation();
  const { article, list } = data;
  return (
    <article className="news-article">
      <header className="page-header">
        <div className="container page-header__inner">
          <p className="eyebrow">
            <a href={list.href}>{list.title}</a>
          </p>
          <h1 className="page-header__title">{article.title}</h1>
          <p className="page-header__lead">{article.description}</p>
          <ArticleMeta article={article} />
          {article.tags.length > 0 && (
            <ul className="news__tags" aria-label={t("news.tags")}>
              {article.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}
        </div>
      </header>
      <FirstScreenEnd />
      <div className="section section--muted">
        <div className="container news-article__layout">
          {article.cover && (
            <img
              className="news-article__cover"
              src={article.cover.image}
              width={1200}
              height={630}
              alt={article.cover.alt}
              decoding="async"
            />
          )}
          <div className="news-article__body card">{children}</div>
          <p>
            <a className="news-article__back" href={list.href}>
              {t("news.back")}
            </a>
          </p>
        </div>
      </div>
    </article>
  );
}

type ArticleData = Omit<Awaited<ReturnType<typeof articleData>>, "entry">;

export const ArticlePage = localized(ArticleView);
