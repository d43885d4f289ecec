/**
 * How the editor at /admin reads and writes the content files (decision 024): Decap's own YAML
 * writer rebuilds a file from the entry's data (its own key order, long lines folded at 80
 * columns, comments dropped), so one changed title became a rewrite of the whole file. These
 * formats, registered with Decap's public `registerCustomFormat` (app/admin/cms.ts), keep the file
 * as it was written and change in it only what the marketer changed.
 *
 * Decap hands a format's `toFile` the entry's data alone, not the file it came from. So `fromFile`
 * keeps every file it parses (the text and its data), and `toFile` starts from the kept file whose
 * data is closest to the entry's: the most values in the same places, which is the entry's own
 * file (a service shares a handful of headings with another service, and every other value with
 * its own file). It parses that text again with the `yaml` package and updates the Document in
 * place: a changed value is set where it stands, keeping its quotes and its comments; a key Decap
 * no longer sends is removed with its lines, a new one appended after the keys that were there;
 * list items are matched to the items they were (unchanged ones by value, an edited one by what it
 * still shares), so an item added, removed or moved adds, removes or moves its lines alone. Lines
 * are never folded (`lineWidth: 0`).
 *
 * Whatever file it starts from, what is written is the entry's data: the result is parsed again
 * and compared with the data, and written from scratch when they differ. A file with no original
 * (a new entry, including one duplicated from another, which `newFile` names before its save) is
 * written from scratch: keys in the order of the editor's fields, lines not folded, no comments.
 */
import {
  Document,
  isMap,
  isScalar,
  isSeq,
  parse,
  parseDocument,
  type Node,
  type YAMLMap,
  type YAMLSeq,
} from "yaml";

/** What Decap expects of a format (`Formatter` in decap-cms-core's types). */
export interface Format {
  fromFile(content: string): Record<string, unknown>;
  toFile(data: object, sortedKeys?: string[], comments?: Record<string, string>): string;
}

/** The formats' names in the editor's configuration (app/admin/config.ts) and their extensions. */
export const formatNames = { yaml: "yaml-in-place", frontMatter: "frontmatter-in-place" } as const;
export const formatExtensions = { [formatNames.yaml]: "yaml", [formatNames.frontMatter]: "md" } as const;

/** Never fold a line: a long paragraph stays on its line, as people wrote it. */
const writeOptions = { lineWidth: 0 } as const;
/** How many parsed files are kept (the editor lists a few dozen; each save adds one). */
const keptFiles = 500;

type Data = Record<string, unknown>;
const isObject = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The same value, as JSON has it: no undefined keys, keys in one order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    isObject(item)
      ? Object.fromEntries(
          Object.keys(item)
            .sort()
            .map((key) => [key, item[key]]),
        )
      : item,
  );
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Every value of a file by where it is ("sections.1.heading"). */
function leaves(value: unknown, at = "", into = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value) && value.length > 0) value.forEach((item, i) => leaves(item, `${at}.${i}`, into));
  else if (isObject(value) && Object.keys(value).length > 0)
    for (const [key, item] of Object.entries(value)) leaves(item, `${at}.${key}`, into);
  else if (value !== undefined) into.set(at, canonical(value));
  return into;
}

/** How many values two data hold in the same places. */
function shared(a: Map<string, string>, b: Map<string, string>): number {
  let count = 0;
  for (const [at, value] of a) if (b.get(at) === value) count++;
  return count;
}

/**
 * The order of keys a new mapping is written in: the editor's fields first, in their order (the
 * `sortedKeys` Decap passes), any other key after them as the data has it.
 */
function ranked(keys: string[], sortedKeys: string[]): string[] {
  const rank = (key: string) => {
    const at = sortedKeys.indexOf(key);
    return at === -1 ? sortedKeys.length : at;
  };
  return keys
    .map((key, i) => ({ key, i }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.i - b.i)
    .map(({ key }) => key);
}

/**
 * The entry's fields are the file's top-level keys, or, in a file written in every language
 * (`{ en: {…}, ar: {…} }`), the keys under each language: there, keys follow the fields' order.
 */
function atFieldLevel(data: Data, sortedKeys: string[]): (depth: number) => boolean {
  const fieldsAtTop = Object.keys(data).some((key) => sortedKeys.includes(key));
  return (depth) => depth === (fieldsAtTop ? 0 : 1);
}

/** A new document of the data: keys in the fields' order, lines not folded, no comments. */
function fresh(data: Data, sortedKeys: string[]): string {
  const fieldLevel = atFieldLevel(data, sortedKeys);
  const ordered = (value: unknown, depth: number): unknown => {
    if (Array.isArray(value)) return value.map((item) => ordered(item, depth + 1));
    if (!isObject(value)) return value;
    const keys = Object.keys(value).filter((key) => value[key] !== undefined);
    return Object.fromEntries(
      (fieldLevel(depth) ? ranked(keys, sortedKeys) : keys).map((key) => [
        key,
        ordered(value[key], depth + 1),
      ]),
    );
  };
  return new Document(ordered(data, 0)).toString(writeOptions);
}

/** The original file's Document, changed in place to hold the data. */
function updated(original: string, data: Data, sortedKeys: string[]): string {
  const doc = parseDocument(original);
  const fieldLevel = atFieldLevel(data, sortedKeys);

  const update = (node: unknown, value: unknown, depth: number): unknown => {
    if (isMap(node) && isObject(value)) return (updateMap(node, value, depth), node);
    if (isSeq(node) && Array.isArray(value)) return (updateSeq(node, value, depth), node);
    if (isScalar(node) && !isObject(value) && !Array.isArray(value)) {
      // Unchanged, it is left as it is (its quotes, its number format); changed, it keeps them.
      if (!same(node.value, value ?? null)) node.value = value ?? null;
      return node;
    }
    // Another kind of value (a text that became a list): a new node, with the old one's comments.
    const created = doc.createNode(value ?? null) as Node;
    if (node && typeof node === "object" && "commentBefore" in node) {
      const old = node as Node;
      Object.assign(created, { commentBefore: old.commentBefore, comment: old.comment });
    }
    return created;
  };

  const updateMap = (map: YAMLMap, value: Data, depth: number) => {
    const present = new Set<string>();
    map.items = map.items.filter((pair) => {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      // A key no longer in the data goes, with its lines and its comments.
      if (key === undefined || value[key] === undefined) return false;
      present.add(key);
      pair.value = update(pair.value, value[key], depth + 1);
      return true;
    });
    const added = Object.keys(value).filter((key) => !present.has(key) && value[key] !== undefined);
    for (const key of fieldLevel(depth) ? ranked(added, sortedKeys) : added)
      map.items.push(doc.createPair(key, value[key]));
  };

  const updateSeq = (seq: YAMLSeq, values: unknown[], depth: number) => {
    const old = seq.items.map((node) => {
      const data: unknown = isScalar(node) || isMap(node) || isSeq(node) ? node.toJS(doc) : undefined;
      return { node, data, leaves: leaves(data) };
    });
    const used = new Set<number>();
    const from: Array<number | undefined> = values.map(() => undefined);
    const take = (i: number, j: number) => {
      from[i] = j;
      used.add(j);
    };
    // An unchanged item stays the node it was: where it was, or wherever it was moved from.
    values.forEach((value, i) => {
      if (i < old.length && same(old[i]?.data, value)) take(i, i);
    });
    values.forEach((value, i) => {
      if (from[i] !== undefined) return;
      const j = old.findIndex((item, j) => !used.has(j) && same(item.data, value));
      if (j !== -1) take(i, j);
    });
    // An edited item is the one it still shares most with (the nearest, if several); else the
    // item of the same kind in its place; else it is new.
    values.forEach((value, i) => {
      if (from[i] !== undefined) return;
      const mine = leaves(value);
      let best: number | undefined;
      let bestScore = 0;
      old.forEach((item, j) => {
        if (used.has(j)) return;
        const score = shared(mine, item.leaves);
        const nearer = best === undefined || Math.abs(j - i) < Math.abs(best - i);
        if (score > bestScore || (score === bestScore && score > 0 && nearer)) [best, bestScore] = [j, score];
      });
      const kind = (item: unknown) => (Array.isArray(item) ? "list" : isObject(item) ? "map" : "scalar");
      if (best === undefined && i < old.length && !used.has(i) && kind(old[i]?.data) === kind(value))
        best = i;
      if (best !== undefined) take(i, best);
    });
    seq.items = values.map((value, i) => {
      const j = from[i];
      return j === undefined ? doc.createNode(value ?? null) : update(old[j]!.node, value, depth + 1);
    });
  };

  doc.contents = update(doc.contents, data, 0) as typeof doc.contents;
  return doc.toString(writeOptions);
}

/** A parsed file, kept for the save that follows. */
interface Kept {
  /** Its YAML: the whole file, or a Markdown file's front matter. */
  yaml: string;
  leaves: Map<string, string>;
}

/** The data of the new files about to be saved, as `canonical` writes them. */
class NewFiles {
  readonly #data = new Set<string>();
  add(data: unknown) {
    this.#data.add(canonical(data));
    if (this.#data.size > keptFiles) this.#data.delete(this.#data.values().next().value!);
  }
  has(data: unknown) {
    return this.#data.has(canonical(data));
  }
}

/** A format's YAML writer: the files it has read, by their text. */
function writer(newFiles: NewFiles) {
  const kept = new Map<string, Kept>();
  return {
    keep(text: string, yaml: string, data: Data) {
      kept.delete(text);
      kept.set(text, { yaml, leaves: leaves(data) });
      if (kept.size > keptFiles) kept.delete(kept.keys().next().value!);
    },
    /** The YAML of the data (`whole`: the entry's data, to find its file by), in place if it can. */
    write(whole: Data, data: Data, sortedKeys: string[]): string {
      const clean = () => fresh(data, sortedKeys);
      if (newFiles.has(whole)) return clean();
      const mine = leaves(whole);
      let best: Kept | undefined;
      let bestScore = 0;
      // The most recently read first: of two versions of a file, the one the entry came from.
      for (const file of [...kept.values()].reverse()) {
        const score = shared(mine, file.leaves);
        if (score > bestScore) [best, bestScore] = [file, score];
      }
      if (!best) return clean();
      const text = updated(best.yaml, data, sortedKeys);
      // What is written is the data, whichever file it started from.
      return same(parse(text), data) ? text : clean();
    },
  };
}

function parsed(yaml: string): Data {
  const doc = parseDocument(yaml);
  if (doc.errors.length > 0) {
    throw new Error(`YAML parsing error:\n${doc.errors.map((error) => error.message).join("\n")}`);
  }
  const data: unknown = doc.toJS();
  return isObject(data) ? data : {};
}

/** A Markdown file's front matter (between its `---` lines) and its body, as written. */
function split(content: string): { yaml: string; body: string } {
  const found = /^---\r?\n([\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(content);
  return found ? { yaml: found[1] ?? "", body: content.slice(found[0].length) } : { yaml: "", body: content };
}

/**
 * The two formats of the editor's collections, sharing the files they have read: `yaml` (a YAML
 * file) and `frontMatter` (Markdown with YAML front matter, its text as the `body` field, as
 * Decap's own `frontmatter` format has it). `newFile(data)` names the data of a new entry about to
 * be saved (app/admin/cms.ts, before each save): it is written from scratch.
 */
export function createFormats() {
  const newFiles = new NewFiles();
  const yamlFiles = writer(newFiles);
  const markdownFiles = writer(newFiles);
  const yaml: Format = {
    fromFile(content) {
      const data = parsed(content);
      yamlFiles.keep(content, content, data);
      return data;
    },
    toFile(data, sortedKeys = []) {
      const entry = data as Data;
      return yamlFiles.write(entry, entry, sortedKeys);
    },
  };
  const frontMatter: Format = {
    fromFile(content) {
      const { yaml: head, body } = split(content);
      const data = { ...parsed(head), ...(body.trim() && { body }) };
      markdownFiles.keep(content, head, data);
      return data;
    },
    toFile(data, sortedKeys = []) {
      const { body = "", ...head } = data as Data & { body?: string };
      return `---\n${markdownFiles.write(data as Data, head, sortedKeys)}---\n${body}`;
    },
  };
  return { yaml, frontMatter, newFile: (data: unknown) => newFiles.add(data) };
}
