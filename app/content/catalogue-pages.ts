/**
 * Copy of the services list and the products list in both languages. Each card's title and
 * summary come from the translation files (`services.<slug>`, `products.<slug>`), which the
 * navigation shares.
 */
import type { CallToAction, PageIntro } from "./page-types";
import type { Bilingual } from "./types";

export interface ServicesListCopy {
  intro: PageIntro;
  cardLink: string;
  cta: CallToAction;
}

export interface ProductsListCopy {
  intro: PageIntro;
  /** The count tile: "+7" is drawn from the catalogue; this is the word after it. */
  countLabel: string;
  countBody: string;
  cardLink: string;
  cta: CallToAction;
}

export const servicesListCopy: Bilingual<ServicesListCopy> = {
  en: {
    intro: {
      eyebrow: "Services",
      title: "Our services",
      lead: "Nine disciplines under one roof. Start with the service you need today; we make sure it works with everything you will need tomorrow.",
    },
    cardLink: "Get started",
    cta: {
      heading: "Not sure which service fits?",
      body: "Describe the problem instead. We will suggest the smallest piece of work that proves the way forward.",
      button: "Contact us",
    },
  },
  ar: {
    intro: {
      eyebrow: "خدماتنا",
      title: "خدمات رقمية متكاملة",
      lead: "تسعة تخصصات تحت سقف واحد. ابدأ بالخدمة التي تحتاجها اليوم، ونحن نضمن أن تتكامل مع كل ما ستحتاجه غدًا.",
    },
    cardLink: "ابدأ الآن",
    cta: {
      heading: "لست متأكدًا من الخدمة المناسبة؟",
      body: "صِف لنا المشكلة، وسنقترح أصغر خطوة عملية تثبت لك الطريق الصحيح.",
      button: "تواصل معنا",
    },
  },
};

export const productsListCopy: Bilingual<ProductsListCopy> = {
  en: {
    intro: {
      eyebrow: "Digital products",
      title: "Products ready to deploy",
      lead: "Platforms we build, run and improve every month, each configurable to your processes, branding and languages, in the cloud or on your own servers.",
    },
    countLabel: "products",
    countBody: "for HR, retail, procurement, government and education, all bilingual and mobile-ready.",
    cardLink: "View product",
    cta: {
      heading: "See a product in action",
      body: "Book a 30-minute demo with your own scenarios, in Arabic or in English.",
      button: "Request a demo",
    },
  },
  ar: {
    intro: {
      eyebrow: "المنتجات الرقمية",
      title: "منتجات جاهزة للتشغيل",
      lead: "منصات نبنيها ونشغّلها ونطوّرها كل شهر، ويمكن تهيئة كل منها وفق إجراءاتك وهويتك ولغتك، على السحابة أو على خوادمك الخاصة.",
    },
    countLabel: "منتجات",
    countBody:
      "للموارد البشرية والتجزئة والمشتريات والجهات الحكومية والتعليم، جميعها ثنائية اللغة وتعمل على الجوّال.",
    cardLink: "تفاصيل المنتج",
    cta: {
      heading: "اطّلع على المنتج عن قرب",
      body: "احجز عرضًا توضيحيًا مدته 30 دقيقة على سيناريوهات عملك، بالعربية أو بالإنجليزية.",
      button: "اطلب عرضًا توضيحيًا",
    },
  },
};
