import { defaultLocale, localeCodes, locales, localizePath, type Locale } from "../i18n/locales";
import { listCanonicals } from "../site";

/** One head tag: the title, a `<meta>` (by name or property) or a `<link>`. */
export type MetaDescriptor =
  | { title: string }
  | { name: string; property?: undefined; content: string; tagName?: undefined }
  | { property: string; name?: undefined; content: string; tagName?: undefined }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string };

export interface PageMetaInput {
  title: string;
  description: string;
  /** The page's language-neutral path, e.g. "/about". */
  path: string;
  lang: Locale;
  siteUrl: string;
  siteName: string;
  /** The not-found page: no canonical, no alternates, not indexed. */
  noindex?: boolean;
  /** The languages the page exists in, when not every language: the alternates name only those. */
  langs?: readonly Locale[];
  /** A news article: OpenGraph's article tags, and its cover picture as the share picture. */
  article?: ArticleMeta;
}

/** What OpenGraph says of an article (https://ogp.me/#type_article). */
export interface ArticleMeta {
  /** ISO dates. */
  publishedTime: string;
  modifiedTime?: string;
  author: string;
  tags: readonly string[];
  /** Its cover picture's path, shared instead of the site's picture. */
  image?: { path: string; alt: string };
}

export const shareImagePath = "/og-image.png";

/**
 * Pages that show the same content as another page ("/services and /products show the
 * same list as their /all child", decision 002). They name that page as their canonical, so search engines index
 * the list once instead of splitting it over two addresses with the same title.
 */
export const canonicalOf: Readonly<Record<string, string>> = listCanonicals;

/** The language-neutral path a page's canonical link, alternates and share URL point to. */
export function canonicalPath(path: string): string {
  return canonicalOf[path] ?? path;
}

/** Absolute URL of a path on the public origin. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : siteUrl + "/").href;
}

/** Title, description, canonical, hreflang alternates, OpenGraph and Twitter tags of one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { title, description, path, lang, siteUrl, siteName } = input;
  const fullTitle = title.includes(siteName) ? title : `${title} | ${siteName}`;
  const canonical = canonicalPath(path);
  const url = absoluteUrl(siteUrl, localizePath(canonical, lang));
  const { article } = input;
  const image = absoluteUrl(siteUrl, article?.image?.path ?? shareImagePath);
  const langs = input.langs ?? localeCodes;
  // x-default: the default language's page, or the page's first language when it has none.
  const fallback = langs.includes(defaultLocale) ? defaultLocale : langs[0]!;
  const tags: MetaDescriptor[] = [{ title: fullTitle }, { name: "description", content: description }];
  if (input.noindex) {
    tags.push({ name: "robots", content: "noindex" });
    return tags;
  }
  tags.push(
    { tagName: "link", rel: "canonical", href: url },
    ...langs.map((code) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: code,
      href: absoluteUrl(siteUrl, localizePath(canonical, code)),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(siteUrl, localizePath(canonical, fallback)),
    },
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: article?.image?.alt || siteName },
    { property: "og:locale", content: locales[lang].ogLocale },
    ...langs
      .filter((code) => code !== lang)
      .map((code) => ({ property: "og:locale:alternate", content: locales[code].ogLocale })),
    ...(article
      ? [
          { property: "article:published_time", content: article.publishedTime },
          ...(article.modifiedTime
            ? [{ property: "article:modified_time", content: article.modifiedTime }]
            : []),
          { property: "article:author", content: article.author },
          ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  );
  return tags;
}
