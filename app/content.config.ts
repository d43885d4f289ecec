/**
 * The content collections: every file under content/ that the pages are built from, each checked
 * against its schema (app/content/schemas.ts) when Astro loads it. The collections, their files and
 * their schemas come from the table of kinds (app/content/kinds.ts). docs/development.md, "Editing
 * content".
 */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { contentCollections } from "./content/kind-schemas";

type Table = typeof contentCollections;

export const collections = Object.fromEntries(
  Object.entries(contentCollections).map(([name, { folder, pattern, schema }]) => [
    name,
    defineCollection({ loader: glob({ pattern, base: `./content/${folder}` }), schema }),
  ]),
) as { [C in keyof Table]: { loader: ReturnType<typeof glob>; schema: Table[C]["schema"] } };
