/** The delivery target the settings choose. */
import type { Config } from "../config";
import { createRestTarget } from "./restapi";
import type { DeliveryTarget } from "./target";

export function createTarget(config: Pick<Config, "erp">, timeoutMs: number): DeliveryTarget {
  return createRestTarget({ ...config.erp, sourceId: config.erp.leadSourceId, timeoutMs });
}
