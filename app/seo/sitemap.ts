import { defaultLocale, localeCodes, localizePath, type Locale } from "../i18n/locales";
import { absoluteUrl, canonicalPath } from "./meta";

/**
 * The pages the sitemap lists: each page that is its own canonical. /services and /products show
 * the same list as /services/all and /products/all and name those as canonical, so only those
 * are listed (a sitemap should hold canonical URLs only).
 */
export const sitemapPaths = (pagePaths: readonly string[]): readonly string[] =>
  pagePaths.filter((page) => canonicalPath(page) === page);

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A page of the sitemap: a language-neutral path, or one with its languages and last change. */
export type SitemapPage = string | { path: string; langs?: readonly Locale[]; lastmod?: string };

/**
 * /sitemap.xml: every canonical page in each of its languages, each with its hreflang
 * alternates (the languages the page is in) and, for an article, when it last changed.
 */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const listed = pages.map((page) => (typeof page === "string" ? { path: page } : page));
  const canonical = new Set(sitemapPaths(listed.map(({ path }) => path)));
  const entries = listed
    .filter(({ path }) => canonical.has(path))
    .flatMap(({ path: page, langs = localeCodes, lastmod }) =>
      langs.map((locale) => {
        const fallback = langs.includes(defaultLocale) ? defaultLocale : langs[0]!;
        const alternates = [
          ...langs.map((code) => [code, localizePath(page, code)] as const),
          ["x-default", localizePath(page, fallback)] as const,
        ]
          .map(
            ([hreflang, url]) =>
              `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(siteUrl, url))}"/>`,
          )
          .join("\n");
        const changed = lastmod ? `\n    <lastmod>${escapeXml(lastmod)}</lastmod>` : "";
        return `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, localizePath(page, locale)))}</loc>${changed}\n${alternates}\n  </url>`;
      }),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

/** /robots.txt: everything may be crawled; the sitemap is named. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}\n`;
}
