import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeErp, type FakeErp } from "../../tests/fake-erp/server";
import { createErpClient } from "../erp/client";
import { Outbox } from "./outbox";
import { openSqliteStore } from "./sqlite";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

let erp: FakeErp;
let dir: string;

/** `npm run leads -- …`, as an operator runs it, against the test's DATA_DIR and local ERP. */
async function leads(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "server/leads/cli.ts", ...args],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          DATA_DIR: dir,
          ERP_BASE_URL: erp.baseUrl,
          ERP_CLIENT_ID: "website",
          ERP_CLIENT_SECRET: "website-secret",
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  erp = await startFakeErp();
  dir = mkdtempSync(path.join(os.tmpdir(), "leads-cli-"));
  // Three leads: one delivered, one refused by the ERP (403), one waiting.
  const store = openSqliteStore(dir);
  const outbox = new Outbox({
    store,
    erp: createErpClient({ baseUrl: erp.baseUrl, clientId: "website", clientSecret: "website-secret" }),
    sourceId: 10,
    log: { info() {}, warn() {}, error() {} },
  });
  const contact = (name: string, email: string, message: string) => ({
    full_name: name,
    phone: "+971 4 123 4567",
    email,
    message,
    interests: ["Web Development" as const],
  });
  await outbox.accept(contact("Layla Haddad", "layla@example.com", "Hello"), { key: null, lang: "en" });
  await outbox.deliver(1);
  erp.setMode("403");
  await outbox.accept(contact("سارة علي", "sara@example.com", 'Quote "this", please\nSecond line'), {
    key: null,
    lang: "ar",
  });
  await outbox.deliver(2);
  await outbox.accept(contact("Omar Nasser", "omar@example.com", "=HYPERLINK(1)"), { key: null, lang: "en" });
  erp.setMode("up");
  await store.close();
});
afterAll(async () => {
  await erp.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("npm run leads", () => {
  it("lists the leads with their state, and filters by state", async () => {
    const all = await leads("list");
    expect(all.code).toBe(0);
    const lines = all.stdout.split("\n");
    expect(lines[0]).toMatch(/id\s+state\s+attempts\s+created\s+next attempt\s+name\s+email\s+last error/);
    expect(lines[1]).toMatch(/^\s+1\s+delivered\s+1\s.*Layla Haddad\s+layla@example.com/);
    expect(lines[2]).toMatch(/^\s+2\s+failed\s+1\s.*sara@example.com\s+create lead: HTTP 403 Access Denied/);
    expect(lines[3]).toMatch(/^\s+3\s+pending\s+0\s/);
    expect(all.stdout).toContain("3 shown. Outbox: 1 pending, 1 delivered, 1 failed.");

    const failed = await leads("list", "--state", "failed");
    expect(failed.stdout).toContain("sara@example.com");
    expect(failed.stdout).not.toContain("layla@example.com");
    expect(await leads("list", "--state", "lost")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--state is one of"),
    });
  });

  it("shows one lead with the ERP's answer", async () => {
    const shown = await leads("show", "2");
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/^state:\s+failed$/m);
    expect(shown.stdout).toMatch(/^language:\s+ar$/m);
    expect(shown.stdout).toMatch(/^ERP answer:\s+\{"error":\{"code":403/m);
    expect(shown.stdout).toMatch(/^full name:\s+سارة علي$/m);
    expect(await leads("show", "99")).toMatchObject({ code: 1, stderr: "No lead 99.\n" });
    expect(await leads("show", "x")).toMatchObject({ code: 2 });
  });

  it("exports every lead as CSV", async () => {
    const exported = await leads("export");
    expect(exported.code).toBe(0);
    const rows = exported.stdout.split("\r\n");
    expect(rows[0]).toBe(
      "id,state,created,language,full_name,phone,email,interests,message,attempts,last_attempt,next_attempt,last_error,delivered,erp_id",
    );
    expect(rows[1]).toMatch(
      /^"1","delivered","[^"]+","en","Layla Haddad","'\+971 4 123 4567","layla@example.com","Web Development","Hello","1",/,
    );
    // Quotes doubled, the newline kept inside its quoted field, formulas defused.
    expect(exported.stdout).toContain('"Quote ""this"", please\nSecond line"');
    expect(exported.stdout).toContain(`"'=HYPERLINK(1)"`);
    expect(rows.filter((row) => row.startsWith('"'))).toHaveLength(3);
  });

  it("retries a lead the ERP refused, and delivers it once", async () => {
    const retried = await leads("retry", "2");
    expect(retried).toMatchObject({ code: 0, stdout: "Lead 2 delivered (ERP id 2).\n" });
    expect(erp.leads.map((lead) => lead.vals.email_from)).toEqual(["layla@example.com", "sara@example.com"]);
    expect((await leads("show", "2")).stdout).toMatch(/^state:\s+delivered$/m);
    const again = await leads("retry", "2");
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Lead 2 was delivered .*; nothing to do\.$/m);
    expect(erp.leads).toHaveLength(2);
  });

  it("explains itself", async () => {
    expect(await leads()).toMatchObject({ code: 2, stdout: expect.stringContaining("Usage: npm run leads") });
    expect(await leads("frobnicate")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown command "frobnicate"'),
    });
  });
});
