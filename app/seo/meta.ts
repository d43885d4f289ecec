import type { MetaDescriptor } from "react-router";
import { defaultLocale, localeCodes, locales, localizePath, type Locale } from "../i18n/locales";

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
}

export const shareImagePath = "/og-image.png";

/** Absolute URL of a path on the public origin. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : siteUrl + "/").href;
}

/** Title, description, canonical, hreflang alternates, OpenGraph and Twitter tags of one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { title, description, path, lang, siteUrl, siteName } = input;
  const fullTitle = title.includes(siteName) ? title : `${title} | ${siteName}`;
  const url = absoluteUrl(siteUrl, localizePath(path, lang));
  const image = absoluteUrl(siteUrl, shareImagePath);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
  ];
  if (input.noindex) {
    tags.push({ name: "robots", content: "noindex" });
    return tags;
  }
  tags.push(
    { tagName: "link", rel: "canonical", href: url },
    ...localeCodes.map((code) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: code,
      href: absoluteUrl(siteUrl, localizePath(path, code)),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(siteUrl, localizePath(path, defaultLocale)),
    },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: siteName },
    { property: "og:locale", content: locales[lang].ogLocale },
    ...localeCodes
      .filter((code) => code !== lang)
      .map((code) => ({ property: "og:locale:alternate", content: locales[code].ogLocale })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  );
  return tags;
}
