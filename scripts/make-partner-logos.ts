/**
 * Generates the placeholder partner logos in public/partners/ and the list in
 * content/partners.yaml, deterministically, from the fictional company names below.
 *
 *   node --import tsx scripts/make-partner-logos.ts
 *
 * Each logo is a 160×64 SVG: a simple geometric mark (its shape, colour and style follow from the
 * name's position in the list, so no two marks are alike) and the name in Inter bold, shrunk to
 * fit. Logo files that are no longer in the list are deleted. Once the company supplies its
 * partners' real logos, edit content/partners.yaml by hand and stop running this script.
 */
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const logoDir = join(root, "public", "partners");
const contentFile = join(root, "content", "partners.yaml");

/**
 * Invented regional business names: not real companies, and named so that none echoes a real
 * brand. Keep each under about 18 characters.
 */
const names = [
  "Sahel Logistics",
  "Qamhiya Foods",
  "Mirdaf Bank",
  "Qimma Health",
  "Zinnar Telecom",
  "Kathbin Realty",
  "Diyaa Energy",
  "Sabbura Education",
  "Lujjah Marine",
  "Mazrakh Agritech",
  "Dhahab Jewellers",
  "Falak Aviation",
  "Ghaith Water",
  "Hadiqa Landscapes",
  "Bunyana Engineering",
  "Dinaroon Capital",
  "Zawiyat Interiors",
  "Marsa Shipping",
  "Rutabin Dates",
  "Oud Atelier",
  "Qalam Publishing",
  "Rihla Travel",
  "Hirzan Security",
  "Raseekh Contracting",
  "Usra Insurance",
  "Tarqeen Hospitality",
  "Yaqoot Pharma",
  "Zaytoon Foods",
  "Anbar Steel",
  "Darbeen Mobility",
  "Fajr Media",
  "Labnora Dairy",
  "Jood Catering",
  "Khayma Events",
  "Manara Consulting",
  "Nujoom Schools",
  "Qafila Freight",
  "Rukn Properties",
  "Zahra Clinics",
  "Atlas Ridge Mining",
  "Casbah Textiles",
  "Mawqeen Digital",
  "Bahr Seafood",
  "Jabal Cement",
  "Nahr Irrigation",
  "Sarab Beverages",
  "Tamr Bakery",
  "Ufuq Analytics",
  "Warda Florists",
  "Yasmin Cosmetics",
  "Zafran Spices",
  "Bustan Organics",
  "Dalil Navigation",
  "Qindeelo Lighting",
  "Ghadeer Springs",
  "Hisn Cyber",
  "Izdihar Ventures",
  "Janah Air Cargo",
  "Karam Hotels",
  "Rishat Design",
  "Mizan Legal",
  "Nabd Medical",
  "Diwaneen Residences",
  "Bayyina Fintech",
  "Balsamin Care",
  "Wafeer Supply",
  "Yusr Payments",
  "Zumurrud Holdings",
  "Arz Kitchen",
  "Sahra Solar",
  "Tarf Automotive",
  "Nadi Sports",
  "Sikka Rail",
  "Marfa Ports",
  "Qaws Architects",
];

/** Muted brand colours for the marks. */
const colours = [
  "#0f766e",
  "#1e40af",
  "#9f1239",
  "#b45309",
  "#4d7c0f",
  "#5b4b8a",
  "#0369a1",
  "#a16207",
  "#334155",
  "#b4532a",
];

/** Marks are drawn in a 36×36 box centred on (28, 32). `a` carries the fill/stroke attributes. */
const shapes: Array<(a: string) => string> = [
  (a) => `<circle cx="28" cy="32" r="17" ${a}/>`,
  (a) => `<rect x="11" y="15" width="34" height="34" rx="9" ${a}/>`,
  (a) => `<path d="M28 14l15.6 9v18L28 50l-15.6-9V23z" stroke-linejoin="round" ${a}/>`,
  (a) => `<rect x="16" y="20" width="24" height="24" rx="5" transform="rotate(45 28 32)" ${a}/>`,
  (a) => `<path d="M28 15l17 32H11z" stroke-linejoin="round" ${a}/>`,
  (a) => `<path d="M12 49V31a16 16 0 0 1 32 0v18z" stroke-linejoin="round" ${a}/>`,
  (a) => `<path d="M12 48c0-20 13-33 33-33 0 20-13 33-33 33z" stroke-linejoin="round" ${a}/>`,
  (a) => `<path d="M28 15a17 17 0 1 1 0 34 17 17 0 0 1 0-34zm0 9a8 8 0 1 0 0 16 8 8 0 0 0 0-16z" ${a}/>`,
  (a) => `<circle cx="21" cy="32" r="11" ${a}/><circle cx="35" cy="32" r="11" opacity=".65" ${a}/>`,
  (a) =>
    `<rect x="11" y="16" width="34" height="8" rx="4" ${a}/><rect x="11" y="28" width="26" height="8" rx="4" ${a}/><rect x="11" y="40" width="18" height="8" rx="4" ${a}/>`,
  (a) => `<path d="M10 47l12-23 8 13 5-8 11 18z" stroke-linejoin="round" ${a}/>`,
  (a) => `<path d="M20 15h16l9 9v16l-9 9H20l-9-9V24z" stroke-linejoin="round" ${a}/>`,
];
/** Shapes that are one closed outline, so a white glyph can sit inside them. */
const closedShapes = new Set([0, 1, 2, 3, 5, 11]);

function at<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error(`No item at ${index}`);
  return item;
}

function mark(index: number): string {
  const shapeIndex = index % shapes.length;
  const shape = at(shapes, shapeIndex);
  const colour = at(colours, index * 3);
  const variant = Math.floor(index / shapes.length) % 4;
  const solid = `fill="${colour}" stroke="${colour}" stroke-width="2"`;
  switch (variant) {
    case 0: {
      // Solid, with a white glyph inside closed shapes.
      const glyph = closedShapes.has(shapeIndex)
        ? index % 2
          ? `<circle cx="28" cy="33" r="5" fill="#fff"/>`
          : `<circle cx="28" cy="33" r="6" fill="none" stroke="#fff" stroke-width="3"/>`
        : "";
      return shape(solid) + glyph;
    }
    case 1:
      // Outline with a solid centre.
      return (
        shape(`fill="none" stroke="${colour}" stroke-width="3.5"`) +
        (closedShapes.has(shapeIndex) ? `<circle cx="28" cy="33" r="4.5" fill="${colour}"/>` : "")
      );
    case 2:
      // Solid, with a small tinted companion square.
      return (
        `<rect x="34" y="12" width="14" height="14" rx="4" fill="${colour}" opacity=".3"/>` + shape(solid)
      );
    default:
      // A tinted tile with the shape small and solid inside it.
      return (
        `<rect x="9" y="13" width="38" height="38" rx="11" fill="${colour}" opacity=".14"/>` +
        `<g transform="translate(28 32) scale(.6) translate(-28 -32)">${shape(solid)}</g>`
      );
  }
}

/** Rough advance widths of Inter Bold, in em, to shrink long names before they overflow. */
function textWidthEm(text: string): number {
  let width = 0;
  for (const ch of text) {
    if (ch === " ") width += 0.27;
    else if ("iljtf".includes(ch)) width += 0.34;
    else if ("r".includes(ch)) width += 0.42;
    else if ("mw".includes(ch)) width += 0.88;
    else if ("MW".includes(ch)) width += 0.95;
    else if (/[A-Z]/.test(ch)) width += 0.7;
    else width += 0.6;
  }
  return width;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function logo(name: string, index: number): string {
  const textX = 54;
  const available = 160 - textX - 6;
  const size = Math.max(9, Math.min(14, Math.floor((available / textWidthEm(name)) * 10) / 10));
  const baseline = Math.round((32 + size * 0.36) * 10) / 10;
  // An SVG shown as an image cannot use the page's fonts, so the name is drawn in whatever sans-serif
  // the visitor's system has, often wider than Inter. textLength pins the drawn width to the one
  // estimated for Inter, so no font pushes the name past the logo's edge.
  const length = Math.min(available, Math.round(textWidthEm(name) * size * 10) / 10);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64" width="160" height="64">` +
    `<title>${escapeXml(name)}</title>` +
    mark(index) +
    `<text x="${textX}" y="${baseline}" font-family="Inter, Segoe UI, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#334155" textLength="${length}" lengthAdjust="spacingAndGlyphs">${escapeXml(name)}</text>` +
    `</svg>\n`
  );
}

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const entries = names.map((name) => ({ name, slug: slugify(name) }));
const slugs = new Set(entries.map((entry) => entry.slug));
if (slugs.size !== entries.length) throw new Error("Two partner names share a slug");

mkdirSync(logoDir, { recursive: true });
entries.forEach(({ name, slug }, index) => {
  writeFileSync(join(logoDir, `${slug}.svg`), logo(name, index));
});
for (const file of readdirSync(logoDir)) {
  if (file.endsWith(".svg") && !slugs.has(file.slice(0, -4))) unlinkSync(join(logoDir, file));
}

const content = `# The partners carousel above the footer (home, about and contact pages), in this order.
# STAND-INS: every name and logo below is invented, drawn for this site until the company supplies
# its real partners (with their written permission to show their logos, and their Arabic names).
# Each is marked standIn: true, and a site built for the public must not show a stand-in. Replace
# an entry's name and its logo in public/partners/, then untick standIn (set it to false).
# The build checks every field (app/content/schemas.ts; README "Editing content").
partners:
${entries.map(({ name, slug }) => `  - name: ${JSON.stringify(name)}\n    logo: /partners/${slug}.svg\n    standIn: true`).join("\n")}
`;
writeFileSync(contentFile, content);

console.log(`Wrote ${entries.length} partner logos to public/partners/ and content/partners.yaml`);
