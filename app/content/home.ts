/**
 * The home page's copy in both languages. Read by the home page's entry at build time, so none of it
 * is bundled into the browser's JavaScript. The services and products it features come from
 * catalogue.ts; their titles and summaries from the translation files.
 */
import { productSlugs, serviceSlugs } from "./catalogue";
import { company } from "./company";
import type { Bilingual } from "./types";
import type { CallToAction } from "./page-types";

/** Active clients and team members, as the counters and the About page state them. */
export const clientCount = 60;
export const teamSize = 80;

/** The counters under the banner (spec §9: 7, 9, 60 and 80, each shown as "+N"). */
export const homeStats = [
  { key: "products", value: productSlugs.length },
  { key: "services", value: serviceSlugs.length },
  { key: "clients", value: clientCount },
  { key: "team", value: teamSize },
] as const;

const since = company.foundingYear;

export type HomeStatKey = (typeof homeStats)[number]["key"];
export type PillarKey = "vision" | "mission" | "values";

export interface HomeCopy {
  hero: {
    eyebrow: string;
    /** The headline's fixed start; each phrase completes it. */
    headline: string;
    /** Typed one after the other after the fixed start; the first is shown without JavaScript. */
    phrases: string[];
    /** The whole headline as one sentence, for screen readers and search engines. */
    headlineText: string;
    lead: string;
    primary: string;
    secondary: string;
    imageAlt: string;
  };
  stats: { heading: string; labels: Record<HomeStatKey, string> };
  pillars: {
    eyebrow: string;
    heading: string;
    intro: string;
    items: Record<PillarKey, { title: string; body: string; link: string }>;
  };
  services: { eyebrow: string; heading: string; intro: string; cardLink: string; all: string };
  products: { eyebrow: string; heading: string; intro: string; cardLink: string; all: string };
  cta: CallToAction;
}

export const homeCopy: Bilingual<HomeCopy> = {
  en: {
    hero: {
      eyebrow: `Dubai · Riyadh · Since ${since}`,
      headline: "Digital solutions built for",
      phrases: ["ambitious startups", "growing enterprises", "public institutions"],
      headlineText:
        "Digital solutions built for ambitious startups, growing enterprises and public institutions",
      lead: "We design, build and run the software that companies and government bodies across the Gulf depend on: ERP-connected apps, data platforms and bilingual websites, delivered by one accountable team.",
      primary: "Get started",
      secondary: "Explore our services",
      imageAlt: "Illustration: a web dashboard and a mobile app sharing the same live data",
    },
    stats: {
      heading: "Rawafed Digital in numbers",
      labels: {
        products: "digital products",
        services: "digital services",
        clients: "active clients",
        team: "team members",
      },
    },
    pillars: {
      eyebrow: "What drives us",
      heading: "A clear purpose behind every project",
      intro: "Three commitments shape how we choose our work, build our teams and measure our success.",
      items: {
        vision: {
          title: "Our vision",
          body: "To be the partner the region trusts most with its digital transformation, so that every organisation, large or small, runs on software built for the way it works.",
          link: "Read about our vision",
        },
        mission: {
          title: "Our mission",
          body: "To design, build and operate digital products that solve real operational problems, delivered on time in Arabic and English, and judged by the results they bring.",
          link: "See how we work",
        },
        values: {
          title: "Our values",
          body: "Ownership, transparency and craft. We say exactly what we will deliver, show our progress every week and stay accountable long after launch day.",
          link: "Read what we stand for",
        },
      },
    },
    services: {
      eyebrow: "What we do",
      heading: "Services that take your idea to launch and beyond",
      intro:
        "From the first workshop to the thousandth release, one team covers strategy, design, engineering and quality.",
      cardLink: "Explore the service",
      all: "Check all services",
    },
    products: {
      eyebrow: "Our products",
      heading: "Proven platforms, configured for you",
      intro:
        "Ready-made products for HR, retail, procurement and government work, shaped around your processes and live in weeks rather than months.",
      cardLink: "View product",
      all: "View all products",
    },
    cta: {
      heading: "Have a project in mind?",
      body: "Tell us where you are today and where you want to be. We reply within one business day with concrete next steps, not a sales script.",
      button: "Talk to our team",
    },
  },
  ar: {
    hero: {
      eyebrow: `دبي · الرياض · منذ ${since}`,
      headline: "حلول رقمية مصمَّمة",
      phrases: ["للشركات الناشئة", "للمؤسسات المتنامية", "للجهات الحكومية"],
      headlineText: "حلول رقمية مصمَّمة للشركات الناشئة والمؤسسات المتنامية والجهات الحكومية",
      lead: "نصمّم البرمجيات التي تعتمد عليها الشركات والجهات الحكومية في الخليج، ونبنيها ونشغّلها: تطبيقات متصلة بأنظمة ERP، ومنصات بيانات، ومواقع ثنائية اللغة، يقدّمها فريق واحد يتحمّل مسؤوليتها كاملة.",
      primary: "ابدأ الآن",
      secondary: "تعرّف إلى خدماتنا",
      imageAlt: "رسم توضيحي: لوحة متابعة على الويب وتطبيق جوّال يتشاركان البيانات نفسها",
    },
    stats: {
      heading: "روافد الرقمية بالأرقام",
      labels: {
        products: "منتجات رقمية",
        services: "خدمات رقمية",
        clients: "عميلًا نشطًا",
        team: "خبيرًا في فريقنا",
      },
    },
    pillars: {
      eyebrow: "ما يحرّكنا",
      heading: "غاية واضحة وراء كل مشروع",
      intro: "ثلاثة التزامات توجّه طريقة اختيارنا لمشاريعنا، وبناءنا لفرقنا، وقياسنا لنجاحنا.",
      items: {
        vision: {
          title: "رؤيتنا",
          body: "أن نكون الشريك الذي تأتمنه المنطقة على تحوّلها الرقمي، لتعمل كل جهة، كبيرةً كانت أو صغيرة، ببرمجيات صُمّمت وفق طريقة عملها.",
          link: "اقرأ عن رؤيتنا",
        },
        mission: {
          title: "رسالتنا",
          body: "أن نصمّم منتجات رقمية ونبنيها ونشغّلها لتحلّ مشكلات تشغيلية حقيقية، ونسلّمها في موعدها بالعربية والإنجليزية، ونقيس نجاحنا بما تحقّقه من نتائج.",
          link: "تعرّف إلى طريقة عملنا",
        },
        values: {
          title: "قيمنا",
          body: "المسؤولية والشفافية وإتقان العمل: نحدّد بدقة ما سنسلّمه، ونعرض ما أنجزناه كل أسبوع، ونبقى مسؤولين عن عملنا بعد الإطلاق بوقت طويل.",
          link: "اكتشف ما نؤمن به",
        },
      },
    },
    services: {
      eyebrow: "ماذا نقدّم",
      heading: "خدمات ترافق فكرتك حتى الإطلاق وما بعده",
      intro:
        "من ورشة العمل الأولى حتى الإصدار الألف، يتولّى فريق واحد الاستراتيجية والتصميم والتطوير وضمان الجودة.",
      cardLink: "تفاصيل الخدمة",
      all: "استعرض جميع الخدمات",
    },
    products: {
      eyebrow: "منتجاتنا",
      heading: "منصات مجرَّبة نهيّئها لك",
      intro:
        "منتجات جاهزة للموارد البشرية والتجزئة والمشتريات والعمل الحكومي، نكيّفها مع إجراءاتك لتنطلق خلال أسابيع لا أشهر.",
      cardLink: "تفاصيل المنتج",
      all: "استعرض جميع المنتجات",
    },
    cta: {
      heading: "لديك مشروع تفكّر فيه؟",
      body: "أخبرنا أين تقف اليوم وإلى أين تريد أن تصل، وسنعود إليك خلال يوم عمل واحد بخطوات عملية واضحة، لا بكلام تسويقي محفوظ.",
      button: "تحدّث إلى فريقنا",
    },
  },
};
