import type { Bilingual, DetailPage } from "../types";

const page: Bilingual<DetailPage> = {
  en: {
    title: "Mobile app development",
    tagline:
      "iOS and Android apps with native-quality performance, built right to left from the first sprint.",
    metaDescription:
      "Mobile app development for iOS and Android: native and cross-platform apps in Arabic and English, integrated with your ERP, payments and identity.",
    sections: [
      {
        eyebrow: "About the service",
        heading: "Apps your customers keep on their home screen",
        paragraphs: [
          "The phone is where customers in the Gulf shop, bank, book appointments and deal with government. That raises the bar: an app has to load fast, read naturally in both languages, accept local payment methods and let people sign in the way they already do.",
          "We build native apps in Swift and Kotlin, and cross-platform apps in Flutter or React Native when one codebase serves you better. Either way, we connect them to your back end, ERP and payment provider, and see them through app store review.",
        ],
        image: "/illustrations/services/mobile-application-development.svg",
        imageAlt: "Illustration: an iOS phone and an Android phone showing the same bilingual app",
      },
      {
        eyebrow: "What clients need",
        heading: "What clients expect from a mobile partner",
        paragraphs: [
          "Whether it is a retailer's shopping app, a bank's service app or a field app for employees, the same expectations come up in every brief.",
        ],
        bullets: [
          "One app that feels native in Arabic and in English, not a mirrored copy of the English layout",
          "Integration with existing systems: ERP, CRM, loyalty programmes and e-services back ends",
          "Local payments such as mada cards, Apple Pay and cash on delivery",
          "Push notifications, offline mode and quick load times on mid-range phones",
          "Security that passes bank- and government-grade reviews",
          "A team that stays after launch for updates, new OS versions and new features",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "How we solve it",
        heading: "From a validated idea to a well-maintained app",
        paragraphs: [
          "We start by agreeing the smallest release that delivers real value, design it with real users, then build in two-week sprints with a demo at the end of each. You see working software early and often.",
          "After launch we monitor crashes and performance, ship updates for every new iOS and Android version, and plan the roadmap with you.",
        ],
        bullets: [
          "Product discovery and scoping of the first release",
          "Native iOS (Swift) and Android (Kotlin), or cross-platform with Flutter or React Native",
          "Back end, APIs and integration with ERP, payment gateways and identity services",
          "Right-to-left layouts, Arabic typography and localised date and number formats",
          "App store submission and release management",
          "Maintenance, monitoring and usage analytics after launch",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "Have an app idea?",
      body: "Tell us who it is for and what it should do, and we will help you shape the first release.",
      button: "Discuss your app",
    },
  },
  ar: {
    title: "تطوير تطبيقات الجوّال",
    tagline:
      "تطبيقات iOS وAndroid بأداء التطبيقات الأصلية، تُبنى لتدعم العربية من اليمين إلى اليسار منذ اليوم الأول.",
    metaDescription:
      "تطوير تطبيقات الجوّال لنظامي iOS وAndroid: تطبيقات أصلية ومتعددة المنصات بالعربية والإنجليزية، متكاملة مع نظام ERP وبوابات الدفع وخدمات الهوية.",
    sections: [
      {
        eyebrow: "عن الخدمة",
        heading: "تطبيقات يحتفظ بها عملاؤك على الشاشة الرئيسية",
        paragraphs: [
          "صار الهاتف هو المكان الذي يتسوّق منه العميل في الخليج، ويدير حسابه المصرفي، ويحجز مواعيده، وينجز معاملاته الحكومية. وهذا يرفع سقف التوقعات: تطبيق سريع، يُقرأ بسلاسة باللغتين، يقبل وسائل الدفع المحلية، ويتيح الدخول بالطريقة التي اعتادها المستخدم.",
          "نطوّر تطبيقات أصلية بلغتي Swift وKotlin، وتطبيقات متعددة المنصات بإطار Flutter أو React Native حين تخدمك قاعدة شيفرة واحدة على نحو أفضل. وفي الحالتين نربط التطبيق بأنظمتك الخلفية ونظام ERP ومزوّد الدفع، ونرافقه حتى يجتاز مراجعة متاجر التطبيقات.",
        ],
        image: "/illustrations/services/mobile-application-development.svg",
        imageAlt: "رسم توضيحي: هاتفان بنظامي iOS وAndroid يعرضان التطبيق نفسه باللغتين",
      },
      {
        eyebrow: "ما يحتاجه عملاؤنا",
        heading: "ما يتوقعه العملاء من شريك تطوير التطبيقات",
        paragraphs: [
          "سواء أكان المشروع تطبيق تسوّق لمتجر، أم تطبيق خدمات لمصرف، أم تطبيقًا ميدانيًا للموظفين، تتكرر التوقعات نفسها في كل طلب.",
        ],
        bullets: [
          "تطبيق يبدو أصيلًا بالعربية كما بالإنجليزية، لا نسخة معكوسة من التصميم الإنجليزي",
          "تكامل مع الأنظمة القائمة: أنظمة ERP وCRM، وبرامج الولاء، وأنظمة الخدمات الإلكترونية",
          "وسائل الدفع المحلية، مثل بطاقات مدى وApple Pay والدفع عند الاستلام",
          "إشعارات فورية، وعمل دون اتصال، وسرعة تحميل حتى على الهواتف المتوسطة",
          "أمان يجتاز مراجعات المصارف والجهات الحكومية",
          "فريق يبقى معك بعد الإطلاق للتحديثات والإصدارات الجديدة من أنظمة التشغيل",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "حلولنا",
        heading: "من فكرة مدروسة إلى تطبيق يُصان باستمرار",
        paragraphs: [
          "نبدأ بالاتفاق على أصغر إصدار يحقق قيمة فعلية، ونصمّمه مع مستخدمين حقيقيين، ثم نطوّره على دورات مدة كل منها أسبوعان، تنتهي كل دورة بعرض توضيحي لما أُنجز. فترى التطبيق يعمل مبكرًا، وتتابع تقدّمه أولًا بأول.",
          "وبعد الإطلاق نراقب الأعطال والأداء، ونصدر التحديثات مع كل نسخة جديدة من iOS وAndroid، ونخطّط معك للمراحل التالية.",
        ],
        bullets: [
          "تحديد نطاق الإصدار الأول وأولوياته",
          "تطبيقات أصلية بلغة Swift لنظام iOS وبلغة Kotlin لنظام Android، أو تطبيقات متعددة المنصات بإطار Flutter أو React Native",
          "أنظمة خلفية وواجهات API وتكامل مع نظام ERP وبوابات الدفع وخدمات الهوية",
          "واجهات مصمّمة من اليمين إلى اليسار، بخطوط عربية مريحة للقراءة، وتواريخ وأرقام بالتنسيق المحلي",
          "نشر التطبيق على المتاجر وإدارة إصداراته",
          "صيانة ومراقبة وتحليلات للاستخدام بعد الإطلاق",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "لديك فكرة تطبيق؟",
      body: "أخبرنا لمن هو وماذا ينبغي أن يفعل، وسنساعدك على رسم ملامح إصداره الأول.",
      button: "ناقش فكرة تطبيقك",
    },
  },
};

export default page;
