/**
 * The lead store's contract: what every backend (SQLite, PostgreSQL) must do, as one suite that
 * `store.test.ts` runs against each. Backend-specific cases sit in `sqlite.test.ts` and
 * `postgres.test.ts`.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import type { Contact } from "../../app/contact/schema";
import { contentHash } from "./outbox";
import { ERASED_BEFORE_DELIVERY, type Lead, type LeadStore, type NewLead } from "./store";

export const contact = (n = 1): Contact => ({
  full_name: `Layla Haddad ${"I".repeat(n)}`,
  phone: "+971 4 123 4567",
  email: `layla${n}@example.com`,
  message: "We need an app.",
  interests: ["Others"],
});

export const lead = (n = 1, key: string | null = `key-000000${n}`): NewLead => ({
  key,
  lang: "en",
  contact: contact(n),
  contentHash: contentHash(contact(n)),
});

export const WINDOW = 10 * 60 * 1000;

export interface StoreUnderTest {
  /** Makes new, empty storage; the next `open()` calls share it. */
  fresh(): Promise<void>;
  /** Opens a store on the current storage (another connection, as another process would). */
  open(): Promise<LeadStore>;
  /** Removes the current storage, after every store opened on it is closed. */
  cleanUp?(): Promise<void>;
}

export function storeContract(backend: StoreUnderTest) {
  let store: LeadStore;
  const opened: LeadStore[] = [];
  async function open() {
    const s = await backend.open();
    opened.push(s);
    return s;
  }

  beforeEach(async () => {
    await backend.fresh();
    store = await open();
  });
  afterEach(async () => {
    for (const s of opened.splice(0)) await s.close();
    await backend.cleanUp?.();
  });

  it("keeps leads across reopening", async () => {
    const { lead: stored } = await store.add(lead(), 1000, WINDOW);
    await store.close();
    const again = await open();
    expect(await again.get(stored.id)).toEqual(stored);
  });

  it("stores a new lead as pending and due now, with everything the form sent", async () => {
    const { lead: stored, created } = await store.add(lead(), 1000, WINDOW);
    expect(created).toBe(true);
    expect(stored).toMatchObject({
      key: "key-0000001",
      lang: "en",
      contact: contact(),
      state: "pending",
      attempts: 0,
      createdAt: 1000,
      nextAttemptAt: 1000,
      lastError: null,
      lockedBy: null,
      attribution: { source: null, medium: null, campaign: null },
    });
    expect(await store.counts()).toEqual({ pending: 1, delivered: 0, failed: 0, held: 0 });
    expect(await store.oldestPendingAt()).toBe(1000);
    await expect(store.check()).resolves.toBeUndefined();
  });

  it("keeps the visitor's attribution with the lead, across reopening", async () => {
    const attribution = { source: "newsletter", medium: null, campaign: "إطلاق 2026" };
    const { lead: stored } = await store.add({ ...lead(), attribution }, 1000, WINDOW);
    expect(stored.attribution).toEqual(attribution);
    await store.close();
    const again = await open();
    expect((await again.get(stored.id))?.attribution).toEqual(attribution);
    expect((await again.list())[0]?.attribution).toEqual(attribution);
  });

  it("treats the same idempotency key as the same lead, at any time", async () => {
    const first = await store.add(lead(1, "same-key-1"), 1000, WINDOW);
    const again = await store.add(lead(2, "same-key-1"), 1000 + 30 * 24 * 3600 * 1000, WINDOW);
    expect(again).toEqual({ lead: first.lead, created: false });
    expect(await store.list()).toHaveLength(1);
  });

  it("without a key, treats the same content as the same lead only within the window", async () => {
    const first = await store.add(lead(1, null), 1000, WINDOW);
    expect((await store.add(lead(1, null), 1000 + WINDOW - 1, WINDOW)).created).toBe(false);
    expect((await store.add(lead(2, null), 1000, WINDOW)).created).toBe(true);
    const later = await store.add(lead(1, null), 1000 + WINDOW + 1, WINDOW);
    expect(later.created).toBe(true);
    expect(later.lead.id).not.toBe(first.lead.id);
    // A keyed submission never merges with one without a key.
    expect((await store.add(lead(1, "with-a-key-1"), 2000, WINDOW)).created).toBe(true);
  });

  it("makes one lead of one key added from two connections at the same instant", async () => {
    const other = await open();
    for (let n = 1; n <= 20; n += 1) {
      const key = `race-key-${n}`;
      const [a, b] = await Promise.all([
        store.add(lead(n, key), 1000, WINDOW),
        other.add(lead(n, key), 1000, WINDOW),
      ]);
      expect([a.created, b.created].sort()).toEqual([false, true]);
      expect(a.lead).toEqual(b.lead);
      // The same content without a key, from both at once: one lead too.
      const [c, d] = await Promise.all([
        store.add(lead(100 + n, null), 1000, WINDOW),
        other.add(lead(100 + n, null), 1000, WINDOW),
      ]);
      expect([c.created, d.created].sort()).toEqual([false, true]);
      expect(c.lead.id).toBe(d.lead.id);
    }
    expect(await store.list()).toHaveLength(40);
  });

  it("leases a lead to one worker at a time, until the lease runs out", async () => {
    const { lead: stored } = await store.add(lead(), 1000, WINDOW);
    const other = await open();
    expect(await store.claim(stored.id, "worker-a", 5000, 1000)).toMatchObject({
      lockedBy: "worker-a",
      lockedUntil: 5000,
    });
    expect(await other.claim(stored.id, "worker-b", 9000, 4999)).toBeUndefined();
    expect(await other.claimDue("worker-b", 9000, 4999, 10)).toEqual([]);
    expect(await other.claim(stored.id, "worker-b", 9000, 5000)).toMatchObject({ lockedBy: "worker-b" });
  });

  it("takes over, with claimDue, the lease of a worker that went away once it runs out", async () => {
    const { lead: stored } = await store.add(lead(), 1000, WINDOW);
    expect(await store.claimDue("gone", 5000, 1000, 10)).toHaveLength(1);
    const other = await open();
    expect(await other.claimDue("heir", 9000, 4999, 10)).toEqual([]);
    expect(await other.nextDue()).toBe(5000);
    expect(await other.claimDue("heir", 9000, 5000, 10)).toMatchObject([
      { id: stored.id, lockedBy: "heir", lockedUntil: 9000 },
    ]);
    // The late worker's answer no longer counts: the lead is the heir's.
    await store.markPending(stored.id, "gone", {
      at: 5100,
      error: "late",
      nextAttemptAt: 6000,
      countAttempt: true,
    });
    expect(await other.get(stored.id)).toMatchObject({ lockedBy: "heir", attempts: 0 });
  });

  it("hands out due leads oldest first, at most `limit`, never twice", async () => {
    for (let n = 1; n <= 4; n += 1) await store.add(lead(n), 1000 + n, WINDOW);
    const a = await store.claimDue("a", 60_000, 2000, 3);
    expect(a.map((l) => l.id)).toEqual([1, 2, 3]);
    const b = await (await open()).claimDue("b", 60_000, 2000, 3);
    expect(b.map((l) => l.id)).toEqual([4]);
    expect(await store.claimDue("c", 60_000, 2000, 3)).toEqual([]);
  });

  it("never hands one lead to two workers claiming at the same instant", async () => {
    for (let n = 1; n <= 30; n += 1) await store.add(lead(n), 1000 + n, WINDOW);
    const others = await Promise.all([open(), open(), open()]);
    const claimed = await Promise.all(
      [store, ...others].map((s, i) => s.claimDue(`worker-${i}`, 60_000, 2000, 10)),
    );
    const ids = claimed.flat().map((l) => l.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it("records an attempt that failed for now, only for the worker holding the lead", async () => {
    const { lead: stored } = await store.add(lead(), 1000, WINDOW);
    await store.claim(stored.id, "a", 5000, 1000);
    await store.markPending(stored.id, "b", {
      at: 1100,
      error: "not mine",
      nextAttemptAt: 1200,
      countAttempt: true,
    });
    expect(await store.get(stored.id)).toMatchObject({ attempts: 0, lockedBy: "a" });
    await store.markPending(stored.id, "a", {
      at: 1100,
      error: "network error",
      nextAttemptAt: 9000,
      countAttempt: true,
    });
    expect(await store.get(stored.id)).toMatchObject({
      state: "pending",
      attempts: 1,
      lastAttemptAt: 1100,
      lastError: "network error",
      nextAttemptAt: 9000,
      lockedBy: null,
      lockedUntil: null,
    });
    expect(await store.claimDue("a", 99_000, 8999, 10)).toEqual([]);
    expect(await store.claimDue("a", 99_000, 9000, 10)).toHaveLength(1);
    expect(await store.nextDue()).toBe(99_000);
  });

  it("marks a lead delivered with the ERP's id and message, and a refused one failed with its answer", async () => {
    await store.add(lead(1), 1000, WINDOW);
    await store.add(lead(2), 1000, WINDOW);
    await store.claimDue("a", 5000, 1000, 2);
    await store.markDelivered(1, { at: 1500, erpId: 42, erpMessage: { en: "Thanks", ar: "شكرًا" } });
    await store.markFailed(2, "a", { at: 1600, error: "create lead: HTTP 403", answer: '{"error":{}}' });
    expect(await store.get(1)).toMatchObject({
      state: "delivered",
      attempts: 1,
      erpId: 42,
      erpMessage: { en: "Thanks", ar: "شكرًا" },
      deliveredAt: 1500,
      nextAttemptAt: null,
      lockedBy: null,
    });
    expect(await store.get(2)).toMatchObject({
      state: "failed",
      attempts: 1,
      erpAnswer: '{"error":{}}',
      lockedBy: null,
    });
    expect(await store.counts()).toEqual({ pending: 0, delivered: 1, failed: 1, held: 0 });
    expect((await store.list({ state: "failed" })).map((l) => l.id)).toEqual([2]);
    expect(await store.list({ limit: 1 })).toHaveLength(1);
    expect(await store.nextDue()).toBeNull();
    expect(await store.oldestPendingAt()).toBeNull();
  });

  it("lets an operator retry a failed lead, but not a delivered one", async () => {
    await store.add(lead(1), 1000, WINDOW);
    await store.add(lead(2), 1000, WINDOW);
    await store.claimDue("a", 5000, 1000, 2);
    await store.markDelivered(1, { at: 1500, erpId: 1, erpMessage: null });
    await store.markFailed(2, "a", { at: 1600, error: "403", answer: null });
    expect(await store.retry(1, 2000)).toBeUndefined();
    expect(await store.retry(99, 2000)).toBeUndefined();
    expect(await store.retry(2, 2000)).toMatchObject({ state: "pending", nextAttemptAt: 2000, attempts: 1 });
    expect(await store.claimDue("b", 9000, 2000, 5)).toHaveLength(1);
  });

  /** What erasure leaves of a lead: no personal value, the operator's facts kept. */
  function expectErased(erased: Lead | undefined, before: Lead, at: number) {
    expect(erased).toMatchObject({
      id: before.id,
      key: null,
      contentHash: "",
      lang: before.lang,
      contact: { full_name: "", phone: "", email: "", message: "", interests: before.contact.interests },
      attribution: { source: null, medium: null, campaign: null },
      attempts: before.attempts,
      createdAt: before.createdAt,
      erpId: before.erpId,
      erpStatus: before.erpStatus,
      erpMessage: null,
      erpAnswer: null,
      deliveredAt: before.deliveredAt,
      erasedAt: at,
    });
  }

  it("records the ERP's status with each attempt", async () => {
    await store.add(lead(1), 1000, WINDOW);
    await store.add(lead(2), 1000, WINDOW);
    await store.claimDue("a", 5000, 1000, 2);
    await store.markPending(1, "a", {
      at: 1100,
      error: "5xx",
      nextAttemptAt: 1200,
      countAttempt: true,
      status: 503,
    });
    await store.markFailed(2, "a", { at: 1100, error: "403", answer: null, status: 403 });
    expect((await store.get(1))?.erpStatus).toBe(503);
    expect((await store.get(2))?.erpStatus).toBe(403);
    await store.claimDue("a", 5000, 1200, 1);
    await store.markDelivered(1, { at: 1300, erpId: 7, erpMessage: null, status: 201 });
    expect(await store.get(1)).toMatchObject({ erpStatus: 201, erasedAt: null });
  });

  it("erases delivered leads after their retention, failed ones after theirs, pending ones never", async () => {
    const attribution = { source: "newsletter", medium: "email", campaign: "spring" };
    for (let n = 1; n <= 5; n += 1) await store.add({ ...lead(n), attribution }, 1000, WINDOW);
    await store.claimDue("a", 90_000, 1000, 5);
    await store.markDelivered(1, { at: 2000, erpId: 41, erpMessage: { en: "Thanks Layla" }, status: 201 });
    await store.markDelivered(2, { at: 5000, erpId: 42, erpMessage: null, status: 201 });
    await store.markFailed(3, "a", { at: 2000, error: "HTTP 403 Layla", answer: "{}", status: 403 });
    await store.markFailed(4, "a", { at: 5000, error: "HTTP 403", answer: null, status: 403 });
    // 5 stays pending, as old as any.
    const before = await store.list();

    expect(await store.eraseExpired({ deliveredBefore: 3000, othersBefore: 1000 }, 9000)).toBe(1);
    expectErased(await store.get(1), before[0]!, 9000);
    expect(await store.get(1)).toMatchObject({ state: "delivered", lastError: null });
    expect((await store.get(2))?.erasedAt).toBeNull();
    expect((await store.get(3))?.contact).toEqual(before[2]!.contact);

    // Failed (and any other state but pending and delivered) by their own cutoff.
    expect(await store.eraseExpired({ deliveredBefore: 3000, othersBefore: 3000 }, 9500)).toBe(1);
    expectErased(await store.get(3), before[2]!, 9500);
    expect(await store.get(3)).toMatchObject({ state: "failed", lastError: null, erpStatus: 403 });

    // Idempotent: what was erased is not erased (nor counted) again; the pending lead is kept.
    expect(await store.eraseExpired({ deliveredBefore: 99_000, othersBefore: 99_000 }, 10_000)).toBe(2);
    expect(await store.eraseExpired({ deliveredBefore: 99_000, othersBefore: 99_000 }, 11_000)).toBe(0);
    expect((await store.get(1))?.erasedAt).toBe(9000);
    expect(await store.get(5)).toEqual(before[4]);
    expect(await store.countErased()).toBe(4);
    expect(await store.counts()).toEqual({ pending: 1, delivered: 2, failed: 2, held: 0 });
    // An erased lead cannot be retried: there is nothing left to send.
    expect(await store.retry(3, 12_000)).toBeUndefined();
  });

  it("erases each expired lead once when several connections sweep at the same instant", async () => {
    for (let n = 1; n <= 30; n += 1) await store.add(lead(n), 1000, WINDOW);
    for (const claimed of await store.claimDue("a", 90_000, 1000, 30))
      await store.markDelivered(claimed.id, { at: 2000, erpId: claimed.id, erpMessage: null });
    const others = await Promise.all([open(), open(), open()]);
    const counts = await Promise.all(
      [store, ...others].map((s) => s.eraseExpired({ deliveredBefore: 3000, othersBefore: 3000 }, 4000)),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    expect(await store.countErased()).toBe(30);
  });

  it("finds a person's leads by e-mail whatever its case, and erases them on request", async () => {
    await store.add({ ...lead(1), contact: { ...contact(1), email: "Layla.H@Example.COM" } }, 1000, WINDOW);
    await store.add({ ...lead(2), contact: { ...contact(2), email: "layla.h@example.com" } }, 1000, WINDOW);
    await store.add(lead(3), 1000, WINDOW);
    await store.claim(1, "a", 90_000, 1000);
    await store.markDelivered(1, { at: 2000, erpId: 41, erpMessage: null, status: 201 });
    // 2 stays pending: erasure makes it failed, so it is never sent.
    await store.claim(2, "a", 90_000, 2000);

    const found = await store.findByEmail("  LAYLA.h@example.com ");
    expect(found.map((l) => l.id)).toEqual([1, 2]);
    const erased = await store.erase([1, 2, 99], 5000);
    expect(erased.map((l) => [l.id, l.state, l.contact.email])).toEqual([
      [1, "delivered", "Layla.H@Example.COM"],
      [2, "pending", "layla.h@example.com"],
    ]);
    expectErased(await store.get(1), found[0]!, 5000);
    expect(await store.get(2)).toMatchObject({
      state: "failed",
      lastError: ERASED_BEFORE_DELIVERY,
      nextAttemptAt: null,
      lockedBy: null,
      erasedAt: 5000,
      contact: { email: "" },
    });
    expect(await store.claimDue("b", 99_000, 99_000, 10)).toEqual([expect.objectContaining({ id: 3 })]);
    expect(await store.retry(2, 6000)).toBeUndefined();
    // Nothing more to find or erase for that address; the other lead is untouched.
    expect(await store.findByEmail("layla.h@example.com")).toEqual([]);
    expect(await store.erase([1, 2], 7000)).toEqual([]);
    expect((await store.get(3))?.contact).toEqual(contact(3));
    expect(await store.countErased()).toBe(2);
  });

  it("records the ERP's id of a lead erased while its delivery was under way, and nothing of its message", async () => {
    await store.add(lead(1), 1000, WINDOW);
    await store.claim(1, "a", 90_000, 1000);
    // The visitor erases it while the attempt is with the ERP, which then answers that it took it.
    await store.erase([1], 2000, "visitor");
    await store.markDelivered(1, {
      at: 2500,
      erpId: 77,
      erpMessage: { en: "Thank you, Layla" },
      status: 201,
    });
    expect(await store.get(1)).toMatchObject({
      state: "delivered",
      erpId: 77,
      erpMessage: null,
      erasedAt: 2000,
      contact: { full_name: "", email: "" },
    });
    // The operator is told of it, to erase the ERP's copy there (`leads erased`).
    expect((await store.erasedInErp(0)).map((l) => l.id)).toEqual([1]);
  });

  it("does not mistake an erased lead's empty hash for the same content", async () => {
    const { lead: first } = await store.add(lead(1, null), 1000, WINDOW);
    await store.erase([first.id], 1500);
    const again = await store.add(lead(1, null), 2000, WINDOW);
    expect(again.created).toBe(true);
  });

  const MAIL = { kind: "confirmation", perAddressWindowMs: 60 * 60 * 1000 } as const;
  const withMail = (n: number, email = `layla${n}@example.com`, extra: Partial<NewLead> = {}): NewLead => ({
    ...lead(n),
    contact: { ...contact(n), email },
    reference: `REF0${n}-0000${n}`.slice(0, 11),
    mail: MAIL,
    ...extra,
  });

  it("writes a confirmation mail with a pending lead, never with a held one, and finds a lead by its reference", async () => {
    const sent = await store.add(withMail(1), 1000, WINDOW);
    expect(sent.mail).toBe("pending");
    const held = await store.add(
      withMail(2, undefined, { verdict: { held: true, score: 9, reasons: ["honeypot"] } }),
      1000,
      WINDOW,
    );
    expect(held.mail).toBeUndefined();
    // The same submission again is the same lead: no second mail.
    expect((await store.add(withMail(1), 1100, WINDOW)).mail).toBeUndefined();
    expect(await store.mailsOf([sent.lead.id, held.lead.id])).toEqual([
      expect.objectContaining({
        leadId: sent.lead.id,
        kind: "confirmation",
        lang: "en",
        state: "pending",
        nextAttemptAt: 1000,
      }),
    ]);
    expect((await store.findByReference(sent.lead.reference!))?.id).toBe(sent.lead.id);
    expect(await store.findByReference("NOONE-00000")).toBeUndefined();
    // A held post confirmed later (settle) gets its mail then.
    const noscript = await store.add(
      withMail(3, undefined, { verdict: { held: true, score: 0, reasons: ["unconfirmed"] } }),
      1000,
      WINDOW,
    );
    await store.settle(noscript.lead.id, "unconfirmed", { held: false, score: 0, reasons: [] }, 2000, MAIL);
    expect(await store.mailsOf([noscript.lead.id])).toEqual([
      expect.objectContaining({ state: "pending", createdAt: 2000 }),
    ]); // A held one an operator releases gets its mail then, once: a second release finds nothing held.
    expect((await store.release(held.lead.id, 3000, MAIL))?.state).toBe("pending");
    expect(await store.release(held.lead.id, 3100, MAIL)).toBeUndefined();
    expect(await store.mailsOf([held.lead.id])).toEqual([
      expect.objectContaining({ state: "pending", createdAt: 3000, nextAttemptAt: 3000 }),
    ]);
  });

  it("sends at most one confirmation an hour to an address, whatever its case, from any connection", async () => {
    expect((await store.add(withMail(1, "Sam@Example.com"), 1000, WINDOW)).mail).toBe("pending");
    expect((await store.add(withMail(2, "sam@example.COM"), 2000, WINDOW)).mail).toBe("limited");
    expect((await store.add(withMail(3, "other@example.com"), 2000, WINDOW)).mail).toBe("pending");
    // Two connections at the same instant, one new address: one mail.
    const other = await open();
    const both = await Promise.all([
      store.add(withMail(4, "twin@example.com"), 3000, WINDOW),
      other.add(withMail(5, "TWIN@example.com"), 3000, WINDOW),
    ]);
    expect(both.map((r) => r.mail).sort()).toEqual(["limited", "pending"]);
    // An hour after the first, the address may get one again.
    expect((await store.add(withMail(6, "sam@example.com"), 1000 + 60 * 60 * 1000 + 1, WINDOW)).mail).toBe(
      "pending",
    );
    expect(await store.mailCounts()).toMatchObject({ pending: 4, limited: 2 });
  });

  it("leases a mail to one worker until the lease runs out, and records its end with the same Message-ID", async () => {
    const { lead: stored } = await store.add(withMail(1), 1000, WINDOW);
    const other = await open();
    const [a, b] = await Promise.all([
      store.claimDueMails("a", 5000, 1000, 5),
      other.claimDueMails("b", 5000, 1000, 5),
    ]);
    const claimed = [...a, ...b];
    expect(claimed).toEqual([
      expect.objectContaining({ leadId: stored.id, to: "layla1@example.com", reference: stored.reference }),
    ]);
    const mail = claimed[0]!;
    const owner = a.length ? "a" : "b";
    expect(await store.nextMailDue()).toBe(5000);
    expect(await store.oldestPendingMailAt()).toBe(1000);
    // The lease ran out (its worker went away): another takes it over.
    const again = await other.claimDueMails("c", 9000, 5000, 5);
    expect(again.map((m) => m.id)).toEqual([mail.id]);
    // The first worker's late record changes nothing: it no longer holds the mail.
    await store.markMailSent(mail.id, owner, { at: 5500, messageId: "<x@y>" });
    expect((await store.mailsOf([stored.id]))[0]).toMatchObject({ state: "pending", lockedBy: "c" });
    await other.markMailPending(mail.id, "c", {
      at: 6000,
      error: "451 busy",
      nextAttemptAt: 7000,
      messageId: "<x@y>",
    });
    expect((await store.mailsOf([stored.id]))[0]).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: "451 busy",
      nextAttemptAt: 7000,
      lockedBy: null,
    });
    expect(await store.claimDueMails("d", 9000, 6500, 5)).toEqual([]);
    const [due] = await store.claimDueMails("d", 9000, 7000, 5);
    await store.markMailSent(due!.id, "d", { at: 7100, messageId: "<x@y>" });
    expect((await store.mailsOf([stored.id]))[0]).toMatchObject({
      state: "sent",
      attempts: 2,
      sentAt: 7100,
      messageId: "<x@y>",
      lastError: null,
    });
    expect(await store.oldestPendingMailAt()).toBeNull();
    expect(await store.mailCounts()).toMatchObject({ sent: 1, pending: 0 });
  });

  it("cancels an erased lead's pending mail, keeps who erased it, and lists the ERP copies a person's erasure leaves", async () => {
    const first = await store.add(withMail(1), 1000, WINDOW);
    const second = await store.add(withMail(2), 1000, WINDOW);
    const third = await store.add(withMail(3), 1000, WINDOW);
    const [mail] = await store.claimDueMails("a", 90_000, 1000, 1);
    await store.markMailPending(mail!.id, "a", {
      at: 1500,
      error: "451 <layla1@example.com> busy",
      nextAttemptAt: 9000,
      messageId: "<m@x>",
    });
    await store.claim(second.lead.id, "a", 90_000, 1000);
    await store.markDelivered(second.lead.id, { at: 2000, erpId: 77, erpMessage: null });
    await store.erase([first.lead.id], 3000, "visitor");
    await store.erase([second.lead.id], 3000);
    expect(await store.mailsOf([first.lead.id])).toEqual([
      expect.objectContaining({ state: "cancelled", lastError: null, nextAttemptAt: null }),
    ]);
    // The other leads' mails: the erased one's cancelled, the third's untouched.
    expect(await store.claimDueMails("b", 99_000, 99_000, 5)).toEqual([
      expect.objectContaining({ leadId: third.lead.id }),
    ]);
    expect((await store.get(first.lead.id))?.erasedBy).toBe("visitor");
    expect((await store.get(second.lead.id))?.erasedBy).toBe("operator");
    // Only the one that reached the ERP needs erasing there.
    expect((await store.erasedInErp(0)).map((l) => [l.id, l.erpId])).toEqual([[second.lead.id, 77]]);
    expect(await store.erasedInErp(3001)).toEqual([]);
  });
}
