import { describe, expect, it } from "vitest";
import { retentionSettings } from "../../app/settings";
import { loadConfig } from "../config";
import { retentionMismatch, type BuildInfo } from "./build-info";

/**
 * The privacy notice states the retention periods the pages were built with; the server erases as
 * it is set at start. When the two differ, the server tells its operator to build again.
 */
const built: BuildInfo = {
  siteUrl: "https://www.rawafed.example",
  builtAt: "2026-11-28T00:00:00.000Z",
  retention: { retentionDays: 30, heldRetentionDays: 90 },
};

describe("the retention periods of the build's privacy notice, against the server's", () => {
  it("say nothing when they agree, or when the build recorded none", () => {
    expect(retentionMismatch("build", built, { retentionDays: 30, heldRetentionDays: 90 })).toBeUndefined();
    const { retention: _none, ...older } = built;
    expect(retentionMismatch("build", older, { retentionDays: 7, heldRetentionDays: 90 })).toBeUndefined();
  });

  it("name the variable that differs, both values, and the build to make", () => {
    const message = retentionMismatch("/srv/site/build", built, { retentionDays: 7, heldRetentionDays: 90 });
    expect(message).toBe(
      "The privacy notice in the build in /srv/site/build states the retention periods it was built with " +
        "(LEADS_RETENTION_DAYS=30), and this server has LEADS_RETENTION_DAYS=7: it erases personal data " +
        "as it is set, and the notice says otherwise. Build the pages again with the server's settings: " +
        "LEADS_RETENTION_DAYS=7 SITE_URL=https://www.rawafed.example npm run build",
    );
    expect(retentionMismatch("build", built, { retentionDays: 14, heldRetentionDays: 60 })).toContain(
      "LEADS_RETENTION_DAYS=14 LEADS_HELD_RETENTION_DAYS=60 SITE_URL=",
    );
  });

  it("are read by the build as the server reads them", () => {
    for (const env of [
      {},
      { LEADS_RETENTION_DAYS: "", LEADS_HELD_RETENTION_DAYS: "" },
      { LEADS_RETENTION_DAYS: "7", LEADS_HELD_RETENTION_DAYS: "0" },
    ]) {
      const { retentionDays, heldRetentionDays } = loadConfig(env).leads;
      expect(retentionSettings(env)).toEqual({ retentionDays, heldRetentionDays });
    }
  });
});
