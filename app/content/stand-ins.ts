/**
 * Every stand-in still in the content: a fact written for the site until the company supplies the
 * real one, which a site built for the public must not show. Three kinds are listed:
 *
 * - `flag`: an entry marked `standIn: true` (a partner, a phone, an office, a social profile) or a
 *   single company fact ticked under `standIns:` in content/company.yaml (its e-mail, founding
 *   year, counts);
 * - `to-confirm`: a section listed under `toConfirm:` in the front matter of a Markdown file (the
 *   terms, content/terms/<lang>.md; the privacy notice, content/privacy/<lang>.md), which the
 *   company's counsel or product team must confirm;
 * - `reserved-address`: an e-mail address or web address at a domain reserved for examples
 *   (`example.com`, `*.example`, `*.test`, `*.invalid`), wherever it is written, flagged or not.
 *
 * It reads the files under content/ as they are written (Node only, never in a browser bundle), so
 * it can run before the build as well as inside it. docs/editing.md, "Stand-ins", is the marketers'
 * side of it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { defaultLocale } from "../i18n/locales";
import { articleKindsOf, contentFile, kinds, type KindTable } from "./kinds";

export interface StandIn {
  /** The file, relative to the repository: "content/partners.yaml". */
  file: string;
  /** Where in the file: "partners.2.name", "email", "toConfirm: Liability", "body, line 214". */
  field: string;
  /** What is written there, or what is to be confirmed. */
  value: string;
  kind: "flag" | "to-confirm" | "reserved-address";
}

/** E-mail addresses and web addresses, with their domain. */
const addresses = /[\w.+-]+@([\w-]+(?:\.[\w-]+)+)|https?:\/\/([\w-]+(?:\.[\w-]+)+)/gi;

/** A domain kept for examples and tests (RFC 2606 and 6761): never a real company's. */
export function isReservedDomain(domain: string): boolean {
  const labels = domain.toLowerCase().split(".");
  return (
    ["example", "test", "invalid", "localhost"].includes(labels.at(-1)!) ||
    ["example.com", "example.org", "example.net"].includes(labels.slice(-2).join("."))
  );
}

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * What a flagged entry is known by: its number as shown, its address, its link, its name or its
 * title (a whole file flagged among its shared facts, as a sample case study is).
 */
function describe(entry: Tree): string {
  for (const key of ["display", "address", "url", "name", "title"]) {
    const value = entry[key];
    if (typeof value === "string") return value;
    if (isTree(value) && typeof value[defaultLocale] === "string") return value[defaultLocale];
  }
  return JSON.stringify(entry);
}

/** The entries marked `standIn: true` anywhere in a tree, and the facts ticked under `standIns:`. */
function flagged(node: unknown, at: string[], file: string): StandIn[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => flagged(item, [...at, String(i)], file));
  if (!isTree(node)) return [];
  const found: StandIn[] = [];
  if (node.standIn === true) {
    found.push({ file, field: at.join("."), value: describe(node), kind: "flag" });
  }
  if (isTree(node.standIns)) {
    for (const [fact, ticked] of Object.entries(node.standIns)) {
      if (ticked === true) {
        found.push({ file, field: [...at, fact].join("."), value: String(node[fact] ?? ""), kind: "flag" });
      }
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== "standIns") found.push(...flagged(value, [...at, key], file));
  }
  return found;
}

/** Every string of a tree with its dotted path. */
function strings(node: unknown, at: string[]): Array<{ field: string; text: string }> {
  if (typeof node === "string") return [{ field: at.join("."), text: node }];
  if (Array.isArray(node)) return node.flatMap((item, i) => strings(item, [...at, String(i)]));
  if (isTree(node)) return Object.entries(node).flatMap(([key, value]) => strings(value, [...at, key]));
  return [];
}

function reserved(file: string, texts: Array<{ field: string; text: string }>): StandIn[] {
  return texts.flatMap(({ field, text }) =>
    [...text.matchAll(addresses)]
      .filter((match) => isReservedDomain(match[1] ?? match[2]!))
      .map((match) => ({ file, field, value: match[0], kind: "reserved-address" as const })),
  );
}

/** A Markdown file's front matter, parsed, and its body's lines. */
function markdown(source: string): { front: Tree; body: string[]; bodyStart: number } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) return { front: {}, body: source.split("\n"), bodyStart: 1 };
  const front = parse(match[1]!) as unknown;
  return {
    front: isTree(front) ? front : {},
    body: source.slice(match[0].length).split("\n"),
    bodyStart: match[0].split("\n").length,
  };
}

function markdownStandIns(file: string, source: string): StandIn[] {
  const { front, body, bodyStart } = markdown(source);
  const headings = new Set(body.flatMap((line) => (line.startsWith("## ") ? [line.slice(3).trim()] : [])));
  const toConfirm = Array.isArray(front.toConfirm) ? front.toConfirm : [];
  const sections = toConfirm.filter(isTree).map((entry) => {
    const section = String(entry.section ?? "");
    const note = String(entry.note ?? "");
    // A heading renamed since: still listed, and said so, rather than silently dropped.
    const value = headings.has(section) ? note : `${note} (no "## ${section}" heading in the file)`;
    return { file, field: `toConfirm: ${section}`, value, kind: "to-confirm" as const };
  });
  const lines = body.map((text, i) => ({ field: `body, line ${bodyStart + i}`, text }));
  return [...sections, ...flagged(front, [], file), ...reserved(file, [...strings(front, []), ...lines])];
}

function yamlStandIns(file: string, source: string): StandIn[] {
  const tree = parse(source) as unknown;
  const flags = flagged(tree, [], file);
  // An address already flagged (the company's e-mail) is listed once, as a flag.
  const known = new Set(flags.map((item) => item.field));
  return [...flags, ...reserved(file, strings(tree, [])).filter((item) => !known.has(item.field))];
}

/**
 * The folders of articles that are not published (their list's file has them off): their
 * stand-ins are not on the site, so they stop nothing.
 */
function unpublishedFolders(contentDir: string, table: KindTable): string[] {
  return articleKindsOf(table).flatMap((name) => {
    const kind = table[name]!;
    if (!("list" in kind)) return [];
    const listFile = path.join(path.dirname(contentDir), contentFile(kind.list, kind.list.pattern));
    let enabled = false;
    try {
      const list = parse(readFileSync(listFile, "utf8")) as unknown;
      enabled = isTree(list) && isTree(list[defaultLocale]) && list[defaultLocale].enabled === true;
    } catch {
      // No list file: nothing of the kind is published.
    }
    return enabled ? [] : [kind.files.folder + "/"];
  });
}

/**
 * The stand-ins still in the content files under `contentDir` (content/ by default), in file order
 * and, within a file, in the order they are written. Empty when every fact is the company's own.
 * Articles are counted only while they are published (content/pages/news.yaml `enabled`).
 */
export function standIns(contentDir = path.resolve("content"), table: KindTable = kinds): StandIn[] {
  const root = path.dirname(contentDir);
  const unpublished = unpublishedFolders(contentDir, table);
  const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .map((name) => name.split(path.sep).join("/"))
    .filter((name) => name.endsWith(".yaml") || name.endsWith(".md"))
    .filter((name) => !unpublished.some((folder) => name.startsWith(folder)))
    .sort();
  return files.flatMap((name) => {
    const full = path.join(contentDir, name);
    const file = path.relative(root, full).split(path.sep).join("/");
    const source = readFileSync(full, "utf8");
    return name.endsWith(".md") ? markdownStandIns(file, source) : yamlStandIns(file, source);
  });
}
