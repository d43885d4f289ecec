/**
 * Every setting the server reads, from the environment, read and validated here once (zod) and
 * exported as one typed object; the rest of the server imports it. A bad value stops the start with
 * a message naming the variable. docs/configuration.md lists the same variables with
 * the same defaults; keep the two in step.
 */
import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import * as z from "zod";
import { DEFAULT_TIMEOUT_MS } from "./erp/client";
import { DEFAULT_BUILD_DIR, DEFAULT_PORT, DEFAULT_SITE_URL } from "../app/settings";
import { DEFAULTS } from "./leads/outbox";
import { SPAM_DEFAULTS, type SpamSettings } from "./spam/settings";

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: false, a number of hops, or the proxies'
 * addresses (IPs or CIDR ranges). Either way the client's address is the one the nearest trusted
 * proxy saw, never a value the client wrote further left in X-Forwarded-For. Undefined: unreadable.
 */
export function trustedProxies(value: string): false | number | string[] | undefined {
  const text = value.trim();
  if (text === "0" || text.toLowerCase() === "false") return false;
  if (/^[1-9]\d?$/.test(text)) return Number(text);
  const addresses = text.split(",").map((part) => part.trim());
  const valid = addresses.every((address) => {
    const [ip, bits, extra] = address.split("/");
    const version = isIP(ip ?? "");
    if (!version || extra !== undefined) return false;
    if (bits === undefined) return true;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
  });
  return valid && addresses.length > 0 ? addresses : undefined;
}

/** Unset and empty are the same: the default applies. */
const unset = (value: unknown) => (value === "" ? undefined : value);

function whole(fallback: number, min: number) {
  return z.preprocess(
    unset,
    z.coerce
      .number({ error: "must be a whole number" })
      .int({ error: "must be a whole number" })
      .min(min, { error: `must be a whole number of at least ${min}` })
      .default(fallback),
  );
}

const text = (fallback: string) => z.preprocess(unset, z.string().default(fallback));
const optional = z.preprocess(unset, z.string().optional());

/**
 * A client id, secret or API key: pasted, so refused with a line break or another control
 * character in it, or spaces around it (it would reach the ERP as a header or a parameter that no
 * key matches, and every delivery would fail on it).
 */
const credential = z.preprocess(
  unset,
  z
    .string()
    .refine(
      (value) =>
        value === value.trim() &&
        [...value].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f),
      { error: "must not hold a line break or another control character, nor begin or end with a space" },
    )
    .optional(),
);

/**
 * The settings whose values are secrets (keys, passwords, the ERP's client id, a database URL and
 * its password): a message about them never repeats the value.
 */
export function isSecretSetting(name: string): boolean {
  return (
    name === "DATABASE_URL" ||
    name === "SMTP_URL" ||
    name === "ERP_CLIENT_ID" ||
    /_(KEY|SECRET|PASSWORD|TOKEN)(_PREVIOUS)?$/.test(name)
  );
}

/** A bad value as a message may quote it: not at all for a secret, a URL without its user and password. */
function quoted(name: string, value: string): string {
  if (isSecretSetting(name)) return " (its value is not shown: it is a secret)";
  return `, got "${value.replace(/\/\/[^/?#@\s]*@/g, "//…@")}"`;
}

/** A host an http:// URL may name in production: this machine's loopback only. */
function loopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

const url = (example: string) =>
  z.url({ error: `must be an absolute URL such as ${example}`, protocol: /^https?$/ });

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** A record in Odoo: its database id (`7`) or its external ID (`sales_team.team_sales_department`). */
const ODOO_RECORD = /^(\d+|[A-Za-z0-9_]+\.[A-Za-z0-9_.]+)$/;
const odooRecord = z.preprocess(
  unset,
  z
    .string()
    .regex(ODOO_RECORD, { error: "must be a database id (7) or an external ID (module.name)" })
    .optional(),
);

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(", ")}` });

const environment = z
  .object({
    PORT: whole(DEFAULT_PORT, 0),
    HOST: text("127.0.0.1"),
    SITE_URL: z.preprocess(unset, url("https://www.example.com").optional()),
    DATA_DIR: text("data"),
    DATABASE_URL: z.preprocess(
      unset,
      z
        .url({
          error: "must be a PostgreSQL URL such as postgres://user:password@host:5432/site",
          protocol: /^postgres(ql)?$/,
        })
        .optional(),
    ),
    BUILD_DIR: text(DEFAULT_BUILD_DIR),
    LOG_LEVEL: z.preprocess(
      unset,
      z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
    ),
    NODE_ENV: optional,
    TRUST_PROXY: z.preprocess(
      unset,
      z
        .string()
        .default("0")
        .transform((value, context) => {
          const proxies = trustedProxies(value);
          if (proxies === undefined)
            context.addIssue({
              code: "custom",
              message:
                value.trim().toLowerCase() === "true"
                  ? "may not be true: trusting every hop lets a client write its own address; give the number of proxies in front (1) or their addresses"
                  : "must be 0 (no proxy), the number of proxies in front (1, 2…) or their addresses (10.0.0.5,10.0.1.0/24)",
            });
          return proxies ?? false;
        }),
    ),
    ERP_KIND: z.preprocess(unset, choice(["restapi", "odoo"]).default("restapi")),
    ERP_BASE_URL: z.preprocess(unset, url("https://erp.example.com/restapi/1.0").optional()),
    ERP_CLIENT_ID: credential,
    ERP_CLIENT_SECRET: credential,
    ERP_LEAD_SOURCE_ID: whole(10, 0),
    ERP_TIMEOUT_MS: whole(DEFAULT_TIMEOUT_MS, 100),
    ODOO_URL: z.preprocess(unset, url("https://mycompany.odoo.com").optional()),
    ODOO_DB: z.preprocess(
      unset,
      z
        .string()
        .regex(/^[A-Za-z0-9_.-]+$/, { error: "must be a database name (letters, digits, _ . -)" })
        .optional(),
    ),
    ODOO_API_KEY: credential,
    ODOO_LOGIN: optional,
    ODOO_TRANSPORT: z.preprocess(unset, choice(["json2", "xmlrpc"]).optional()),
    ODOO_LEAD_TYPE: z.preprocess(unset, choice(["lead", "opportunity"]).optional()),
    ODOO_TEAM: odooRecord,
    ODOO_SALESPERSON: odooRecord,
    ODOO_COMPANY: odooRecord,
    OPS_PORT: whole(9464, 0),
    OPS_HOST: text("127.0.0.1"),
    CONTACT_RATE_LIMIT: whole(10, 1),
    LEADS_RETRY_BASE_MS: whole(DEFAULTS.retryBaseMs, 10),
    LEADS_CONFIG_RETRY_MS: whole(DEFAULTS.configRetryMs, 10),
    LEADS_POLL_MS: whole(DEFAULTS.pollMs, 10),
    LEADS_RETENTION_DAYS: whole(DEFAULTS.retentionDays, 0),
    LEADS_HELD_RETENTION_DAYS: whole(DEFAULTS.heldRetentionDays, 0),
    SPAM_POW_COST: whole(SPAM_DEFAULTS.powCost, 1),
    SPAM_POW_KEY_PREFIX: z.preprocess(
      unset,
      z
        .string()
        .regex(/^[0-9a-f]{1,8}$/, { error: "must be 1 to 8 lower-case hex digits, such as 00" })
        .default(SPAM_DEFAULTS.powKeyPrefix),
    ),
    SPAM_HMAC_KEY: z.preprocess(
      unset,
      z.string().min(32, { error: "must be at least 32 characters (a random key)" }).optional(),
    ),
    SPAM_HMAC_KEY_FILE: optional,
    SPAM_HMAC_KEY_PREVIOUS: z.preprocess(
      unset,
      z
        .string()
        .transform((value) =>
          value
            .split(",")
            .map((key) => key.trim())
            .filter(Boolean),
        )
        .refine((keys) => keys.every((key) => key.length >= 32), {
          error: "must be keys of at least 32 characters each, separated by commas",
        })
        .optional(),
    ),
    CONTACT_INTEGRATOR_KEY: z.preprocess(
      unset,
      z.string().min(32, { error: "must be at least 32 characters (a random key)" }).optional(),
    ),
    CONTACT_NOSCRIPT_PER_NETWORK: whole(SPAM_DEFAULTS.noscriptPerNetworkPerHour, 0),
    CONTACT_NOSCRIPT_PER_HOUR: whole(SPAM_DEFAULTS.noscriptPerHour, 0),
    SMTP_URL: z.preprocess(
      unset,
      z
        .url({
          error: "must be an SMTP URL such as smtps://user:password@smtp.example.com:465",
          protocol: /^smtps?$/,
        })
        .optional(),
    ),
    MAIL_FROM: z.preprocess(
      unset,
      z
        .string()
        .regex(/^[^\r\n]*@[^\r\n]+$/, {
          error: 'must be an address, or a name and an address: "Rawafed <hello@rawafed.example>"',
        })
        .optional(),
    ),
    MAIL_REPLY_TO: z.preprocess(
      unset,
      z
        .string()
        .regex(/^[^\r\n]*@[^\r\n]+$/, { error: "must be an e-mail address" })
        .optional(),
    ),
  })
  .superRefine((e, context) => {
    // Settings that only make sense together: named one by one, like any other bad value.
    const need = (name: keyof typeof e, why: string) => {
      if (e[name] === undefined) context.addIssue({ code: "custom", path: [name], message: why });
    };
    // In production the ERP's credentials and the leads travel over TLS, unless the ERP runs on
    // this machine (a tunnel, a local proxy); an http:// URL to another host is refused.
    if (e.NODE_ENV === "production") {
      for (const name of ["ERP_BASE_URL", "ODOO_URL"] as const) {
        const value = e[name];
        if (!value) continue;
        const target = new URL(value);
        if (target.protocol === "http:" && !loopback(target.hostname))
          context.addIssue({
            code: "custom",
            path: [name],
            message:
              "must be an https:// URL in production (NODE_ENV=production); http:// only to this machine (127.0.0.1, ::1, localhost)",
          });
      }
    }
    if (e.SMTP_URL) need("MAIL_FROM", "must be set when SMTP_URL is (the confirmation e-mail's sender)");
    // In production the visitor's address and the password travel encrypted: smtps:// (TLS from
    // the start), smtp://…?requireTLS=true (STARTTLS, refused without it), or smtp:// to this machine.
    const smtp = e.SMTP_URL ? new URL(e.SMTP_URL) : undefined;
    if (
      e.NODE_ENV === "production" &&
      smtp?.protocol === "smtp:" &&
      smtp.searchParams.get("requireTLS") !== "true" &&
      !loopback(smtp.hostname)
    )
      context.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message:
          "must be smtps:// (port 465) or smtp://…:587?requireTLS=true in production (NODE_ENV=production); plain smtp:// only to this machine (127.0.0.1, ::1, localhost)",
      });
    if (e.ERP_KIND !== "odoo") return;
    need("ODOO_URL", "must be set when ERP_KIND=odoo");
    need("ODOO_API_KEY", "must be set when ERP_KIND=odoo");
    if (e.ODOO_TRANSPORT === "xmlrpc") {
      need("ODOO_LOGIN", "must be set when ODOO_TRANSPORT=xmlrpc (the API key stands in for its password)");
      need("ODOO_DB", "must be set when ODOO_TRANSPORT=xmlrpc (XML-RPC names the database in every call)");
    }
  });

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
  logLevel: (typeof LOG_LEVELS)[number];
  /** NODE_ENV is "production": logs stay JSON even on a terminal. */
  production: boolean;
  /** Trust X-Forwarded-For from a proxy in front (for rate limiting by address). */
  trustProxy: false | number | string[];
  /** ERP_KIND: where leads go, the REST add-on (restapi) or a stock Odoo's own API (odoo). */
  erpKind: "restapi" | "odoo";
  erp: {
    baseUrl: string | undefined;
    clientId: string | undefined;
    clientSecret: string | undefined;
    leadSourceId: number;
  };
  /** ERP_KIND=odoo: the instance, its credentials and how its leads are made. */
  odoo: OdooConfig;
  /** The operators' listener (OPS_HOST, OPS_PORT): /metrics and the detailed /healthz, off the public port. */
  ops: { host: string; port: number };

  /**
   * The confirmation e-mail (server/mail): SMTP_URL, MAIL_FROM, MAIL_REPLY_TO. Undefined when
   * SMTP_URL is unset: no mail is written or sent.
   */
  mail: { smtpUrl: string; from: string; replyTo: string | undefined } | undefined;
  /** The contact API's and the outbox's settings. */
  leads: {
    /** CONTACT_RATE_LIMIT: submissions per network (an IPv4 address, an IPv6 /64) per minute. */
    rateLimitPerMinute: number;
    /** How long the outbox's `submit` waits for the ERP; 0, the answer once committed (not a variable). */
    answerWaitMs: number;
    /** ERP_TIMEOUT_MS: time limit of each call to the ERP. */
    erpTimeoutMs: number;
    /** LEADS_RETRY_BASE_MS: first retry delay; it doubles per failed attempt, up to an hour. */
    retryBaseMs: number;
    /** LEADS_CONFIG_RETRY_MS: the retry delay while the ERP refuses our set-up (a person must act). */
    configRetryMs: number;
    /** LEADS_POLL_MS: how often the worker looks for due leads. */
    pollMs: number;
    /** LEADS_RETENTION_DAYS: a delivered lead's personal values are erased this many days after. */
    retentionDays: number;
    /** LEADS_HELD_RETENTION_DAYS: those of a lead in any state but pending and delivered (failed). */
    heldRetentionDays: number;
    /** How often the retention sweep runs (not a variable: an hour). */
    sweepMs: number;
    /** The spam defence: SPAM_POW_COST, SPAM_POW_KEY_PREFIX, SPAM_HMAC_KEY (server/spam/guard.ts). */
    spam: SpamSettings;
  };
}

export interface OdooConfig {
  url: string | undefined;
  db: string | undefined;
  apiKey: string | undefined;
  login: string | undefined;
  /** Unset: JSON-2 when the server has it (19.0 and later), else XML-RPC. */
  transport: "json2" | "xmlrpc" | undefined;
  /** Unset: Odoo chooses, as its website form does (an opportunity unless the Leads setting is on). */
  leadType: "lead" | "opportunity" | undefined;
  /** Database id or external ID of the sales team and the salesperson; unset: none. */
  team: string | undefined;
  salesperson: string | undefined;
  /** Database id or external ID of the company the lead belongs to (multi-company databases). */
  company: string | undefined;
}

/** A setting with a bad value; the message names each variable at fault. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * The HMAC key from SPAM_HMAC_KEY_FILE: a file a secret store mounts (Docker and Kubernetes
 * secrets, systemd credentials), its whitespace trimmed. Neither its content nor why it failed
 * beyond the file's name is told.
 */
function readKeyFile(file: string): string {
  let key: string;
  try {
    key = readFileSync(file, "utf8").trim();
  } catch (error) {
    const code = (error as { code?: string }).code ?? "unreadable";
    throw new ConfigError(`Invalid configuration:\n  SPAM_HMAC_KEY_FILE cannot be read (${code}): ${file}`);
  }
  if (key.length < 32)
    throw new ConfigError(
      `Invalid configuration:\n  SPAM_HMAC_KEY_FILE must hold a key of at least 32 characters: ${file}`,
    );
  return key;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const value = env[name];
      return value === undefined || value === ""
        ? `${name} ${issue.message}`
        : `${name} ${issue.message}${quoted(name, value)}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  return {
    host: e.HOST,
    port: e.PORT,
    siteUrl: new URL(e.SITE_URL ?? DEFAULT_SITE_URL).origin,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    buildDir: path.resolve(e.BUILD_DIR),
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === "production",
    trustProxy: e.TRUST_PROXY,
    ops: { host: e.OPS_HOST, port: e.OPS_PORT },
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM!, replyTo: e.MAIL_REPLY_TO } : undefined,
    erpKind: e.ERP_KIND,
    odoo: {
      url: e.ODOO_URL?.replace(/\/+$/, ""),
      db: e.ODOO_DB,
      apiKey: e.ODOO_API_KEY,
      login: e.ODOO_LOGIN,
      transport: e.ODOO_TRANSPORT,
      leadType: e.ODOO_LEAD_TYPE,
      team: e.ODOO_TEAM,
      salesperson: e.ODOO_SALESPERSON,
      company: e.ODOO_COMPANY,
    },
    erp: {
      baseUrl: e.ERP_BASE_URL?.replace(/\/+$/, ""),
      clientId: e.ERP_CLIENT_ID,
      clientSecret: e.ERP_CLIENT_SECRET,
      leadSourceId: e.ERP_LEAD_SOURCE_ID,
    },
    leads: {
      rateLimitPerMinute: e.CONTACT_RATE_LIMIT,
      // The contact API answers once a lead is committed, never after waiting on the ERP: a held
      // post, which is never sent, would otherwise answer sooner than a clean one (decision 025).
      answerWaitMs: 0,
      erpTimeoutMs: e.ERP_TIMEOUT_MS,
      retryBaseMs: e.LEADS_RETRY_BASE_MS,
      configRetryMs: e.LEADS_CONFIG_RETRY_MS,
      pollMs: e.LEADS_POLL_MS,
      retentionDays: e.LEADS_RETENTION_DAYS,
      heldRetentionDays: e.LEADS_HELD_RETENTION_DAYS,
      sweepMs: DEFAULTS.sweepMs,
      spam: {
        powCost: e.SPAM_POW_COST,
        powKeyPrefix: e.SPAM_POW_KEY_PREFIX,
        hmacKey: e.SPAM_HMAC_KEY ?? (e.SPAM_HMAC_KEY_FILE ? readKeyFile(e.SPAM_HMAC_KEY_FILE) : undefined),
        previousHmacKeys: e.SPAM_HMAC_KEY_PREVIOUS ?? [],
        integratorKey: e.CONTACT_INTEGRATOR_KEY,
        noscriptPerNetworkPerHour: e.CONTACT_NOSCRIPT_PER_NETWORK,
        noscriptPerHour: e.CONTACT_NOSCRIPT_PER_HOUR,
        challengeTtlMs: SPAM_DEFAULTS.challengeTtlMs,
        challengeGraceMs: SPAM_DEFAULTS.challengeGraceMs,
        confirmPauseMs: SPAM_DEFAULTS.confirmPauseMs,
        confirmTtlMs: SPAM_DEFAULTS.confirmTtlMs,
        secureCookie: (e.SITE_URL ?? DEFAULT_SITE_URL).startsWith("https:"),
      },
    },
  };
}
