/**
 * The shape of every content file under content/ (docs/development.md). Astro validates each
 * file against these schemas when it loads the collections (app/content.config.ts), so the build
 * stops on a missing, empty, misspelt or misplaced field and names the file and the field. A page's
 * copy sits under one key per language (`en:`, `ar:`); a field that one language has and the other
 * lacks, or leaves empty, stops the build too (`sameFieldsInEveryLanguage`). Facts that do not
 * depend on the language (order, icon, illustration, featured lists) are written once, under the
 * default language's key: the layout the editor at /admin reads and writes (decision 016). The
 * schemas lift them out, so the pages read them beside the languages (`file.order`, `file.en`).
 */
import { z } from "astro/zod";
import { defaultLocale, localeCodes, type Locale } from "../i18n/locales";

/**
 * What the editor at /admin (app/admin/config.ts) reads besides the shape: a field written on
 * several lines, a picture and the media folder it is uploaded to, and the message of a pattern.
 */
export interface EditorHints {
  multiline?: true;
  /** A picture uploaded into public/<folder>/; the editor checks its file name against `fileName`. */
  image?: { folder: string; fileName: string };
  /** Shown when the value does not match the field's pattern. */
  patternMessage?: string;
}
const editor = (hints: EditorHints) => ({ editor: hints });

/** A piece of copy: never empty. */
const text = z.string().trim().min(1, "must not be empty");
/** Copy of one sentence or more, written on several lines in the editor. */
const longText = text.meta(editor({ multiline: true }));
/** Alternative text of a picture: empty when the picture only decorates the text beside it. */
const altText = z.string();
/** The pictures the site takes: scalable drawings first, then photos in today's formats. */
const pictureTypes = "svg|png|webp|avif|jpe?g";
const publicPathMessage =
  "must be a path under public/ of an SVG, PNG, WebP, AVIF or JPEG file, such as /illustrations/x.svg";
/** A file under public/, by its URL path: a picture, uploaded from the editor into `folder`. */
const publicPath = (folder = "illustrations") =>
  z
    .string()
    .regex(new RegExp(`^/[\\w./-]+\\.(${pictureTypes})$`), publicPathMessage)
    .meta(
      editor({
        image: { folder, fileName: `^[\\w.-]+\\.(${pictureTypes})$` },
        patternMessage:
          "must be an SVG, PNG, WebP, AVIF or JPEG file, named with letters, digits, dots and dashes",
      }),
    );
const paragraphs = z.array(longText).min(1, "needs at least one paragraph");

/**
 * A fact written for the site until the company supplies the real one (an invented partner, a
 * pattern phone number, an address at a reserved domain). The build can list what is still a
 * stand-in (app/content/stand-ins.ts); the editor shows a tick box, unticked once the fact is real.
 */
const standIn = z
  .boolean()
  .default(false)
  .describe(
    "Ticked while this is a stand-in, not the company's real fact. Untick it once the real one is in.",
  );

/**
 * The values copy may name in double braces, such as "Since {{foundingYear}}" (app/content/facts.ts,
 * which also names two of them counted with their words).
 */
export const factNames = ["foundingYear", "clientCount", "teamSize"] as const;

/**
 * A content file holding `copy` once per language, with the facts every language shares written
 * once under the default language: `{ en: { order, …copy }, ar: { …copy } }`. It is read as
 * `{ order, en: copy, ar: copy }`. Unknown keys are refused, so a misspelt field name does not pass
 * unnoticed, and a shared fact under another language is refused too.
 */
function bilingual<Copy extends z.ZodObject, Shared extends z.ZodRawShape>(copy: Copy, shared: Shared) {
  const sharedKeys = Object.keys(shared);
  const languages = Object.fromEntries(
    localeCodes.map((code) => [code, code === defaultLocale ? copy.extend(shared) : copy]),
  );
  return z
    .strictObject(languages)
    .superRefine((file, context) => {
      const byLang = file as Record<string, Record<string, unknown>>;
      const copyOf = (lang: Locale) => withoutKeys(byLang[lang], sharedKeys);
      for (const other of localeCodes.filter((code) => code !== defaultLocale)) {
        sameFieldsInEveryLanguage(copyOf(defaultLocale), copyOf(other), [], [defaultLocale, other], context);
      }
    })
    .transform((file) => {
      const byLang = file as Record<string, Record<string, unknown>>;
      const facts = Object.fromEntries(sharedKeys.map((key) => [key, byLang[defaultLocale]?.[key]]));
      const copies = Object.fromEntries(
        localeCodes.map((code) => [code, withoutKeys(byLang[code], sharedKeys)]),
      );
      return { ...facts, ...copies } as z.output<z.ZodObject<Shared>> & Record<Locale, z.output<Copy>>;
    });
}

function withoutKeys(value: Record<string, unknown> | undefined, keys: string[]) {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([key]) => !keys.includes(key)));
}

const isMissing = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * Reports each field that is filled in one language and missing or empty in the other. Lists of
 * sections must have as many entries in both; lists of sentences (paragraphs, bullets) may differ
 * in length, as a translation may say a thing in fewer sentences, but not be empty in one only.
 */
function sameFieldsInEveryLanguage(
  a: unknown,
  b: unknown,
  path: Array<string | number>,
  [langA, langB]: [Locale, Locale],
  context: z.RefinementCtx,
): void {
  if (isMissing(a) !== isMissing(b)) {
    const [empty, filled] = isMissing(a) ? [langA, langB] : [langB, langA];
    context.addIssue({
      code: "custom",
      path: [empty, ...path],
      message: `is missing or empty in "${empty}" but filled in "${filled}"`,
    });
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (!a.some((item) => typeof item === "object")) return;
    if (a.length !== b.length) {
      context.addIssue({
        code: "custom",
        path: [langB, ...path],
        message: `has ${b.length} entries in "${langB}" but ${a.length} in "${langA}"`,
      });
      return;
    }
    a.forEach((item, index) =>
      sameFieldsInEveryLanguage(item, b[index], [...path, index], [langA, langB], context),
    );
    return;
  }
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      sameFieldsInEveryLanguage(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        [...path, key],
        [langA, langB],
        context,
      );
    }
  }
}

/** Meta description: what search engines show under the title, about 120 to 160 characters. */
const metaDescription = text
  .max(200, "is longer than search engines show (200 characters)")
  .meta(editor({ multiline: true }));

/** The head of a page whose copy has no title of its own: the browser tab's title and the search snippet. */
const pageMeta = { metaTitle: text, metaDescription };

/** A closing call to action: a heading, one sentence and a button to /contact. */
const callToAction = z.strictObject({ heading: text, body: longText, button: text });
export type CallToAction = z.infer<typeof callToAction>;

/** The top of an inner page: a small label, the H1 and one or two sentences. */
const pageIntro = z.strictObject({ eyebrow: text, title: text, lead: longText });
export type PageIntro = z.infer<typeof pageIntro>;

/** One alternating picture-and-text section of a service or product page. */
const detailSection = z.strictObject({
  /** Small label above the heading, e.g. "About the service". */
  eyebrow: text,
  heading: text,
  paragraphs,
  /** Optional bullet points; in Arabic they may be fewer. */
  bullets: z.array(text).min(1).optional(),
  /** The section's picture's alternative text, or "" when it only decorates. */
  imageAlt: altText,
});

/** The copy of a service or product page in one language. */
const detailCopy = z.strictObject({
  /** The page's H1, and the name in the navigation and on cards. */
  title: text,
  /** One sentence on the service's or product's card. */
  summary: longText,
  /** One sentence under the H1. */
  tagline: longText,
  metaDescription,
  /** About, customer needs, solutions: in that order. */
  sections: z.tuple([detailSection, detailSection, detailSection]),
  cta: callToAction,
});

const detailShared = {
  /** Place in the lists and the navigation: 1 comes first. */
  order: z.number().int().positive(),
  /** The picture of the page's first section (its header on the card, too). */
  illustration: publicPath(),
};

const iconMessage = "must be SVG path data (the d attribute of a path), such as M4 4h16v16H4z";

/** content/services/<slug>.yaml: the slug is the file's name and the page's URL. */
export const serviceFile = bilingual(detailCopy, {
  ...detailShared,
  /** The line icon on the service's card: SVG path data on a 24-pixel grid, drawn in one stroke. */
  icon: z
    .string()
    .regex(/^[MmLlHhVvCcSsQqTtAaZz\d.,\s-]+$/, iconMessage)
    .meta(editor({ multiline: true, patternMessage: iconMessage })),
});
export type ServiceFile = z.infer<typeof serviceFile>;

/** content/products/<slug>.yaml: the slug is the file's name and the page's URL. */
export const productFile = bilingual(
  detailCopy.extend({ /** The product's name, on its card. */ name: text }),
  detailShared,
);
export type ProductFile = z.infer<typeof productFile>;

/** The copy of a service or product page, in one language, with the pictures of its sections. */
export type DetailCopy = z.infer<typeof detailCopy>;
export type DetailSection = z.infer<typeof detailSection> & { image: string };
export type DetailPage = Omit<DetailCopy, "sections"> & {
  sections: [DetailSection, DetailSection, DetailSection];
};

const linkedBlock = z.strictObject({ title: text, body: longText, link: text });
const sectionTop = { eyebrow: text, heading: text, intro: longText };
const catalogueTeaser = z.strictObject({ ...sectionTop, cardLink: text, all: text });

/** content/pages/home.yaml */
export const homeFile = bilingual(
  z.strictObject({
    ...pageMeta,
    hero: z.strictObject({
      eyebrow: text,
      /** The headline's fixed start; each phrase completes it. */
      headline: text,
      /** Typed one after the other after the fixed start; the first is shown without JavaScript. */
      phrases: z.array(text).min(1),
      /** The whole headline as one sentence, for screen readers and search engines. */
      headlineText: text,
      lead: longText,
      primary: text,
      secondary: text,
      imageAlt: altText,
    }),
    /** The counters' heading; their words are the translations' `counts` (each count's plural forms). */
    stats: z.strictObject({ heading: text }),
    pillars: z.strictObject({
      ...sectionTop,
      items: z.strictObject({ vision: linkedBlock, mission: linkedBlock, values: linkedBlock }),
    }),
    services: catalogueTeaser,
    products: catalogueTeaser,
    cta: callToAction,
  }),
  {
    /** The services the home page shows, by file name, in its order. */
    featuredServices: z.array(z.string()).min(1),
    /** The products the home page shows, by file name, in its order. */
    featuredProducts: z.array(z.string()).min(1),
  },
);
export type HomeCopy = z.infer<typeof homeFile>[Locale];
/** The home page's counters: the product and service files, the company's clients and team. */
export type HomeStatKey = "products" | "services" | "clients" | "team";
export type PillarKey = keyof HomeCopy["pillars"]["items"];

const textBlock = z.strictObject({ title: text, body: longText });
export type TextBlock = z.infer<typeof textBlock>;

/** content/pages/about.yaml: the six sections of the About page, in order. */
export const aboutFile = bilingual(
  z.strictObject({
    ...pageMeta,
    banner: pageIntro.extend({ imageAlt: altText }),
    who: z.strictObject({
      eyebrow: text,
      heading: text,
      blocks: z.tuple([textBlock, textBlock]),
      imageAlt: altText,
    }),
    what: z.strictObject({ ...sectionTop, vision: textBlock, mission: textBlock }),
    different: z.strictObject({
      ...sectionTop,
      items: z.tuple([
        textBlock.extend({ image: publicPath(), imageAlt: altText }),
        textBlock.extend({ image: publicPath(), imageAlt: altText }),
      ]),
    }),
    /** Shown only with `flags.aboutTeam` (off: the spec hides it). */
    team: z.strictObject({
      ...sectionTop,
      members: z.array(
        z.strictObject({ name: text, title: text, photo: publicPath("illustrations/team"), photoAlt: text }),
      ),
    }),
    cta: callToAction,
  }),
  {},
);
export type AboutCopy = z.infer<typeof aboutFile>[Locale];

const clockMessage = "must be a time on the 24-hour clock, such as 09:00 or 18:30";
/** A time of day as a file writes it ("09:00"); the page writes it out in its own language. */
const clockTime = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, clockMessage)
  .meta(editor({ patternMessage: clockMessage }));

/** content/pages/contact.yaml (the form's own labels are UI strings, in the translation files). */
export const contactFile = bilingual(
  z.strictObject({
    ...pageMeta,
    intro: pageIntro,
    form: z.strictObject({ heading: text, body: text }),
    details: z.strictObject({ heading: text, offices: text, reach: text, email: text, follow: text }),
    /** Shown only with `flags.contactOperatingDays` (off: the spec hides it). */
    hours: z.strictObject({
      heading: text,
      rows: z.array(z.strictObject({ office: text, days: text, opens: clockTime, closes: clockTime })),
      note: longText,
    }),
  }),
  {},
).superRefine((file, context) => {
  // An office's times are written in each language's pane of the editor: they must agree.
  const rows = (lang: Locale) => file[lang].hours.rows;
  for (const lang of localeCodes.filter((code) => code !== defaultLocale)) {
    rows(lang).forEach((row, index) => {
      for (const key of ["opens", "closes"] as const) {
        const expected = rows(defaultLocale)[index]?.[key];
        if (expected === undefined || row[key] === expected) continue;
        context.addIssue({
          code: "custom",
          path: [lang, "hours", "rows", index, key],
          message: `is ${row[key]} in "${lang}" but ${expected} in "${defaultLocale}"`,
        });
      }
    });
  }
});
export type ContactCopy = z.infer<typeof contactFile>[Locale];

/** content/pages/services.yaml: the services list. */
export const servicesListFile = bilingual(
  z.strictObject({ ...pageMeta, intro: pageIntro, cardLink: text, cta: callToAction }),
  {},
);
export type ServicesListCopy = z.infer<typeof servicesListFile>[Locale];

/** content/pages/products.yaml: the products list. */
export const productsListFile = bilingual(
  z.strictObject({
    ...pageMeta,
    intro: pageIntro,
    /** After the count tile's "7 digital products" (the product files; `counts.products` in the translations). */
    countBody: longText,
    cardLink: text,
    cta: callToAction,
  }),
  {},
);
export type ProductsListCopy = z.infer<typeof productsListFile>[Locale];

/**
 * The sectors a case study is filed under, in the order its list shows them. Their names are UI
 * strings (`sectors.<key>` in the translation files), so a sector is named the same on every page.
 */
export const sectors = [
  "government",
  "retail",
  "logistics",
  "education",
  "healthcare",
  "finance",
  "real-estate",
  "energy",
] as const;
export type Sector = (typeof sectors)[number];

/** A file's name without its extension, as another list names it (`cloud-services`). */
const fileName = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a file's name without .yaml, such as cloud-services");

/** The copy of a case study page in one language. */
const caseStudyCopy = z.strictObject({
  /** The page's H1, and the title of its card and of its links. */
  title: text,
  /** One sentence under the H1 and on the card. */
  summary: longText,
  /** The client by name, or described so that it stays anonymous ("A grocery chain of 40 stores"). */
  client: text,
  country: text,
  /** What the client was up against, before the work. */
  challenge: paragraphs,
  whatWeDid: paragraphs,
  /** What the work achieved, in figures: as many in every language, in the same order. */
  results: z
    .array(z.strictObject({ /** "40%", "3×", "9 to 2 days" */ figure: text, label: text }))
    .min(1, "needs at least one result"),
  /** Someone at the client, in their words, named by their role (the client may stay anonymous). */
  quote: z.strictObject({ text: longText, role: text }).optional(),
  cta: callToAction,
  ...pageMeta,
});

/**
 * content/case-studies/<slug>.yaml: the slug is the file's name and the page's URL. The services
 * and products it names must have their files (the reader checks them: `refers` in the table of
 * kinds), and their pages link back to it.
 */
export const caseStudyFile = bilingual(caseStudyCopy, {
  /** Place in the list, within its sector: 1 comes first (each file has an order of its own). */
  order: z.number().int().positive(),
  sector: z.enum(sectors),
  services: z
    .array(fileName)
    .min(1, "names at least one service")
    .describe(
      "The services the work used, by their files' names in content/services (cloud-services for cloud-services.yaml).",
    ),
  products: z
    .array(fileName)
    .default([])
    .describe(
      "The products the work used, if any, by their files' names in content/products (shaari for shaari.yaml).",
    ),
  /** The picture beside the page's title. */
  illustration: publicPath(),
  /** The whole case study is an example, written until the company's own is in. */
  standIn,
});
export type CaseStudyFile = z.infer<typeof caseStudyFile>;
export type CaseStudyCopy = z.infer<typeof caseStudyCopy>;

/** content/pages/case-studies.yaml: the case studies list. */
export const caseStudiesListFile = bilingual(
  z.strictObject({ ...pageMeta, intro: pageIntro, cardLink: text, cta: callToAction }),
  {},
);
export type CaseStudiesListCopy = z.infer<typeof caseStudiesListFile>[Locale];

const inEveryLanguage = z.strictObject(
  Object.fromEntries(localeCodes.map((code) => [code, text])) as Record<Locale, typeof text>,
);
export const socialNetworks = ["facebook", "instagram", "x", "linkedin"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** content/company.yaml: the facts every page, the footer and the search-engine data read. */
export const companyFile = z.strictObject({
  legalName: text,
  foundingYear: z.number().int().min(1900).max(2100),
  /** Active clients and team members, as the home page's counters and the About page state them. */
  clientCount: z.number().int().positive(),
  teamSize: z.number().int().positive(),
  logo: publicPath("brand"),
  email: z.email(),
  phones: z.array(
    z.strictObject({
      label: inEveryLanguage,
      /** As dialled: E.164. */
      e164: z.string().regex(/^\+[1-9]\d{6,14}$/, "must be an E.164 number such as +97142345678"),
      /** As shown. */
      display: text,
      standIn,
    }),
  ),
  branches: z.array(
    z.strictObject({
      id: z.string().regex(/^[a-z0-9-]+$/),
      name: inEveryLanguage,
      address: inEveryLanguage,
      /** Opens the branch in a maps service, in a new tab. */
      mapUrl: z.url({ protocol: /^https$/ }),
      city: text,
      countryCode: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code such as AE"),
      geo: z.strictObject({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
      }),
      /** The name, address, map link and position are a stand-in. */
      standIn,
    }),
  ),
  social: z.array(
    z.strictObject({ network: z.enum(socialNetworks), url: z.url({ protocol: /^https$/ }), standIn }),
  ),
  /** Which of the single facts above are still stand-ins. */
  standIns: z
    .strictObject({
      legalName: standIn,
      foundingYear: standIn,
      clientCount: standIn,
      teamSize: standIn,
      email: standIn,
    })
    .optional()
    .describe("Tick each fact above that is still a stand-in; untick it once the real one is in."),
});
export type Company = z.infer<typeof companyFile>;
export type Branch = Company["branches"][number];

/** The front matter of content/terms/<lang>.md; the body is the terms in Markdown, one `##` per section. */
export const termsFile = z.strictObject({
  title: text,
  metaDescription,
  /** The "Last updated" line under the title. */
  updated: text,
  /** Sections (their `##` headings) that the company's counsel or product team must confirm before they go live. */
  toConfirm: z
    .array(z.strictObject({ section: text, note: longText }))
    .optional()
    .describe(
      "Sections still to be confirmed by the company's counsel or product team: the section's heading as written, and what to confirm. Remove an entry once confirmed.",
    ),
});
export type TermsFrontMatter = z.infer<typeof termsFile>;

/** The front matter of content/privacy/<lang>.md, the privacy notice: the same fields as the terms'. */
export const privacyFile = termsFile;

/** content/partners.yaml: the logos of the partners carousel, in its order. Names are the same in every language. */
export const partnersFile = z.strictObject({
  partners: z
    .array(z.strictObject({ name: text, logo: publicPath("partners"), standIn }))
    .min(1, "needs at least one partner"),
});
export type Partner = z.infer<typeof partnersFile>["partners"][number];

/** content/pages/news.yaml: the news list (/blog), switched off as shipped. */
export const newsListFile = bilingual(
  z.strictObject({
    ...pageMeta,
    intro: pageIntro,
    /** What a language's list says when it has no article yet (the other language's list is linked). */
    empty: longText,
  }),
  {
    /** The news pages, their feeds and the header's link exist only when this is ticked. */
    enabled: z
      .boolean()
      .default(false)
      .describe(
        "Tick to publish the news pages (/blog) and their link in the header, once at least one article is not a draft.",
      ),
    /** Articles on each page of the list; more make a second page. */
    perPage: z.number().int().min(1).max(50).default(10),
  },
);
export type NewsListCopy = z.infer<typeof newsListFile>[Locale];

/** A page address: lowercase words, digits and hyphens (`moving-an-erp-to-the-cloud`). */
const addressPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The front matter of a news article, content/news/<article>/<lang>.md: one file per language, an
 * article may have one language only. `article` is its folder's name and `lang` its file's, both
 * written in the file so the editor, which keeps one collection per language, knows them.
 */
export const articleFile = z.strictObject({
  lang: z.enum(localeCodes as [Locale, ...Locale[]]),
  article: z
    .string()
    .regex(addressPattern, "must be lowercase words, digits and hyphens, such as cloud-erp-steps")
    .refine((slug) => slug !== "page", 'cannot be "page", the address of the list\'s further pages')
    .describe(
      "The article's address (/blog/<address>), the same in every language of the article: lowercase English words joined by hyphens.",
    )
    .meta(editor({ patternMessage: "must be lowercase words, digits and hyphens, such as cloud-erp-steps" })),
  title: text,
  /** Shown in the list, the feed and search results. */
  description: metaDescription,
  /** The day it is published (the list is newest first) and, if changed since, the day it was. */
  date: z.coerce.date(),
  updated: z.coerce.date().optional(),
  author: text,
  tags: z.array(text).default([]),
  /** A picture above the text, shared as the article's picture; its alternative text beside it. */
  cover: publicPath("illustrations/news").optional(),
  coverAlt: altText.optional(),
  /** A draft is built by `npm run dev` and shown in the editor's preview, never on the public site. */
  draft: z.boolean().default(false).describe("Ticked while the article is a draft: it is not published."),
  standIn,
});
export type ArticleFile = z.infer<typeof articleFile>;
