import { type RouteConfig, route } from "@react-router/dev/routes";
import { localeCodes, locales } from "./i18n/locales";
import { sitePages } from "./site";

/**
 * Each page of the table in app/site.ts is registered once per language: the English paths
 * unprefixed, the Arabic under /ar. A page's module reads its language (and a slug page its slug,
 * see lastSegment) from the URL, so one module serves every language and slug.
 */
export default [
  ...localeCodes.flatMap((locale) =>
    sitePages.map(({ path, file, id }) =>
      route(`${locales[locale].prefix}${path}`.replace(/\/$/, "") || "/", file, { id: `${locale}-${id}` }),
    ),
  ),
  route("*", "pages/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
