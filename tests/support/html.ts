/**
 * A small reader for the tags of a prerendered page, for tests that check the HTML as a crawler
 * receives it (no browser, no JavaScript). React writes attributes double-quoted and escapes
 * `&`, `<`, `>`, `"` and `'` in them, which is all this needs to handle.
 */

export interface Tag {
  name: string;
  attrs: Record<string, string>;
}

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  "#x27": "'",
  "#39": "'",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, code: string) => {
    const lower = code.toLowerCase();
    if (lower in entities) return entities[lower]!;
    if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return match;
  });
}

function parseAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attrs[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attrs;
}

/** Every start tag of the given element names, in document order, with lower-cased attribute names. */
export function tags(html: string, ...names: string[]): Tag[] {
  const pattern = new RegExp(`<(${names.join("|")})\\b([^>]*)>`, "gi");
  return [...html.matchAll(pattern)].map((m) => ({
    name: m[1]!.toLowerCase(),
    attrs: parseAttrs(m[2] ?? ""),
  }));
}

/** The `<head>` of a page. */
export function headOf(html: string): string {
  return /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? "";
}

/** What search engines and share previews read from a page's head. */
export interface HeadInfo {
  lang: string | undefined;
  dir: string | undefined;
  titles: string[];
  /** Meta tags by `name`, several values each. */
  names: Record<string, string[]>;
  /** Meta tags by `property` (OpenGraph). */
  properties: Record<string, string[]>;
  canonicals: string[];
  /** hreflang alternates: hreflang → hrefs. */
  alternates: Record<string, string[]>;
  /** Parsed JSON-LD blocks. */
  jsonLd: Array<Record<string, unknown>>;
}

export function readHead(html: string): HeadInfo {
  const head = headOf(html);
  const htmlTag = tags(html, "html")[0]?.attrs ?? {};
  const info: HeadInfo = {
    lang: htmlTag.lang,
    dir: htmlTag.dir,
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/gi)].map((m) => decodeEntities(m[1] ?? "")),
    names: {},
    properties: {},
    canonicals: [],
    alternates: {},
    jsonLd: [],
  };
  for (const tag of tags(head, "meta", "link")) {
    const { attrs } = tag;
    if (tag.name === "meta" && attrs.name) (info.names[attrs.name] ??= []).push(attrs.content ?? "");
    if (tag.name === "meta" && attrs.property)
      (info.properties[attrs.property] ??= []).push(attrs.content ?? "");
    if (tag.name === "link" && attrs.rel === "canonical") info.canonicals.push(attrs.href ?? "");
    if (tag.name === "link" && attrs.rel === "alternate" && attrs.hreflang) {
      (info.alternates[attrs.hreflang] ??= []).push(attrs.href ?? "");
    }
  }
  for (const m of html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)) {
    info.jsonLd.push(JSON.parse(m[1] ?? "null") as Record<string, unknown>);
  }
  return info;
}

/** The contents of a page's inline scripts that the browser executes (not JSON data blocks). */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = parseAttrs(m[1] ?? "");
    if ("src" in attrs) continue;
    const type = (attrs.type ?? "").trim().toLowerCase();
    const executable =
      type === "" || type === "module" || type === "text/javascript" || type === "application/javascript";
    if (executable) scripts.push(m[2] ?? "");
  }
  return scripts;
}
