/**
 * The build's last word on placeholders: a build for the public (SITE_URL on https, at a host that
 * is neither loopback nor a domain reserved for examples) stops, listing every stand-in still in
 * the content (app/content/stand-ins.ts), unless ALLOW_STAND_INS=1 says the operator knows.
 */
import { isIP } from "node:net";
import { isReservedDomain, standIns, type StandIn } from "../app/content/stand-ins";

/** Whether a build for this origin is for the public. */
export function isPublicOrigin(siteUrl: string): boolean {
  const url = new URL(siteUrl);
  if (url.protocol !== "https:") return false;
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return false;
  if (isIP(host) === 4 && host.startsWith("127.")) return false;
  if (host === "::1") return false;
  return !isReservedDomain(host);
}

export interface StandInVerdict {
  ok: boolean;
  /** What to print: the refusal with its list, or a warning when overridden. */
  message?: string;
}

export function checkStandIns(
  siteUrl: string,
  env: NodeJS.ProcessEnv = process.env,
  list: StandIn[] = standIns(),
): StandInVerdict {
  if (!isPublicOrigin(siteUrl) || list.length === 0) return { ok: true };
  const lines = list.map(
    (s) => `  ${s.file}  ${s.field}: ${s.value}${s.kind === "to-confirm" ? " (to confirm)" : ""}`,
  );
  const what = `${list.length} stand-in${list.length === 1 ? "" : "s"} still in the content`;
  if (env.ALLOW_STAND_INS === "1")
    return {
      ok: true,
      message: `Building for ${siteUrl} with ${what} (ALLOW_STAND_INS=1):\n${lines.join("\n")}`,
    };
  return {
    ok: false,
    message:
      `Not building for ${siteUrl}: ${what}, which a public site must not show.\n${lines.join("\n")}\n` +
      `Replace each with the real fact and untick its stand-in flag (docs/editing.md, "Stand-ins"), ` +
      `or build anyway with ALLOW_STAND_INS=1.`,
  };
}
