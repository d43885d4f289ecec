import rss from "@astrojs/rss";
import type { APIContext } from "astro";
import { pageScope, routeParams } from "../../../shell/routing";
import { feedData } from "../../../views/data";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * /blog/rss.xml and /ar/blog/rss.xml: each language's articles as an RSS 2.0 feed, newest first,
 * in the languages the news list is in (every language, once the news is published). RSS's own
 * `<author>` is an e-mail address, so the author's name goes in Dublin Core's `<dc:creator>`.
 */
export const getStaticPaths = routeParams("blog");

export async function GET(context: APIContext) {
  const { lang } = pageScope(context);
  const feed = await feedData(lang);
  return rss({
    title: feed.title,
    description: feed.description,
    site: feed.site,
    xmlns: { dc: "http://purl.org/dc/elements/1.1/" },
    items: feed.articles.map((article) => ({
      title: article.title,
      link: article.link,
      pubDate: new Date(article.date),
      description: article.description,
      categories: article.tags,
      customData: `<dc:creator>${escapeXml(article.author)}</dc:creator>`,
    })),
    customData: `<language>${lang}</language>`,
    trailingSlash: false,
  });
}
