import type { Bilingual, DetailPage } from "../types";

const page: Bilingual<DetailPage> = {
  en: {
    title: "Digital transformation",
    tagline: "We redesign how work flows through your organisation, then build the systems that carry it.",
    metaDescription:
      "Digital transformation for companies and public bodies in the Gulf: process redesign, ERP and e-services, integration and change management.",
    sections: [
      {
        eyebrow: "About the service",
        heading: "Transformation that starts with how you work, not with software",
        paragraphs: [
          "Most organisations in the region already own plenty of software. What they lack is a single flow: a request starts on paper, moves to email, is retyped into the ERP and ends up in a spreadsheet that only one person understands.",
          "Our transformation practice maps that flow end to end, decides with you what to automate, retire or keep, and then delivers the change in phases your teams can absorb. We work with private companies and with government entities delivering e-services under national digital programmes.",
        ],
        image: "/illustrations/services/digital-transformation.svg",
        imageAlt: "Illustration: paper forms turning into connected digital workflows",
      },
      {
        eyebrow: "What clients need",
        heading: "Where transformation programmes usually stall",
        paragraphs: [
          "Leaders rarely need convincing that digitisation matters. They need a plan that survives daily operations, legacy systems and busy staff.",
        ],
        bullets: [
          "A roadmap that ties each initiative to a cost, an owner and a measurable outcome",
          "Integration between the ERP, legacy on-premises systems and newer cloud tools, instead of another silo",
          "Processes and e-forms in Arabic and English, with approval chains that mirror the real hierarchy",
          "Compliance with data-residency and records rules in government and regulated sectors",
          "Staff who adopt the new way of working instead of keeping a paper copy just in case",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "How we solve it",
        heading: "A phased programme, delivered by one accountable team",
        paragraphs: [
          "We start with a short discovery: interviews, process walk-throughs and a review of the systems you already pay for. The result is a prioritised roadmap with quick wins in the first 90 days and a realistic view of the larger pieces.",
          "The same team then designs, builds, integrates and trains, so nothing gets lost between a consultant's slide deck and the developers.",
        ],
        bullets: [
          "Current-state assessment and process mapping across departments",
          "Roadmap and business case, sequenced around your budget cycle",
          "Workflow automation, e-services portals and ERP rollout or optimisation, including Odoo",
          "An API integration layer connecting legacy and cloud systems",
          "Change management: bilingual training, champions in each department and adoption tracking",
          "KPI dashboards that show what the change delivered",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "Not sure where to start?",
      body: "Book a discovery session and leave with a shortlist of the changes that will pay back first.",
      button: "Book a discovery session",
    },
  },
  ar: {
    title: "التحوّل الرقمي",
    tagline: "نعيد رسم مسار العمل داخل مؤسستك، ثم نبني الأنظمة التي تحمله.",
    metaDescription:
      "خدمات التحوّل الرقمي للشركات والجهات الحكومية في الخليج: إعادة هندسة الإجراءات، وأنظمة ERP، والخدمات الإلكترونية، والتكامل، وإدارة التغيير.",
    sections: [
      {
        eyebrow: "عن الخدمة",
        heading: "تحوّلٌ يبدأ من طريقة العمل، لا من البرنامج",
        paragraphs: [
          "تمتلك معظم المؤسسات في المنطقة ما يكفي من البرمجيات، لكن ما ينقصها هو مسار واحد متصل؛ فالطلب يبدأ على الورق، ثم ينتقل إلى البريد الإلكتروني، ثم يُعاد إدخاله في نظام ERP، لينتهي في جدول بيانات لا يفهمه إلا موظف واحد.",
          "نتتبّع هذا المسار من أوله إلى آخره، ونقرّر معك ما يُؤتمت وما يُستغنى عنه وما يبقى على حاله، ثم ننفّذ التغيير على مراحل تستوعبها فرقك. ونعمل مع شركات القطاع الخاص، ومع جهات حكومية تقدّم خدماتها الإلكترونية ضمن برامج التحوّل الرقمي الوطنية.",
        ],
        image: "/illustrations/services/digital-transformation.svg",
        imageAlt: "رسم توضيحي: نماذج ورقية تتحوّل إلى مسارات عمل رقمية مترابطة",
      },
      {
        eyebrow: "ما يحتاجه عملاؤنا",
        heading: "أين تتعثّر مشاريع التحوّل عادةً؟",
        paragraphs: [
          "لا يحتاج أغلب القادة إلى من يقنعهم بأهمية الرقمنة، بل إلى خطة تصمد أمام ضغط العمل اليومي والأنظمة القديمة وانشغال الموظفين.",
        ],
        bullets: [
          "خارطة طريق تربط كل مبادرة بتكلفتها والمسؤول عنها ونتيجة يمكن قياسها",
          "تكامل بين نظام ERP والأنظمة القديمة المحلية والأدوات السحابية الجديدة، بدل إضافة جزيرة معزولة أخرى",
          "إجراءات ونماذج إلكترونية بالعربية والإنجليزية، بمسارات اعتماد تعكس الهيكل الإداري الفعلي",
          "التزام بمتطلبات حفظ البيانات داخل الدولة وأنظمة السجلات في الجهات الحكومية والقطاعات المنظَّمة",
          "موظفون يتبنّون طريقة العمل الجديدة فعلًا، ولا يحتفظون بنسخة ورقية «احتياطًا»",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "حلولنا",
        heading: "برنامج على مراحل، وفريق واحد يتحمّل مسؤوليته",
        paragraphs: [
          "نبدأ بمرحلة استكشاف قصيرة: مقابلات، وجولات ميدانية نعاين فيها الإجراءات كما تجري فعلًا، ومراجعة للأنظمة التي تدفع مقابلها اليوم. والحصيلة خارطة طريق مرتّبة حسب الأولوية، فيها مكاسب سريعة خلال التسعين يومًا الأولى، وتصوّر واقعي للمراحل الأكبر.",
          "بعدها يتولّى الفريق نفسه التصميم والتطوير والتكامل والتدريب، فلا يضيع شيء بين شرائح العرض التي يقدّمها المستشار وما ينفّذه المطوّرون.",
        ],
        bullets: [
          "تقييم الوضع الراهن وتوثيق الإجراءات في مختلف الإدارات",
          "خارطة طريق ودراسة جدوى تتماشى مع دورة ميزانيتك",
          "أتمتة سير العمل، وبوابات الخدمات الإلكترونية، وتطبيق أنظمة ERP أو تحسينها، ومنها Odoo",
          "طبقة تكامل عبر API تربط الأنظمة القديمة بالسحابية",
          "إدارة التغيير: تدريب باللغتين، وسفراء للتغيير في كل إدارة، وقياس مستمر لمستوى التبنّي",
          "لوحات متابعة لمؤشرات الأداء تُظهر ما حقّقه التغيير فعلًا",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "لا تعرف من أين تبدأ؟",
      body: "احجز جلسة استكشاف، واخرج منها بقائمة مختصرة بالتغييرات التي تؤتي ثمارها أولًا.",
      button: "احجز جلسة استكشاف",
    },
  },
};

export default page;
