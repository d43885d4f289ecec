import type { newsListData } from "./data";
import { ArticleCard } from "../components/sections/ArticleCard";
import { PageHeader } from "../components/sections/PageHeader";
import { useTranslation } from "../i18n/i18n";
import { localized } from "../i18n/localized";
import { locales } from "../i18n/locales";
import "../components/sections/section.css";
import "../components/sections/card.css";
import "./news.css";

/**
 * /blog and its further pages (/blog/page/2): a language's articles, newest first, a page at a
 * time, with links to the previous and next pages and to the feed. Plain links, no script.
 */
function NewsList({ data }: { data: NewsListData }) {
  const { t } = useTranslation();
  const { copy, articles, paging, elsewhere, feed } = data;
  return (
    <>
      <PageHeader {...copy.intro}>
        <p className="news__feed">
          <a href={feed} type="application/rss+xml">
            {t("news.feed")}
          </a>
        </p>
      </PageHeader>
      <section className="section section--muted" aria-labelledby="news-list-heading">
        <div className="container">
          <h2 id="news-list-heading" className="visually-hidden">
            {paging.pages > 1
              ? t("news.pageOf", { page: paging.page, pages: paging.pages })
              : copy.intro.title}
          </h2>
          {articles.length > 0 ? (
            <ul className="news__list">
              {articles.map((article) => (
                <ArticleCard key={article.slug} article={article} />
              ))}
            </ul>
          ) : (
            <div className="news__empty card">
              <p>{copy.empty}</p>
              <ul>
                {elsewhere.map(({ lang, href }) => (
                  <li key={lang}>
                    <a href={href} hrefLang={lang} lang={lang} data-script={locales[lang].script}>
                      {locales[lang].nativeName}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {paging.pages > 1 && (
            <nav className="news__paging" aria-label={t("news.paging")}>
              {paging.previous && (
                <a href={paging.previous} rel="prev">
                  {t("news.newer")}
                </a>
              )}
              <span>{t("news.pageOf", { page: paging.page, pages: paging.pages })}</span>
              {paging.next && (
                <a href={paging.next} rel="next">
                  {t("news.older")}
                </a>
              )}
            </nav>
          )}
        </div>
      </section>
    </>
  );
}

type NewsListData = Awaited<ReturnType<typeof newsListData>>;

export const NewsListPage = localized(NewsList);
