/**
 * The REST add-on target (ERP_KIND=restapi, the default): the lead's values of docs/erp/restapi.md, created
 * through `client.ts` (authorise → access token → create), which keeps the add-on's answer table.
 */
import { createErpClient, type ErpClient, type ErpSettings } from "./client";
import { erpLeadValues } from "./lead";
import type { DeliveryTarget } from "./target";

export interface RestTargetSettings extends ErpSettings {
  /** ERP_LEAD_SOURCE_ID: the `utm.source` record every lead names. */
  sourceId: number;
}

export function createRestTarget(
  settings: RestTargetSettings,
  fetchImpl: typeof fetch = fetch,
): DeliveryTarget & { client: ErpClient } {
  const client = createErpClient(settings, fetchImpl);
  return {
    kind: "restapi",
    client,
    configured: client.configured,
    settingNames: "ERP_BASE_URL, ERP_CLIENT_ID and ERP_CLIENT_SECRET",
    deliver(lead, signal) {
      return client.createLead(erpLeadValues(lead.contact, settings.sourceId, lead.attribution), signal);
    },
    async check(signal) {
      if (!client.configured) {
        return { ok: false, steps: [{ step: "settings", ok: false, detail: "ERP_BASE_URL is not set" }] };
      }
      const result = await client.checkCredentials(signal);
      return result.ok
        ? {
            ok: true,
            steps: [
              {
                step: "authorise and access token",
                ok: true,
                detail: `${settings.baseUrl} accepted ERP_CLIENT_ID and ERP_CLIENT_SECRET`,
              },
            ],
          }
        : { ok: false, steps: [{ step: "authorise and access token", ok: false, detail: result.error }] };
    },
  };
}
