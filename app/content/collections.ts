/**
 * The content files (content/, validated by app/content.config.ts) as the pages read them at build
 * time, through the one reader (app/content/read.ts) over Astro's content collections. Only the
 * `.astro` entries, the page data (app/views/data.ts) and /admin/site.json call these; nothing
 * here reaches a browser bundle.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { getCollection } from "astro:content";
import type { Locale } from "../i18n/locales";
import { contentCollections, readContent, type CollectionName, type Content, type Entries } from "./read";

export type { SiteContent } from "./read";

/**
 * Every collection's checked entries, as Astro loaded them (it caches them for the build). The
 * articles marked as drafts are read by `npm run dev` (Astro's development server) alone: a
 * production build never has them.
 */
export async function content(): Promise<Content> {
  const names = Object.keys(contentCollections) as CollectionName[];
  const loaded = await Promise.all(names.map((name) => (isEmptyFolder(name) ? [] : getCollection(name))));
  return readContent(Object.fromEntries(names.map((name, i) => [name, loaded[i]])) as unknown as Entries, {
    drafts: import.meta.env.DEV,
  });
}

/**
 * A folder collection whose folder is gone or empty (the case studies before the first one): it
 * has no entry, which Astro would also warn about on every page that reads the content.
 */
function isEmptyFolder(name: CollectionName): boolean {
  const { folder, pattern } = contentCollections[name];
  if (!pattern.startsWith("*")) return false;
  const dir = path.resolve("content", folder);
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

export const lists = async () => (await content()).lists;
export const services = async () => (await content()).services;
export const products = async () => (await content()).products;
export const catalogue = async () => (await content()).catalogue;
export const articles = async () => (await content()).articles;
export const single = async <C extends CollectionName>(name: C) => (await content()).single(name);
export const company = async () => (await content()).company;
export const partners = async () => (await content()).partners;
export const siteContent = async (lang: Locale) => (await content()).siteContent(lang);
