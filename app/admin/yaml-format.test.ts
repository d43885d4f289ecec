import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentDir } from "../../tests/support/content";
import { createFormats } from "./yaml-format";

/**
 * The editor's formats (app/admin/yaml-format.ts): Decap reads a file with `fromFile` and, at a
 * save, writes the entry's data with `toFile`. These tests do what a save does, on the real
 * content files, and compare the text written with the text read.
 */
const read = (file: string) => readFileSync(path.join(contentDir, file), "utf8");
// What a copy of an entry's data looks like to Decap (an Immutable map turned back into JSON).
const copy = <T>(data: T): T => structuredClone(data);

/** The lines a diff of `before` and `after` shows removed and added (a longest common subsequence). */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const [a, b] = [before.split("\n"), after.split("\n")];
  // common(i, j): the length of the longest common subsequence of a[i..] and b[j..].
  const table = new Array<number>((a.length + 1) * (b.length + 1)).fill(0);
  const common = (i: number, j: number) => table[i * (b.length + 1) + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i * (b.length + 1) + j] =
        a[i] === b[j] ? common(i + 1, j + 1) + 1 : Math.max(common(i + 1, j), common(i, j + 1));
  const removed: string[] = [];
  const added: string[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) [i, j] = [i + 1, j + 1];
    else if (j < b.length && (i === a.length || common(i, j + 1) >= common(i + 1, j))) added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  return { removed, added };
}

interface Section {
  heading: string;
  paragraphs: [string, ...string[]];
  bullets?: string[];
}
interface Service {
  en: { title: string; order: number; sections: [Section, Section, Section] };
  ar: { title: string; sections: [Section, Section, Section] };
}
/** The editor's fields of a service, in order (the `sortedKeys` Decap passes to `toFile`). */
const serviceFields = [
  "title",
  "summary",
  "tagline",
  "metaDescription",
  "sections",
  "cta",
  "order",
  "illustration",
  "icon",
];

/** The formats, having read every file of the collection, as the editor's list of entries does. */
function readServices() {
  const formats = createFormats();
  const dir = path.join(contentDir, "services");
  for (const name of readdirSync(dir)) formats.yaml.fromFile(readFileSync(path.join(dir, name), "utf8"));
  return formats;
}

describe("a save in the editor", () => {
  const original = read("services/cloud-services.yaml");

  it("changes one Arabic title as one line, the rest of the file byte for byte as it was", () => {
    const { yaml } = readServices();
    const data = copy(yaml.fromFile(original) as unknown as Service);
    data.ar.title = "خدمات سحابية لا تتوقف";
    const saved = yaml.toFile(data, serviceFields);
    expect(changedLines(original, saved)).toEqual({
      removed: ["  title: الخدمات السحابية"],
      added: ["  title: خدمات سحابية لا تتوقف"],
    });
    // Every other line as it was: the opening comments, the key order (order and icon first
    // under en:), the lines longer than 80 columns (more than twenty of them) not folded.
    expect(saved.split("\n")).toHaveLength(original.split("\n").length);
    expect(saved.startsWith("# Cloud services: its page")).toBe(true);
    expect(original.split("\n").filter((line) => line.length > 80).length).toBeGreaterThan(20);
  });

  it("writes the same file when nothing was changed, for every content file", () => {
    const formats = createFormats();
    const all = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? all(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
    for (const file of all(contentDir)) {
      const text = readFileSync(file, "utf8");
      const format = file.endsWith(".md") ? formats.frontMatter : formats.yaml;
      expect(format.toFile(copy(format.fromFile(text)), []), file).toBe(text);
    }
  });

  it("keeps a changed value's quotes, and quotes a new one that needs them", () => {
    const { yaml } = readServices();
    const data = copy(yaml.fromFile(original) as unknown as Service);
    const quoted = data.ar.sections[1].paragraphs;
    quoted[0] = quoted[0].replace("التقنية", "التقنيات");
    data.ar.sections[0].heading = "سحابة: تلائم متطلباتك";
    const { removed, added } = changedLines(original, yaml.toFile(data, serviceFields));
    expect(removed).toHaveLength(added.length);
    expect(added.find((line) => line.includes("التقنيات"))).toMatch(/^ {8}- "التقنيات/);
    expect(added).toContain('      heading: "سحابة: تلائم متطلباتك"');
  });

  it("removes a list item's line, adds one after the others, and moves one as a move", () => {
    const { yaml } = readServices();
    const data = copy(yaml.fromFile(original) as unknown as Service);
    const bullets = data.en.sections[1].bullets!;
    const [gone] = bullets.splice(2, 1);
    const removed = changedLines(original, yaml.toFile(data, serviceFields));
    expect(removed).toEqual({ removed: [`        - ${gone}`], added: [] });

    bullets.push("A bullet added at the end");
    expect(changedLines(original, yaml.toFile(data, serviceFields))).toEqual({
      removed: [`        - ${gone}`],
      added: ["        - A bullet added at the end"],
    });

    // The sections' order swapped: the same lines, in the new order, nothing else changed.
    const moved = copy(yaml.fromFile(original) as unknown as Service);
    moved.ar.sections.reverse();
    const saved = yaml.toFile(moved, serviceFields);
    expect(saved.split("\n").sort()).toEqual(original.split("\n").sort());
    expect(yaml.fromFile(saved)).toEqual(moved);
  });

  it("edits in place an item next to one removed, and an item that was moved", () => {
    const { yaml } = readServices();
    const data = copy(yaml.fromFile(original) as unknown as Service);
    // The first section removed, the (former) second one's heading changed.
    data.ar.sections.splice(0, 1);
    data.ar.sections[0]!.heading = "ما الذي يؤخّر مشاريع السحابة؟";
    const { removed, added } = changedLines(original, yaml.toFile(data, serviceFields));
    expect(added).toEqual(["      heading: ما الذي يؤخّر مشاريع السحابة؟"]);
    // The first section's six lines, and the heading that was changed.
    expect(removed).toHaveLength(7);
    expect(removed[0]).toBe("    - eyebrow: عن الخدمة");
    expect(removed.at(-1)).toBe("      heading: ما الذي يعطّل مشاريع السحابة؟");

    // The last section moved first, and its heading changed: its lines move, one of them changed.
    const moved = copy(yaml.fromFile(original) as unknown as Service);
    moved.en.sections.unshift(moved.en.sections.pop()!);
    moved.en.sections[0]!.heading = "From the first assessment to the 3 a.m. call";
    const saved = yaml.toFile(moved, serviceFields);
    const lines = (text: string) => text.split("\n").sort();
    expect(changedLines(lines(original).join("\n"), lines(saved).join("\n"))).toEqual({
      removed: ["      heading: From the first assessment to the 3 a.m. alert"],
      added: ["      heading: From the first assessment to the 3 a.m. call"],
    });
    expect(yaml.fromFile(saved)).toEqual(moved);
  });

  it("removes a key with its line, and appends a new key after the keys that were there", () => {
    const { yaml } = readServices();
    const data = copy(yaml.fromFile(original)) as { en: Record<string, unknown> };
    const cta = data.en.cta as Record<string, unknown>;
    delete cta.body;
    cta.note = "No obligation";
    const saved = yaml.toFile(data, serviceFields);
    expect(changedLines(original, saved)).toEqual({
      removed: [expect.stringMatching(/^ {4}body: Share your current setup/)],
      added: ["    note: No obligation"],
    });
    expect(saved).toContain("    button: Request a cloud assessment\n    note: No obligation\nar:\n");
  });

  it("starts from the entry's own file among all those read, and from its latest version", () => {
    const { yaml } = readServices();
    const data = copy(yaml.fromFile(original) as unknown as Service);
    data.en.title = "Cloud";
    data.ar.title = "السحابة";
    const first = yaml.toFile(data, serviceFields);
    expect(changedLines(original, first)).toEqual({
      removed: ["  title: Cloud services", "  title: الخدمات السحابية"],
      added: ["  title: Cloud", "  title: السحابة"],
    });
    expect(first).toContain("# Cloud services: its page");
    // After the save, the editor reads the file again; the next save starts from that version.
    const again = copy(yaml.fromFile(first) as unknown as Service);
    again.ar.sections[0].heading = "سحابة على مقاسك";
    expect(changedLines(first, yaml.toFile(again, serviceFields)).added).toEqual([
      "      heading: سحابة على مقاسك",
    ]);
  });

  it("writes a new entry from scratch: no other file's comments, keys in the fields' order", () => {
    const formats = readServices();
    const data = copy(formats.yaml.fromFile(read("services/data-analytics.yaml")) as unknown as Service);
    data.en.title = "Cybersecurity";
    data.ar.title = "الأمن السيبراني";
    data.en.order = 10;
    formats.newFile(data);
    const saved = formats.yaml.toFile(data, serviceFields);
    expect(saved).not.toMatch(/^#/m);
    expect(saved).toMatch(/^en:\n {2}title: Cybersecurity\n {2}summary: /);
    expect(saved).toMatch(/\n {2}cta:\n[\s\S]*\n {2}order: 10\n {2}illustration: .*\n {2}icon: .*\nar:\n/);
    // Long lines are not folded in a new file either.
    expect(saved.split("\n").some((line) => line.length > 120)).toBe(true);
    expect(formats.yaml.fromFile(saved)).toEqual(data);
  });

  it("writes a file it has not read from scratch, with the same data", () => {
    const { yaml } = createFormats();
    const data = { title: "A", list: ["x", "y"] };
    expect(yaml.toFile(data, ["list", "title"])).toBe("list:\n  - x\n  - y\ntitle: A\n");
  });

  it("keeps Arabic text byte for byte, and a Markdown file's body and front matter as written", () => {
    const { frontMatter } = createFormats();
    const terms = read("terms/ar.md");
    const data = copy(frontMatter.fromFile(terms)) as { title: string; body: string };
    expect(data.body.length).toBeGreaterThan(1000);
    data.title = "شروط استخدام تطبيق إمبلوي";
    const saved = frontMatter.toFile(data, ["title", "metaDescription", "updated", "body"]);
    expect(changedLines(terms, saved)).toEqual({
      removed: ["title: شروط وأحكام استخدام تطبيق إمبلوي"],
      added: ["title: شروط استخدام تطبيق إمبلوي"],
    });
    expect(Buffer.from(saved).subarray(Buffer.from(saved).indexOf("\n---\n"))).toEqual(
      Buffer.from(terms).subarray(Buffer.from(terms).indexOf("\n---\n")),
    );
  });
});
