import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createOutboxMetrics } from "../leads/metrics";
import { newReference } from "../leads/outbox";
import { openSqliteStore } from "../leads/sqlite";
import { lead } from "../leads/store-contract";
import { MailQueue, permanent } from "./queue";

describe("which SMTP refusals end a mail", () => {
  it.each([
    [{ responseCode: 550, command: "RCPT TO" }, true],
    [{ responseCode: 554, command: "DATA" }, true],
    [{ responseCode: 451, command: "RCPT TO" }, false],
    [{ code: "ECONNREFUSED" }, false],
    // Our login or our sender refused: our set-up, retried while the operator fixes it.
    [{ responseCode: 535, command: "AUTH PLAIN", code: "EAUTH" }, false],
    [{ responseCode: 553, command: "MAIL FROM" }, false],
  ])("%o is permanent: %s", (error, expected) => {
    expect(permanent(error)).toBe(expected);
  });
});

describe("a mail days late", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("is failed without a word to the SMTP server", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "mail-late-"));
    dirs.push(dir);
    const store = openSqliteStore(dir);
    const written = Date.now() - 49 * 60 * 60 * 1000;
    const { lead: stored } = await store.add(
      { ...lead(1), reference: newReference(), mail: { kind: "confirmation", perAddressWindowMs: 1 } },
      written,
      1,
    );
    const sent: unknown[] = [];
    const queue = new MailQueue({
      store,
      transport: { sendMail: async (message) => sent.push(message), close: () => {} },
      log: { info: () => {}, warn: () => {}, error: () => {} },
      metrics: createOutboxMetrics(store, Date.now),
      from: "hello@rawafed.example",
      siteUrl: "https://www.rawafed.example",
      render: async () => ({ subject: "s", html: "<p>h</p>", text: "t" }),
      pollMs: 20,
    });
    queue.start();
    for (let i = 0; i < 100 && (await store.mailsOf([stored.id]))[0]?.state === "pending"; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await queue.stop();
    expect(sent).toEqual([]);
    expect((await store.mailsOf([stored.id]))[0]).toMatchObject({
      state: "failed",
      lastError: "not sent within 48 h of the lead",
    });
    await store.close();
  });
});
