/**
 * The table of kinds (app/content/kinds.ts) with its schemas put in: every collection's folder,
 * files and schema. The reader (app/content/read.ts), Astro's collections (app/content.config.ts)
 * and the editor (app/admin/config.ts) read the collections from here. It imports every schema,
 * so only the build, the tests and the editor's bundle import it, never a page's script.
 */
import * as schemas from "./schemas";
import {
  collectionsOf,
  kinds,
  type CollectionName,
  type CollectionSchemas,
  type Files,
  type KindTable,
  type SchemaName,
} from "./kinds";

/** A schema by its name in app/content/schemas.ts. */
export const schemaNamed = <N extends SchemaName>(name: N): (typeof schemas)[N] => schemas[name];

/** A collection's files with its schema. */
export type Collection<S extends SchemaName = SchemaName> = Omit<Files, "schema"> & {
  schema: (typeof schemas)[S];
};

/** Every collection of a table, with its schema. */
export function schemaCollectionsOf<T extends KindTable>(table: T) {
  return Object.fromEntries(
    Object.entries(collectionsOf(table)).map(([name, { schema, ...files }]) => [
      name,
      { ...files, schema: schemaNamed(schema) },
    ]),
  ) as { [C in keyof CollectionSchemas<T>]: Collection<CollectionSchemas<T>[C] & SchemaName> };
}

/**
 * Every collection: its folder under content/, the files in it, and its schema. A folder of files
 * is one entry per file, named after it (a service's slug, a language's terms or privacy notice);
 * one file is a collection of one entry.
 */
export const contentCollections: { [C in CollectionName]: Collection<CollectionSchemas<typeof kinds>[C]> } =
  schemaCollectionsOf(kinds);
