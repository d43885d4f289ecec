import type { Bilingual, DetailPage } from "../types";

const page: Bilingual<DetailPage> = {
  en: {
    title: "Digital marketing",
    tagline:
      "Bilingual campaigns, content and analytics, planned around the region's seasons and measured on sales.",
    metaDescription:
      "Digital marketing in Arabic and English: paid media, SEO, social content and analytics, planned around the region's seasons and measured on revenue.",
    sections: [
      {
        eyebrow: "About the service",
        heading: "Marketing measured in customers, not likes",
        paragraphs: [
          "Audiences in the region are young, mobile and bilingual, and they move between platforms quickly. What works on Snapchat in Riyadh may fall flat on LinkedIn in Dubai, and an English campaign translated word for word rarely lands in Arabic.",
          "Our marketing team plans, creates and runs campaigns in both languages, and ties every dirham and riyal of spend to results you can see in your CRM and sales reports.",
        ],
        image: "/illustrations/services/digital-marketing.svg",
        imageAlt: "Illustration: a campaign dashboard with ads, social posts and a sales funnel",
      },
      {
        eyebrow: "What clients need",
        heading: "What marketing leaders want from a partner",
        paragraphs: ["Budgets are under scrutiny, and reach alone no longer convinces a finance director."],
        bullets: [
          "Content written in Arabic from the start, not translated, with the right tone for each market",
          "Campaign calendars built around Ramadan, Eid, national days, back-to-school and year-end sales",
          "Clear attribution: which channel brought which lead or sale",
          "Search visibility for Arabic and English queries",
          "Landing pages and tracking that the sales team can actually follow up on",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "How we solve it",
        heading: "Plan, create, launch, measure",
        paragraphs: [
          "We start with your audience and your numbers: who buys, where they spend time online, and what a customer is worth to you. From there we build a channel plan and a content calendar, launch, and optimise every week.",
          "Because we also build websites and apps, we fix the landing pages, tracking and CRM connections where leads often leak away between the ad and the sale.",
        ],
        bullets: [
          "Strategy, audience research and media planning",
          "Paid search and social advertising on the platforms your audience uses",
          "Bilingual SEO and content marketing",
          "Social media content and community management",
          "Conversion tracking, dashboards and CRM integration",
          "Seasonal campaigns for Ramadan, Eid and major sales events",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "Planning your next campaign?",
      body: "Tell us your target and your season, and we will outline the channels and budget to reach it.",
      button: "Plan a campaign with us",
    },
  },
  ar: {
    title: "التسويق الرقمي",
    tagline: "حملات ومحتوى وتحليلات باللغتين، تُخطَّط على إيقاع مواسم المنطقة وتُقاس بالمبيعات.",
    metaDescription:
      "تسويق رقمي بالعربية والإنجليزية: إعلانات مدفوعة، وتحسين لمحركات البحث، ومحتوى لمنصات التواصل، وتحليلات تقيس الأثر على المبيعات في كل موسم.",
    sections: [
      {
        eyebrow: "عن الخدمة",
        heading: "تسويق يُقاس بالعملاء، لا بالإعجابات",
        paragraphs: [
          "جمهور المنطقة شاب، لا يفارق هاتفه، يتحدث لغتين، وينتقل بين المنصات بسرعة. وما ينجح على Snapchat في الرياض قد لا يلقى صدى على LinkedIn في دبي، والحملة الإنجليزية المترجمة حرفيًا نادرًا ما تصل إلى القارئ العربي.",
          "يخطّط فريق التسويق لدينا حملاتك وينتج محتواها ويديرها باللغتين، ويربط كل درهم وريال يُنفق بنتائج تراها في نظام CRM وتقارير المبيعات.",
        ],
        image: "/illustrations/services/digital-marketing.svg",
        imageAlt: "رسم توضيحي: لوحة متابعة لحملة تسويقية تضم إعلانات ومنشورات ومسار تحويل إلى المبيعات",
      },
      {
        eyebrow: "ما يحتاجه عملاؤنا",
        heading: "ما يريده مديرو التسويق من شريكهم",
        paragraphs: ["الميزانيات تخضع لتدقيق أشد، ولم يعد عدد المشاهدات وحده يقنع المدير المالي."],
        bullets: [
          "محتوى يُكتب بالعربية من الأساس لا يُترجم إليها، بنبرة تناسب كل سوق",
          "تقويم حملات مبني على رمضان والأعياد والأيام الوطنية والعودة إلى المدارس وتخفيضات نهاية العام",
          "وضوح في قياس الأثر: أي قناة جلبت أي عميل أو عملية بيع",
          "ظهور في نتائج البحث بالعربية والإنجليزية",
          "صفحات هبوط وأدوات تتبّع يستطيع فريق المبيعات البناء عليها",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "حلولنا",
        heading: "نخطّط، ننتج، نطلق، ثم نقيس",
        paragraphs: [
          "نبدأ بجمهورك وأرقامك: من يشتري منك، وأين يقضي وقته على الإنترنت، وكم يساوي العميل الواحد بالنسبة إليك. ومن هنا نضع خطة القنوات وتقويم المحتوى، ثم نطلق الحملات ونحسّنها أسبوعًا بعد أسبوع.",
          "ولأننا نبني المواقع والتطبيقات أيضًا، نعالج صفحات الهبوط وأدوات التتبّع والربط مع نظام CRM، وهي المواضع التي يتسرّب منها كثير من العملاء المحتملين بين الإعلان والبيع.",
        ],
        bullets: [
          "استراتيجية تسويقية ودراسة للجمهور وتخطيط إعلامي",
          "إعلانات مدفوعة على محركات البحث ومنصات التواصل التي يرتادها جمهورك",
          "تحسين محركات البحث والتسويق بالمحتوى باللغتين",
          "إدارة حسابات التواصل الاجتماعي والتفاعل مع الجمهور",
          "تتبّع التحويلات ولوحات متابعة وربط بنظام CRM",
          "حملات موسمية لرمضان والأعياد ومواسم التخفيضات الكبرى",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "تستعد لحملتك القادمة؟",
      body: "أخبرنا بهدفك والموسم الذي تستهدفه، وسنضع لك تصوّرًا للقنوات والميزانية اللازمة لبلوغه.",
      button: "خطّط حملتك معنا",
    },
  },
};

export default page;
