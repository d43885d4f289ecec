import { isIP } from "node:net";
import type { FastifyRequest, FastifyServerOptions } from "fastify";
import type { Config } from "./config";

/**
 * The server's log: readable lines (pino-pretty) for a person at a terminal, JSON lines for
 * everything else (a container's log collector, a file, a pipe) and always with NODE_ENV=production.
 *
 * No personal data at `info` and above (docs/operations.md, "Logs"): a request is logged with its
 * method, path (no query string) and the client's network, not its address (`clientNetwork`).
 */
export function loggerOptions(
  config: Pick<Config, "logLevel" | "production">,
  terminal: boolean = process.stdout.isTTY === true,
): NonNullable<FastifyServerOptions["logger"]> {
  const serializers = { req: requestForLog };
  if (!terminal || config.production) return { level: config.logLevel, serializers };
  return {
    level: config.logLevel,
    serializers,
    transport: {
      target: "pino-pretty",
      options: { translateTime: "HH:MM:ss.l", ignore: "pid,hostname" },
    },
  };
}

/**
 * A request as the log shows it (Fastify's `req` serializer): no query string (a link may carry
 * anything there, an e-mail address included), no client port, and the client's network instead
 * of its address.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split("?")[0] + (request.url.includes("?") ? "?…" : ""),
    host: request.host,
    remoteAddress: clientNetwork(request.ip),
  };
}

/**
 * A client's address cut to its network, as the log keeps it: the /24 of an IPv4 address
 * (`203.0.113.0/24`), the /48 of an IPv6 one (`2001:db8:1::/48`); an IPv4-mapped IPv6 address as
 * IPv4. Anything else (a Unix socket, no address) is left out.
 */
export function clientNetwork(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address.replace(/%.*$/, "");
  if (isIP(ip) === 4) return `${ip.split(".").slice(0, 3).join(".")}.0/24`;
  if (isIP(ip) !== 6) return undefined;
  const [head = "", tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  const network = groups.slice(0, 3).map((group) => Number.parseInt(group || "0", 16).toString(16));
  return `${network.join(":")}::/48`;
}

/**
 * `text` with every one of `values` (a lead's name, e-mail, phone, message and its lines) replaced
 * by `[redacted]`: for the few log lines that must quote a text someone else wrote.
 */
export function redact(text: string, values: ReadonlyArray<string | null | undefined>): string {
  const pieces = values
    .flatMap((value) => [value, ...(value ?? "").split(/\r?\n/)])
    .map((value) => value?.trim() ?? "")
    .filter((value) => value.length >= 3)
    .sort((a, b) => b.length - a.length);
  let out = text;
  for (const piece of pieces) out = out.split(piece).join("[redacted]");
  return out;
}

/**
 * An error as the log keeps it at `info` and above: its type, code and our own stack frames, and
 * its message only with `values` redacted and cut to 300 characters. Other properties (a database
 * driver's `detail`, which may quote the row, "Failing row contains (…)") are left out.
 */
export function errorForLog(error: unknown, values: ReadonlyArray<string | null | undefined> = []) {
  if (!(error instanceof Error)) return { type: typeof error };
  const { code } = error as { code?: unknown };
  return {
    type: error.name,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    message: redact(error.message, values).slice(0, 300),
    // The frames only: the stack's first lines repeat the message, unredacted.
    stack: error.stack
      ?.split("\n")
      .filter((line) => /^\s+at /.test(line))
      .join("\n"),
  };
}
