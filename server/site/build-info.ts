/**
 * `build-info.json`, at the top of a build: the origin its pages were built for (SITE_URL at build
 * time, written into every canonical link, alternate, share tag and JSON-LD), when the build
 * began, the sitemap's pages, the company's facts the confirmation mail gives (the server reads
 * no content/ at run time) and the retention periods the privacy notice states. `npm run build`
 * writes it last; `npm start` (scripts/start.ts) and the server read it.
 * Node runs this file as it is, from scripts/start.ts (no tsx), so it imports nothing of ours.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface BuildInfo {
  /** The public origin the pages were built for. */
  siteUrl: string;
  /** When the build began (ISO 8601): a source changed since then makes the build stale. */
  builtAt: string;
  /**
   * The pages the sitemap lists (app/site.ts, `listedPages`): each language-neutral path, with
   * its languages when not every language and its last change (an article).
   */
  pages?: Array<{ path: string; langs?: string[]; lastmod?: string }>;
  /** What the confirmation mail says of the company (server/mail/confirmation.tsx). */
  mail?: { company: MailCompany };
  /**
   * LEADS_RETENTION_DAYS and LEADS_HELD_RETENTION_DAYS as the build read them: the privacy notice
   * states them (app/content/settings-in-text.ts). Absent in a build made before it did.
   */
  retention?: Retention;
}

/** The two retention periods, in days (app/settings.ts, which this file cannot import). */
export interface Retention {
  retentionDays: number;
  heldRetentionDays: number;
}

/**
 * One of the company's phone numbers as the confirmation mail shows it: its label in each language
 * (`Lang`: the locale table's codes, which this file cannot import), as shown and as dialled.
 */
export interface MailPhone<Lang extends string = string> {
  label: Record<Lang, string>;
  display: string;
  e164: string;
}

/**
 * The company's facts the confirmation mail gives, from content/company.yaml. The server does not
 * read content/ at run time, so the build writes them here.
 */
export interface MailCompany<Lang extends string = string> {
  email: string;
  phones: Array<MailPhone<Lang>>;
}

export const buildInfoFile = (buildDir: string) => path.join(buildDir, "build-info.json");

/** The build's record, or undefined where there is no (finished) build. */
export function readBuildInfo(buildDir: string): BuildInfo | undefined {
  const file = buildInfoFile(buildDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as BuildInfo) : undefined;
}

export function writeBuildInfo(buildDir: string, info: BuildInfo): void {
  writeFileSync(buildInfoFile(buildDir), JSON.stringify(info, null, 2) + "\n");
}

/** The company's facts the mail gives, from content/company.yaml as the build read it: nothing else of it. */
export function companyForMail<Lang extends string>(company: MailCompany<Lang>): MailCompany<Lang> {
  return {
    email: company.email,
    phones: company.phones.map(({ label, display, e164 }) => ({ label: { ...label }, display, e164 })),
  };
}

/**
 * The company's facts for the confirmation mail, as the build in `buildDir` wrote them, with a label
 * in each of `langs` (the locale table's codes); undefined where the build holds none (one made
 * before the mail was). A phone without a label in one of them stops here, naming it, rather than
 * sending a mail with a hole in it.
 */
export function mailCompany<Lang extends string>(
  buildDir: string,
  langs: readonly Lang[],
): MailCompany<Lang> | undefined {
  const company = readBuildInfo(buildDir)?.mail?.company;
  if (!company) return undefined;
  for (const phone of company.phones) {
    const missing = langs.filter((lang) => typeof phone.label[lang] !== "string");
    if (missing.length > 0)
      throw new Error(
        `${buildInfoFile(buildDir)}: the phone ${phone.display} has no label in ${missing.join(", ")}: ` +
          `build again (npm run build).`,
      );
  }
  return company as MailCompany<Lang>;
}

/** The command that builds the pages for `siteUrl`. */
export const buildCommand = (siteUrl: string) => `SITE_URL=${siteUrl} npm run build`;

/**
 * Why the build in `buildDir` cannot be served as the site at `siteUrl`: there is none (`missing`),
 * or it was made for another origin. Undefined when it can.
 */
export function buildMismatch(
  buildDir: string,
  siteUrl: string,
): { missing: boolean; message: string } | undefined {
  const info = readBuildInfo(buildDir);
  if (!info)
    return { missing: true, message: `No build in ${buildDir}: run "${buildCommand(siteUrl)}" first.` };
  if (info.siteUrl === siteUrl) return undefined;
  return {
    missing: false,
    message:
      `The build in ${buildDir} was made for ${info.siteUrl}, and SITE_URL is ${siteUrl}: the origin is ` +
      `written into the pages at build time. Build them for this origin: ${buildCommand(siteUrl)}`,
  };
}

/**
 * What the server tells its operator when the privacy notice of the build in `buildDir` states
 * other retention periods than the server's own (`running`: LEADS_RETENTION_DAYS and
 * LEADS_HELD_RETENTION_DAYS at start): the server erases as it is set, and the notice, written at
 * build time, says otherwise until the pages are built again with the same values. Undefined when
 * they agree, or when the build recorded none (made before it did).
 */
export function retentionMismatch(
  buildDir: string,
  info: BuildInfo | undefined,
  running: Retention,
): string | undefined {
  if (!info?.retention) return undefined;
  const built = info.retention;
  const variables = [
    ["LEADS_RETENTION_DAYS", "retentionDays"],
    ["LEADS_HELD_RETENTION_DAYS", "heldRetentionDays"],
  ] as const;
  const differ = variables.filter(([, key]) => built[key] !== running[key]);
  if (differ.length === 0) return undefined;
  const stated = differ.map(([name, key]) => `${name}=${built[key]}`).join(" and ");
  const set = differ.map(([name, key]) => `${name}=${running[key]}`).join(" ");
  return (
    `The privacy notice in the build in ${buildDir} states the retention periods it was built with ` +
    `(${stated}), and this server has ${set}: it erases personal data as it is set, and the notice ` +
    `says otherwise. Build the pages again with the server's settings: ${set} ${buildCommand(info.siteUrl)}`
  );
}
