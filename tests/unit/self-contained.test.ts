import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The repository stands on its own: whoever takes the site over gets the repository and nothing
 * else. No file cites a document that lives outside it (a design document, a style guide, a shared
 * folder beside the checkout, the product spec's sections) or an issue tracker's numbers; it cites
 * docs/ (docs/architecture.md, docs/erp/*.md, the decisions) instead. And every relative link in
 * the README and docs/ leads to a file that exists, to a heading that exists when it names one.
 *
 * The files are git's: tracked, and new ones not yet added (ignored files left out).
 */

/**
 * Links to pages another change is writing, allowed before the page exists; each leaves this list
 * once its page is committed. docs/production.md: running the built JavaScript in production.
 */
const PENDING_PAGES = new Set<string>(["docs/production.md"]);

const THIS_FILE = "tests/unit/self-contained.test.ts";

const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|pdf|zip|gz|br|sqlite)$/i;

/** What a reference to something outside the repository looks like, with the reason it is one. */
const OUTSIDE: Array<{ pattern: RegExp; what: string }> = [
  { pattern: /\.\.\/shared\b/, what: "a file beside the repository" },
  { pattern: /\bDESIGN(\s*§|\.md\b)/, what: "the design document" },
  { pattern: /\bSTYLE\.md\b/, what: "the style guide" },
  { pattern: /\bspec §\s*\d/, what: "a section of the product spec" },
  { pattern: /\bissues? #?\d+/i, what: "an issue tracker's number" },
  { pattern: /\(#\d+\)/, what: "an issue tracker's number" },
];

function repositoryFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split("\0"))]
    .filter((file) => file !== "" && !BINARY.test(file))
    .filter((file) => existsSync(file) && statSync(file).isFile())
    .sort();
}

function textOf(file: string): string | undefined {
  const bytes = readFileSync(file);
  return bytes.includes(0) ? undefined : bytes.toString("utf8");
}

/** Every line of `text` that matches, as "file:line: what: the line". */
function outsideReferences(file: string, text: string): string[] {
  const found: string[] = [];
  text.split("\n").forEach((line, index) => {
    for (const { pattern, what } of OUTSIDE) {
      if (pattern.test(line)) found.push(`${file}:${index + 1}: ${what}: ${line.trim().slice(0, 160)}`);
    }
  });
  return found;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_[\]]/g, "")
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a Markdown file's headings (fenced code left out; repeats get -1, -2…). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Relative links of a Markdown file that lead nowhere, as "file:line: target (why)". */
function brokenLinks(
  file: string,
  markdown: string,
  exists: (target: string) => boolean,
  read: (target: string) => string,
): string[] {
  const broken: string[] = [];
  let fenced = false;
  markdown.split("\n").forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    // Markdown shown as code (`![a picture](/illustrations/….png)`) links nowhere.
    const text = line.replace(/`[^`]*`/g, "");
    for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const href = match[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue; // https:, mailto:
      const [target = "", anchor] = href.split("#");
      const resolved =
        target === ""
          ? file
          : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(target)));
      const where = `${file}:${index + 1}: ${href}`;
      if (PENDING_PAGES.has(resolved)) continue;
      if (!exists(resolved)) {
        broken.push(`${where} (no file ${resolved})`);
      } else if (anchor && resolved.endsWith(".md") && !anchorsOf(read(resolved)).has(anchor)) {
        broken.push(`${where} (no heading #${anchor} in ${resolved})`);
      }
    }
  });
  return broken;
}

describe("the repository stands on its own", () => {
  const files = repositoryFiles();

  it("reads its files (the walk found the README, the docs and the code)", () => {
    expect(files).toContain("README.md");
    expect(files).toContain("server/app.ts");
    expect(files.filter((file) => file.startsWith("docs/")).length).toBeGreaterThan(5);
  });

  it("cites no document outside it and no issue tracker", () => {
    const found = files
      .filter((file) => file !== THIS_FILE)
      .flatMap((file) => {
        const text = textOf(file);
        return text === undefined ? [] : outsideReferences(file, text);
      });
    expect(found).toEqual([]);
  });

  it("links, from the README and docs/, only to files and headings that exist", () => {
    const markdown = files.filter((file) => file === "README.md" || /^docs\/.*\.md$/.test(file));
    const exists = (target: string) => existsSync(target.replace(/\/$/, "") || ".");
    const read = (target: string) => readFileSync(target, "utf8");
    const broken = markdown.flatMap((file) => brokenLinks(file, readFileSync(file, "utf8"), exists, read));
    expect(broken).toEqual([]);
  });
});

describe("the checks themselves", () => {
  it("find each kind of outside reference, with its file and line", () => {
    // Each sample is written in parts, so that no line of this file is itself a reference.
    const text = [
      "fine line",
      ["as ../", "shared/erp-api.md says"],
      ["DES", "IGN §", "3 lists them"],
      ["see DES", "IGN.md"],
      ["(iss", "ue 13)"],
      ["iss", "ues 12 and 13"],
      ["fixed (#", "13)"],
      ["Iss", "ue 3: the home page"],
      ["spec §", "9"],
    ]
      .map((sample) => (typeof sample === "string" ? sample : sample.join("")))
      .join("\n");
    const found = outsideReferences("x.ts", text);
    expect(found.map((line) => line.split(":")[1])).toEqual(["2", "3", "4", "5", "6", "7", "8", "9"]);
    expect(outsideReferences("x.ts", "the issue is known; see decision 015 and docs/erp/odoo.md")).toEqual(
      [],
    );
  });

  it("find a link to a missing file or heading, and pass a good one", () => {
    const files: Record<string, string> = {
      "docs/a.md": "# A\n\n## Operators' commands\n\n```sh\n# not a heading\n```\n",
    };
    const exists = (target: string) => target in files;
    const read = (target: string) => files[target]!;
    const page = [
      "[ok](a.md#operators-commands)",
      "[gone](b.md)",
      "[no heading](a.md#nope)",
      "[code](a.md#not-a-heading)",
      "[web](https://example.com/x.md)",
    ].join("\n");
    expect(brokenLinks("docs/c.md", page, exists, read)).toEqual([
      "docs/c.md:2: b.md (no file docs/b.md)",
      "docs/c.md:3: a.md#nope (no heading #nope in docs/a.md)",
      "docs/c.md:4: a.md#not-a-heading (no heading #not-a-heading in docs/a.md)",
    ]);
  });

  it("turn headings into GitHub's anchors", () => {
    expect(slug("Operators' commands")).toBe("operators-commands");
    expect(slug("The editor at /admin")).toBe("the-editor-at-admin");
    expect(slug("Node.js")).toBe("nodejs");
    expect(slug("Tests, demo and benchmark")).toBe("tests-demo-and-benchmark");
  });
});
