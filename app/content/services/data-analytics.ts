import type { Bilingual, DetailPage } from "../types";

const page: Bilingual<DetailPage> = {
  en: {
    title: "Data analytics",
    tagline:
      "Bring your numbers into one place and turn them into dashboards and forecasts managers open every morning.",
    metaDescription:
      "Data analytics for companies and public bodies: data warehouses, Power BI dashboards, forecasting and Arabic-ready reporting across all your systems.",
    sections: [
      {
        eyebrow: "About the service",
        heading: "One version of the numbers",
        paragraphs: [
          "When sales, finance and operations each keep their own figures, meetings turn into debates about whose spreadsheet is right. Good analytics starts by settling that argument.",
          "We connect the systems you already run, from the ERP, CRM and point of sale to e-commerce, HR and the spreadsheets nobody admits to, into a governed data platform. Then we build reports and models on top that people trust, because every figure can be traced back to its source.",
        ],
        image: "/illustrations/services/data-analytics.svg",
        imageAlt: "Illustration: a dashboard of charts and a forecast line fed by several business systems",
      },
      {
        eyebrow: "What clients need",
        heading: "What decision-makers ask us for",
        paragraphs: [
          "The requests differ by sector, but the frustration is the same: the data exists, yet getting a straight answer from it takes days.",
        ],
        bullets: [
          "A single source of truth instead of figures exported by hand at every month-end",
          "Dashboards that work in Arabic, right to left, with both Hijri and Gregorian periods",
          "Forecasts for demand, cash flow or staffing that account for Ramadan, Eid and the summer slowdown",
          "KPIs for executives and for government performance reporting, refreshed automatically",
          "Clear access rules, so each department sees its own data and nothing more",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "How we solve it",
        heading: "From raw exports to decisions",
        paragraphs: [
          "We start from the decisions you want to make, not from whatever data happens to be lying around. A short workshop defines the key questions and KPIs; we then design the data model, build the pipelines and deliver the first dashboard within weeks, not quarters.",
          "As the platform matures we add forecasting and self-service analytics, and we train your analysts to extend it without us.",
        ],
        bullets: [
          "Data audit and KPI definition workshops",
          "Pipelines and a data warehouse or lakehouse, in the cloud or on-premises",
          "Power BI and other BI dashboards designed for bilingual audiences",
          "Forecasting and predictive models with plain-language explanations",
          "Data governance: shared definitions, named owners, quality checks and row-level security",
          "Training and handover for in-house analysts",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "What would you decide with better data?",
      body: "Tell us the questions your managers cannot answer today, and we will show you how to answer them.",
      button: "Start with your questions",
    },
  },
  ar: {
    title: "تحليل البيانات",
    tagline: "اجمع أرقامك في مكان واحد، وحوّلها إلى لوحات متابعة وتوقعات يفتحها مديروك كل صباح.",
    metaDescription:
      "تحليل البيانات للشركات والجهات الحكومية: مستودعات بيانات، ولوحات متابعة في Power BI، وتوقعات، وتقارير تدعم العربية، تجمع بيانات أنظمتك كلها في مكان واحد.",
    sections: [
      {
        eyebrow: "عن الخدمة",
        heading: "رقمٌ واحد يتفق عليه الجميع",
        paragraphs: [
          "حين تحتفظ كل إدارة، من المبيعات إلى المالية والعمليات، بأرقامها الخاصة، تتحوّل الاجتماعات إلى جدال حول أي جدول بيانات هو الصحيح. ومن هنا يبدأ التحليل الجيد: من حسم هذا الجدال.",
          "نربط الأنظمة التي تعمل بها اليوم، من نظامي ERP وCRM ونقاط البيع، إلى المتجر الإلكتروني والموارد البشرية وجداول Excel المتناثرة، في منصة بيانات واحدة تحكمها قواعد واضحة. ثم نبني فوقها تقارير ونماذج يثق بها الجميع، لأن كل رقم فيها يمكن تتبّعه إلى مصدره.",
        ],
        image: "/illustrations/services/data-analytics.svg",
        imageAlt: "رسم توضيحي: لوحة متابعة برسوم بيانية وخط توقعات تغذّيها أنظمة متعددة",
      },
      {
        eyebrow: "ما يحتاجه عملاؤنا",
        heading: "ما يطلبه منا صنّاع القرار",
        paragraphs: [
          "تختلف الطلبات من قطاع إلى آخر، لكن الشكوى واحدة: البيانات موجودة، والحصول منها على إجابة واضحة يستغرق أيامًا.",
        ],
        bullets: [
          "مصدر واحد موثوق للأرقام، بدل التصدير اليدوي في نهاية كل شهر",
          "لوحات متابعة بواجهة عربية من اليمين إلى اليسار، تعرض الفترات بالتقويمين الهجري والميلادي",
          "توقعات للطلب أو التدفّق النقدي أو الاحتياج من الموظفين، تراعي رمضان والأعياد وركود الصيف",
          "مؤشرات أداء للإدارة العليا ولتقارير الأداء الحكومي، تُحدَّث تلقائيًا",
          "صلاحيات واضحة، فلا ترى كل إدارة إلا بياناتها",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "حلولنا",
        heading: "من ملفات خام إلى قرارات",
        paragraphs: [
          "ننطلق من القرارات التي تريد اتخاذها، لا مما تصادف توفّره من بيانات. في ورشة عمل قصيرة نحدّد الأسئلة الأساسية ومؤشرات الأداء، ثم نصمّم نموذج البيانات ونبني مسارات تدفّقها، ونسلّمك أول لوحة متابعة خلال أسابيع لا أشهر.",
          "ومع نضج المنصة نضيف نماذج التنبؤ وأدوات التحليل الذاتي، وندرّب محلّليك على تطويرها من دوننا.",
        ],
        bullets: [
          "تدقيق البيانات وورش عمل لتحديد مؤشرات الأداء",
          "مستودع بيانات أو بحيرة بيانات ومسارات تدفّق، على السحابة أو داخل مقرّك",
          "لوحات متابعة في Power BI وغيرها من أدوات ذكاء الأعمال، مصمّمة لجمهور يقرأ باللغتين",
          "نماذج تنبؤ مع شرح مبسّط لنتائجها",
          "حوكمة البيانات: تعريفات موحّدة، ومسؤول عن كل مصدر، وفحوص للجودة، وصلاحيات على مستوى السجلّ الواحد",
          "تدريب محلّليك وتسليمهم المنصة ليطوّروها بأنفسهم",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "قرارات أفضل تبدأ ببيانات أوضح",
      body: "أخبرنا بالأسئلة التي لا يجد مديروك إجابتها اليوم، وسنريك كيف نجيب عنها.",
      button: "ابدأ بأسئلتك",
    },
  },
};

export default page;
