import type { MetaDescriptor } from "react-router";
import { localeFromPath, stripLocale } from "../i18n/locales";
import { pageMeta } from "./meta";

/** What every page loader returns for its head tags. */
export interface Seo {
  title: string;
  description: string;
  noindex?: boolean;
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

/** A route module's `meta`: the page's own title and description plus the site-wide tags. */
export function routeMeta({ loaderData, matches, location }: MetaArgs): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  const seo = (loaderData as { seo?: Seo } | undefined)?.seo;
  if (!root || !seo) return [];
  return pageMeta({
    ...seo,
    path: stripLocale(location.pathname),
    lang: localeFromPath(location.pathname),
    siteUrl: root.siteUrl,
    siteName: root.siteName,
  });
}
