/**
 * The confirmation mail a visitor receives after sending the contact form: what it says and how it
 * looks, in the language they wrote in, as HTML (React components rendered to static markup) and
 * as plain text built from the same copy (app/i18n/translations/*.json, `mail.confirmation`).
 * Queueing and sending it is another module's job; this one is a pure function of its facts.
 *
 * It carries nothing the visitor typed, not their name and not their message, and takes none of it
 * (`ConfirmationFacts`): anyone can fill in the form with someone else's address, and the mail then
 * goes to that person from our domain. With no text of the sender's in it, the form cannot be used
 * to put words of an attacker's (a phishing link, an insult) in a mail we send; all it can do is
 * tell a stranger, once an hour at most, that someone gave their address.
 *
 * Mail clients are not browsers: the layout is nested tables at most 600 px wide, styles inline
 * only (many clients drop `<style>`), no pictures, web fonts, external files or script. Several
 * drop the html element's attributes, so the direction is repeated on the wrapper tables and on
 * every block of text, and text is aligned by the physical side the direction starts from:
 * `text-align: start` is not understood everywhere.
 */
import { Fragment, type CSSProperties, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { locales, type Direction, type Locale, type Script } from "../../app/i18n/locales";
import { serverT } from "../../app/i18n/t.server";
import { articleDate } from "../../app/views/dates";
import type * as Built from "../site/build-info";

/** One of the company's phone numbers: its label in each language, as shown and as dialled. */
export type MailPhone = Built.MailPhone<Locale>;
/** The company's facts the mail gives: the build writes them (server/site/build-info.ts, `mailCompany`). */
export type MailCompany = Built.MailCompany<Locale>;

export interface ConfirmationFacts {
  /** The language the visitor wrote in. */
  lang: Locale;
  /** The request's short reference, e.g. "K7Q2M-9XD4A". */
  reference: string;
  /** Absolute link to the receipt page (signed; opaque here). */
  receiptUrl: string;
  /** When that link stops working, in ms since the epoch. */
  receiptExpiresAt: number;
  company: MailCompany;
  /** The site's public origin, e.g. https://www.rawafed.example. */
  siteUrl: string;
}

export interface ConfirmationMail {
  subject: string;
  html: string;
  text: string;
}

/** The site's colours (app/styles/global.css), written out: a mail has no custom properties. */
const colors = {
  ink: "#0f172a",
  muted: "#475569",
  accent: "#0f766e",
  accentStrong: "#115e59",
  accentSoft: "#e6f6f3",
  accentLine: "#b6e2d9",
  line: "#e2e8f0",
  page: "#f4f7fb",
  surface: "#ffffff",
  onAccent: "#ffffff",
};

/**
 * System fonts by writing system (the locale table's `script`): no web font reaches a mail. Arabic
 * leads with faces that have Arabic letters of their own, so no client falls back to a Latin face's
 * borrowed ones, and gets more room between lines for its dots and marks.
 */
const fonts: Record<Script, { font: string; leading: number }> = {
  latin: {
    font: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    leading: 1.6,
  },
  arabic: { font: 'Tahoma, "Segoe UI", "Noto Sans Arabic", "Geeza Pro", Arial, sans-serif', leading: 1.9 },
};
const monospace = 'Consolas, "SFMono-Regular", Menlo, "Liberation Mono", "Courier New", monospace';

/** Isolates a left-to-right run (a reference, a phone number) in right-to-left plain text. */
const LRI = "\u2066";
const PDI = "\u2069";

/** How the mail's text is set in its language. */
interface Look {
  lang: Locale;
  dir: Direction;
  /** The side text starts from. */
  align: "left" | "right";
  font: string;
  leading: number;
}

function lookOf(lang: Locale): Look {
  const { dir, script } = locales[lang];
  return { lang, dir, align: dir === "rtl" ? "right" : "left", ...fonts[script] };
}

/** Every word of the mail, in its language, with the facts filled in. */
function copyOf(facts: ConfirmationFacts) {
  const t = serverT(facts.lang);
  const say = (key: string, vars?: Record<string, string>) => t(`mail.confirmation.${key}`, vars);
  const { reference } = facts;
  // The day in UTC, as the site writes its dates (Western digits in every language).
  const date = articleDate(new Date(facts.receiptExpiresAt).toISOString().slice(0, 10), facts.lang);
  const brand = t("brand.name");
  return {
    brand,
    subject: say("subject", { reference }),
    preview: say("preview", { reference }),
    heading: say("heading"),
    received: say("received"),
    referenceLabel: say("reference.label"),
    referenceHint: say("reference.hint"),
    nextHeading: say("next.heading"),
    nextBody: say("next.body"),
    receiptHeading: say("receipt.heading"),
    receiptBody: say("receipt.body"),
    receiptButton: say("receipt.button"),
    receiptFallback: say("receipt.fallback"),
    receiptExpires: say("receipt.expires", { date }),
    reachHeading: say("reach.heading"),
    reachBody: say("reach.body"),
    emailLabel: say("reach.email"),
    signoff: say("signoff", { brand }),
    /** The closing note, with the site's host where `{{site}}` stands. */
    automatic: (site: string) => say("automatic", { site }),
  };
}

type Copy = ReturnType<typeof copyOf>;

/** The attributes every table of the layout carries: no spacing of its own, and not a data table. */
const layoutTable = { role: "presentation", cellPadding: 0, cellSpacing: 0, border: 0 } as const;

function Text({
  look,
  children,
  size = 16,
  color = colors.ink,
  gap = 16,
}: {
  look: Look;
  children: ReactNode;
  size?: number;
  color?: string;
  gap?: number;
}) {
  return (
    <p
      dir={look.dir}
      style={{
        margin: `0 0 ${gap}px`,
        fontFamily: look.font,
        fontSize: size,
        lineHeight: look.leading,
        color,
        textAlign: look.align,
      }}
    >
      {children}
    </p>
  );
}

function Heading({ look, level, children }: { look: Look; level: 1 | 2; children: ReactNode }) {
  const Tag = level === 1 ? "h1" : "h2";
  return (
    <Tag
      dir={look.dir}
      style={{
        margin: level === 1 ? "0 0 12px" : "28px 0 8px",
        fontFamily: look.font,
        fontSize: level === 1 ? 24 : 18,
        lineHeight: 1.35,
        fontWeight: "bold",
        color: colors.ink,
        textAlign: look.align,
      }}
    >
      {children}
    </Tag>
  );
}

/** A left-to-right run inside the text (a reference, a phone number, an address) in either direction. */
const ltr: CSSProperties = { direction: "ltr", unicodeBidi: "embed" };

/** The reference, set apart so that it can be read out or copied. */
function Reference({ look, copy, reference }: { look: Look; copy: Copy; reference: string }) {
  return (
    <table {...layoutTable} width="100%" dir={look.dir} style={{ margin: "8px 0 8px", width: "100%" }}>
      <tbody>
        <tr>
          <td
            dir={look.dir}
            style={{
              backgroundColor: colors.accentSoft,
              border: `1px solid ${colors.accentLine}`,
              borderRadius: 8,
              padding: "16px 20px",
              textAlign: look.align,
            }}
          >
            <Text look={look} size={14} color={colors.muted} gap={4}>
              {copy.referenceLabel}
            </Text>
            <p dir={look.dir} style={{ margin: "0 0 6px", textAlign: look.align }}>
              <span
                dir="ltr"
                style={{
                  ...ltr,
                  fontFamily: monospace,
                  fontSize: 24,
                  lineHeight: 1.3,
                  fontWeight: "bold",
                  letterSpacing: "0.12em",
                  color: colors.accentStrong,
                }}
              >
                {reference}
              </span>
            </p>
            <Text look={look} size={14} color={colors.muted} gap={0}>
              {copy.referenceHint}
            </Text>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** A link drawn as a button, in a cell so that clients which ignore a link's padding still show it. */
function Button({ look, href, children }: { look: Look; href: string; children: ReactNode }) {
  return (
    <table {...layoutTable} dir={look.dir} style={{ margin: "4px 0 16px" }}>
      <tbody>
        <tr>
          <td style={{ backgroundColor: colors.accent, borderRadius: 8 }}>
            <a
              href={href}
              style={{
                display: "inline-block",
                padding: "12px 28px",
                fontFamily: look.font,
                fontSize: 16,
                lineHeight: 1.4,
                fontWeight: "bold",
                color: colors.onAccent,
                textDecoration: "none",
                borderRadius: 8,
              }}
            >
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The company's phone numbers and e-mail address, each with its label. */
function Reach({ look, copy, company }: { look: Look; copy: Copy; company: MailCompany }) {
  const rows = [
    ...company.phones.map((phone) => ({
      key: phone.e164,
      label: phone.label[look.lang],
      href: `tel:${phone.e164}`,
      shown: phone.display,
    })),
    { key: "email", label: copy.emailLabel, href: `mailto:${company.email}`, shown: company.email },
  ];
  const cell = (extra: CSSProperties): CSSProperties => ({
    padding: "4px 0",
    fontFamily: look.font,
    fontSize: 16,
    lineHeight: look.leading,
    textAlign: look.align,
    verticalAlign: "top",
    ...extra,
  });
  return (
    <table {...layoutTable} dir={look.dir} style={{ margin: "0 0 16px" }}>
      <tbody>
        {rows.map(({ key, label, href, shown }) => (
          <tr key={key}>
            <td dir={look.dir} width="150" style={cell({ width: 150, color: colors.muted })}>
              {label}
            </td>
            <td dir={look.dir} style={cell({ color: colors.ink })}>
              <a href={href} dir="ltr" style={{ ...ltr, color: colors.accent, textDecoration: "none" }}>
                {shown}
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Replaces `{{site}}` in the closing note with a link to the site, whatever the language's order. */
function ClosingNote({ look, copy, siteUrl }: { look: Look; copy: Copy; siteUrl: string }) {
  const slot = "\u0000";
  const link = (
    <a href={siteUrl} dir="ltr" style={{ ...ltr, color: colors.muted }}>
      {new URL(siteUrl).host}
    </a>
  );
  const parts = copy.automatic(slot).split(slot);
  return (
    <Text look={look} size={13} color={colors.muted} gap={0}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && link}
          {part}
        </Fragment>
      ))}
    </Text>
  );
}

function ConfirmationMailBody({ facts, copy }: { facts: ConfirmationFacts; copy: Copy }) {
  const look = lookOf(facts.lang);
  const { dir, lang } = look;
  return (
    <html lang={lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{copy.subject}</title>
      </head>
      <body lang={lang} dir={dir} style={{ margin: 0, padding: 0, backgroundColor: colors.page }}>
        {/* What a client shows beside the subject in the list of mails. */}
        <div
          style={
            {
              display: "none",
              maxHeight: 0,
              maxWidth: 0,
              overflow: "hidden",
              opacity: 0,
              fontSize: 1,
              lineHeight: 1,
              msoHide: "all",
            } as CSSProperties
          }
        >
          {copy.preview}
        </div>
        <table
          {...layoutTable}
          width="100%"
          lang={lang}
          dir={dir}
          bgcolor={colors.page}
          style={{ width: "100%", backgroundColor: colors.page }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: "32px 12px" }}>
                <table
                  {...layoutTable}
                  width="600"
                  lang={lang}
                  dir={dir}
                  bgcolor={colors.surface}
                  style={{
                    width: "100%",
                    maxWidth: 600,
                    backgroundColor: colors.surface,
                    border: `1px solid ${colors.line}`,
                    borderTop: `4px solid ${colors.accent}`,
                    borderRadius: 12,
                  }}
                >
                  <tbody>
                    <tr>
                      <td
                        dir={dir}
                        style={{
                          padding: "20px 32px",
                          borderBottom: `1px solid ${colors.line}`,
                          textAlign: look.align,
                        }}
                      >
                        <Text look={look} size={18} color={colors.accent} gap={0}>
                          <strong>{copy.brand}</strong>
                        </Text>
                      </td>
                    </tr>
                    <tr>
                      <td dir={dir} style={{ padding: "28px 32px 32px", textAlign: look.align }}>
                        <Heading look={look} level={1}>
                          {copy.heading}
                        </Heading>
                        <Text look={look}>{copy.received}</Text>
                        <Reference look={look} copy={copy} reference={facts.reference} />

                        <Heading look={look} level={2}>
                          {copy.nextHeading}
                        </Heading>
                        <Text look={look}>{copy.nextBody}</Text>

                        <Heading look={look} level={2}>
                          {copy.receiptHeading}
                        </Heading>
                        <Text look={look}>{copy.receiptBody}</Text>
                        <Button look={look} href={facts.receiptUrl}>
                          {copy.receiptButton}
                        </Button>
                        <Text look={look} size={14} color={colors.muted} gap={4}>
                          {copy.receiptFallback}
                        </Text>
                        <p dir="ltr" style={{ margin: "0 0 12px", textAlign: look.align }}>
                          <a
                            href={facts.receiptUrl}
                            dir="ltr"
                            style={{
                              ...ltr,
                              fontFamily: monospace,
                              fontSize: 13,
                              lineHeight: 1.5,
                              color: colors.accent,
                              wordBreak: "break-all",
                            }}
                          >
                            {facts.receiptUrl}
                          </a>
                        </p>
                        <Text look={look} size={14} color={colors.muted}>
                          {copy.receiptExpires}
                        </Text>

                        <Heading look={look} level={2}>
                          {copy.reachHeading}
                        </Heading>
                        <Text look={look} gap={8}>
                          {copy.reachBody}
                        </Text>
                        <Reach look={look} copy={copy} company={facts.company} />

                        <Text look={look} gap={0}>
                          {copy.signoff}
                        </Text>
                      </td>
                    </tr>
                  </tbody>
                </table>
                <table
                  {...layoutTable}
                  width="600"
                  lang={lang}
                  dir={dir}
                  style={{ width: "100%", maxWidth: 600 }}
                >
                  <tbody>
                    <tr>
                      <td dir={dir} style={{ padding: "20px 32px 0", textAlign: look.align }}>
                        <ClosingNote look={look} copy={copy} siteUrl={facts.siteUrl} />
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/**
 * The same words as plain text, each link written out. In right-to-left text the reference and
 * the phone numbers are isolated (LRI…PDI), or their groups of digits would read in reverse order;
 * links stand on lines of their own and are left bare, so that a copied link has nothing added.
 */
function plainText(facts: ConfirmationFacts, copy: Copy): string {
  const look = lookOf(facts.lang);
  const isolate = (run: string) => (look.dir === "rtl" ? `${LRI}${run}${PDI}` : run);
  const { company } = facts;
  const blocks = [
    [copy.heading],
    [copy.received],
    [`${copy.referenceLabel}: ${isolate(facts.reference)}`, copy.referenceHint],
    [copy.nextHeading, copy.nextBody],
    [copy.receiptHeading, copy.receiptBody, facts.receiptUrl, copy.receiptExpires],
    [
      copy.reachHeading,
      copy.reachBody,
      ...company.phones.map((phone) => `${phone.label[look.lang]}: ${isolate(phone.display)}`),
      `${copy.emailLabel}: ${company.email}`,
    ],
    [copy.signoff],
    ["---", copy.automatic(new URL(facts.siteUrl).host)],
  ];
  return blocks.map((lines) => lines.join("\n")).join("\n\n") + "\n";
}

/** The link a mail may carry: an absolute http(s) URL, never a script's. */
function checkedUrl(url: string, what: string): string {
  const { protocol } = new URL(url);
  if (protocol !== "https:" && protocol !== "http:") throw new Error(`${what} is not an http(s) URL: ${url}`);
  return url;
}

/** The confirmation mail: its subject, its HTML and its plain text, in the visitor's language. */
export function renderConfirmation(facts: ConfirmationFacts): ConfirmationMail {
  checkedUrl(facts.receiptUrl, "The receipt's link");
  checkedUrl(facts.siteUrl, "The site's origin");
  const copy = copyOf(facts);
  const html = "<!doctype html>" + renderToStaticMarkup(<ConfirmationMailBody facts={facts} copy={copy} />);
  return { subject: copy.subject, html, text: plainText(facts, copy) };
}
