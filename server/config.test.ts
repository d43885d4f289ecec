import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("runs on defaults with an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: "127.0.0.1",
      port: 3000,
      siteUrl: "http://127.0.0.1:3000",
      dataDir: path.resolve("data"),
      databaseUrl: undefined,
      buildDir: path.resolve("build"),
      logLevel: "info",
      production: false,
      trustProxy: false,
      erp: { baseUrl: undefined, clientId: undefined, clientSecret: undefined, leadSourceId: 10 },
      leads: {
        rateLimitPerMinute: 10,
        // Answered once committed, never after waiting on the ERP (decision 025).
        answerWaitMs: 0,
        erpTimeoutMs: 10_000,
        retryBaseMs: 5000,
        pollMs: 5000,
        spam: {
          powCost: 3000,
          powKeyPrefix: "00",
          hmacKey: undefined,
          previousHmacKeys: [],
          integratorKey: undefined,
          noscriptPerNetworkPerHour: 3,
          noscriptPerHour: 30,
          challengeTtlMs: 10 * 60 * 1000,
          challengeGraceMs: 50 * 60 * 1000,
          confirmPauseMs: 3000,
          confirmTtlMs: 60 * 60 * 1000,
          secureCookie: false,
        },
      },
    });
  });

  it("reads every variable, and treats an empty one as unset", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      SITE_URL: "https://www.example.com/some/path",
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgresql://site:secret@db:5432/site",
      BUILD_DIR: "",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      TRUST_PROXY: "1",
      ERP_BASE_URL: "https://erp.example.com/restapi/1.0/",
      ERP_CLIENT_ID: "id",
      ERP_CLIENT_SECRET: "secret",
      ERP_LEAD_SOURCE_ID: "12",
      ERP_TIMEOUT_MS: "2000",
      CONTACT_RATE_LIMIT: "30",
      LEADS_RETRY_BASE_MS: "100",
      LEADS_POLL_MS: "50",
    });
    expect(config).toMatchObject({
      host: "0.0.0.0",
      port: 8080,
      siteUrl: "https://www.example.com",
      dataDir: "/var/lib/site",
      databaseUrl: "postgresql://site:secret@db:5432/site",
      buildDir: path.resolve("build"),
      logLevel: "warn",
      production: true,
      trustProxy: 1,
      erp: {
        baseUrl: "https://erp.example.com/restapi/1.0",
        clientId: "id",
        clientSecret: "secret",
        leadSourceId: 12,
      },
      leads: { rateLimitPerMinute: 30, erpTimeoutMs: 2000, retryBaseMs: 100, pollMs: 50 },
    });
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "80.5"],
    ["SITE_URL", "www.example.com"],
    ["LOG_LEVEL", "verbose"],
    ["TRUST_PROXY", "yes"],
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "10.0.0.300"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["ERP_BASE_URL", "erp.example.com"],
    ["ERP_LEAD_SOURCE_ID", "-1"],
    ["ERP_TIMEOUT_MS", "10"],
    ["CONTACT_RATE_LIMIT", "0"],
    ["LEADS_RETRY_BASE_MS", "soon"],
    ["LEADS_POLL_MS", "1"],
  ])("refuses %s=%s with a message that names the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name} .*got "${value}"`));
  });

  it.each([
    ["SPAM_HMAC_KEY", "hunter2-but-too-short"],
    ["SPAM_HMAC_KEY_PREVIOUS", "hunter2-but-too-short"],
    ["CONTACT_INTEGRATOR_KEY", "hunter2-but-too-short"],
    ["DATABASE_URL", "mysql://site:hunter2@db:3306/site"],
    ["DATABASE_URL", "hunter2"],
    ["ERP_CLIENT_ID", "website-hunter2\n"],
    ["ERP_CLIENT_SECRET", "hunter2\r\n"],
    ["ERP_CLIENT_SECRET", " hunter2"],
    ["ODOO_API_KEY", "hunter2\tkey"],
    ["ODOO_API_KEY", "hunter2 "],
    ["SMTP_URL", "http://mailer:hunter2@smtp.example.com"],
  ])("refuses a malformed secret %s, naming it without its value", (name, value) => {
    const env = { ERP_KIND: "odoo", ODOO_URL: "https://o.example.com", ODOO_API_KEY: "k", [name]: value };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(
      new RegExp(`\\b${name} .*\\(its value is not shown: it is a secret\\)`),
    );
    let message = "";
    try {
      loadConfig(env);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toContain("hunter2");
    expect(message).not.toContain("got");
  });

  it("quotes a bad URL without the user and password in it", () => {
    const env = { ERP_BASE_URL: "ftp://leads:hunter2@erp.example.com/restapi/1.0" };
    expect(() => loadConfig(env)).toThrow(
      'ERP_BASE_URL must be an absolute URL such as https://erp.example.com/restapi/1.0, got "ftp://…@erp.example.com/restapi/1.0"',
    );
    expect(() => loadConfig({ ODOO_URL: "odoo:hunter2@x" })).toThrow(/ODOO_URL .*got "odoo:hunter2@x"/);
  });

  it("refuses, in production, an http:// ERP or Odoo URL to another machine", () => {
    const production = { NODE_ENV: "production" };
    const odoo = { ...production, ERP_KIND: "odoo", ODOO_API_KEY: "k" };
    expect(() => loadConfig({ ...production, ERP_BASE_URL: "http://erp.example.com/restapi/1.0" })).toThrow(
      /ERP_BASE_URL must be an https:\/\/ URL in production \(NODE_ENV=production\); http:\/\/ only to this machine/,
    );
    expect(() => loadConfig({ ...odoo, ODOO_URL: "http://10.0.0.8:8069" })).toThrow(
      /ODOO_URL must be an https:\/\/ URL in production/,
    );
    expect(() => loadConfig({ ...odoo, ODOO_URL: "http://127.0.0.1.example.com" })).toThrow(
      /ODOO_URL must be an https/,
    );
    // To this machine's loopback, or over TLS, it is taken.
    for (const url of [
      "http://127.0.0.1:8069",
      "http://127.8.9.10",
      "http://localhost:8069",
      "http://[::1]:8069",
    ]) {
      expect(loadConfig({ ...odoo, ODOO_URL: url }).odoo.url).toBe(url);
      expect(loadConfig({ ...production, ERP_BASE_URL: `${url}/restapi/1.0` }).erp.baseUrl).toBe(
        `${url}/restapi/1.0`,
      );
    }
    expect(loadConfig({ ...odoo, ODOO_URL: "https://mycompany.odoo.com" }).odoo.url).toBe(
      "https://mycompany.odoo.com",
    );
    // Outside production, http:// is taken anywhere (a test ERP on the network).
    expect(loadConfig({ ERP_BASE_URL: "http://erp.example.com/restapi/1.0" }).erp.baseUrl).toBe(
      "http://erp.example.com/restapi/1.0",
    );
  });

  it("reads TRUST_PROXY as a number of proxies or their addresses, never every hop", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5, 10.0.1.0/24,::1" }).trustProxy).toEqual([
      "10.0.0.5",
      "10.0.1.0/24",
      "::1",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/trusting every hop/);
  });

  it("reads the Odoo target's settings", () => {
    const config = loadConfig({
      ERP_KIND: "odoo",
      ODOO_URL: "https://mycompany.odoo.com/",
      ODOO_DB: "mycompany",
      ODOO_API_KEY: "key",
      ODOO_LOGIN: "leads@example.com",
      ODOO_TRANSPORT: "xmlrpc",
      ODOO_LEAD_TYPE: "opportunity",
      ODOO_TEAM: "sales_team.team_sales_department",
      ODOO_SALESPERSON: "8",
      ODOO_COMPANY: "base.main_company",
    });
    expect(config.erpKind).toBe("odoo");
    expect(config.odoo).toEqual({
      url: "https://mycompany.odoo.com",
      db: "mycompany",
      apiKey: "key",
      login: "leads@example.com",
      transport: "xmlrpc",
      leadType: "opportunity",
      team: "sales_team.team_sales_department",
      salesperson: "8",
      company: "base.main_company",
    });
    expect(loadConfig({}).erpKind).toBe("restapi");
    expect(loadConfig({}).ops).toEqual({ host: "127.0.0.1", port: 9464 });
    expect(loadConfig({ OPS_HOST: "10.0.0.5", OPS_PORT: "9100" }).ops).toEqual({
      host: "10.0.0.5",
      port: 9100,
    });
    // Unset, the lead's type is Odoo's to choose.
    expect(loadConfig({}).odoo).toMatchObject({
      transport: undefined,
      leadType: undefined,
      team: undefined,
      company: undefined,
    });
  });

  it.each([
    ["ERP_KIND", "sap"],
    ["OPS_PORT", "metrics"],
    ["ODOO_URL", "mycompany.odoo.com"],
    ["ODOO_DB", "my db"],
    ["ODOO_TRANSPORT", "jsonrpc"],
    ["ODOO_LEAD_TYPE", "deal"],
    ["ODOO_TEAM", "Sales"],
    ["ODOO_SALESPERSON", "-3"],
    ["ODOO_COMPANY", "My Company"],
  ])("refuses %s=%s with a message that names the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name} .*got "${value}"`));
  });

  it("refuses ERP_KIND=odoo without the settings it needs, naming each", () => {
    expect(() => loadConfig({ ERP_KIND: "odoo" })).toThrow(
      /ODOO_URL must be set[\s\S]*ODOO_API_KEY must be set/,
    );
    expect(() =>
      loadConfig({
        ERP_KIND: "odoo",
        ODOO_URL: "https://o.example.com",
        ODOO_API_KEY: "k",
        ODOO_TRANSPORT: "xmlrpc",
      }),
    ).toThrow(/ODOO_LOGIN must be set[\s\S]*ODOO_DB must be set/);
    expect(() =>
      loadConfig({ ERP_KIND: "odoo", ODOO_URL: "https://o.example.com", ODOO_API_KEY: "k" }),
    ).not.toThrow();
  });

  it("sends no mail without SMTP_URL, and needs a sender with it", () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ MAIL_FROM: "hello@rawafed.example" }).mail).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525" })).toThrow(
      /MAIL_FROM must be set when SMTP_URL is/,
    );
    expect(
      loadConfig({
        SMTP_URL: "smtps://mailer:hunter2@smtp.example.com:465",
        MAIL_FROM: "Rawafed <hello@rawafed.example>",
        MAIL_REPLY_TO: "sales@rawafed.example",
      }).mail,
    ).toEqual({
      smtpUrl: "smtps://mailer:hunter2@smtp.example.com:465",
      from: "Rawafed <hello@rawafed.example>",
      replyTo: "sales@rawafed.example",
    });
    // A header cannot be smuggled into the sender.
    expect(() =>
      loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "a@b.example\r\nBcc: x@y.example" }),
    ).toThrow(/MAIL_FROM must be an address/);
  });

  it("refuses, in production, SMTP in the clear to another machine, never quoting the URL", () => {
    const production = { NODE_ENV: "production", MAIL_FROM: "hello@rawafed.example" };
    let message = "";
    try {
      loadConfig({ ...production, SMTP_URL: "smtp://mailer:hunter2@smtp.example.com:587" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /SMTP_URL must be smtps:\/\/ \(port 465\) or smtp:\/\/…:587\?requireTLS=true in production/,
    );
    expect(message).not.toContain("hunter2");
    for (const url of [
      "smtps://mailer:hunter2@smtp.example.com:465",
      "smtp://mailer:hunter2@smtp.example.com:587?requireTLS=true",
      "smtp://127.0.0.1:25",
    ])
      expect(loadConfig({ ...production, SMTP_URL: url }).mail?.smtpUrl).toBe(url);
  });

  it("names every variable at fault at once", () => {
    expect(() => loadConfig({ PORT: "x", LOG_LEVEL: "loud" })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});

describe("npm start with a bad setting", () => {
  it("stops before serving, with a message that names the variable", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, PORT: "3351", LEADS_POLL_MS: "often" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('LEADS_POLL_MS must be a whole number, got "often"');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
