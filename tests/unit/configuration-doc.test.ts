import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * docs/configuration.md does not drift from the code. Its "The server" table lists exactly the
 * variables of the environment schema in server/config.ts (read from its source: the schema is
 * not exported), and the page as a whole lists every variable read anywhere else (the build, the
 * scripts, the tests, the benchmark, CI), and none that nothing reads.
 */

const DOC = "docs/configuration.md";
const THIS_FILE = "tests/unit/configuration-doc.test.ts";
const SERVER_SECTION = "The server";

/** Read from the environment but not settings of ours. */
// The system's, and Astro's own mode (`import.meta.env.DEV`: true under `npm run dev`), which no one sets.
const NOT_SETTINGS = new Set(["PATH", "HOME", "DEV"]);

/** The keys of `const environment = z.object({ … })` in server/config.ts. */
function schemaVariables(source: string): string[] {
  const start = source.search(/const environment = z\s*\.object\(\{/);
  if (start === -1) throw new Error("server/config.ts: no `const environment = z.object({` found");
  const body = source.slice(start);
  const end = body.search(/\n {2}\}\)/);
  if (end === -1) throw new Error("server/config.ts: the environment schema's end not found");
  return [...body.slice(0, end).matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!);
}

/** Variables named in the first column of each table, by the `##` section they sit in. */
function documentedVariables(markdown: string): Map<string, Set<string>> {
  const sections = new Map<string, Set<string>>();
  let section = "";
  for (const line of markdown.split("\n")) {
    const heading = /^##\s+(.+?)\s*$/.exec(line);
    if (heading) section = heading[1]!;
    if (!line.startsWith("|")) continue;
    const first = line.split("|")[1] ?? "";
    for (const match of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) {
      if (!sections.has(section)) sections.set(section, new Set());
      sections.get(section)!.add(match[1]!);
    }
  }
  return sections;
}

/** Variables the code reads, outside server/config.ts's schema: file by file. */
function variablesReadInCode(files: string[]): Map<string, string> {
  const read = new Map<string, string>();
  const note = (name: string, file: string) => {
    if (!NOT_SETTINGS.has(name) && !read.has(name)) read.set(name, file);
  };
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    if (/\.(ts|tsx|js|mjs|cjs|astro)$/.test(file)) {
      for (const m of text.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[["']([A-Z][A-Z0-9_]*)["']\])/g))
        note(m[1] ?? m[2]!, file);
      // A function handed the environment: `env.PG_BIN` (tests/support/postgres.ts).
      for (const m of text.matchAll(/\benv\.([A-Z][A-Z0-9_]{2,})\b/g)) note(m[1]!, file);
    } else {
      // Shell: ${NAME:-default} or ${NAME}.
      for (const m of text.matchAll(/\$\{([A-Z][A-Z0-9_]*)(?::-[^}]*)?\}/g)) note(m[1]!, file);
    }
  }
  return read;
}

function codeFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split("\0")
    .filter((file) => /\.(ts|tsx|js|mjs|cjs|astro)$/.test(file) || file === ".ci/run")
    .filter((file) => file !== THIS_FILE && existsSync(file));
}

describe("docs/configuration.md", () => {
  const schema = schemaVariables(readFileSync("server/config.ts", "utf8"));
  const documented = documentedVariables(readFileSync(DOC, "utf8"));
  const server = documented.get(SERVER_SECTION) ?? new Set<string>();
  const everywhere = new Set([...documented.values()].flatMap((names) => [...names]));
  const inCode = variablesReadInCode(codeFiles());

  it("reads the schema and the page (neither list is empty)", () => {
    expect(schema).toContain("PORT");
    expect(schema).toContain("ERP_KIND");
    expect(schema.length).toBeGreaterThan(20);
    expect(server.size).toBeGreaterThan(20);
    expect(inCode.size).toBeGreaterThan(10);
  });

  it(`lists every variable of server/config.ts's schema in "${SERVER_SECTION}"`, () => {
    expect(schema.filter((name) => !server.has(name))).toEqual([]);
  });

  it(`lists in "${SERVER_SECTION}" no variable the schema does not have`, () => {
    expect([...server].filter((name) => !schema.includes(name))).toEqual([]);
  });

  it("lists every variable the build, the scripts and the tests read", () => {
    const missing = [...inCode]
      .filter(([name]) => !everywhere.has(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it("lists no variable that nothing reads", () => {
    const unread = [...everywhere].filter((name) => !schema.includes(name) && !inCode.has(name));
    expect(unread).toEqual([]);
  });
});

describe("the readers themselves", () => {
  it("take the schema's keys, not the ones of nested objects or of code after it", () => {
    const source = [
      "const x = { NOT_THIS: 1 };",
      "const environment = z",
      "  .object({",
      "    PORT: whole(3000, 0),",
      "    DATABASE_URL: z.preprocess(",
      "      unset,",
      "      z.url({ NESTED: 1 }),",
      "    ),",
      "  })",
      "  .superRefine(() => {});",
      "const after = { LATER: 1 };",
    ].join("\n");
    expect(schemaVariables(source)).toEqual(["PORT", "DATABASE_URL"]);
    expect(() => schemaVariables("const other = 1;")).toThrow(/environment/);
  });

  it("take a table's first column, section by section", () => {
    const page = [
      "## The server",
      "| variable | meaning |",
      "| `PORT` | mentions `HOST` in the meaning |",
      "## Tests",
      "| `E2E_PORT`, `E2E_ERP_PORT` | two |",
    ].join("\n");
    const found = documentedVariables(page);
    expect([...found.get("The server")!]).toEqual(["PORT"]);
    expect([...found.get("Tests")!]).toEqual(["E2E_PORT", "E2E_ERP_PORT"]);
  });
});
