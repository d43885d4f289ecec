import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Config } from "./config";
import type { LeadsSettings } from "./leads/settings";
import type { MailQueueOptions } from "./mail/queue";
import { loggerOptions } from "./logging";
import contact from "./plugins/contact";
import health, { type HealthOptions } from "./plugins/health";
import metrics from "./plugins/metrics";
import outbox from "./plugins/outbox";
import pages from "./plugins/pages";
import receipt from "./routes/receipt";
import securityHeaders from "./plugins/security-headers";
import seoFiles from "./plugins/seo-files";
import spam from "./plugins/spam";
import staticFiles from "./plugins/static-files";
import { loadSite } from "./site/pages";

export interface BuildOptions {
  logger?: FastifyServerOptions["logger"];
  /** Overrides of the contact API's and the outbox's settings (tests). */
  leads?: Partial<LeadsSettings>;
  /**
   * false: the API, health and metrics only, without the build's pages and files (`npm run dev`,
   * where Astro's dev server serves the pages and sends /api here).
   */
  pages?: boolean;
  /** The public /healthz's read interval and per-network limit (tests). */
  health?: Pick<HealthOptions, "refreshMs" | "limitPerMinute">;
  /** Overrides of the sockets' time limits (tests). */
  timeouts?: Partial<ServerTimeouts>;
  /** Overrides of the mail worker's timings (tests). */
  mail?: Partial<MailQueueOptions>;
}

/**
 * The public port's time limits, in ms. A client must send its whole request (headers and body)
 * within `requestMs`, and its headers within `headersMs`; a socket on which nothing moves for
 * `connectionMs` is closed; an idle keep-alive socket is closed after `keepAliveMs`, longer than
 * the usual proxy's or load balancer's own idle time limit (60 s), so that the proxy, not this
 * server, closes it first. `checkEveryMs`: how often Node.js looks for requests past their limits.
 */
export interface ServerTimeouts {
  requestMs: number;
  headersMs: number;
  connectionMs: number;
  keepAliveMs: number;
  checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 15_000,
  connectionMs: 35_000,
  keepAliveMs: 72_000,
  checkEveryMs: 5_000,
};

/** Trusts the nearest `hops` proxies: the client's address is the one the farthest of them saw. */
export function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/**
 * The web server: small plugins, registered here in one place (docs/architecture.md). `main.ts` starts it;
 * tests build it and inject requests without opening a port.
 */
export async function buildServer(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // A number of proxies is the hop count Fastify's `trustProxy` takes as a number at run time;
    // its types name the function form, which says the same: trust the nearest `n` hops.
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    // A 4,000-character Arabic message posted without JavaScript is about 25 KB once
    // URL-encoded (6 bytes a letter); 64 KB leaves room for that and refuses what no form sends.
    bodyLimit: 64 * 1024,
    // Requests in flight finish on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: "idle",
    return503OnClosing: true,
    // Slow clients (a body sent a byte at a time, headers never finished) cannot hold sockets
    // when the server is reachable without the proxy, whose own limits would otherwise apply.
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
  });
  const site = options.pages === false ? undefined : loadSite(config.buildDir);

  // While closing, every answer still on its way (a contact post waiting on the ERP, say) ends its
  // connection: otherwise its keep-alive socket turns idle after close began, which
  // forceCloseConnections "idle" no longer sees, and it would hold the shutdown up.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });

  await app.register(securityHeaders, { https: config.siteUrl.startsWith("https:") });
  const leads = { ...config.leads, ...options.leads };
  await app.register(outbox, { config, settings: leads, mail: options.mail });
  // The public port's bare liveness answer; the detailed one and /metrics are on the operators' listener.
  // It reads the store at most once a second whatever the traffic, and limits each network.
  await app.register(health, { store: app.outbox.store, detailed: false, ...options.health });
  await app.register(spam, { settings: leads.spam });
  await app.register(contact, {
    rateLimitPerMinute: leads.rateLimitPerMinute,
  });
  // The link in the confirmation e-mail, and what it lets the visitor do (download, erase).
  await app.register(receipt, { secureCookie: config.siteUrl.startsWith("https:") });
  if (site) {
    await app.register(seoFiles, { siteUrl: config.siteUrl, pages: site.sitemapPages });
    await app.register(staticFiles, { root: site.clientDir });
    await app.register(pages, { site, https: config.siteUrl.startsWith("https:") });
  }
  return app;
}

/**
 * The operators' listener (OPS_HOST:OPS_PORT, 127.0.0.1 by default): /metrics and the detailed
 * /healthz of the site's outbox, off the public port (decision 015). Anything else is 404.
 */
export async function buildOpsServer(site: FastifyInstance): Promise<FastifyInstance> {
  const ops = Fastify({ loggerInstance: site.log.child({ listener: "ops" }) });
  await ops.register(health, { store: site.outbox.store, detailed: true });
  await ops.register(metrics, { metrics: site.outbox.metrics });
  ops.addHook("onSend", async (_request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    return payload;
  });
  return ops;
}
