import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lead } from "../leads/store";
import { createErpClient } from "./client";
import { ANSWER_BYTES_LIMIT, fetchWithin } from "./http";
import { erpLeadValues } from "./lead";
import { createOdooTarget } from "./odoo";

/**
 * An ERP's answer is read up to ANSWER_BYTES_LIMIT (1 MB): past it the reading stops, and the
 * attempt fails as a passing trouble of the ERP's (retried), for both targets.
 */
const contact = {
  full_name: "Sara Ali",
  phone: "+971 4 123 4567",
  email: "sara@example.com",
  message: "Hello",
  interests: [],
};

/** An HTTP server whose every answer is endless JSON-looking bytes, with or without a length. */
let endless: Server;
let base: string;
/** Bytes the server managed to write before the client hung up, per request. */
const written: number[] = [];

beforeAll(async () => {
  endless = createServer((request, response) => {
    const declared = request.url?.includes("declared");
    response.writeHead(200, {
      "content-type": "application/json",
      ...(declared ? { "content-length": String(50 * 1024 * 1024) } : {}),
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const index = written.push(0) - 1;
    const pump = () => {
      while (!response.destroyed && sent < 50 * 1024 * 1024) {
        sent += chunk.length;
        written[index] = sent;
        if (!response.write(chunk)) return void response.once("drain", pump);
      }
      response.end();
    };
    pump();
  });
  await new Promise<void>((resolve) => endless.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(endless.address() as AddressInfo).port}`;
});
afterAll(async () => {
  endless.closeAllConnections();
  await new Promise((resolve) => endless.close(resolve));
});

/** A fetch that answers `body` in chunks of `size` bytes, with no Content-Length. */
function chunked(body: Buffer, size: number): typeof fetch {
  return async () => {
    let at = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= body.length) return controller.close();
        controller.enqueue(new Uint8Array(body.subarray(at, at + size)));
        at += size;
      },
    });
    return new Response(stream, { status: 200 });
  };
}

describe("fetchWithin", () => {
  it("reads an answer up to the limit whole, UTF-8 split across chunks included", async () => {
    const text = `{"message":"${"شكرا".repeat(1000)}"}`;
    const sent = await fetchWithin(chunked(Buffer.from(text), 7), "http://erp.invalid/", {}, 2000);
    expect(sent).toMatchObject({ kind: "response", text });
    const exact = Buffer.alloc(ANSWER_BYTES_LIMIT, "a");
    expect(await fetchWithin(chunked(exact, 65_536), "http://erp.invalid/", {}, 2000)).toMatchObject({
      kind: "response",
    });
  });

  it("stops at 1 MB, without a length or with one that says more", async () => {
    expect(ANSWER_BYTES_LIMIT).toBe(1024 * 1024);
    const over = Buffer.alloc(ANSWER_BYTES_LIMIT + 1, "a");
    expect(await fetchWithin(chunked(over, 65_536), "http://erp.invalid/", {}, 2000)).toEqual({
      kind: "failure",
      reason: "too-large",
      error: "an answer larger than 1024 KB, not read",
    });
    const before = written.length;
    const declared = await fetchWithin(fetch, `${base}/declared`, {}, 5000);
    expect(declared).toMatchObject({ kind: "failure", reason: "too-large" });
    const streamed = await fetchWithin(fetch, `${base}/streamed`, {}, 5000);
    expect(streamed).toMatchObject({ kind: "failure", reason: "too-large" });
    // The server was stopped well before its 50 MB: nobody read them.
    expect(written.slice(before).every((bytes) => bytes < 20 * 1024 * 1024)).toBe(true);
  });
});

describe("an ERP answer past the limit", () => {
  it("fails the REST add-on's attempt as a server error, retried", async () => {
    const client = createErpClient({ baseUrl: `${base}/restapi/1.0`, clientId: "id", clientSecret: "s" });
    expect(await client.createLead(erpLeadValues(contact, 10))).toMatchObject({
      ok: false,
      cause: "server-error",
      retryable: true,
      configError: false,
      error: "authorize: an answer larger than 1024 KB, not read",
    });
  });

  it("fails the Odoo target's attempt as a server error, retried", async () => {
    const target = createOdooTarget({
      url: base,
      db: "odoo",
      apiKey: "key",
      login: undefined,
      transport: "json2",
      leadType: undefined,
      team: undefined,
      salesperson: undefined,
      company: undefined,
      timeoutMs: 5000,
    });
    const lead: Lead = {
      id: 1,
      key: "k-0001",
      contentHash: "h",
      lang: "en",
      contact,
      attribution: { source: null, medium: null, campaign: null },
      state: "pending",
      attempts: 0,
      createdAt: 1,
      updatedAt: 1,
      nextAttemptAt: 1,
      lastAttemptAt: null,
      lastError: null,
      erpId: null,
      erpMessage: null,
      erpAnswer: null,
      deliveredAt: null,
      lockedBy: null,
      lockedUntil: null,
    };
    const result = await target.deliver(lead);
    expect(result).toMatchObject({ ok: false, cause: "server-error", retryable: true, configError: false });
    expect(result.ok ? "" : result.error).toContain("an answer larger than 1024 KB, not read");
  });
});
