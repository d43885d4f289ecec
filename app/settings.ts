/**
 * The settings the build and the server share, with their one default each (docs/configuration.md). The server validates its own copy of them at start (server/config.ts),
 * with these defaults. Node runs this file as it is (scripts/start.ts): it imports nothing of ours.
 */
import path from "node:path";

export const DEFAULT_PORT = 3000;

/**
 * SITE_URL's default: where `npm start` listens by default. It does not follow PORT: the origin is
 * written into the pages at build time, and the server serves the build made for its SITE_URL.
 */
export const DEFAULT_SITE_URL = `http://127.0.0.1:${DEFAULT_PORT}`;

/** BUILD_DIR's default: the build to write and to serve. */
export const DEFAULT_BUILD_DIR = "build";

/** The build: the pages under `client/`, the compiled server under `server/`, and `build-info.json`. */
export const buildDir = path.resolve(process.env.BUILD_DIR || DEFAULT_BUILD_DIR);
export const clientDir = path.join(buildDir, "client");
export const serverDir = path.join(buildDir, "server");

/** The public origin the pages are built for (canonical links, alternates, share tags, sitemap). */
export const siteUrl = new URL(process.env.SITE_URL || DEFAULT_SITE_URL).origin;

/**
 * LEADS_RETENTION_DAYS's and LEADS_HELD_RETENTION_DAYS's defaults: how many days the server keeps a
 * lead's personal values after its delivery, and after the last change of one held or failed
 * (docs/decisions/023-personal-data-retention.md).
 */
export const DEFAULT_RETENTION_DAYS = 30;
export const DEFAULT_HELD_RETENTION_DAYS = 90;

/** The two retention periods, in days. */
export interface Retention {
  retentionDays: number;
  heldRetentionDays: number;
}

/**
 * The retention periods as the build reads them, to write them into the privacy notice and into
 * build-info.json (the server warns when its own differ: server/main.ts). Read as the server reads
 * them (server/config.ts): unset or empty, the default; else a whole number of at least 0, or the
 * build stops naming the variable.
 */
export function retentionSettings(env: NodeJS.ProcessEnv = process.env): Retention {
  const days = (name: string, value: string | undefined, fallback: number) => {
    if (value === undefined || value === "") return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 0)
      throw new Error(`${name} must be a whole number of at least 0, got "${value}"`);
    return number;
  };
  return {
    retentionDays: days("LEADS_RETENTION_DAYS", env.LEADS_RETENTION_DAYS, DEFAULT_RETENTION_DAYS),
    heldRetentionDays: days(
      "LEADS_HELD_RETENTION_DAYS",
      env.LEADS_HELD_RETENTION_DAYS,
      DEFAULT_HELD_RETENTION_DAYS,
    ),
  };
}

/**
 * The editor at /admin (decision 016; README "Editing in the browser"): the git host it commits
 * to in production, and the port of the local backend of `npm run cms`.
 */
export const cmsLocalPort = Number(process.env.CMS_PORT || 8081);
export const cmsBackend = (): Record<string, string> => {
  const name = process.env.CMS_BACKEND || "gitlab";
  const repo = process.env.CMS_REPO || "company/website";
  const branch = process.env.CMS_BRANCH || "main";
  const hostUrl = process.env.CMS_HOST_URL;
  const appId = process.env.CMS_APP_ID;
  switch (name) {
    case "gitlab":
      return {
        name,
        repo,
        branch,
        auth_type: "pkce",
        ...(appId && { app_id: appId }),
        ...(hostUrl && { base_url: hostUrl, api_root: `${hostUrl}/api/v4` }),
      };
    case "gitea":
      if (!hostUrl)
        throw new Error("CMS_BACKEND=gitea needs CMS_HOST_URL, the address of the Gitea or Forgejo server.");
      return {
        name,
        repo,
        branch,
        ...(appId && { app_id: appId }),
        base_url: hostUrl,
        api_root: `${hostUrl}/api/v1`,
      };
    case "github":
      if (!hostUrl) throw new Error("CMS_BACKEND=github needs CMS_HOST_URL, the address of the OAuth proxy.");
      return { name, repo, branch, base_url: hostUrl };
    default:
      throw new Error(`CMS_BACKEND must be gitlab, gitea or github, not "${name}".`);
  }
};
