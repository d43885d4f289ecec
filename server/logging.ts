import type { FastifyServerOptions } from "fastify";
import type { Config } from "./config";

/**
 * The server's log: readable lines (pino-pretty) for a person at a terminal, JSON lines for
 * everything else (a container's log collector, a file, a pipe) and always with NODE_ENV=production.
 */
export function loggerOptions(
  config: Pick<Config, "logLevel" | "production">,
  terminal: boolean = process.stdout.isTTY === true,
): NonNullable<FastifyServerOptions["logger"]> {
  if (!terminal || config.production) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: "pino-pretty",
      options: { translateTime: "HH:MM:ss.l", ignore: "pid,hostname" },
    },
  };
}
