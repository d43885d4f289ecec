import type { Config } from "../config";

/** The contact API's and the outbox's settings: read and validated with the others in server/config.ts. */
export type LeadsSettings = Config["leads"];
