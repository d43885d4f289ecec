import type { Bilingual, DetailPage } from "../types";

const page: Bilingual<DetailPage> = {
  en: {
    title: "Shaari",
    tagline: "Sell online and in store from one catalogue, one stock count and one order screen.",
    metaDescription:
      "Shaari is a storefront and order management platform for retailers: one catalogue and stock for web and branches, local payments, ready for peak seasons.",
    sections: [
      {
        eyebrow: "About the product",
        heading: "One shop, however your customers buy",
        paragraphs: [
          "Shoppers in the region discover products on Instagram, order from their phone, pay by card, Apple Pay or cash on delivery, and expect to return items at the nearest branch. Retailers who run the website, the tills and the warehouse on separate systems feel every gap between them.",
          "Shaari brings it together: a bilingual online storefront, order management for every channel, and stock that updates the moment something sells, whether in a mall branch or on the website.",
        ],
        image: "/illustrations/products/shaari.svg",
        imageAlt:
          "Illustration: an online storefront and a shop counter sharing one stock and order dashboard",
      },
      {
        eyebrow: "What clients need",
        heading: "What retailers tell us",
        paragraphs: [
          "Whether they sell fashion, electronics, perfume or groceries, retailers describe the same pressures, and they peak at the same times of year.",
        ],
        bullets: [
          "Stock counts that differ between the website, the branches and the warehouse",
          "Ramadan, Eid, White Friday and national day peaks that overwhelm the site and the packing team",
          "Customers who expect mada, Apple Pay, instalments and cash on delivery",
          "Product names and descriptions that must read well in Arabic and in English",
          "Orders taken by phone and on social media that never reach the system",
          "VAT invoices and several delivery companies to coordinate",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "How we solve it",
        heading: "Sell on every channel, count stock once",
        paragraphs: [
          "Shaari gives you a fast, mobile-first storefront in Arabic and English, and one order screen for web, in-store, phone and social orders. Stock is reserved the moment an order is placed and released if it is cancelled, across every branch.",
          "For busy seasons, Shaari scales with traffic and lets you schedule promotions, bundles and delivery slots in advance, so nobody is editing prices at midnight on the first night of Ramadan.",
        ],
        bullets: [
          "Bilingual storefront with right-to-left design and Arabic-aware search",
          "Unified order management for online, in-store, phone and social orders",
          "Real-time stock across branches and warehouses, with click-and-collect",
          "Local payment gateways, cash on delivery and instalment options",
          "Promotions, coupons and seasonal campaigns scheduled in advance",
          "VAT-ready invoices and integration with delivery companies and your ERP",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "Get ready for your next peak season",
      body: "See how Shaari handles your catalogue, your branches and your busiest days before they arrive.",
      button: "See Shaari in action",
    },
  },
  ar: {
    title: "شاري",
    tagline: "بِعْ عبر الإنترنت وفي متجرك من كتالوج واحد، ومخزون واحد، وشاشة طلبات واحدة.",
    metaDescription:
      "شاري منصة متجر إلكتروني وإدارة طلبات لتجار التجزئة: كتالوج ومخزون موحّد للموقع والفروع، ووسائل دفع محلية، وجاهزية تامة لمواسم الذروة.",
    sections: [
      {
        eyebrow: "عن المنتج",
        heading: "متجر واحد، أيًّا كانت طريقة شراء عملائك",
        paragraphs: [
          "يكتشف المتسوّق في المنطقة المنتج على Instagram، ويطلبه من هاتفه، ويدفع بالبطاقة أو Apple Pay أو نقدًا عند الاستلام، ثم يتوقع أن يُرجعه في أقرب فرع. والتاجر الذي يدير الموقع ونقاط البيع والمستودع بأنظمة منفصلة يدفع ثمن كل فجوة بينها.",
          "يجمع شاري ذلك كله: متجر إلكتروني باللغتين، وإدارة للطلبات من كل القنوات، ومخزون يُحدَّث لحظة البيع، سواء أكان البيع في فرع داخل مركز تجاري أم على الموقع.",
        ],
        image: "/illustrations/products/shaari.svg",
        imageAlt: "رسم توضيحي: متجر إلكتروني ونقطة بيع في فرع يتشاركان لوحة متابعة واحدة للمخزون والطلبات",
      },
      {
        eyebrow: "ما يحتاجه عملاؤنا",
        heading: "ما يخبرنا به تجار التجزئة",
        paragraphs: [
          "سواء أكانت بضاعتهم أزياءً أم إلكترونيات أم عطورًا أم موادّ غذائية، يصف التجار الضغوط نفسها، وتبلغ ذروتها في المواسم ذاتها كل عام.",
        ],
        bullets: [
          "كميات مخزون تختلف بين الموقع والفروع والمستودع",
          "مواسم ذروة في رمضان والعيد والجمعة البيضاء والأيام الوطنية تُرهق الموقع وفريق التغليف",
          "عملاء يتوقعون الدفع بمدى وApple Pay والتقسيط والدفع عند الاستلام",
          "أسماء وأوصاف للمنتجات سليمة وجذابة بالعربية والإنجليزية",
          "طلبات تصل بالهاتف وعبر منصات التواصل ولا تدخل النظام أبدًا",
          "فواتير ضريبية، وعدة شركات توصيل يجب التنسيق بينها",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "حلولنا",
        heading: "بِع في كل القنوات، ومخزونك محدَّث دائمًا",
        paragraphs: [
          "يمنحك شاري متجرًا إلكترونيًا سريعًا مصمّمًا للجوّال أولًا، بالعربية والإنجليزية، وشاشة واحدة لطلبات الموقع والفروع والهاتف ومنصات التواصل. ويُحجز المخزون لحظة تسجيل الطلب، ويعود إلى الرصيد إن أُلغي، في جميع الفروع.",
          "وفي المواسم المزدحمة يتوسّع شاري مع حجم الزيارات، ويتيح لك جدولة العروض والباقات ومواعيد التوصيل مسبقًا، فلا يضطر فريقك إلى تعديل الأسعار في منتصف الليل مع أول ليلة من رمضان.",
        ],
        bullets: [
          "متجر ثنائي اللغة بتصميم من اليمين إلى اليسار، وبحث يفهم العربية",
          "إدارة موحّدة لطلبات الموقع والفروع والهاتف ومنصات التواصل",
          "مخزون لحظي عبر الفروع والمستودعات، مع خيار الشراء عبر الإنترنت والاستلام من الفرع",
          "بوابات دفع محلية، ودفع عند الاستلام، وخيارات للتقسيط",
          "عروض وقسائم خصم وحملات موسمية تُجدوَل مسبقًا",
          "فواتير متوافقة مع ضريبة القيمة المضافة، وربط بشركات التوصيل ونظام ERP",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "استعدّ لموسمك القادم",
      body: "شاهد كيف يتعامل شاري مع منتجاتك وفروعك وأكثر أيامك ازدحامًا، قبل أن تحلّ.",
      button: "جرّب شاري قبل الموسم",
    },
  },
};

export default page;
