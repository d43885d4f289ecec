/** The delivery target the settings choose (ERP_KIND). */
import type { Config } from "../config";
import { createOdooTarget } from "./odoo";
import { createRestTarget } from "./restapi";
import type { DeliveryTarget } from "./target";

export function createTarget(
  config: Pick<Config, "erpKind" | "erp" | "odoo">,
  timeoutMs: number,
): DeliveryTarget {
  if (config.erpKind === "odoo") return createOdooTarget({ ...config.odoo, timeoutMs });
  return createRestTarget({ ...config.erp, sourceId: config.erp.leadSourceId, timeoutMs });
}
