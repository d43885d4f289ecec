/**
 * The confirmation e-mail as the server runs it: a nodemailer SMTP transport from SMTP_URL, the
 * mail worker on the outbox's store, and what each mail says (server/mail/confirmation.tsx) with
 * its signed receipt link. Nothing here when SMTP_URL is unset.
 */
import nodemailer from "nodemailer";
import { RECEIPT_PATH, RECEIPT_TTL_DAYS } from "../../app/contact/receipt";
import { localeCodes, localizePath } from "../../app/i18n/locales";
import type { Config } from "../config";
import type { OutboxMetrics } from "../leads/metrics";
import { DAY_MS, type OutboxLogger } from "../leads/outbox";
import type { LeadStore } from "../leads/store";
import { mailCompany } from "../site/build-info";
import { renderConfirmation, type MailCompany } from "./confirmation";
import { MailQueue, type MailQueueOptions, type MailTransport } from "./queue";
import { receiptSecret, signReceipt } from "./receipt-token";

/** The receipt link of a mail written at `writtenAt`, and until when it works. */
export async function receiptLink(
  store: LeadStore,
  siteUrl: string,
  mail: { lang: Parameters<typeof localizePath>[1]; reference: string; writtenAt: number },
): Promise<{ url: string; expiresAt: number }> {
  const expiresAt = mail.writtenAt + RECEIPT_TTL_DAYS * DAY_MS;
  const token = signReceipt(await receiptSecret(store), mail.reference, expiresAt);
  return { url: `${siteUrl}${localizePath(RECEIPT_PATH, mail.lang)}?t=${token}`, expiresAt };
}

/** The address inside a From such as `Rawafed <hello@rawafed.example>`. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

export function openMailQueue(
  config: Pick<Config, "mail" | "siteUrl" | "buildDir">,
  store: LeadStore,
  metrics: OutboxMetrics,
  log: OutboxLogger,
  overrides: Partial<MailQueueOptions> = {},
): MailQueue | undefined {
  const { mail } = config;
  if (!mail) return undefined;
  let company: MailCompany | undefined = mailCompany(config.buildDir, localeCodes);
  if (!company) {
    // `npm run dev` serves the API without a build: the mail then names no phone numbers.
    log.warn({ buildDir: config.buildDir }, "mail: no build to read the company's phone numbers from");
    company = { email: addressOf(mail.replyTo ?? mail.from), phones: [] };
  }
  const facts = company;
  const transport: MailTransport = nodemailer.createTransport(mail.smtpUrl);
  return new MailQueue({
    store,
    transport,
    log,
    metrics,
    from: mail.from,
    replyTo: mail.replyTo,
    siteUrl: config.siteUrl,
    async render(job) {
      const link = await receiptLink(store, config.siteUrl, {
        lang: job.lang,
        reference: job.reference,
        writtenAt: job.createdAt,
      });
      return renderConfirmation({
        lang: job.lang,
        reference: job.reference,
        receiptUrl: link.url,
        receiptExpiresAt: link.expiresAt,
        company: facts,
        siteUrl: config.siteUrl,
      });
    },
    ...overrides,
  });
}
