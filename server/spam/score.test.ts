import { describe, expect, it } from "vitest";
import {
  CAMPAIGN_MIN_CHARS,
  HOLD_AT,
  HUMAN_FILL_MS,
  INSTANT_FILL_MS,
  SPAM_SIGNALS,
  disposableDomain,
  links,
  scoreSubmission,
  type SpamEvidence,
} from "./score";

/** An ordinary person's submission: nothing fires. */
const person: SpamEvidence = {
  proof: "valid",
  honeypot: false,
  fillMs: 95_000,
  formFieldsMissing: false,
  integrator: false,
  message: "We need a mobile app for our clinics in Riyadh and Jeddah. Could we talk next week?",
  fullName: "Layla Haddad",
  email: "layla@clinics.example.sa",
  sameMessageFromOthers: 0,
};

/** One case per signal: the evidence that fires it, and only it. */
const CASES: Record<string, Partial<SpamEvidence>> = {
  "proof-missing": { proof: "missing" },
  "proof-confirmed": { proof: "confirmed", fillMs: null },
  "proof-invalid": { proof: "invalid" },
  "proof-expired": { proof: "expired" },
  "proof-replayed": { proof: "replayed" },
  honeypot: { honeypot: true },
  "form-fields-missing": { formFieldsMissing: true },
  "too-fast": { fillMs: 2_500 },
  instant: {},
  links: { message: "See https://one.example and https://two.example for our offer" },
  "many-links": {},
  "link-in-name": { fullName: "Cheap SEO https://spam.example" },
  "link-markup": { message: "Great site! [url=https://spam.example]cheap pills[/url]" },
  shortener: { message: "Details here: https://bit.ly/3abcXYZ" },
  "disposable-email": { email: "someone@mailinator.com" },
  "copy-campaign": { sameMessageFromOthers: 1 },
};

describe("the spam score", () => {
  it("has a case for every signal, and passes an ordinary person", () => {
    expect(Object.keys(CASES).sort()).toEqual(SPAM_SIGNALS.map((s) => s.id).sort());
    expect(scoreSubmission(person)).toEqual({ score: 0, held: false, reasons: [] });
  });

  /** Signals that only add to another one: each has its own case below. */
  const onTop = ["many-links", "instant"];

  it.each(SPAM_SIGNALS.filter((s) => !onTop.includes(s.id)).map((s) => [s.id, s.weight] as const))(
    "%s fires on its case alone, weight %i",
    (id, weight) => {
      const result = scoreSubmission({ ...person, ...CASES[id] });
      expect(result.reasons).toEqual([id]);
      expect(result.score).toBe(weight);
    },
  );

  it("many-links adds to links from three links on, and holds them", () => {
    const two = "https://a.example and https://b.example";
    expect(scoreSubmission({ ...person, message: two }).reasons).toEqual(["links"]);
    const three = scoreSubmission({ ...person, message: `${two} and https://c.example` });
    expect(three).toEqual({ score: HOLD_AT, held: true, reasons: ["links", "many-links"] });
  });

  it("instant adds to too-fast under a person's fastest fill, and holds it; a fast person passes", () => {
    const fast = scoreSubmission({ ...person, fillMs: INSTANT_FILL_MS });
    expect(fast).toEqual({ score: 3, held: false, reasons: ["too-fast"] });
    const script = scoreSubmission({ ...person, fillMs: INSTANT_FILL_MS - 1 });
    expect(script).toEqual({ score: HOLD_AT, held: true, reasons: ["too-fast", "instant"] });
    expect(scoreSubmission({ ...person, fillMs: 200 }).held).toBe(true);
  });

  it("confirmed without JavaScript passes alone, and any weak signal with it holds the post", () => {
    const confirmed = { ...person, proof: "confirmed" as const, fillMs: null };
    expect(scoreSubmission(confirmed)).toEqual({ score: 3, held: false, reasons: ["proof-confirmed"] });
    for (const weak of ["links", "disposable-email", "too-fast"] as const) {
      expect(scoreSubmission({ ...confirmed, ...CASES[weak] }).held, weak).toBe(true);
    }
  });

  it("an integrator's key turns off the form's own signals, and nothing else", () => {
    const integrator = { ...person, integrator: true, formFieldsMissing: true, fillMs: 0 };
    expect(scoreSubmission(integrator)).toEqual({ score: 0, held: false, reasons: [] });
    expect(scoreSubmission({ ...integrator, ...CASES.links }).reasons).toEqual(["links"]);
    expect(scoreSubmission({ ...integrator, proof: "missing" }).held).toBe(true);
  });

  it("copy-campaign leaves short messages alone: people write greetings alike", () => {
    const short = "Please call me back.";
    expect(short.length).toBeLessThan(CAMPAIGN_MIN_CHARS);
    expect(scoreSubmission({ ...person, message: short, sameMessageFromOthers: 5 }).reasons).toEqual([]);
  });

  it("holds a bot's usual mix, and what no proof of work alone cannot pass", () => {
    expect(scoreSubmission({ ...person, ...CASES["proof-missing"] }).held).toBe(true);
    expect(scoreSubmission({ ...person, ...CASES["too-fast"], ...CASES.links }).held).toBe(true);
    expect(scoreSubmission({ ...person, ...CASES.honeypot }).score).toBeGreaterThanOrEqual(HOLD_AT);
    expect(scoreSubmission({ ...person, ...CASES["proof-replayed"] }).held).toBe(true);
  });

  it("never counts the language: Arabic with one link to the visitor's own site passes", () => {
    const arabic = scoreSubmission({
      ...person,
      fullName: "ليلى حداد",
      message:
        "نودّ تطوير تطبيق لعياداتنا في الرياض وجدة. موقعنا الحالي https://clinics.example.sa — متى يناسبكم الحديث؟",
    });
    expect(arabic).toEqual({ score: 0, held: false, reasons: [] });
    // A slow person without JavaScript, confirmed through the page, passes too.
    expect(scoreSubmission({ ...person, proof: "confirmed", fillMs: HUMAN_FILL_MS }).held).toBe(false);
  });

  it("reads links and throwaway domains", () => {
    expect(links("visit www.example.com or http://x.example/a?b=1.")).toHaveLength(2);
    expect(disposableDomain("x@mailinator.com")).toBe(true);
    expect(disposableDomain("x@sub.mailinator.com")).toBe(true);
    expect(disposableDomain("x@gmail.com")).toBe(false);
  });
});
