import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { StandIn } from "../app/content/stand-ins";
import { checkStandIns, isPublicOrigin } from "./stand-in-check";

const partner: StandIn = {
  file: "content/partners.yaml",
  field: "partners.0.name",
  value: "Sahel Logistics",
  kind: "flag",
};

describe("the stand-ins check before a build", () => {
  it("counts only https origins at real hosts as public", () => {
    expect(isPublicOrigin("https://www.rawafed.sa")).toBe(true);
    for (const origin of [
      "http://www.rawafed.sa",
      "https://127.0.0.1:3000",
      "https://localhost",
      "https://[::1]:8443",
      "https://staging.example",
      "https://www.example.com",
      "https://site.test",
    ])
      expect(isPublicOrigin(origin), origin).toBe(false);
  });

  it("refuses a public build with a stand-in, naming it, unless ALLOW_STAND_INS=1", () => {
    const refused = checkStandIns("https://www.rawafed.sa", {}, [partner]);
    expect(refused.ok).toBe(false);
    expect(refused.message).toContain("content/partners.yaml  partners.0.name: Sahel Logistics");
    expect(refused.message).toContain("ALLOW_STAND_INS=1");
    const allowed = checkStandIns("https://www.rawafed.sa", { ALLOW_STAND_INS: "1" }, [partner]);
    expect(allowed).toMatchObject({ ok: true, message: expect.stringContaining("Sahel Logistics") });
    expect(checkStandIns("https://www.rawafed.sa", {}, [])).toEqual({ ok: true });
    expect(checkStandIns("http://127.0.0.1:3000", {}, [partner])).toEqual({ ok: true });
  });

  it("stops `npm run build` for a public origin before anything is built, listing today's stand-ins", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      env: {
        ...process.env,
        SITE_URL: "https://www.rawafed.sa",
        BUILD_DIR: "build-refused",
        ALLOW_STAND_INS: "",
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Not building for https:\/\/www\.rawafed\.sa: \d+ stand-ins/);
    expect(run.stderr).toContain("content/partners.yaml");
    expect(run.stdout).not.toContain("astro");
  });
});
