/**
 * The spam defence's two measures (bench/README.md, "Spam defence"):
 *
 * - `powSolveTimes`: how long the contact form's proof of work takes a visitor, in headless
 *   Chromium on the built contact page with the CPU throttled 4× (Chrome DevTools Protocol
 *   `Emulation.setCPUThrottlingRate`), from the first focus in the form to the widget's solution,
 *   over several page loads (each a fresh challenge from the server).
 * - `spamRun`: a corpus of bot behaviours and of ordinary messages in both languages, posted to
 *   the bench's server wired to the local ERP (tests/fake-erp): the share of bots held (never
 *   delivered) and of people passed (delivered).
 */
import { chromium, type Browser } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import {
  CHALLENGE_API,
  CONFIRM_API,
  CONTACT_API,
  FILL_FIELD,
  HONEYPOT,
  IDEMPOTENCY_HEADER,
  PROOF_FIELD,
} from "../app/contact/contract";
import { CONFIRM_PATH } from "../app/contact/results";
import { chromiumArgs, findChromium } from "../tests/support/chromium";
import { median } from "./stats";

/** The median solve time the cost is chosen for (4× throttled CPU), and the throttling. */
export const POW_TARGET_MS = 1500;
export const POW_THROTTLING = 4;

export interface PowResult {
  /** The server's setting (SPAM_POW_COST) and key prefix the challenges came with. */
  cost: number | null;
  keyPrefix: string | null;
  throttling: number;
  /** Each page load's time from the first focus in the form to the solution, ms. */
  runsMs: number[];
  medianMs: number | null;
  /** The same, unthrottled (one value per run). */
  unthrottledMs: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One page load of `url` at `rate`× CPU: ms from the focus in the form to the widget's solution. */
async function solveOnce(
  browser: Browser,
  url: string,
  rate: number,
): Promise<{ ms: number; challenge: Challenge | null }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    let challenge: Challenge | null = null;
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === CHALLENGE_API)
        void response.json().then((json: Challenge) => (challenge = json));
    });
    await page.goto(url);
    // The form's script starts when the visitor reaches for it (decision 029): the pointer comes
    // onto the form first, as a visitor's does, so that the time below is the proof's alone.
    await page.locator("form.contact-form").hover();
    await page.locator("form.contact-form[novalidate]").waitFor({ timeout: 60_000 });
    await page.locator("altcha-widget").waitFor({ state: "attached", timeout: 60_000 });
    // Times kept in the page: from the focus to the widget's "verified" state change.
    await page.evaluate(() => {
      const widget = document.querySelector("altcha-widget")!;
      const times: Record<string, number> = {};
      (window as unknown as { powTimes: Record<string, number> }).powTimes = times;
      widget.addEventListener("statechange", (event) => {
        const { state } = (event as CustomEvent<{ state: string }>).detail;
        if (state === "verified" && !times.verified) times.verified = performance.now();
        if (state === "error") times.error = performance.now();
      });
      times.focus = performance.now();
      (document.querySelector("#contact-full_name") as HTMLInputElement).focus();
    });
    const handle = await page.waitForFunction(
      () => {
        const times = (window as unknown as { powTimes: Record<string, number> }).powTimes;
        return times.verified || times.error ? times : null;
      },
      undefined,
      { timeout: 120_000, polling: 50 },
    );
    const times = (await handle.jsonValue()) as Record<string, number>;
    if (times.error) throw new Error(`the widget failed to solve the challenge on ${url}`);
    return { ms: times.verified! - times.focus!, challenge };
  } finally {
    await context.close();
  }
}

/** The proof of work's solve time on `origin`'s contact page, `runs` page loads per rate. */
export async function powSolveTimes(
  origin: string,
  {
    runs = 7,
    path = "/contact",
    log = console.info,
  }: { runs?: number; path?: string; log?: (line: string) => void } = {},
): Promise<PowResult> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const url = origin + path;
    const runsMs: number[] = [];
    const unthrottledMs: number[] = [];
    let challenge: Challenge | null = null;
    for (let run = 1; run <= runs; run++) {
      const throttled = await solveOnce(browser, url, POW_THROTTLING);
      challenge ??= throttled.challenge;
      runsMs.push(throttled.ms);
      const plain = await solveOnce(browser, url, 1);
      unthrottledMs.push(plain.ms);
      log(
        `  proof of work, run ${run}/${runs}: ${Math.round(throttled.ms)} ms at ${POW_THROTTLING}× CPU, ` +
          `${Math.round(plain.ms)} ms unthrottled`,
      );
    }
    const parameters = (challenge as Challenge | null)?.parameters;
    return {
      cost: parameters?.cost ?? null,
      keyPrefix: parameters?.keyPrefix ?? null,
      throttling: POW_THROTTLING,
      runsMs,
      medianMs: median(runsMs),
      unthrottledMs,
    };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The spam corpus

type Lang = "en" | "ar";

interface Fields {
  full_name: string;
  phone: string;
  email: string;
  message: string;
  lang: Lang;
}

/** How a sample reaches the server. */
type Route =
  /** JSON as the island posts it: with a proof of its own (solved here) or none. */
  | {
      kind: "json";
      proof: "solved" | "none" | "forged" | "replayed";
      fillMs: number;
      honeypot?: string;
      /** Leaves out `fill_ms` and the hidden field, which the form's script always sends. */
      bare?: boolean;
    }
  /** A page post without JavaScript, then the confirmation page's button after `pauseMs`, or never. */
  | { kind: "page"; confirmAfterMs: number | null; honeypot?: string };

export interface Sample {
  who: "bot" | "person";
  /** The behaviour, for the report's rows. */
  behaviour: string;
  fields: Fields;
  route: Route;
  /**
   * The client's address, as the proxy in front tells the server (X-Forwarded-For; the bench's
   * server trusts one hop): every person on a network of their own, a bot on the networks it holds.
   */
  address: string;
}

const EN_NAMES = ["Sara Ali", "James Carter", "Priya Nair", "Tom Becker", "Lina Haddad", "Omar Farouk"];
const AR_NAMES = ["سارة علي", "محمد الحربي", "ليلى حداد", "عمر فاروق", "نورة القحطاني", "يوسف الزعبي"];

const PEOPLE_EN = [
  "We run three clinics in Dubai and want an app for booking appointments. Could we talk next week?",
  "Our ERP is ten years old and the team is tired of spreadsheets beside it. What would a move cost?",
  "I saw your work on logistics dashboards. We need something similar for our fleet of 40 trucks.",
  "Could you send a quote for a bilingual website, about 15 pages, with a blog?",
  "We are a school looking for a parents' portal: grades, fees and messages. Is this something you do?",
  "Our online shop is slow on phones. Current site: https://www.example-shop.ae — can you audit it?",
  "Hello, I'd like a demo of your HR product for a company of about 120 people.",
  "We need help moving our servers to the cloud before March. Please call me in the morning.",
  "Looking for a partner to maintain our Odoo installation; see our site https://example-trading.com for what we do.",
  "Do you build apps for both Android and iPhone? We have the designs ready.",
  "Our marketing team wants a dashboard of campaign results from three ad platforms.",
  "Please contact me about digital transformation for a family business in Sharjah.",
  "We import spare parts and need a stock system that talks to our accounting software.",
  "Our hotel wants online check-in in English and Arabic. Do you have a similar project to show?",
  "I manage IT for a small law firm in Doha; we need document management that works offline.",
  "Following up on our call this morning, please send the proposal to this address.",
  "Interested in the cloud migration service for a team of 30. Please call.",
];

const PEOPLE_AR = [
  "نملك سلسلة مطاعم في الرياض ونحتاج إلى تطبيق للطلبات والتوصيل. متى يمكننا الحديث؟",
  "نظامنا المحاسبي قديم ونريد الانتقال إلى نظام ERP حديث. ما الخطوات والتكلفة التقريبية؟",
  "نرغب في موقع إلكتروني بالعربية والإنجليزية لشركتنا العقارية، قرابة عشر صفحات.",
  "هل تقدمون خدمة صيانة شهرية للمواقع؟ موقعنا الحالي https://www.example-co.sa",
  "أحتاج إلى عرض سعر لتطبيق جوال لحجز مواعيد صالون تجميل.",
  "نحن مدرسة خاصة ونبحث عن بوابة لأولياء الأمور تعرض الدرجات والرسوم.",
  "أرجو التواصل معي بخصوص نقل خوادمنا إلى السحابة قبل نهاية العام.",
  "نريد لوحة مؤشرات لمبيعات فروعنا الخمسة، هل هذا من اختصاصكم؟",
  "شاهدت مشروعكم لشركة النقل وأعجبني، ونحتاج إلى شيء مشابه لأسطولنا.",
  "نطلب عرضًا توضيحيًا لنظام الموارد البشرية لشركة فيها نحو مئة موظف.",
  "متجرنا الإلكتروني بطيء على الجوال، موقعنا https://example-store.com فهل يمكنكم فحصه؟",
  "أود الاستفسار عن خدمات التسويق الرقمي لعلامة تجارية ناشئة في عمّان.",
  "نستورد قطع الغيار ونبحث عن نظام مخزون يتكامل مع برنامج المحاسبة لدينا.",
  "فندقنا يريد تسجيل دخول النزلاء إلكترونيًا بالعربية والإنجليزية، فهل لديكم تجربة مماثلة؟",
  "مكتب محاماة صغير في الكويت يحتاج إلى أرشفة إلكترونية للمستندات تعمل دون اتصال.",
  "بخصوص اتصالنا اليوم، أرسلوا العرض على هذا البريد من فضلكم.",
  "مهتم بخدمة تطوير التطبيقات، أرجو الاتصال بي بعد الظهر.",
];

const LINK_SPAM = [
  "Best SEO services!!! https://rank-fast.example https://cheap-links.example https://buy-backlinks.example",
  "Hi, check [url=https://casino.example]online casino[/url] and [url=https://slots.example]free slots[/url]",
  'Earn $5000 a week <a href="https://money.example">here</a> and https://more-money.example',
  "Great site! Visit https://bit.ly/3xYz123 for a special offer https://tinyurl.com/abc123",
  "Crypto signals daily https://signals.example https://pump.example https://t.me/pumpgroup https://join.example",
  "عروض حصرية https://offers.example و https://discount.example و https://deal.example",
];

const CAMPAIGN =
  "Hello, we help businesses like yours get more clients through our lead generation service. Reply for a free trial: https://leads-now.example";

const NO_WAIT = [
  "Hello I am interested in your services please contact me",
  "We offer web design services at low prices, reply if interested",
  "Please send me your price list",
];

const phone = (n: number) =>
  `+971 50 ${String(1000000 + n * 7919).slice(-7, -4)} ${String(1000 + n).slice(-4)}`;

/**
 * The hour's budget of confirmations without JavaScript the bench's server runs with
 * (CONTACT_NOSCRIPT_PER_HOUR): the corpus's six people without JavaScript, and one more.
 */
export const SPAM_NOSCRIPT_BUDGET = 7;

/** The corpus: bot behaviours and people, each with an address of its own in this run. */
export function spamCorpus(stamp: string): Sample[] {
  const samples: Sample[] = [];
  let n = 0;
  const email = (label: string) => `${label}-${stamp}-${++n}@example.com`;
  // Each person on a network of their own (an IPv4 /24 of the shared address space).
  let people = 0;
  const personAddress = () => {
    people += 1;
    return `100.64.${people}.${10 + (people % 200)}`;
  };
  const person = (lang: Lang, i: number, route: Route, behaviour: string): Sample => ({
    who: "person",
    address: personAddress(),
    behaviour,
    fields: {
      full_name: (lang === "ar" ? AR_NAMES : EN_NAMES)[i % 6]!,
      phone: phone(n),
      email: email(`person-${lang}`),
      message: (lang === "ar" ? PEOPLE_AR : PEOPLE_EN)[i]!,
      lang,
    },
    route,
  });
  const bot = (
    behaviour: string,
    message: string,
    route: Route,
    name = "John Smith",
    address = "198.51.100.66",
  ): Sample => ({
    who: "bot",
    address,
    behaviour,
    fields: { full_name: name, phone: phone(n), email: email("bot"), message, lang: "en" },
    route,
  });

  // People with JavaScript: a proof solved while they typed, 20 s to 3 min of filling in.
  for (let i = 0; i < 12; i++) {
    const fillMs = 20_000 + i * 14_000;
    samples.push(person("en", i, { kind: "json", proof: "solved", fillMs }, "person, English"));
    samples.push(person("ar", i, { kind: "json", proof: "solved", fillMs }, "person, Arabic"));
  }
  // Quick people: every field autofilled and a message pasted, sent 2 to 3.5 s after the first use.
  for (let i = 15; i < 17; i++) {
    const fillMs = 2_000 + (i - 15) * 1_500;
    for (const lang of ["en", "ar"] as const)
      samples.push(
        person(lang, i, { kind: "json", proof: "solved", fillMs }, "person, autofilled and pasted"),
      );
  }
  // People without JavaScript: the page post, then the confirmation page's button after reading it.
  // Every person writes a message of their own (two people never send one text word for word).
  for (let i = 12; i < 15; i++) {
    for (const lang of ["en", "ar"] as const)
      samples.push(person(lang, i, { kind: "page", confirmAfterMs: 3_500 }, "person without JavaScript"));
  }

  // Bots that post on their own, without running the page: no proof.
  for (let i = 0; i < 40; i++)
    samples.push(
      bot(
        "raw JSON post, no proof",
        i % 2 ? LINK_SPAM[i % LINK_SPAM.length]! : NO_WAIT[i % NO_WAIT.length]!,
        { kind: "json", proof: "none", fillMs: i % 3 ? 0 : 30_000 },
      ),
    );
  for (let i = 0; i < 25; i++)
    samples.push(
      bot("raw form post, never confirmed", NO_WAIT[i % NO_WAIT.length]!, {
        kind: "page",
        confirmAfterMs: null,
      }),
    );
  for (let i = 0; i < 10; i++)
    samples.push(
      bot("raw form post, confirmed at once", NO_WAIT[i % NO_WAIT.length]!, {
        kind: "page",
        confirmAfterMs: 0,
      }),
    );
  for (let i = 0; i < 10; i++)
    samples.push(
      bot("raw form post with the hidden field filled, confirmed later", NO_WAIT[i % 3]!, {
        kind: "page",
        confirmAfterMs: 3_500,
        honeypot: "https://seo.example",
      }),
    );
  // Bots that paid for proofs (a headless browser, or the solver run here).
  for (let i = 0; i < 10; i++)
    samples.push(
      bot("forged or tampered proof", NO_WAIT[i % 3]!, { kind: "json", proof: "forged", fillMs: 12_000 }),
    );
  for (let i = 0; i < 20; i++)
    samples.push(
      bot(
        "link spam with a solved proof",
        LINK_SPAM[i % LINK_SPAM.length]!,
        { kind: "json", proof: "solved", fillMs: 1_000 + i * 600 },
        i % 5 === 4 ? "Visit https://cheap-pills.example" : "Mike",
      ),
    );
  for (let i = 0; i < 10; i++)
    samples.push(
      bot("hidden field filled, solved proof", NO_WAIT[i % 3]!, {
        kind: "json",
        proof: "solved",
        fillMs: 15_000,
        honeypot: "https://seo.example",
      }),
    );
  for (let i = 0; i < 12; i++)
    samples.push(
      bot("copy campaign (one text, many addresses), solved proofs", CAMPAIGN, {
        kind: "json",
        proof: "solved",
        fillMs: 2_000 + i * 500,
      }),
    );
  for (let i = 0; i < 10; i++)
    samples.push(
      bot("headless script, no wait (filled in 200 ms), solved proof", NO_WAIT[i % 3]!, {
        kind: "json",
        proof: "solved",
        fillMs: 200,
      }),
    );
  // A bot that read the code: a solved proof, but not the fields only the form's script sends.
  for (let i = 0; i < 10; i++)
    samples.push(
      bot("solved proof, without the form's fill time and hidden field", NO_WAIT[i % 3]!, {
        kind: "json",
        proof: "solved",
        fillMs: 30_000,
        bare: true,
      }),
    );
  // Bots that read the code and keep cookies: the path without JavaScript, confirmed after the
  // pause, from a fresh IPv4 /24 each time, or from fresh IPv6 /64s of the one /48 they hold. A
  // message of their own each, so no copy campaign shows.
  for (let i = 0; i < 30; i++)
    samples.push(
      bot(
        "form post without JavaScript confirmed after the pause, a new /24 each time",
        `Hello, please send me your price list for project number ${i + 1}.`,
        { kind: "page", confirmAfterMs: 3_500 },
        "John Smith",
        `203.0.${i}.${20 + i}`,
      ),
    );
  for (let i = 0; i < 15; i++)
    samples.push(
      bot(
        "form post without JavaScript confirmed after the pause, a new IPv6 /64 of one /48 each time",
        `Good day, we would like a call about our request number ${i + 101}.`,
        { kind: "page", confirmAfterMs: 3_500 },
        "John Smith",
        `2001:db8:bad:${(i + 1).toString(16)}::${i + 1}`,
      ),
    );
  // A bot that solved one proof and sends it again: its first use is the headless script's last
  // post just above (counted in that row), then 15 more.
  for (let i = 0; i < 15; i++)
    samples.push(
      bot("one solved proof sent again 15 times", NO_WAIT[i % 3]!, {
        kind: "json",
        proof: "replayed",
        fillMs: 9_000,
      }),
    );
  return samples;
}

// ---------------------------------------------------------------------------------------------
// The run

export interface SpamRow {
  who: "bot" | "person";
  behaviour: string;
  count: number;
  held: number;
  passed: number;
}

export interface SpamResult {
  bots: number;
  botsHeld: number;
  people: number;
  peoplePassed: number;
  rows: SpamRow[];
  /** Posts the server refused outright (4xx/5xx other than the expected redirects), by status. */
  refused: Record<string, number>;
  /** The answers a bot saw: how many looked like a person's (200/202, or 303 to a sent page). */
  botsAnsweredAsPeople: number;
}

async function challenge(origin: string): Promise<Challenge> {
  const response = await fetch(origin + CHALLENGE_API);
  if (!response.ok) throw new Error(`GET ${CHALLENGE_API} answered ${response.status}`);
  return (await response.json()) as Challenge;
}

/** A payload as the widget posts it: base64 of `{challenge, solution}`. */
async function solvedProof(origin: string): Promise<string> {
  const c = await challenge(origin);
  const solution = await solveChallenge({ challenge: c, deriveKey });
  if (!solution) throw new Error("no solution found for the server's challenge");
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: c.parameters, signature: c.signature }, solution }),
  ).toString("base64");
}

/** A proof that does not verify: a real challenge, a made-up solution. */
async function forgedProof(origin: string): Promise<string> {
  const c = await challenge(origin);
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: c.parameters, signature: c.signature },
      solution: { counter: 42, derivedKey: "00".repeat(32) },
    }),
  ).toString("base64");
}

let keys = 0;
const key = () => `bench-spam-${process.pid}-${Date.now()}-${++keys}`;

/** Posts one sample; whether the answer looked like a lead's (what every visitor must see). */
async function post(
  origin: string,
  sample: Sample,
  replayable: { proof?: string },
): Promise<{ status: number; looksSent: boolean; cookie?: string }> {
  const { route, fields } = sample;
  if (route.kind === "json") {
    let proof: string | undefined;
    if (route.proof === "solved") proof = replayable.proof = await solvedProof(origin);
    else if (route.proof === "replayed") proof = replayable.proof ??= await solvedProof(origin);
    else if (route.proof === "forged") proof = await forgedProof(origin);
    const response = await fetch(origin + CONTACT_API, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "x-forwarded-for": sample.address,
        [IDEMPOTENCY_HEADER]: key(),
      },
      body: JSON.stringify({
        ...fields,
        interests: [],
        ...(route.bare ? {} : { [HONEYPOT]: route.honeypot ?? "", [FILL_FIELD]: route.fillMs }),
        ...(proof ? { [PROOF_FIELD]: proof } : {}),
      }),
    });
    await response.arrayBuffer();
    return { status: response.status, looksSent: response.status === 200 || response.status === 202 };
  }
  const response = await fetch(origin + CONTACT_API, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
      "x-forwarded-for": sample.address,
    },
    body: new URLSearchParams({ ...fields, [HONEYPOT]: route.honeypot ?? "" }).toString(),
  });
  await response.arrayBuffer();
  const location = response.headers.get("location") ?? "";
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
  return {
    status: response.status,
    looksSent: response.status === 303 && location.endsWith(CONFIRM_PATH),
    cookie,
  };
}

async function confirm(origin: string, sample: Sample, cookie: string): Promise<boolean> {
  const lang = sample.fields.lang;
  const response = await fetch(origin + CONFIRM_API, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
      "x-forwarded-for": sample.address,
      cookie,
    },
    body: new URLSearchParams({ lang }).toString(),
  });
  await response.arrayBuffer();
  return response.status === 303 && (response.headers.get("location") ?? "").includes("/contact/sent");
}

/**
 * Posts the corpus to `origin` (a server delivering to the local ERP at `erpOrigin`), confirms the
 * page posts that confirm, then waits until every person's lead has reached the ERP (at most
 * `settleMs`) and 3 s more: a sample whose address never reached the ERP was held.
 */
export async function spamRun(
  origin: string,
  erpOrigin: string,
  { stamp = String(Date.now()), settleMs = 60_000, log = console.info } = {},
): Promise<SpamResult> {
  const corpus = spamCorpus(stamp);
  const refused: Record<string, number> = {};
  let botsAnsweredAsPeople = 0;
  const replayable: { proof?: string } = {};
  const confirmations: { at: number; sample: Sample; cookie: string }[] = [];
  log(
    `Spam corpus: ${corpus.filter((s) => s.who === "bot").length} bots, ${corpus.filter((s) => s.who === "person").length} people…`,
  );
  for (const sample of corpus) {
    const answer = await post(origin, sample, replayable);
    if (sample.who === "bot" && answer.looksSent) botsAnsweredAsPeople += 1;
    if (!answer.looksSent) refused[String(answer.status)] = (refused[String(answer.status)] ?? 0) + 1;
    if (sample.route.kind !== "page" || sample.route.confirmAfterMs === null || !answer.cookie) continue;
    // A bot confirms as soon as it has the page; a person reads it first (confirmed below).
    if (sample.route.confirmAfterMs === 0) await confirm(origin, sample, answer.cookie);
    else confirmations.push({ at: Date.now() + sample.route.confirmAfterMs, sample, cookie: answer.cookie });
  }
  for (const { at, sample, cookie } of confirmations.sort((a, b) => a.at - b.at)) {
    if (at > Date.now()) await sleep(at - Date.now());
    await confirm(origin, sample, cookie);
  }

  const arrived = async () => {
    const leads = (await (await fetch(`${erpOrigin}/__leads`)).json()) as { vals: { email_from?: string } }[];
    return new Set(leads.map((lead) => lead.vals.email_from));
  };
  const people = corpus.filter((sample) => sample.who === "person");
  const deadline = Date.now() + settleMs;
  let delivered = await arrived();
  while (Date.now() < deadline && !people.every((p) => delivered.has(p.fields.email))) {
    await sleep(500);
    delivered = await arrived();
  }
  await sleep(3_000);
  delivered = await arrived();

  const rows = new Map<string, SpamRow>();
  for (const sample of corpus) {
    const id = `${sample.who}\u0000${sample.behaviour}`;
    const row = rows.get(id) ?? {
      who: sample.who,
      behaviour: sample.behaviour,
      count: 0,
      held: 0,
      passed: 0,
    };
    row.count += 1;
    if (delivered.has(sample.fields.email)) row.passed += 1;
    else row.held += 1;
    rows.set(id, row);
  }
  const all = [...rows.values()];
  const sum = (who: "bot" | "person", pick: (row: SpamRow) => number) =>
    all.filter((row) => row.who === who).reduce((total, row) => total + pick(row), 0);
  return {
    bots: sum("bot", (row) => row.count),
    botsHeld: sum("bot", (row) => row.held),
    people: sum("person", (row) => row.count),
    peoplePassed: sum("person", (row) => row.passed),
    rows: all,
    refused,
    botsAnsweredAsPeople,
  };
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : "–");

/** The report's section on the spam defence (either part may be missing). */
export function renderSpam(pow: PowResult | undefined, spam: SpamResult | undefined): string[] {
  const out: string[] = [];
  if (!pow && !spam) return out;
  out.push("## Spam defence", "");
  if (pow) {
    const ok = pow.medianMs !== null && pow.medianMs < POW_TARGET_MS;
    out.push(
      `Proof of work (PBKDF2/SHA-256, cost ${pow.cost ?? "?"} per attempt, key prefix \`${pow.keyPrefix ?? "?"}\`): ` +
        `solved on the contact page in headless Chromium at ${pow.throttling}× CPU in a median ` +
        `**${pow.medianMs === null ? "–" : Math.round(pow.medianMs)} ms** over ${pow.runsMs.length} page loads ` +
        `(target under ${POW_TARGET_MS} ms ${ok ? "✓" : "✗"}); each run: ${pow.runsMs.map(Math.round).join(", ")} ms; ` +
        `unthrottled: ${pow.unthrottledMs.map(Math.round).join(", ")} ms.`,
      "",
    );
  }
  if (spam) {
    out.push(
      `Spam corpus: **${percent(spam.botsHeld, spam.bots)} of bots held** (${spam.botsHeld} of ${spam.bots}; target ≥ 99 %), ` +
        `**${percent(spam.peoplePassed, spam.people)} of people passed** (${spam.peoplePassed} of ${spam.people}; target 100 %). ` +
        `${spam.botsAnsweredAsPeople} bot posts got the answer a person gets.`,
      "",
      "| who | behaviour | posts | held | delivered |",
      "| --- | --- | ---: | ---: | ---: |",
      ...spam.rows.map(
        (row) => `| ${row.who} | ${row.behaviour} | ${row.count} | ${row.held} | ${row.passed} |`,
      ),
      "",
    );
    out.push(
      `The corpus posts through one proxy that names each sample's network (people each on their own, ` +
        `bots on the networks they hold), to a server whose hour's budget of confirmations without ` +
        `JavaScript is ${SPAM_NOSCRIPT_BUDGET} (CONTACT_NOSCRIPT_PER_HOUR): the corpus's six people ` +
        `without JavaScript and one more, so a bot that confirms from a new network each time gets ` +
        `what is left of the hour and no more.`,
      "",
    );
    const refusedText = Object.entries(spam.refused).map(([status, count]) => `${count} × ${status}`);
    if (refusedText.length) out.push(`Answers other than a person's: ${refusedText.join(", ")}.`, "");
  }
  return out;
}
