import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkSvgs, svgDangers, svgRefusalMessage } from "./svg-check";

const svg = (inside: string, attributes = "") =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" ` +
  `xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inside}</svg>\n`;

/** A clean picture, with what our illustrations use: a title, styles, gradients, a reused shape. */
const clean = svg(
  '<title>A picture</title><style>.a{fill:#0b1f3a}</style><defs><linearGradient id="g">' +
    '<stop offset="0" stop-color="#fff"/></linearGradient><g id="shape"><rect class="a" width="4" ' +
    'height="4" fill="url(#g)"/></g><filter id="f"><feGaussianBlur stdDeviation="1"/></filter></defs>' +
    '<use href="#shape" transform="translate(5 5)"/><use xlink:href="#shape"/>' +
    '<a href="https://example.com/"><text x="1" y="9">Link</text></a>',
);

/** A folder of SVGs, as `public/` would be. */
const folders: string[] = [];
function publicFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "svg-check-"));
  folders.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("svgDangers", () => {
  it("finds nothing in a clean picture", () => {
    expect(svgDangers(clean)).toEqual([]);
  });

  it.each([
    ["a <script> element", svg("<script>alert(1)</script>"), ["element <script>"]],
    ["a CDATA script", svg("<script><![CDATA[alert(1)]]></script>"), ["element <script>"]],
    [
      "an onload attribute",
      svg("<rect width='1' height='1'/>", ' onload="alert(1)"'),
      ["attribute onload on <svg>"],
    ],
    [
      "an onclick on a shape",
      svg('<rect onclick="alert(1)" width="1" height="1"/>'),
      ["attribute onclick on <rect>"],
    ],
    [
      "a javascript: link",
      svg('<a href="javascript:alert(1)"><text>x</text></a>'),
      ["attribute href on <a>"],
    ],
    [
      "a javascript: xlink",
      svg('<a xlink:href=" javascript:alert(1)"><text>x</text></a>'),
      ["attribute xlink:href on <a>"],
    ],
    [
      "a <foreignObject> with HTML",
      svg('<foreignObject width="9" height="9"><div>hi</div></foreignObject>'),
      ["element <foreignObject>"],
    ],
    [
      "an animation that sets a link",
      svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>'),
      ["element <set>"],
    ],
    [
      "a <use> of another file",
      svg('<use href="https://example.com/x.svg#a"/>'),
      ["attribute href on <use>"],
    ],
    ["an <iframe>", svg('<iframe src="https://example.com/"></iframe>'), ["element <iframe>"]],
  ])("refuses %s, saying what to remove", (_what, text, remove) => {
    expect(svgDangers(text)).toEqual(expect.arrayContaining(remove));
  });
});

describe("checkSvgs", () => {
  it("names each refused file (in any folder) and what to remove from it, and passes the clean ones", () => {
    const dir = publicFolder({
      "brand/logo.svg": clean,
      "illustrations/clean.svg": clean,
      "illustrations/scripted.svg": svg("<script>alert(1)</script>", ' onload="alert(2)"'),
      "illustrations/services/linked.SVG": svg('<a href="javascript:alert(1)"><text>x</text></a>'),
      "illustrations/notes.txt": "<script>not a picture</script>",
    });
    const refusals = checkSvgs(dir);
    const where = (file: string) => path.join(dir, file);
    expect(refusals).toEqual([
      {
        file: where("illustrations/scripted.svg"),
        remove: ["attribute onload on <svg>", "element <script>"],
      },
      { file: where("illustrations/services/linked.SVG"), remove: ["attribute href on <a>"] },
    ]);
    const message = svgRefusalMessage(refusals);
    expect(message).toContain(
      `${where("illustrations/scripted.svg")}: remove attribute onload on <svg>, element <script>`,
    );
    expect(message).toContain(`${where("illustrations/services/linked.SVG")}: remove attribute href on <a>`);
    expect(message).toMatch(/^Not building: 2 SVG pictures could run script/);
  });

  it("passes every SVG the site ships in public/", () => {
    expect(checkSvgs(path.resolve("public"))).toEqual([]);
  });
});
