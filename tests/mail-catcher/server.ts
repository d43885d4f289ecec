/**
 * A local SMTP server that keeps what it is sent (smtp-server, parsed with mailparser): the tests'
 * and `npm run demo`'s mailbox, so the confirmation e-mail is seen without an account anywhere.
 * It speaks real SMTP on a loopback port; `mode` makes it refuse for a while, as a real one does
 * when it is busy (451) or when it will never take the mail (550). `./mailbox.ts` shows what it kept.
 */
import type { AddressObject, ParsedMail } from "mailparser";
import { simpleParser } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type CatcherMode = "accept" | "busy" | "refuse";

export interface CaughtMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  from: string;
  parsed: ParsedMail;
  /** The message as it came, headers and all. */
  raw: string;
  receivedAt: number;
}

export interface MailCatcher {
  port: number;
  /** SMTP_URL for the site. */
  url: string;
  mails: CaughtMail[];
  mode: CatcherMode;
  /** Called when a message has arrived, before the server says it took it (250). */
  beforeAccept?: (mail: CaughtMail) => void | Promise<void>;
  /** Resolves once `count` mails have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

/** The first address of a To/From header. */
export function addressOf(field: AddressObject | AddressObject[] | undefined): string {
  const first = Array.isArray(field) ? field[0] : field;
  return first?.value[0]?.address ?? "";
}

export async function startMailCatcher(
  options: { port?: number; host?: string; mode?: CatcherMode } = {},
): Promise<MailCatcher> {
  const catcher: MailCatcher = {
    port: 0,
    url: "",
    mails: [],
    mode: options.mode ?? "accept",
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (catcher.mails.length < count) {
        if (Date.now() > deadline)
          throw new Error(`${catcher.mails.length} mail(s) arrived within ${timeoutMs} ms, not ${count}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return catcher.mails;
    },
    close: async () => {},
  };
  const server = new SMTPServer({
    // A local catcher: no TLS, any sender, no login (one given is accepted).
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: "demo" }),
    logger: false,
    onRcptTo(address, _session, callback) {
      if (catcher.mode === "refuse")
        return callback(Object.assign(new Error("no such mailbox here"), { responseCode: 550 }));
      if (catcher.mode === "busy")
        return callback(Object.assign(new Error("busy, try again later"), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        void simpleParser(raw)
          .then(async (parsed) => {
            const mail: CaughtMail = {
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              parsed,
              raw,
              receivedAt: Date.now(),
            };
            catcher.mails.push(mail);
            await catcher.beforeAccept?.(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  catcher.port = port;
  catcher.url = `smtp://${options.host ?? "127.0.0.1"}:${port}`;
  catcher.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return catcher;
}
