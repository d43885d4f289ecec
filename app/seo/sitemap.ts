import { defaultLocale, localeCodes, localizePath } from "../i18n/locales";
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

/** /sitemap.xml: every canonical page in every language, each with its hreflang alternates. */
export function sitemapXml(siteUrl: string, pagePaths: readonly string[]): string {
  const entries = sitemapPaths(pagePaths).flatMap((page) =>
    localeCodes.map((locale) => {
      const alternates = [
        ...localeCodes.map((code) => [code, localizePath(page, code)] as const),
        ["x-default", localizePath(page, defaultLocale)] as const,
      ]
        .map(
          ([hreflang, url]) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(siteUrl, url))}"/>`,
        )
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, localizePath(page, locale)))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

/** /robots.txt: everything may be crawled; the sitemap is named. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}\n`;
}
