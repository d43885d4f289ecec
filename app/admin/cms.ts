/**
 * The editor at /admin: Decap CMS with the site's own text fields (decision 016). Its configuration
 * is /admin/config.yml, generated from the content schemas (app/admin/config.ts). This bundle is
 * loaded by /admin alone; no public page requests it.
 */
// First: the React fast-refresh runtime the site's components expect under the dev server
// (@vitejs/plugin-react's documented entry for pages without Vite's HTML; empty in a build).
import "@vitejs/plugin-react/preamble";
import CMS from "decap-cms-app";
import { defaultLocale, localeCodes } from "../i18n/locales";
// The web fonts' faces, which the site's pages add from script (decision 028), and their fallbacks.
import "../styles/web-fonts.css";
import "../styles/fonts.css";
import "./admin.css";
import { complaintsAbout, schemaOf, textWidget } from "./config";
import { previewStyles, previewTemplates } from "./preview";
import { BidiString, BidiText } from "./widgets";
import { createFormats, formatExtensions, formatNames } from "./yaml-format";

/** What an entry of Decap's store offers (an Immutable.js map). */
interface Stored {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  toJS(): unknown;
}

// Files are saved as people wrote them, changed only where the entry was (decision 024).
const formats = createFormats();
CMS.registerCustomFormat(formatNames.yaml, formatExtensions[formatNames.yaml], formats.yaml);
CMS.registerCustomFormat(
  formatNames.frontMatter,
  formatExtensions[formatNames.frontMatter],
  formats.frontMatter,
);

CMS.registerWidget(textWidget.line, BidiString);
CMS.registerWidget(textWidget.lines, BidiText);

for (const [name, template] of Object.entries(previewTemplates)) CMS.registerPreviewTemplate(name, template);
for (const css of previewStyles) CMS.registerPreviewStyle(css, { raw: true });

/**
 * Before every save, the whole file is checked against the schema the build uses: Decap checks the
 * required fields of the first language's pane only, so an Arabic field left empty (or any other
 * mistake the build would stop on) blocks the save here, with the build's own message. Decap shows
 * the thrown message and saves nothing.
 *
 * A new entry (a duplicate among them) is named to the formats as such: it has no file of its own
 * to keep the layout of, and is written from scratch rather than in another file's layout.
 */
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }: { entry: Stored }) => {
    const found = schemaOf(String(entry.get("collection")), String(entry.get("slug")));
    if (!found) return undefined;
    const data = (entry.get("data") as Stored).toJS() as Record<string, unknown>;
    let file: unknown = data;
    if (found.layout === "bilingual") {
      const i18n = entry.get("i18n") as Stored | undefined;
      const languages = localeCodes.map((code) => [
        code,
        code === defaultLocale ? data : (i18n?.getIn([code, "data"]) as Stored | undefined)?.toJS(),
      ]);
      // A new file's data as the format is given it: every language's.
      if (entry.get("newRecord")) formats.newFile(Object.fromEntries(languages));
      file = Object.fromEntries(languages.map(([code, copy]) => [code, copy ?? {}]));
    } else {
      if (entry.get("newRecord")) formats.newFile(data);
      if (found.layout === "frontMatter") {
        const { body: _body, ...frontMatter } = data;
        file = frontMatter;
      }
    }
    const complaints = complaintsAbout(found.schema, file);
    if (complaints.length > 0) {
      throw new Error(`Not saved, as the site would refuse it:\n${complaints.join("\n")}`);
    }
    return undefined;
  },
});

CMS.init();
