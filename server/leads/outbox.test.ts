import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Contact } from "../../app/contact/schema";
import { startFakeErp, type FakeErp } from "../../tests/fake-erp/server";
import type { ErpSettings } from "../erp/client";
import { createRestTarget } from "../erp/restapi";
import { Outbox, retryDelay, type OutboxLogger, type OutboxOptions } from "./outbox";
import { openSqliteStore } from "./sqlite";
import type { LeadStore } from "./store";

const contact = (n: number): Contact => ({
  full_name: `Sara ${"abcdefghijklmnopqrstuvwxyz"[n % 26]}`,
  phone: "+971 50 123 4567",
  email: `sara${n}@example.com`,
  message: `Lead number ${n}`,
  interests: [],
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function quiet() {
  return {
    info: vi.fn<OutboxLogger["info"]>(),
    warn: vi.fn<OutboxLogger["warn"]>(),
    error: vi.fn<OutboxLogger["error"]>(),
  };
}

let erp: FakeErp;
let dir: string;
const running: Array<{ outbox: Outbox; store: LeadStore }> = [];
/** How many times each store was asked for due leads: once at the start of every worker pass. */
const passes = new Map<LeadStore, number>();

/**
 * Resolves once the worker on `store` has begun two more passes over the outbox than when called:
 * the first began after this point, and a pass begins only once the one before it has finished
 * its attempts. So whatever the worker was going to send by then has reached the ERP.
 */
async function workerPassed(store: LeadStore) {
  const from = passes.get(store) ?? 0;
  await until(() => (passes.get(store) ?? 0) >= from + 2);
}

function settings(overrides: Partial<ErpSettings> = {}): ErpSettings {
  return {
    baseUrl: erp.baseUrl,
    clientId: "website",
    clientSecret: "website-secret",
    timeoutMs: 3000,
    ...overrides,
  };
}

/** An outbox on the test's database, as a server process would open it. */
async function openOutbox(options: Partial<OutboxOptions> = {}, erpSettings: Partial<ErpSettings> = {}) {
  const store = openSqliteStore(dir);
  const claimDue = store.claimDue.bind(store);
  store.claimDue = (...args) => {
    passes.set(store, (passes.get(store) ?? 0) + 1);
    return claimDue(...args);
  };
  const outbox = new Outbox({
    store,
    target: createRestTarget({ ...settings(erpSettings), sourceId: 10 }),
    log: quiet(),
    retryBaseMs: 40,
    pollMs: 50,
    attemptTimeoutMs: 3000,
    ...options,
  });
  running.push({ outbox, store });
  return { outbox, store };
}

async function shutDown(instance: { outbox: Outbox; store: LeadStore }) {
  await instance.outbox.stop(200);
  await instance.store.close();
  running.splice(running.indexOf(instance), 1);
}

beforeAll(async () => {
  erp = await startFakeErp({ slowMs: 300 });
});
afterAll(() => erp.close());
beforeEach(() => {
  erp.reset();
  dir = mkdtempSync(path.join(os.tmpdir(), "outbox-"));
});
afterEach(async () => {
  for (const instance of running.splice(0)) {
    await instance.outbox.stop(0);
    await instance.store.close();
  }
  rmSync(dir, { recursive: true, force: true });
});

describe("retry delays", () => {
  it("double with each failed attempt, with jitter, and never exceed an hour", () => {
    const hour = 3600_000;
    expect(retryDelay(1, 5000, hour, () => 0)).toBe(2500);
    expect(retryDelay(1, 5000, hour, () => 1)).toBe(5000);
    expect(retryDelay(2, 5000, hour, () => 1)).toBe(10_000);
    expect(retryDelay(5, 5000, hour, () => 0.5)).toBe(60_000);
    for (const attempts of [10, 11, 50, 1000]) {
      for (const r of [0, 0.5, 1])
        expect(retryDelay(attempts, 5000, hour, () => r)).toBeLessThanOrEqual(hour);
    }
    expect(retryDelay(1000, 5000, hour, () => 0)).toBe(hour);
  });
});

describe("the outbox against the local ERP", () => {
  it("commits a lead before it answers, then delivers it once with the ERP's message", async () => {
    const { outbox } = await openOutbox();
    const { lead, created } = await outbox.accept(contact(1), { key: "k-00000001", lang: "ar" });
    expect(created).toBe(true);
    // Another connection (another process) sees it at once.
    const reader = openSqliteStore(dir);
    expect(await reader.get(lead.id)).toMatchObject({ state: "pending", contact: contact(1), lang: "ar" });
    await reader.close();

    const delivered = await outbox.deliver(lead.id);
    expect(delivered).toMatchObject({
      state: "delivered",
      attempts: 1,
      erpId: 1,
      erpMessage: { en: expect.any(String), ar: expect.any(String) },
    });
    expect(erp.leads).toHaveLength(1);
    expect(erp.leads[0]!.vals).toMatchObject({
      email_from: "sara1@example.com",
      name: "Website - Sara b",
      source_id: 10,
    });
    expect(await outbox.store.counts()).toEqual({ pending: 0, delivered: 1, failed: 0, held: 0 });
    // Delivering again sends nothing.
    expect(await outbox.deliver(lead.id)).toMatchObject({ state: "delivered" });
    expect(erp.calls.create).toBe(1);
  });

  it("keeps a lead while the ERP is down and delivers it once when it is back", async () => {
    erp.setMode("down");
    const { outbox } = await openOutbox();
    const { lead } = await outbox.accept(contact(2), { key: null, lang: "en" });
    const first = await outbox.deliver(lead.id);
    expect(first).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: expect.stringMatching(/network error/),
    });
    expect(first!.nextAttemptAt).toBeGreaterThan(first!.lastAttemptAt!);
    outbox.start();
    await until(async () => ((await outbox.deliver(lead.id)) ?? first)!.attempts >= 3);
    expect(erp.leads).toHaveLength(0);
    erp.setMode("up");
    await until(async () => (await outbox.store.counts()).delivered === 1);
    await workerPassed(outbox.store);
    expect(erp.leads).toHaveLength(1);
    expect(erp.leads[0]!.vals.email_from).toBe("sara2@example.com");
  });

  it("retries 5xx answers, and resumes pending leads after a restart, each delivered once", async () => {
    erp.setMode("5xx");
    const first = await openOutbox();
    for (let n = 1; n <= 3; n += 1) await first.outbox.accept(contact(n), { key: null, lang: "en" });
    first.outbox.start();
    await until(async () => (await first.store.list()).every((lead) => lead.attempts >= 1));
    await shutDown(first);
    expect(erp.leads).toHaveLength(0);

    erp.setMode("up");
    const second = await openOutbox();
    second.outbox.start();
    await until(async () => (await second.store.counts()).delivered === 3);
    await workerPassed(second.store);
    expect(erp.leads.map((lead) => lead.vals.email_from).sort()).toEqual([
      "sara1@example.com",
      "sara2@example.com",
      "sara3@example.com",
    ]);
  });

  it("never sends one lead from two places at once", async () => {
    erp.setMode("slow");
    const a = await openOutbox({ concurrency: 3 });
    const b = await openOutbox({ concurrency: 3 });
    for (let n = 1; n <= 9; n += 1) await a.outbox.accept(contact(n), { key: null, lang: "en" });
    a.outbox.start();
    b.outbox.start();
    // And the request path racing the workers for the same leads.
    await Promise.all([a.outbox.deliver(1), b.outbox.deliver(1), b.outbox.deliver(2)]);
    await until(async () => (await a.store.counts()).delivered === 9, 15_000);
    await Promise.all([workerPassed(a.store), workerPassed(b.store)]);
    const emails = erp.leads.map((lead) => lead.vals.email_from);
    expect(emails).toHaveLength(9);
    expect(new Set(emails).size).toBe(9);
  });

  it("gets a new token after a 401 and delivers", async () => {
    const { outbox } = await openOutbox();
    await outbox.accept(contact(1), { key: null, lang: "en" });
    await outbox.deliver(1);
    erp.setMode("expired-token");
    await outbox.accept(contact(2), { key: null, lang: "en" });
    expect(await outbox.deliver(2)).toMatchObject({ state: "delivered", attempts: 1 });
    expect(erp.calls).toMatchObject({ authorize: 2, token: 2, unauthorized: 1 });
    expect(erp.leads).toHaveLength(2);
  });

  it("marks a lead the ERP refuses (403) failed, keeps the answer, and does not retry it by itself", async () => {
    erp.setMode("403");
    const log = quiet();
    const { outbox } = await openOutbox({ log });
    await outbox.accept(contact(1), { key: null, lang: "en" });
    expect(await outbox.deliver(1)).toMatchObject({
      state: "failed",
      attempts: 1,
      lastError: expect.stringContaining("HTTP 403"),
      erpAnswer: expect.stringContaining("Access Denied"),
    });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ lead: 1, status: 403 }),
      expect.stringMatching(/leads -- retry/),
    );
    erp.setMode("up");
    outbox.start();
    await workerPassed(outbox.store);
    expect(erp.calls.create).toBe(1);
    expect(await outbox.store.counts()).toEqual({ pending: 0, delivered: 0, failed: 1, held: 0 });
    // An operator's retry sends it.
    expect(await outbox.retry(1)).toMatchObject({ state: "delivered", attempts: 2 });
    expect(erp.leads).toHaveLength(1);
  });

  it("keeps retrying refused credentials and says so once in the log", async () => {
    const log = quiet();
    const { outbox } = await openOutbox({ log }, { clientSecret: "wrong" });
    await outbox.accept(contact(1), { key: null, lang: "en" });
    outbox.start();
    await until(async () => ((await outbox.deliver(1)) ?? { attempts: 0 }).attempts >= 3);
    const configErrors = log.error.mock.calls.filter(([, msg]) =>
      String(msg).startsWith("ERP configuration error"),
    );
    expect(configErrors).toHaveLength(1);
    expect(configErrors[0]![0]).toMatchObject({
      status: 401,
      error: "access token: HTTP 401 Invalid Credentials.",
    });
    expect((await outbox.store.counts()).pending).toBe(1);
  });

  it("on shutdown, puts an attempt that is still running back as pending, due at once", async () => {
    erp.setMode("slow");
    const instance = await openOutbox({}, { timeoutMs: 5000 });
    await instance.outbox.accept(contact(1), { key: null, lang: "en" });
    const attempt = instance.outbox.deliver(1);
    // The attempt is under way: the ERP has received its first call (it counts calls as they arrive).
    await until(() => erp.calls.authorize === 1);
    const before = Date.now();
    await shutDown(instance);
    await attempt;
    const reader = openSqliteStore(dir);
    const lead = await reader.get(1);
    await reader.close();
    expect(lead).toMatchObject({
      state: "pending",
      attempts: 0,
      lockedBy: null,
      lastError: "authorize: attempt interrupted",
    });
    expect(lead!.nextAttemptAt).toBeLessThanOrEqual(Date.now());
    expect(lead!.nextAttemptAt).toBeGreaterThanOrEqual(before);
  });

  it("without ERP_BASE_URL, keeps leads and sends nothing", async () => {
    const { outbox, store } = await openOutbox({}, { baseUrl: undefined });
    await outbox.accept(contact(1), { key: null, lang: "en" });
    outbox.start();
    // A worker would begin its first pass on a timer of 0 ms set by start(); timers of one delay run
    // in the order they were set, so by this one's turn that pass would have begun.
    const afterStart = new Promise((resolve) => setTimeout(resolve, 0));
    expect(outbox.canDeliver).toBe(false);
    expect(await outbox.deliver(1)).toMatchObject({ state: "pending", attempts: 0 });
    await afterStart;
    expect(passes.get(store) ?? 0, "no worker pass").toBe(0);
    expect(erp.calls.authorize).toBe(0);
    expect(await outbox.store.counts()).toEqual({ pending: 1, delivered: 0, failed: 0, held: 0 });
  });
});

describe("submit: deliver now, wait at most answerWaitMs, else queue", () => {
  it("answers delivered once the ERP created the lead within the wait", async () => {
    const { outbox } = await openOutbox();
    const result = await outbox.submit(contact(1), { key: "submit-0001", lang: "en" });
    expect(result).toMatchObject({ outcome: "delivered", duplicateOf: null, lead: { state: "delivered" } });
    expect(erp.leads).toHaveLength(1);
  });

  it("answers queued when the ERP is slower than the wait, and the attempt goes on to deliver", async () => {
    erp.setMode("slow");
    const { outbox, store } = await openOutbox({ answerWaitMs: 100 });
    const started = Date.now();
    const result = await outbox.submit(contact(1), { key: "submit-0002", lang: "en" });
    expect(Date.now() - started).toBeLessThan(250);
    expect(result).toMatchObject({ outcome: "queued", lead: { state: "pending" } });
    await until(async () => (await store.counts()).delivered === 1);
  });

  it("answers a repeated submission with the first lead, duplicateOf naming it", async () => {
    const { outbox } = await openOutbox();
    const first = await outbox.submit(contact(1), { key: "submit-0003", lang: "en" });
    const again = await outbox.submit(contact(1), { key: "submit-0003", lang: "ar" });
    const sameContent = await outbox.submit(contact(2), { key: null, lang: "en" });
    const sameContentAgain = await outbox.submit(contact(2), { key: null, lang: "en" });
    expect(first.outcome === "delivered" && first.lead.id).toBe(1);
    expect(again).toMatchObject({ outcome: "delivered", duplicateOf: 1, lead: { id: 1 } });
    expect(sameContent).toMatchObject({ outcome: "delivered", duplicateOf: null });
    expect(sameContentAgain).toMatchObject({ outcome: "delivered", duplicateOf: 2 });
    expect(erp.leads).toHaveLength(2);
  });

  it("refuses a key used before for other content, and keeps the first lead as it was", async () => {
    const { outbox, store } = await openOutbox();
    await outbox.submit(contact(1), { key: "submit-0004", lang: "en" });
    const reused = await outbox.submit(contact(2), { key: "submit-0004", lang: "en" });
    expect(reused).toMatchObject({ outcome: "key-reused", lead: { id: 1, contact: contact(1) } });
    expect(await store.counts()).toEqual({ pending: 0, delivered: 1, failed: 0, held: 0 });
    expect(erp.leads).toHaveLength(1);
  });

  it("answers not-stored, with the store's error, when the lead cannot be committed", async () => {
    const { outbox, store } = await openOutbox();
    await store.close();
    const result = await outbox.submit(contact(1), { key: "submit-0005", lang: "en" });
    expect(result.outcome).toBe("not-stored");
    expect(result.outcome === "not-stored" && String(result.error)).toMatch(/not open/);
    expect(erp.calls.authorize).toBe(0);
  });
});

describe("the sweep", () => {
  it("removes the rate limit's counts whose window has ended, from a store that keeps them", async () => {
    const { outbox, store } = await openOutbox({ now: () => 123_456 });
    const forget = vi.fn(async (_before: number) => 0);
    store.forgetRequestCounts = forget;
    await outbox.sweep();
    expect(forget).toHaveBeenCalledWith(123_456);
  });
});
