/**
 * A local stand-in for the company's ERP: a small HTTP server that speaks the protocol of
 * docs/erp/restapi.md (authorise → access token → create `crm.lead`) and can be switched into
 * the failures the delivery must survive. Tests start it in-process; `npm run demo` and the browser
 * tests run it as a process (`main.ts`).
 *
 * Control (outside `/restapi/1.0`, so it keeps working while the "ERP" is down):
 *   GET  /                 a page listing the leads received (refreshes itself)
 *   GET  /__leads          the leads received, JSON
 *   GET  /__state          mode, counts of calls
 *   POST /__mode?mode=M    switch mode: up | down | 5xx | slow | expired-token | 403
 *   POST /__reset          forget leads and tokens, back to "up"
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const MODES = ["up", "down", "5xx", "slow", "expired-token", "403"] as const;
export type Mode = (typeof MODES)[number];

export interface FakeErpOptions {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** The `utm.source` ids that exist; a lead with another `source_id` is refused with 403. */
  sourceIds?: number[];
  /** Seconds a token lives (the ERP says 1,800). */
  tokenValidity?: number;
  /** How long "slow" mode takes to answer, in ms. */
  slowMs?: number;
  /** Send the company's `message: {en, ar}` with a created lead (the customisation may be absent). */
  withMessage?: boolean;
}

export interface ReceivedLead {
  id: number;
  vals: Record<string, unknown>;
  receivedAt: string;
}

export interface FakeErp {
  /** ERP_BASE_URL for the site: `http://host:port/restapi/1.0`. */
  readonly baseUrl: string;
  readonly origin: string;
  readonly port: number;
  readonly leads: ReceivedLead[];
  readonly calls: { authorize: number; token: number; create: number; unauthorized: number };
  mode: Mode;
  setMode(mode: Mode): void;
  /** The next create calls with a token issued before now answer 401 (the token expired early). */
  expireTokens(): void;
  reset(): void;
  close(): Promise<void>;
}

export const ERP_MESSAGE = {
  en: "Thank you! Your request reached our sales team, who will contact you shortly.",
  ar: "شكرًا لك! وصل طلبك إلى فريق المبيعات، وسيتواصل معك قريبًا.",
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  contentType = "application/json; charset=utf-8",
) {
  res.writeHead(status, { "content-type": contentType });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export async function startFakeErp(options: FakeErpOptions = {}): Promise<FakeErp> {
  const clientId = options.clientId ?? "website";
  const clientSecret = options.clientSecret ?? "website-secret";
  const sourceIds = options.sourceIds ?? [10];
  const validity = options.tokenValidity ?? 1800;
  const slowMs = options.slowMs ?? 5000;
  const withMessage = options.withMessage ?? true;

  const codes = new Set<string>();
  /** token → issued at (ms) */
  const tokens = new Map<string, number>();
  let expiredBefore = 0;
  const leads: ReceivedLead[] = [];
  const calls = { authorize: 0, token: 0, create: 0, unauthorized: 0 };
  let nextId = 1;

  const state = { mode: "up" as Mode };

  function page(): string {
    const rows = leads
      .slice()
      .reverse()
      .map(
        (lead) =>
          `<tr><td>${lead.id}</td><td>${escapeHtml(lead.receivedAt)}</td><td>${escapeHtml(String(lead.vals.name ?? ""))}</td><td>${escapeHtml(String(lead.vals.email_from ?? ""))}</td><td>${escapeHtml(String(lead.vals.phone ?? ""))}</td><td><pre>${escapeHtml(String(lead.vals.description ?? ""))}</pre></td><td>${escapeHtml(String(lead.vals.source_id ?? ""))}</td></tr>`,
      )
      .join("\n");
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2"><title>Fake ERP: ${leads.length} leads</title></head>
<body><h1>Fake ERP: crm.lead</h1><p>Mode: <strong>${state.mode}</strong>. Switch with <code>curl -X POST 'http://HOST:PORT/__mode?mode=down'</code> (up, down, 5xx, slow, expired-token, 403).</p>
<table border="1" cellpadding="4"><thead><tr><th>id</th><th>received</th><th>name</th><th>email_from</th><th>phone</th><th>description</th><th>source_id</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
  }

  async function handleErp(req: IncomingMessage, res: ServerResponse, url: URL) {
    const route = url.pathname.slice("/restapi/1.0/".length);
    // Calls are counted as they arrive, whatever the mode.
    if (route === "common/oauth2/authorize") calls.authorize += 1;
    else if (route === "common/oauth2/access_token") calls.token += 1;
    else if (route === "object/crm.lead" && req.method === "POST") calls.create += 1;
    if (state.mode === "down") {
      // As if nothing listened: the connection drops without an answer.
      req.socket.destroy();
      return;
    }
    if (state.mode === "slow") await sleep(slowMs);
    if (state.mode === "5xx") {
      send(
        res,
        503,
        "<html><body><h1>503 Service Unavailable</h1></body></html>",
        "text/html; charset=utf-8",
      );
      return;
    }

    if (route === "common/oauth2/authorize" && req.method === "GET") {
      if (url.searchParams.get("client_id") !== clientId) {
        send(res, 401, { code: 401, message: "Invalid Credentials." });
        return;
      }
      const code = randomBytes(10).toString("hex");
      codes.add(code);
      // Some versions label JSON as text/html: the client must parse it all the same.
      send(res, 200, { code, state: null }, "text/html; charset=utf-8");
      return;
    }

    if (route === "common/oauth2/access_token" && req.method === "GET") {
      const code = url.searchParams.get("code") ?? "";
      if (
        url.searchParams.get("client_id") !== clientId ||
        url.searchParams.get("client_secret") !== clientSecret
      ) {
        send(res, 401, { code: 401, message: "Invalid Credentials." });
        return;
      }
      if (!codes.has(code)) {
        send(res, 401, { code: 401, message: "Invalid Authentication Code." });
        return;
      }
      codes.delete(code);
      const token = randomBytes(24)
        .toString("base64")
        .replace(/[^A-Za-z0-9]/g, "")
        .slice(0, 32);
      tokens.set(token, Date.now());
      send(res, 200, {
        access_token: token,
        access_token_validity: validity,
        token_type: "Bearer",
        refresh_token: false,
      });
      return;
    }

    if (route === "object/crm.lead" && req.method === "POST") {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      const issued = bearer ? tokens.get(bearer) : undefined;
      if (issued === undefined || issued <= expiredBefore || issued + validity * 1000 < Date.now()) {
        calls.unauthorized += 1;
        send(res, 401, { code: 401, message: "Authentication required" });
        return;
      }
      if (state.mode === "403") {
        send(res, 403, {
          error: { code: 403, message: "Access Denied: you are not allowed to create crm.lead." },
        });
        return;
      }
      let vals: Record<string, unknown>;
      try {
        vals = JSON.parse(url.searchParams.get("vals") ?? "");
        if (!vals || typeof vals !== "object" || Array.isArray(vals)) throw new Error("not an object");
      } catch {
        send(res, 403, { error: { code: 403, message: "Invalid vals: not a JSON object." } });
        return;
      }
      if (!sourceIds.includes(Number(vals.source_id))) {
        send(res, 403, {
          error: { code: 403, message: `Record utm.source(${String(vals.source_id)}) does not exist.` },
        });
        return;
      }
      const lead = { id: nextId++, vals, receivedAt: new Date().toISOString() };
      leads.push(lead);
      send(res, 201, {
        "crm.lead": { id: lead.id, name: vals.name, contact_name: vals.contact_name },
        ...(withMessage ? { message: ERP_MESSAGE } : {}),
      });
      return;
    }

    send(res, 404, { code: 404, message: "Record not found" });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake-erp");
    if (url.pathname.startsWith("/restapi/1.0/")) return handleErp(req, res, url);
    if (url.pathname === "/" && req.method === "GET")
      return send(res, 200, page(), "text/html; charset=utf-8");
    if (url.pathname === "/__leads") return send(res, 200, leads);
    if (url.pathname === "/__state") return send(res, 200, { mode: state.mode, calls, leads: leads.length });
    if (url.pathname === "/__mode" && req.method === "POST") {
      const mode = url.searchParams.get("mode") as Mode;
      if (!MODES.includes(mode))
        return send(res, 400, { message: `mode must be one of ${MODES.join(", ")}` });
      erp.setMode(mode);
      return send(res, 200, { mode: state.mode });
    }
    if (url.pathname === "/__reset" && req.method === "POST") {
      erp.reset();
      return send(res, 200, { mode: state.mode });
    }
    send(res, 404, { message: "not found" });
  }

  // The lead's values travel in the query string: allow long request lines (a 4,000-character message).
  const server: Server = createServer({ maxHeaderSize: 128 * 1024 }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { code: 500, message: String(error) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${options.host ?? "127.0.0.1"}:${port}`;

  const erp: FakeErp = {
    baseUrl: `${origin}/restapi/1.0`,
    origin,
    port,
    leads,
    calls,
    get mode() {
      return state.mode;
    },
    set mode(mode: Mode) {
      erp.setMode(mode);
    },
    setMode(mode) {
      if (mode === "expired-token") {
        erp.expireTokens();
        state.mode = "up";
        return;
      }
      state.mode = mode;
    },
    expireTokens() {
      expiredBefore = Date.now();
    },
    reset() {
      leads.length = 0;
      tokens.clear();
      codes.clear();
      Object.assign(calls, { authorize: 0, token: 0, create: 0, unauthorized: 0 });
      state.mode = "up";
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
  return erp;
}
