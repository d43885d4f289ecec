/**
 * The Arabic copy's word list: for each concept, the one Arabic term every page uses and the
 * variants that must not appear anywhere in the Arabic copy (content modules and the Arabic
 * translation file). tests/unit/glossary.test.ts holds the copy to it. A writer adding a page
 * reads this first; a new recurring term belongs here.
 *
 * Variants are matched without short vowels, shadda or tatweel, so a vocalised spelling cannot
 * slip past; a plain string matches anywhere (Arabic attaches و، ب، ل… to the word), a RegExp
 * where a plain string would also match good copy.
 *
 * House rules the entries apply:
 * - Names of other companies' platforms, products and standards stay in Latin letters inside
 *   Arabic, in the body and in the footer alike: iOS وAndroid، Instagram، LinkedIn، WCAG، OWASP.
 *   Our own products use their Arabic names (إمبلوي، شاري، تشتري…); WFI and LMS are acronyms.
 * - ERP and CRM are written as such, after نظام or أنظمة ("نظام ERP"), as Gulf buyers say them.
 * - A word is spelt the same way everywhere, shadda included (التحوّل، الجوّال، حدّ); the test
 *   checks that no word appears both with and without its shadda.
 */
export interface GlossaryEntry {
  /** The concept, in English. */
  concept: string;
  /** The Arabic term the copy uses; it appears in the copy at least once. */
  term: string;
  /** Why the variants are wrong, where it is not obvious. */
  note?: string;
  avoid: Array<string | RegExp>;
}

/** An Arabic word on its own: not inside a longer word (after the diacritics are removed). */
const word = (text: string) => new RegExp(`(?<![\\u0621-\\u064A])${text}(?![\\u0621-\\u064A])`, "u");

export const glossary: GlossaryEntry[] = [
  {
    concept: "ERP",
    term: "نظام ERP",
    avoid: ["تخطيط موارد المؤسسات", "تخطيط موارد المؤسسة", "تخطيط الموارد"],
  },
  {
    concept: "CRM",
    term: "نظام CRM",
    avoid: ["إدارة علاقات العملاء", "نظام إدارة العملاء", "أنظمة إدارة العملاء"],
  },
  {
    concept: "dashboard",
    term: "لوحة متابعة",
    note: "A dashboard shows figures to follow; لوحة تحكم is a control panel. A bare لوحة is a board.",
    avoid: [
      "لوحة تحكم",
      "لوحات تحكم",
      "لوحة التحكم",
      "لوحة القيادة",
      "لوحة معلومات",
      /لوح(?:ة|ات)(?! (?:ال)?متابعة)/u,
    ],
  },
  {
    concept: "demo (of a product)",
    term: "عرض توضيحي",
    note: "عرض alone is also a price quote or a proposal; a demo is always عرض توضيحي.",
    avoid: ["عرض تجريبي", "عرضا عمليا", "ديمو", /(?:اطلب|احجز) عرضا(?! توضيحيا)/u],
  },
  {
    concept: "proposal",
    term: "مقترح",
    avoid: ["عرضا لموقعك", "عرض فني"],
  },
  {
    concept: "LMS (the product)",
    term: "منصة التعلّم",
    avoid: ["منصة تعليم", "منصة التعليم", "نظام إدارة التعلم"],
  },
  {
    concept: "punch in or out (Imploy, WFI)",
    term: "تسجيل الحضور",
    note: "Imploy records a QR scan; بصمة suggests biometrics, which its terms rule out.",
    avoid: ["بصمة حضور", "بصمة الحضور", "بصمة انصراف", "بصمة الانصراف", "بصمات الحضور"],
  },
  {
    concept: "UI/UX design",
    term: "تصميم واجهات المستخدم وتجربته",
    avoid: ["تصميم واجهات وتجربة المستخدم"],
  },
  {
    concept: "the solutions section label of the detail pages",
    term: "حلولنا",
    note: "كيف نحلّها had nothing to refer to.",
    avoid: ["كيف نحلها"],
  },
  {
    concept: "whether … or …",
    term: "سواء أكان",
    note: "سواء takes أ… أم…, not كان… أو….",
    avoid: [/سواء (?:كان|كانت|كنت|كانوا|تم)/u],
  },
  {
    concept: "the most promising (idea)",
    term: "الأوفر حظا",
    note: "Calques of English.",
    avoid: ["الأكثر وعدا", "أكثر وعدا"],
  },
  {
    concept: "the market",
    term: "الخليج وسائر الشرق الأوسط",
    note: "The Gulf is part of the Middle East: «والشرق الأوسط» reads as a second region.",
    avoid: ["الخليج والشرق الأوسط"],
  },
  {
    concept: "to need",
    term: "تحتاج إلى",
    note: "احتاج takes إلى: «ما يحتاج إليه عملاؤنا», not «ما يحتاجه».",
    avoid: [/حتاج(?:ه|ها|هم)(?![\u0621-\u064A])/u],
  },
  {
    concept: "an effect on",
    term: "أثر في",
    note: "أثر takes في: «الأثر في المبيعات», not «على».",
    avoid: [/أثر(?:ه|ها|هم)? على/u],
  },
  {
    concept: "proof of concept",
    term: "نسخة تجريبية",
    note: "On a page about AI, نموذج is a model.",
    avoid: ["نموذجا تجريبيا", "نموذج تجريبي"],
  },
  {
    concept: "the location of a device (Imploy)",
    term: "الموقع الجغرافي",
    note: "A bare الموقع is also the website; a location is determined (يُحدَّد), not read.",
    avoid: [/(?:يقرأ|تقرأ|قراءة) الموقع/u],
  },
  {
    concept: "IP address",
    term: "عنوان IP",
    note: "«عنوانك على الإنترنت» could be a website's or an email address.",
    avoid: ["عنوانك على الإنترنت", "عنوان الإنترنت"],
  },
  { concept: "to pay back", term: "تؤتي ثمارها", avoid: ["تعود علينا بعائد", "يعود علينا بعائد"] },
  { concept: "a working version (of software)", term: "يعمل فعلا", avoid: ["نسخة عاملة"] },
  { concept: "time for (a better website)", term: "آن الأوان", avoid: ["حان وقت موقع"] },
  { concept: "progress reports", term: "تقارير عن تقدّم", avoid: ["تقارير تقدم للمعلمين"] },
  { concept: "Android", term: "Android", avoid: ["أندرويد", "آندرويد", "اندرويد"] },
  { concept: "iOS", term: "iOS", avoid: ["آي أو إس", "اي او اس"] },
  { concept: "Facebook", term: "Facebook", avoid: ["فيسبوك", "فيس بوك"] },
  {
    concept: "Instagram",
    term: "Instagram",
    avoid: ["إنستغرام", "انستغرام", "إنستقرام", "انستقرام", "إنستجرام", "انستجرام"],
  },
  { concept: "LinkedIn", term: "LinkedIn", avoid: ["لينكدإن", "لينكد إن", "لينكدان"] },
  { concept: "X (Twitter)", term: "X (Twitter)", avoid: ["تويتر", word("إكس")] },
  { concept: "Snapchat", term: "Snapchat", avoid: ["سناب شات", "سنابشات"] },
  { concept: "Apple Pay", term: "Apple Pay", avoid: ["أبل باي", "آبل باي", "ابل باي"] },
  { concept: "Excel", term: "Excel", avoid: [word("إكسل"), word("اكسل")] },
  { concept: "Odoo", term: "Odoo", avoid: [word("أودو"), word("اودو")] },
  {
    concept: "JavaScript",
    term: "JavaScript",
    avoid: ["جافاسكربت", "جافاسكريبت", "جافا سكربت", "جافا سكريبت"],
  },
];

/**
 * Words whose spelling with and without shadda are two different words, so both may appear:
 * each key is the bare spelling, as the test groups words (after و/ف and ال/ب/ل/ك/لل/بال/كال).
 */
export const shaddaHomographs: Record<string, string> = {
  تعرف: "تعرف (you know) / تعرّف (get to know)",
  يعد: "لم يعد (no longer) / يعدّ (prepares)",
  يحدث: "يحدث (happens) / يحدّث (updates)",
  تبلغ: "تبلغ (reaches) / تبلّغ (reports)",
  خطط: "خطط (plans) / خطّط (plan!)",
  حول: "حول (about) / حوّل (turn into)",
  تبني: "تبني (builds) / تبنّي (adoption)",
  سجل: "سجل (a record) / سجّل (register!)",
};
