/**
 * `npm run build`: after the checks of the content (stand-ins on a public origin, SVG pictures that
 * could run script, files in the editor's picture folders that are no pictures, HTML in Markdown),
 * Astro prerenders every page (astro.config.ts) for the public origin SITE_URL,
 * the post-build step precompresses the files, esbuild compiles the server (scripts/build-server.ts),
 * and build-info.json records the origin, when the build began, the sitemap's pages, the company's
 * facts the confirmation mail gives and the retention periods the privacy notice states
 * (server/site/build-info.ts);
 * Astro's build also writes own-scripts.json, the hashes of the inline scripts it wrote itself
 * (server/site/own-scripts.ts).
 */
import { execSync } from "node:child_process";
import { rmSync } from "node:fs";
import { mediaFolders } from "../app/admin/config";
import { checkMarkdown, markdownRefusalMessage } from "../app/content/markdown-check";
import { checkMedia, mediaRefusalMessage } from "../app/content/media-check";
import path from "node:path";
import { readContent, readContentFiles } from "../app/content/read";
import { checkSvgs, svgRefusalMessage } from "../app/content/svg-check";
import { listedPages } from "../app/site";
import { buildDir, clientDir, retentionSettings, serverDir, siteUrl, type Retention } from "../app/settings";
import { buildInfoFile, companyForMail, writeBuildInfo } from "../server/site/build-info";
import { ownScriptsFile } from "../server/site/own-scripts";
import { compileServer, notInDependencies } from "./build-server";
import { checkStandIns } from "./stand-in-check";

// Placeholders never reach a public origin unnoticed: checked before anything is built.
const standIns = checkStandIns(siteUrl);
if (standIns.message) console[standIns.ok ? "warn" : "error"](standIns.message);
if (!standIns.ok) process.exit(1);

// Nothing an editor uploads or writes runs script on a page (decision 031): no SVG that could, only
// pictures in the editor's upload folders, no HTML or javascript: link in Markdown. Checked before
// anything is built, every refusal listed at once.
const unsafeSvgs = checkSvgs();
const notPictures = checkMedia(mediaFolders());
const unsafeMarkdown = checkMarkdown();
if (unsafeSvgs.length > 0) console.error(svgRefusalMessage(unsafeSvgs));
if (notPictures.length > 0) console.error(mediaRefusalMessage(notPictures));
if (unsafeMarkdown.length > 0) console.error(markdownRefusalMessage(unsafeMarkdown));
if (unsafeSvgs.length + notPictures.length + unsafeMarkdown.length > 0) process.exit(1);

// The retention periods the privacy notice states (LEADS_RETENTION_DAYS, LEADS_HELD_RETENTION_DAYS):
// a bad value stops the build here, naming the variable, before Astro writes them into the pages.
let retention: Retention;
try {
  retention = retentionSettings();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const builtAt = new Date().toISOString();
// A build that stops half-way is no build (`npm start` makes it again), and no file of an earlier
// build is served (or precompressed).
rmSync(buildInfoFile(buildDir), { force: true });
rmSync(ownScriptsFile(buildDir), { force: true });
rmSync(clientDir, { recursive: true, force: true });
// One build date for every page (the footer's year, astro.config.ts).
process.env.SOURCE_DATE_EPOCH ??= String(Math.floor(Date.now() / 1000));
execSync("astro build", { stdio: "inherit" });
execSync("node --import tsx scripts/postbuild.ts", { stdio: "inherit" });

const { packages } = await compileServer(serverDir);
const missing = notInDependencies(packages);
if (missing.length > 0) {
  console.error(
    `The server imports ${missing.join(", ")} at run time: move ${missing.length > 1 ? "them" : "it"} ` +
      `to package.json's dependencies (production installs only those, npm ci --omit=dev).`,
  );
  process.exit(1);
}
console.log(`build-server: ${serverDir}/main.js and leads.js, importing ${packages.join(", ")}`);
// The sitemap's pages, from the same content the pages were built from (no drafts: a build is
// for the public), for the server, which writes the sitemap for its own origin; and the company's
// e-mail and phones, which the confirmation mail gives (the server reads no content/).
const { catalogue, company } = readContent(readContentFiles(path.resolve("content")));
writeBuildInfo(buildDir, {
  siteUrl,
  builtAt,
  pages: listedPages(catalogue).map(({ langs, ...page }) => ({
    ...page,
    ...(langs && { langs: [...langs] }),
  })),
  mail: { company: companyForMail(company) },
  retention,
});
console.log(`Built for ${siteUrl} in ${buildDir}`);
