/**
 * A page to read what the mail catcher (./server.ts) caught: `npm run demo`'s mailbox, and the
 * tests' when a person wants to look. A small node:http server, no React: the list of mails, newest
 * first (time, recipients, subject, language), each openable as the HTML a mail client would show,
 * as its plain text, and as its source (headers and all).
 *
 *   GET  /                   the list (refreshes itself)
 *   GET  /mails/N.html       mail N's HTML, under a CSP that lets nothing load or run (sandbox)
 *   GET  /mails/N.txt        its plain text
 *   GET  /mails/N.eml        its source, as the SMTP server received it
 *   POST /__mode?mode=M      make the SMTP server accept, answer busy (451) or refuse (550)
 *
 * Everything shown comes from a mail, so every value is escaped, and a mail's own HTML is served
 * as a document of its own that may not fetch, run script, submit forms or reach this page.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { CatcherMode, CaughtMail, MailCatcher } from "./server";

const MODES: readonly CatcherMode[] = ["accept", "busy", "refuse"];

/** A mail's HTML: styles inline, pictures as data: only; nothing fetched, no script, no form. */
export const MAIL_HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
/** The list itself: no script, no style sheet, nothing fetched. */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** The language a mail says it is in (its Content-Language header), or "". */
export function languageOf(mail: CaughtMail): string {
  const value = mail.parsed.headers.get("content-language");
  return typeof value === "string" ? value : "";
}

/** The list of caught mails, newest first; mail N is the Nth to arrive. */
export function mailboxPage(state: {
  mails: readonly CaughtMail[];
  mode: CatcherMode;
  smtpUrl: string;
  origin: string;
}): string {
  const rows = state.mails
    .map((mail, index) => ({ mail, n: index + 1 }))
    .reverse()
    .map(({ mail, n }) => {
      const open = [
        typeof mail.parsed.html === "string" ? `<a href="/mails/${n}.html">HTML</a>` : "",
        `<a href="/mails/${n}.txt">text</a>`,
        `<a href="/mails/${n}.eml">source</a>`,
      ]
        .filter(Boolean)
        .join(" · ");
      return [
        `<tr><td>${n}</td>`,
        `<td>${escapeHtml(new Date(mail.receivedAt).toISOString())}</td>`,
        `<td>${escapeHtml(mail.to.join(", "))}</td>`,
        `<td dir="auto">${escapeHtml(mail.parsed.subject ?? "(no subject)")}</td>`,
        `<td>${escapeHtml(languageOf(mail))}</td>`,
        `<td>${open}</td></tr>`,
      ].join("");
    })
    .join("\n");
  const empty = state.mails.length === 0 ? "<p>No mail yet: send the contact form.</p>" : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3">
<title>Mailbox: ${state.mails.length} mail${state.mails.length === 1 ? "" : "s"}</title></head>
<body><h1>Mailbox: what the site sent</h1>
<p>The local SMTP server at <code>${escapeHtml(state.smtpUrl)}</code> keeps every mail it is sent and delivers none.
Mode: <strong>${escapeHtml(state.mode)}</strong>. Switch with
<code>curl -X POST '${escapeHtml(state.origin)}/__mode?mode=busy'</code> (${MODES.join(", ")}).</p>
${empty}<table border="1" cellpadding="4"><thead><tr><th>#</th><th>received</th><th>to</th><th>subject</th><th>language</th><th>open</th></tr></thead>
<tbody>${rows}</tbody></table></body></html>`;
}

export interface Mailbox {
  /** The list's address: `http://host:port`. */
  origin: string;
  port: number;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string>) {
  res.writeHead(status, {
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    // A receipt link opened from a mail carries no trace of this page.
    "referrer-policy": "no-referrer",
    ...headers,
  });
  res.end(body);
}

const TEXT = "text/plain; charset=utf-8";

export async function startMailbox(
  catcher: MailCatcher,
  options: { port?: number; host?: string } = {},
): Promise<Mailbox> {
  const host = options.host ?? "127.0.0.1";
  let origin = "";

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://mailbox");
    if (url.pathname === "/" && req.method === "GET") {
      const page = mailboxPage({ mails: catcher.mails, mode: catcher.mode, smtpUrl: catcher.url, origin });
      return send(res, 200, page, {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": PAGE_CSP,
      });
    }
    if (url.pathname === "/__mode" && req.method === "POST") {
      const mode = url.searchParams.get("mode") as CatcherMode;
      if (!MODES.includes(mode))
        return send(res, 400, `mode must be one of ${MODES.join(", ")}\n`, { "content-type": TEXT });
      catcher.mode = mode;
      return send(res, 200, `mode: ${mode}\n`, { "content-type": TEXT });
    }
    const match = /^\/mails\/([1-9]\d*)\.(html|txt|eml)$/.exec(url.pathname);
    const mail = match && req.method === "GET" ? catcher.mails[Number(match[1]) - 1] : undefined;
    if (!match || !mail) return send(res, 404, "not found\n", { "content-type": TEXT });
    if (match[2] === "txt") return send(res, 200, mail.parsed.text ?? "", { "content-type": TEXT });
    if (match[2] === "eml") return send(res, 200, mail.raw, { "content-type": TEXT });
    const { html } = mail.parsed;
    if (typeof html !== "string")
      return send(res, 404, "this mail has no HTML part\n", { "content-type": TEXT });
    return send(res, 200, html, {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": MAIL_HTML_CSP,
    });
  }

  const server: Server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      if (!res.headersSent) send(res, 500, `${String(error)}\n`, { "content-type": TEXT });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;
  return {
    origin,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
