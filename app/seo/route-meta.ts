import type { MetaDescriptor } from "react-router";
import { localeFromPath, stripLocale } from "../i18n/locales";
import { pageMeta } from "./meta";

/** What every page loader returns for its head tags. */
export interface Seo {
  title: string;
  description: string;
  noindex?: boolean;
  /** Structured data blocks (see json-ld.ts), built by the loader. */
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
}

interface RootData {
  siteUrl: string;
  siteName: string;
}

interface MetaArgs {
  loaderData: unknown;
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  location: { pathname: string };
}

/**
 * A route module's `meta`: the page's own title and description plus the site-wide tags, and the
 * structured data its loader built (the Organization on home, the branches on contact), so that
 * page modules need nothing more than `routeMeta(args)`.
 */
export function routeMeta({ loaderData, matches, location }: MetaArgs): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  const seo = (loaderData as { seo?: Seo } | undefined)?.seo;
  if (!root || !seo) return [];
  const path = stripLocale(location.pathname);
  const lang = localeFromPath(location.pathname);
  const site = { siteUrl: root.siteUrl, siteName: root.siteName, lang };
  const tags = pageMeta({ ...seo, path, ...site });
  if (seo.noindex || !seo.jsonLd) return tags;
  return [...tags, ...seo.jsonLd.map((thing) => ({ "script:ld+json": thing }))];
}
