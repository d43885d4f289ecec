/**
 * The Contact page's copy in both languages (the form's own labels sit in the translation files).
 * Addresses, phones, the e-mail and social profiles come from company.ts only.
 */
import type { PageIntro } from "./page-types";
import type { Bilingual } from "./types";

export interface ContactCopy {
  intro: PageIntro;
  form: { heading: string; body: string };
  details: {
    heading: string;
    offices: string;
    /** Heading of the phones and e-mail block. */
    reach: string;
    email: string;
    follow: string;
  };
  /** Shown only with `flags.contactOperatingDays` (off: the spec hides it). */
  hours: { heading: string; rows: Array<{ office: string; days: string; time: string }>; note: string };
}

export const contactCopy: Bilingual<ContactCopy> = {
  en: {
    intro: {
      eyebrow: "Contact",
      title: "Let's talk about your project",
      lead: "Tell us what you are building or fixing. A consultant, not a call centre, reads every message and replies within one business day.",
    },
    form: {
      heading: "Send us a message",
      body: "A few lines are enough: what you need, by when, and how we can reach you.",
    },
    details: {
      heading: "Reach us directly",
      offices: "Our offices",
      reach: "Call or email us",
      email: "Email",
      follow: "Follow us",
    },
    hours: {
      heading: "Working hours",
      rows: [
        { office: "Dubai", days: "Monday to Friday", time: "9:00 to 18:00" },
        { office: "Riyadh", days: "Sunday to Thursday", time: "9:00 to 18:00" },
      ],
      note: "Times are local. Support contracts include cover outside these hours.",
    },
  },
  ar: {
    intro: {
      eyebrow: "تواصل معنا",
      title: "لنتحدّث عن مشروعك",
      lead: "أخبرنا بما تبنيه أو بما تودّ تطويره. يقرأ رسالتك أحد مستشارينا، لا مركز اتصال، ويردّ عليك خلال يوم عمل واحد.",
    },
    form: {
      heading: "أرسل لنا رسالة",
      body: "تكفي بضعة أسطر: ما الذي تحتاجه، ومتى، وكيف نتواصل معك.",
    },
    details: {
      heading: "تواصل معنا مباشرة",
      offices: "مكاتبنا",
      reach: "اتصل بنا أو راسلنا",
      email: "البريد الإلكتروني",
      follow: "تابعنا",
    },
    hours: {
      heading: "ساعات العمل",
      rows: [
        { office: "دبي", days: "من الاثنين إلى الجمعة", time: "من 9:00 صباحًا حتى 6:00 مساءً" },
        { office: "الرياض", days: "من الأحد إلى الخميس", time: "من 9:00 صباحًا حتى 6:00 مساءً" },
      ],
      note: "المواعيد بالتوقيت المحلي لكل مدينة، وتشمل عقود الدعم الفني التغطية خارج هذه الساعات.",
    },
  },
};
