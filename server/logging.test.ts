import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildDir, requireBuild } from "../tests/support/build";
import { clientNetwork, loggerOptions } from "./logging";
import { proofFrom } from "./spam/solve";

describe("loggerOptions", () => {
  it("prints readable lines on a terminal, unless NODE_ENV is production", () => {
    expect(loggerOptions({ logLevel: "info", production: false }, true)).toMatchObject({
      level: "info",
      transport: { target: "pino-pretty" },
    });
    const json = loggerOptions({ logLevel: "info", production: true }, true);
    expect(json).toMatchObject({ level: "info" });
    expect(json).not.toHaveProperty("transport");
    expect(loggerOptions({ logLevel: "warn", production: false }, false)).toMatchObject({ level: "warn" });
    expect(loggerOptions({ logLevel: "warn", production: false }, false)).not.toHaveProperty("transport");
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether any process of the group is still there (signal 0 checks without sending). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * `npm start`'s own process, its stdout a pseudo-terminal (util-linux `script`) or a pipe: what
 * the first line says once the site is up. It listens on free ports (PORT=0, OPS_PORT=0), and the
 * answer comes only once the process group has exited, so no run leaves a server behind.
 */
function firstLines(options: { terminal: boolean; env?: Record<string, string> }): Promise<string> {
  // The origin the build was made for: in production the server refuses any other (SITE_URL).
  const { siteUrl } = requireBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "logging-"));
  const server = `${JSON.stringify(process.execPath)} --import tsx server/main.ts`;
  const [command, args] = options.terminal
    ? ["script", ["-qefc", server, "/dev/null"]]
    : [process.execPath, ["--import", "tsx", "server/main.ts"]];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: "",
      PORT: "0",
      OPS_PORT: "0",
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      SITE_URL: siteUrl,
      ERP_BASE_URL: "",
      ...options.env,
    },
    stdio: ["pipe", "pipe", "pipe"],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  return new Promise<string>((resolve, reject) => {
    let out = "";
    let finished = false;
    const timer = setTimeout(() => finish(new Error(`no "site is up" line within 20 s:\n${out}`)), 20_000);
    const finish = (error?: Error) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      // The whole group: `script` and the server under it; SIGKILL if it has not gone in 10 s.
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, name);
        } catch {
          // already gone
        }
      };
      signal("SIGTERM");
      const stubborn = setTimeout(() => signal("SIGKILL"), 10_000);
      void exited.then(async () => {
        // `script`'s exit is not the server's: wait until nothing of the group is left.
        for (let tries = 0; groupAlive(child.pid!) && tries < 200; tries += 1) await sleep(50);
        clearTimeout(stubborn);
        rmSync(dataDir, { recursive: true, force: true });
        if (error) reject(error);
        else resolve(out);
      });
    };
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("site is up")) finish();
    });
    child.on("error", finish);
  });
}

describe("the server's log", { timeout: 30_000 }, () => {
  it("is readable lines on a terminal", async () => {
    const out = await firstLines({ terminal: true });
    const line = out.split(/\r?\n/).find((l) => l.includes("site is up"))!;
    // pino-pretty's form, colours or not: "[11:02:03.512] INFO: site is up".
    expect(line).toMatch(/\d\d:\d\d:\d\d\.\d{3}\D.*INFO.*site is up/);
    expect(line.trim().startsWith("{")).toBe(false);
  });

  it("is JSON on a terminal with NODE_ENV=production", async () => {
    const out = await firstLines({ terminal: true, env: { NODE_ENV: "production" } });
    const line = out.split(/\r?\n/).find((l) => l.includes("site is up"))!;
    expect(JSON.parse(line)).toMatchObject({ level: 30, msg: "site is up" });
  });

  it("is JSON when stdout is not a terminal", async () => {
    const out = await firstLines({ terminal: false });
    const line = out.split("\n").find((l) => l.includes("site is up"))!;
    expect(JSON.parse(line)).toMatchObject({ level: 30, msg: "site is up" });
  });
});

describe("clientNetwork", () => {
  it("keeps the /24 of an IPv4 address and the /48 of an IPv6 one, nothing else", () => {
    expect(clientNetwork("203.0.113.77")).toBe("203.0.113.0/24");
    expect(clientNetwork("::ffff:198.51.100.9")).toBe("198.51.100.0/24");
    expect(clientNetwork("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd::/48");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0:0::/48");
    expect(clientNetwork("::1")).toBe("0:0:0::/48");
    expect(clientNetwork(undefined)).toBeUndefined();
    expect(clientNetwork("not an address")).toBeUndefined();
  });
});

/** A person no log line may name; the ERP below quotes them back, as real ones may. */
const PERSON = {
  full_name: "Zubaida Qatarneh Vexworth",
  phone: "+971 55 987 1234",
  email: "zubaida.vexworth@example.org",
  interests: ["Others"],
};
const MESSAGES = [
  "Budget of 4,2 million dirhams, call after Ramadan",
  "Second note: the Sharjah warehouse project",
  "زبيدة القطارنة تطلب عرض سعر",
  "Third note, without JavaScript: the Ajman branch",
];
/** What must not appear: every value, and the parts of them a log line could quote alone. */
const SECRETS = [
  PERSON.full_name,
  "Vexworth",
  PERSON.phone,
  "987 1234",
  "9871234",
  PERSON.email,
  "zubaida.vexworth",
  ...MESSAGES,
  "4,2 million",
  "Sharjah warehouse",
  "القطارنة",
  "Ajman branch",
];

/**
 * A REST add-on that quotes the lead back in every answer, as some ERPs' errors and messages do:
 * `mode` says whether it refuses the lead (400), fails (500) or creates it (201).
 */
function startQuotingErp() {
  const state = { mode: "refuse" as "refuse" | "fail" | "create", created: 0 };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://erp");
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname.endsWith("/common/oauth2/authorize")) return json(200, { code: "c0de" });
    if (url.pathname.endsWith("/common/oauth2/access_token"))
      return json(200, { access_token: "t0ken", access_token_validity: 3600, token_type: "Bearer" });
    if (!url.pathname.endsWith("/object/crm.lead")) return json(404, { code: 404, message: "not found" });
    const vals = url.searchParams.get("vals") ?? "";
    if (state.mode === "refuse")
      return json(400, { error: { code: 400, message: `Invalid values: ${vals}` } });
    if (state.mode === "fail")
      return json(500, { error: { code: 500, message: `Failing row contains (${vals})` } });
    state.created += 1;
    const { contact_name, name } = JSON.parse(vals) as { contact_name?: string; name?: string };
    return json(201, {
      "crm.lead": { id: state.created, name, contact_name },
      message: `Thank you ${String(contact_name)}, we have your request "${String(name)}".`,
    });
  });
  return new Promise<{ url: string; state: typeof state; close: () => Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/restapi/1.0`,
        state,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe("the server's log at info", { timeout: 60_000 }, () => {
  it("names no person: no name, e-mail, phone, message or full client address", async () => {
    const { siteUrl } = requireBuild();
    const erp = await startQuotingErp();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "logging-pii-"));
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        LOG_LEVEL: "info",
        PORT: "0",
        OPS_PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        BUILD_DIR: buildDir,
        SITE_URL: siteUrl,
        ERP_KIND: "restapi",
        ERP_BASE_URL: erp.url,
        ERP_CLIENT_ID: "website",
        ERP_CLIENT_SECRET: "website-secret",
        LEADS_RETRY_BASE_MS: "600000",
        SPAM_POW_COST: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    const waiters: Array<{ text: string; resolve: () => void }> = [];
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      for (const waiter of waiters.filter((w) => out.includes(w.text))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    /** Resolves once the log has said `text` (the server's own events, not a guessed delay). */
    const logged = (text: string) =>
      new Promise<void>((resolve, reject) => {
        if (out.includes(text)) return resolve();
        waiters.push({ text, resolve });
        void exited.then(() => reject(new Error(`the server exited before logging "${text}":\n${out}`)));
      });
    try {
      await logged("site is up");
      const site = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)![1]!;
      // Each with a proof of work, as the form's widget sends it (SPAM_POW_COST=1: milliseconds),
      // and the fill time and empty hidden field its script sends: without them it is held, and
      // the ERP never hears of it.
      const postJson = async (message: string, key: string) =>
        fetch(`${site}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": key },
          body: JSON.stringify({
            ...PERSON,
            message,
            lang: "en",
            fill_ms: 60_000,
            website: "",
            altcha: await proofFrom(site),
          }),
        });

      // Refused by the ERP, its answer quoting the lead: failed, logged at error.
      expect((await postJson(MESSAGES[0]!, "log-test-key-0001")).status).toBe(202);
      await logged("the ERP refused a lead");
      // A 500 quoting the row: pending, logged at warn.
      erp.state.mode = "fail";
      expect((await postJson(MESSAGES[1]!, "log-test-key-0002")).status).toBe(202);
      await logged("lead not delivered yet");
      // Delivered, the ERP's thanks naming the person (kept with the lead, not logged). The
      // answer is 202 once the lead is committed (decision 025); the delivery follows.
      erp.state.mode = "create";
      expect((await postJson(MESSAGES[2]!, "log-test-key-0003")).status).toBe(202);
      await logged("lead delivered to the ERP");
      expect(erp.state.created).toBe(1);
      // Without JavaScript, with the person's e-mail in the query string too.
      const form = new URLSearchParams({
        ...PERSON,
        interests: "Others",
        message: MESSAGES[3]!,
        lang: "en",
      });
      const noScript = await fetch(`${site}/api/contact?ref=${encodeURIComponent(PERSON.email)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: form.toString(),
        redirect: "manual",
      });
      expect(noScript.status).toBe(303);
      // Invalid, and malformed JSON whose parser error quotes the body.
      const invalid = await fetch(`${site}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...PERSON, phone: "x", message: MESSAGES[0] }),
      });
      expect(invalid.status).toBe(400);
      const malformed = await fetch(`${site}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: `{"full_name": "${PERSON.full_name}", "email": "${PERSON.email}"`,
      });
      expect(malformed.status).toBe(400);
      await logged("contact request refused");
    } finally {
      child.kill("SIGTERM");
      await exited;
      await erp.close();
      rmSync(dataDir, { recursive: true, force: true });
    }

    const lines = out.split("\n").filter((line) => line.trim() !== "");
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    // The test saw what it meant to: requests from a client, each kind of outbox line.
    const requests = entries.filter((entry) => entry.req);
    expect(requests.length).toBeGreaterThanOrEqual(6);
    for (const { req } of requests) {
      expect(req).toMatchObject({ remoteAddress: "127.0.0.0/24" });
      expect(req).not.toHaveProperty("remotePort");
    }
    const found = SECRETS.filter((secret) => out.includes(secret));
    expect(found, `personal values in the log:\n${out}`).toEqual([]);
    expect(out).not.toContain('"remoteAddress":"127.0.0.1"');
    expect(out).not.toContain('"remotePort"');
  });
});
