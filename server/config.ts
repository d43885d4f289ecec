import path from "node:path";

/**
 * Every setting the server reads, from the environment, with its default. The README lists the
 * same variables; keep the two in step.
 */
export interface Config {
  host: string;
  port: number;
  /** Public origin, used in canonical links, hreflang alternates and the sitemap. */
  siteUrl: string;
  /** Where the outbox database lives (SQLite, the embedded default). */
  dataDir: string;
  /** DATABASE_URL: a postgres:// URL selects the shared PostgreSQL outbox instead of SQLite. */
  databaseUrl: string | undefined;
  /** The build to serve (output of `npm run build`). */
  buildDir: string;
  logLevel: string;
  /** Trust X-Forwarded-For from a proxy in front (for rate limiting by address). */
  trustProxy: boolean;
  erp: {
    baseUrl: string | undefined;
    clientId: string | undefined;
    clientSecret: string | undefined;
    leadSourceId: number;
  };
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

function origin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL such as https://www.example.com, got "${value}"`);
  }
  return url.origin;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000, "PORT");
  const host = env.HOST || "127.0.0.1";
  return {
    host,
    port,
    siteUrl: origin(env.SITE_URL || `http://127.0.0.1:${port}`, "SITE_URL"),
    dataDir: path.resolve(env.DATA_DIR || "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    buildDir: path.resolve(env.BUILD_DIR || "build"),
    logLevel: env.LOG_LEVEL || "info",
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    erp: {
      baseUrl: env.ERP_BASE_URL ? env.ERP_BASE_URL.replace(/\/+$/, "") : undefined,
      clientId: env.ERP_CLIENT_ID || undefined,
      clientSecret: env.ERP_CLIENT_SECRET || undefined,
      leadSourceId: int(env.ERP_LEAD_SOURCE_ID, 10, "ERP_LEAD_SOURCE_ID"),
    },
  };
}
