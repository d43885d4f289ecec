import type { ArticleSummary } from "../../views/shape";
import { articleDate } from "../../views/dates";
import { useTranslation } from "../../i18n/i18n";
import { usePageLink } from "../../i18n/use-locale";
import { plural } from "../../i18n/plural";

/**
 * An article's author, date and reading time, on its card and under its headline: a line each,
 * short enough for a phone. Nothing moves when the web fonts arrive: a sentence of the three facts
 * wrapped differently in them, and on a right-to-left page a fact that followed another on its line
 * moved when the one before it narrowed.
 */
export function ArticleMeta({ article }: { article: ArticleSummary }) {
  const { t, lang } = useTranslation();
  return (
    <p className="news__meta">
      <span>{article.author}</span>
      <time dateTime={article.date}>{articleDate(article.date, lang)}</time>
      <span>{plural(t, lang, "news.minutes", article.minutes)}</span>
    </p>
  );
}

/** An article in the news list: its headline (the link), date, author, reading time and summary. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const to = usePageLink();
  return (
    <li className="news__item card">
      <h3 className="news__title">
        <a href={to("article", article.slug)}>{article.title}</a>
      </h3>
      <ArticleMeta article={article} />
      <p className="news__summary">{article.description}</p>
    </li>
  );
}
