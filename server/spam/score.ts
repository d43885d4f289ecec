/**
 * The local spam score: signals anyone can explain, each with a weight, in one table. A submission
 * whose signals add up to `HOLD_AT` or more is held (stored, never delivered, released by an
 * operator). No third party is asked; the language of a message is never a signal.
 * docs/decisions/025-spam-defence.md gives the reasoning behind each weight.
 */
import mailchecker from "mailchecker";

/** What the server knows about one submission when it scores it. */
export interface SpamEvidence {
  /**
   * The proof of work: solved and accepted (`valid`), or confirmed through the page without
   * JavaScript after its pause (`confirmed`), else why not.
   */
  proof: "valid" | "confirmed" | "missing" | "invalid" | "expired" | "replayed";
  /** The hidden field people never fill. */
  honeypot: boolean;
  /** From the form's first use to Send, in ms, when the browser or the confirmation page says. */
  fillMs: number | null;
  /**
   * A post with a proof of work that leaves out the fields the form's own script always sends (its
   * fill time, the honeypot field): a script posting on its own, not the form.
   */
  formFieldsMissing: boolean;
  /**
   * Posted by an integrator with its key (CONTACT_INTEGRATOR_KEY): another system, which has no
   * form and no fill time, so the signals of the form's timing and fields do not apply.
   */
  integrator: boolean;
  message: string;
  fullName: string;
  email: string;
  /** Other e-mail addresses that sent the same message lately (a copy campaign). */
  sameMessageFromOthers: number;
}

export interface SpamSignal {
  id: string;
  weight: number;
  /** Why it counts, for the operator's list of held submissions. */
  says: string;
  test(evidence: SpamEvidence): boolean;
}

/** A submission is held at this score or above. */
export const HOLD_AT = 5;

/** The fastest a person fills the form: name, phone, e-mail and a message take longer. */
export const HUMAN_FILL_MS = 4_000;

/**
 * Faster than any person: even with every field autofilled and the message pasted, choosing the
 * suggestion, moving to the message, pasting and reaching Send take longer.
 */
export const INSTANT_FILL_MS = 1_500;

/**
 * A message this long (in characters, trimmed) is written, not a greeting: the same text from
 * another address is a copy. Short ones ("Please call me.") are left out, since people write
 * them alike.
 */
export const CAMPAIGN_MIN_CHARS = 40;

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/giu;
const MARKUP_PATTERN = /\[url[=\]]|\[\/url\]|\[link[=\]]|<a\s[^>]*href|<\/a>|\[img\]/iu;
/** Link shorteners, which hide where a link goes. */
const SHORTENERS = [
  "bit.ly",
  "tinyurl.com",
  "t.co",
  "goo.gl",
  "ow.ly",
  "is.gd",
  "buff.ly",
  "cutt.ly",
  "rebrand.ly",
  "shorturl.at",
  "rb.gy",
  "t.ly",
  "tiny.cc",
  "s.id",
  "bl.ink",
];

/** The links in a text (http, https or www.). */
export function links(text: string): string[] {
  return text.match(URL_PATTERN) ?? [];
}

function host(link: string): string {
  try {
    return new URL(link.startsWith("www.") ? `http://${link}` : link).hostname.toLowerCase();
  } catch {
    return "";
  }
}

const disposable = mailchecker.blacklist();

/** Whether the address's domain, or a parent of it, is a known throwaway-mail domain. */
export function disposableDomain(email: string): boolean {
  let domain = email.toLowerCase().split("@")[1] ?? "";
  while (domain) {
    if (disposable.has(domain)) return true;
    const dot = domain.indexOf(".");
    domain = dot === -1 ? "" : domain.slice(dot + 1);
  }
  return false;
}

export const SPAM_SIGNALS: readonly SpamSignal[] = [
  {
    id: "proof-missing",
    // Alone enough to hold: the form solves one for every person with JavaScript, and the page
    // without it confirms instead; only a script posting on its own has neither.
    weight: HOLD_AT,
    says: "no proof of work, and not confirmed through the page without JavaScript",
    test: (e) => e.proof === "missing",
  },
  {
    id: "proof-confirmed",
    // Not a clean bill: the page without JavaScript proves a cookie and a pause, not work, so any
    // other weak signal with it holds the post (links, a throwaway address).
    weight: 3,
    says: "confirmed through the page without JavaScript (no proof of work)",
    test: (e) => e.proof === "confirmed",
  },
  {
    id: "proof-invalid",
    weight: 6,
    says: "a proof of work that does not verify (forged or tampered)",
    test: (e) => e.proof === "invalid",
  },
  {
    id: "proof-expired",
    weight: 2,
    says: "a proof of work older than its challenge allows",
    test: (e) => e.proof === "expired",
  },
  {
    id: "proof-replayed",
    weight: 6,
    says: "a proof of work already used by another submission",
    test: (e) => e.proof === "replayed",
  },
  {
    id: "honeypot",
    weight: 6,
    says: "the hidden field people never see was filled",
    test: (e) => e.honeypot,
  },
  {
    id: "form-fields-missing",
    // Alone enough to hold: the form's script always sends its fill time and the honeypot field;
    // a post with a proof but without them was made by a script of its own (an integrator posts
    // with its key instead).
    weight: HOLD_AT,
    says: "a proof of work, but not the fill time or the hidden field the form always sends",
    test: (e) => e.formFieldsMissing && !e.integrator,
  },
  {
    id: "too-fast",
    weight: 3,
    says: `sent less than ${HUMAN_FILL_MS / 1000} s after the form was first used`,
    test: (e) => !e.integrator && e.fillMs !== null && e.fillMs < HUMAN_FILL_MS,
  },
  {
    id: "instant",
    // With `too-fast`, enough to hold: no one fills four fields in this time; a script does.
    weight: 2,
    says: `sent less than ${INSTANT_FILL_MS / 1000} s after the form was first used (on top of the above)`,
    test: (e) => !e.integrator && e.fillMs !== null && e.fillMs < INSTANT_FILL_MS,
  },
  {
    id: "links",
    weight: 2,
    says: "two links or more in the message",
    test: (e) => links(e.message).length >= 2,
  },
  {
    id: "many-links",
    // With `links`, enough to hold: people name their own site, rarely three.
    weight: 3,
    says: "three links or more in the message (on top of the above)",
    test: (e) => links(e.message).length >= 3,
  },
  {
    id: "link-in-name",
    weight: 4,
    says: "a link in the name field",
    test: (e) => links(e.fullName).length > 0,
  },
  {
    id: "link-markup",
    weight: 3,
    says: "BBCode or HTML link markup, which no contact form renders",
    test: (e) => MARKUP_PATTERN.test(e.message) || MARKUP_PATTERN.test(e.fullName),
  },
  {
    id: "shortener",
    weight: 3,
    says: "a link shortener, which hides where the link goes",
    test: (e) =>
      links(e.message).some((link) => {
        const name = host(link);
        return SHORTENERS.some((s) => name === s || name.endsWith(`.${s}`));
      }),
  },
  {
    id: "disposable-email",
    weight: 2,
    says: "a throwaway e-mail domain (mailchecker's list)",
    test: (e) => disposableDomain(e.email),
  },
  {
    id: "copy-campaign",
    // Alone enough to hold: a written message, word for word, from another address within the
    // hour. A person who sends it again from a second address is released by the operator.
    weight: HOLD_AT,
    says: `the same message (${CAMPAIGN_MIN_CHARS} characters or more) from another address within the hour`,
    test: (e) => e.sameMessageFromOthers >= 1 && e.message.trim().length >= CAMPAIGN_MIN_CHARS,
  },
];

export interface SpamScore {
  score: number;
  held: boolean;
  /** The ids of the signals that fired, in the table's order. */
  reasons: string[];
}

export function scoreSubmission(evidence: SpamEvidence): SpamScore {
  const fired = SPAM_SIGNALS.filter((signal) => signal.test(evidence));
  const score = fired.reduce((sum, signal) => sum + signal.weight, 0);
  return { score, held: score >= HOLD_AT, reasons: fired.map((signal) => signal.id) };
}
