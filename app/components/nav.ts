import { stripLocale } from "../i18n/locales";
import { mainPages, type NavKey, type PageName } from "../site";

/** The main navigation's items, shared by the desktop header and the mobile menu. */
export interface NavItem {
  /** Key under `nav.` in the translation files. */
  key: NavKey;
  /** The page it links to, by its name in the table (app/site.ts). */
  page: PageName;
  /** The language-neutral page the item links to. */
  path: string;
  /** The part of the site the item stands for: pages under it mark the item as current. */
  section?: string;
}

/**
 * From the table of pages (app/site.ts), in its order: every item the table can have. A page
 * shows those whose pages the content makes (`navKeysOf`: the news only once it is published).
 */
export const navItems: readonly NavItem[] = mainPages.flatMap(({ name, path, nav }) =>
  nav && name ? [{ key: nav.key, page: name, path, section: nav.section }] : [],
);

/**
 * `aria-current` of an item on a page: "page" on the page it links to, "true" on another page of
 * its section (a service page marks Services), nothing elsewhere.
 */
export function currentOf(item: NavItem, pathname: string): "page" | "true" | undefined {
  const path = stripLocale(pathname);
  if (path === item.path) return "page";
  const { section } = item;
  if (section && (path === section || path.startsWith(section + "/"))) return "true";
  return undefined;
}
