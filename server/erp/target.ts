/**
 * Where the outbox delivers a lead: one interface, one implementation per kind of ERP (ERP_KIND).
 * The outbox hands a target the stored lead; the target builds its own values, calls its ERP and
 * turns every answer into a `CreateLeadResult` by its own answer table. Raw errors never leave it.
 */
import type { Lead } from "../leads/store";
import type { CreateLeadResult } from "./client";

export type ErpKind = "restapi" | "odoo";

/** What `npm run leads -- check-erp` reports: each step tried, in order, and whether all passed. */
export interface CheckReport {
  ok: boolean;
  steps: Array<{ step: string; ok: boolean; detail: string }>;
}

export interface DeliveryTarget {
  readonly kind: ErpKind;
  /** false: the settings name no ERP (leads wait in the outbox). */
  readonly configured: boolean;
  /** The settings an operator checks when the ERP refuses them (named in the log). */
  readonly settingNames: string;
  /** Sends one stored lead. A retry of the same lead must not make a second record where the ERP allows it. */
  deliver(lead: Lead, signal?: AbortSignal): Promise<CreateLeadResult>;
  /** Reaches the ERP and has the credentials accepted; creates nothing. */
  check(signal?: AbortSignal): Promise<CheckReport>;
}
