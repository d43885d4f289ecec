import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkMarkdown, markdownDangers, markdownRefusalMessage } from "./markdown-check";

const front = '---\ntitle: Terms\nupdated: "Last updated: 1 November 2026"\n---\n\n';

describe("markdownDangers", () => {
  it("finds nothing in Markdown, its links and pictures, or a comment", () => {
    const markdown =
      front +
      "## Who we are\n\nText with *emphasis*, `code` and <https://rawafed.example/>.\n\n" +
      "- [a link](https://rawafed.example/terms)\n- [on the site](/privacy#data)\n" +
      "- [mail](mailto:legal@rawafed.example) [call](tel:+97140000000)\n\n" +
      "![A diagram](/illustrations/services/cloud-services.svg)\n\n" +
      "<!-- Counsel: confirm this section. -->\n\n" +
      "Code that shows HTML is text: `<script>` and\n\n```html\n<iframe src=x></iframe>\n```\n";
    expect(markdownDangers(markdown)).toEqual([]);
  });

  it.each([
    ['<script src="/illustrations/x.js"></script>', "HTML <script>"],
    ["<script>\nalert(1)\n</script>", "HTML <script>"],
    ["Inline <img src=x onerror=alert(1)> too.", "HTML <img>"],
    ['<iframe src="https://example.com/"></iframe>', "HTML <iframe>"],
    ['<object data="x.swf"></object>', "HTML <object>"],
    ['<embed src="x.swf">', "HTML <embed>"],
    ['<form action="https://example.com/"><input name="p"></form>', "HTML <form>"],
    ["<style>body { display: none }</style>", "HTML <style>"],
    ['<meta http-equiv="refresh" content="0">', "HTML <meta>"],
    ['<a href="javascript:alert(1)">x</a>', "HTML <a>"],
    ["A harmless <b>bold</b>, dropped all the same.", "HTML <b>"],
    ["[x](javascript:alert(1))", "a link to javascript:alert(1)"],
    ["[x](JaVaScRiPt:alert(1))", "a link to JaVaScRiPt:alert(1)"],
    ["<javascript:alert(1)>", "a link to javascript:alert(1)"],
    // The address is on the definition's line.
    ["[x][evil]\n\n[evil]: javascript:alert(1)", "a link to javascript:alert(1)", 10],
    ["![x](data:image/svg+xml,x)", "a picture at data:image/svg+xml,x"],
  ])("refuses %s, naming its line", (body, what, line = 8) => {
    // Lines are the file's: the front matter's five, then "Before.", a blank line and the body.
    expect(markdownDangers(`${front}Before.\n\n${body}\n`)).toEqual([{ line, what }]);
  });

  it("lists each thing once a line, in the order written", () => {
    const body = "<b>one</b> and <i>two</i>\n\n[x](javascript:a) <b>three</b>\n";
    expect(markdownDangers(body)).toEqual([
      { line: 1, what: "HTML <b>" },
      { line: 1, what: "HTML <i>" },
      { line: 3, what: "a link to javascript:a" },
      { line: 3, what: "HTML <b>" },
    ]);
  });
});

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("checkMarkdown", () => {
  it("names every Markdown file under content/ (in any folder) and the lines to change, and passes the rest", () => {
    const root = mkdtempSync(path.join(tmpdir(), "markdown-check-"));
    folders.push(root);
    const files = {
      "content/terms/en.md": `${front}## Acceptance\n\nPlain text.\n`,
      "content/privacy/ar.md": `${front}## البيانات\n\n<script src="/illustrations/x.js"></script>\n`,
      "content/news/launch/en.md": `${front}Read [more](javascript:alert(1)).\n`,
      "content/pages/about.yaml": "en:\n  title: <script>not Markdown</script>\n",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    const refusals = checkMarkdown(path.join(root, "content"));
    expect(refusals).toEqual([
      { file: "content/news/launch/en.md", line: 6, what: "a link to javascript:alert(1)" },
      { file: "content/privacy/ar.md", line: 8, what: "HTML <script>" },
    ]);
    const message = markdownRefusalMessage(refusals);
    expect(message).toMatch(/^Not building: 2 Markdown files hold what the site does not keep/);
    expect(message).toContain("  content/privacy/ar.md, line 8: HTML <script>\n");
    expect(message).toContain('docs/editing.md, "Text in Markdown"');
  });

  it("passes every Markdown document of the site", () => {
    expect(checkMarkdown()).toEqual([]);
  });
});
