/**
 * `npm run demo`: the site wired to a local ERP (tests/fake-erp, the same one the tests use), so
 * anyone can send the contact form and watch the lead arrive, offline. `npm run demo -- --odoo`
 * wires it to a local stock Odoo instead (JSON-2; `--odoo --xmlrpc` for a 17.0 without it).
 * The confirmation e-mails go to a local SMTP server that keeps them (tests/mail-catcher, the one the
 * tests use), and a mailbox page shows them. Builds the site first if needed. DEMO_PORT (default
 * 3000) for the site, DEMO_ERP_PORT (3001) for the ERP, DEMO_OPS_PORT (3002) for the operators'
 * listener, DEMO_SMTP_PORT (3003) for the SMTP server, DEMO_MAIL_PORT (3004) for the mailbox page,
 * DATA_DIR (./data/demo) for the outbox. Ctrl+C stops them all.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { defaultLocale, localeCodes, localizePath, locales, type Locale } from "../app/i18n/locales";
import { ODOO_MODES, startFakeOdoo } from "../tests/fake-erp/odoo";
import { MODES, startFakeErp } from "../tests/fake-erp/server";
import { startMailbox } from "../tests/mail-catcher/mailbox";
import { startMailCatcher } from "../tests/mail-catcher/server";

const port = Number(process.env.DEMO_PORT || 3000);
const erpPort = Number(process.env.DEMO_ERP_PORT || 3001);
const opsPort = Number(process.env.DEMO_OPS_PORT || 3002);
const smtpPort = Number(process.env.DEMO_SMTP_PORT || 3003);
const mailPort = Number(process.env.DEMO_MAIL_PORT || 3004);
const odooWanted = process.argv.includes("--odoo");
const host = "127.0.0.1";
const dataDir = path.resolve(process.env.DATA_DIR || "data/demo");

/** The local ERP: the REST add-on, or a stock Odoo; its page, its modes and the site's settings for it. */
async function startErp() {
  if (odooWanted) {
    const odoo = await startFakeOdoo({ port: erpPort, host, json2: !process.argv.includes("--xmlrpc") });
    return {
      origin: odoo.url,
      modes: ODOO_MODES,
      close: () => odoo.close(),
      env: {
        ERP_KIND: "odoo",
        ODOO_URL: odoo.url,
        ODOO_DB: odoo.db,
        ODOO_API_KEY: odoo.apiKey,
        ODOO_LOGIN: odoo.login,
      },
    };
  }
  const erp = await startFakeErp({ port: erpPort, host });
  return {
    origin: erp.origin,
    modes: MODES,
    close: () => erp.close(),
    env: {
      ERP_KIND: "restapi",
      ERP_BASE_URL: erp.baseUrl,
      ERP_CLIENT_ID: "website",
      ERP_CLIENT_SECRET: "website-secret",
      ERP_LEAD_SOURCE_ID: "10",
    },
  };
}

const erp = await startErp();
// The confirmation e-mails: caught, never delivered, and shown on the mailbox page.
const catcher = await startMailCatcher({ port: smtpPort, host });
const mailbox = await startMailbox(catcher, { port: mailPort, host });
/** Everything started here besides the site. */
const closeAll = () => Promise.all([erp.close(), mailbox.close(), catcher.close()]);
// As `npm start` runs it: the built server, built first if needed (scripts/start.ts).
const site = spawn(process.execPath, ["scripts/start.ts", "server"], {
  stdio: ["ignore", "pipe", "inherit"],
  env: {
    ...process.env,
    HOST: host,
    PORT: String(port),
    OPS_PORT: String(opsPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    ...erp.env,
    SMTP_URL: catcher.url,
    MAIL_FROM: "Rawafed Digital <hello@rawafed.example>",
    LEADS_RETRY_BASE_MS: process.env.LEADS_RETRY_BASE_MS || "2000",
  },
});

const HIDDEN = new Set(["level", "msg", "time", "pid", "hostname", "component"]);

// The server logs JSON; show what a person watching wants: the site coming up, and each lead.
createInterface({ input: site.stdout! }).on("line", (line) => {
  let entry: { level?: number; msg?: string; component?: string; url?: string; [key: string]: unknown };
  try {
    entry = JSON.parse(line);
  } catch {
    console.log(line);
    return;
  }
  if (entry.msg === "site is up") {
    // The contact page in the default language, then in each other language of the locale table.
    const contact = (code: Locale) => `http://${host}:${port}${localizePath("/contact", code)}`;
    const others = localeCodes
      .filter((code) => code !== defaultLocale)
      .map((code) => `${locales[code].englishName}: ${contact(code)}`);
    console.log(`
  The site:        ${contact(defaultLocale)}   (${others.join(", ")})
                   with attribution: http://${host}:${port}/?utm_source=newsletter&utm_campaign=launch
  The ERP's leads: ${erp.origin}/   (${odooWanted ? "a local stock Odoo, " : ""}refreshes every 2 s)
  The mails sent:  ${mailbox.origin}/   (SMTP ${catcher.url}; one confirmation per address per hour)
  The outbox:      DATA_DIR=${dataDir} npm run leads -- list
  Operators:       http://${host}:${opsPort}/metrics and /healthz
  Make the ERP fail, then recover:
                   curl -X POST '${erp.origin}/__mode?mode=down'   (${erp.modes.join(", ")})
  Make the SMTP server answer busy, then recover:
                   curl -X POST '${mailbox.origin}/__mode?mode=busy'   (accept, busy, refuse)
  Ctrl+C stops them all.
`);
    return;
  }
  if (entry.component === "outbox" || entry.component === "mail" || (entry.level ?? 0) >= 40) {
    const details = Object.fromEntries(Object.entries(entry).filter(([key]) => !HIDDEN.has(key)));
    console.log(`[site] ${entry.msg}${Object.keys(details).length ? ` ${JSON.stringify(details)}` : ""}`);
  }
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  site.kill("SIGTERM");
  await new Promise((resolve) => site.once("exit", resolve));
  await closeAll();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
site.once("exit", (code) => {
  if (stopping) return;
  console.error(`The site stopped (exit ${code}).`);
  void closeAll().then(() => process.exit(code ?? 1));
});
