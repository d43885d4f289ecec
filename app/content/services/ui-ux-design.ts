import type { Bilingual, DetailPage } from "../types";

const page: Bilingual<DetailPage> = {
  en: {
    title: "UI/UX design",
    tagline: "Research-led design for products people understand at first glance, in Arabic and in English.",
    metaDescription:
      "UI/UX design in Arabic and English: user research, right-to-left interfaces, design systems and usability testing for apps, portals and e-services.",
    sections: [
      {
        eyebrow: "About the service",
        heading: "Design that starts with the people using it",
        paragraphs: [
          "Good design in this region means designing twice: once for a reader who scans from left to right, and once for one who reads from right to left, often the same person switching languages mid-task. Flipping a finished English design like a mirror image rarely works.",
          "Our designers research, prototype and test with real users, then hand developers a design system that keeps every screen consistent in both languages.",
        ],
        image: "/illustrations/services/ui-ux-design.svg",
        imageAlt: "Illustration: the same app screen laid out in English and mirrored for Arabic",
      },
      {
        eyebrow: "What clients need",
        heading: "The problems we are asked to fix",
        paragraphs: [
          "Clients usually come to us when the numbers say something is wrong: sign-ups stall, support calls pile up, or a new e-service is barely used.",
        ],
        bullets: [
          "Arabic interfaces that feel like an afterthought: stiff wording, icons flipped that should not be, hard-to-read fonts",
          "Government and enterprise e-services that people abandon halfway through",
          "Products that grew screen by screen, with no shared components or rules",
          "Accessibility requirements for public-sector services",
          "Design decisions made on opinion rather than evidence from users",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "How we solve it",
        heading: "Research, prototype, test, repeat",
        paragraphs: [
          "We interview and observe your users, map their journeys and find exactly where they drop off. Clickable prototypes let you try ideas in days, in both languages, before a line of production code is written.",
          "Every project ends with a documented design system covering typography, colour, components, right-to-left rules and content guidelines, so your team can keep building on it.",
        ],
        bullets: [
          "User research, interviews and journey mapping",
          "Information architecture and bilingual content design",
          "Wireframes and interactive prototypes for web and mobile",
          "Usability testing with Arabic- and English-speaking users",
          "Design systems with right-to-left rules and Arabic typography",
          "Accessibility reviews against WCAG",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "Let's make it easier to use",
      body: "Show us the screen your users complain about most, and we will tell you why and how to fix it.",
      button: "Request a design review",
    },
  },
  ar: {
    title: "تصميم واجهات المستخدم وتجربته",
    tagline: "تصميم قائم على البحث، لمنتجات يفهمها المستخدم من النظرة الأولى، بالعربية والإنجليزية.",
    metaDescription:
      "تصميم واجهات المستخدم وتجربته بالعربية والإنجليزية: أبحاث المستخدمين، وواجهات من اليمين إلى اليسار، وأنظمة تصميم، واختبارات سهولة الاستخدام.",
    sections: [
      {
        eyebrow: "عن الخدمة",
        heading: "تصميم يبدأ من المستخدم",
        paragraphs: [
          "التصميم الجيد في منطقتنا يعني أن تصمّم مرتين: مرة لقارئ يقرأ من اليسار إلى اليمين، ومرة لقارئ يقرأ من اليمين إلى اليسار، وكثيرًا ما يكونان الشخص نفسه، ينتقل بين اللغتين في منتصف المهمة. أما عكس تصميم إنجليزي جاهز كأنه صورة في مرآة، فنادرًا ما ينجح.",
          "يبحث مصمّمونا ويبنون النماذج الأولية ويختبرونها مع مستخدمين حقيقيين، ثم يسلّمون المطوّرين نظام تصميم يحفظ اتساق كل شاشة باللغتين.",
        ],
        image: "/illustrations/services/ui-ux-design.svg",
        imageAlt: "رسم توضيحي: شاشة التطبيق نفسها بتخطيطها الإنجليزي ونسختها العربية المعكوسة",
      },
      {
        eyebrow: "ما يحتاجه عملاؤنا",
        heading: "مشكلات يطلب منا العملاء حلّها",
        paragraphs: [
          "يأتينا العملاء عادةً حين تقول الأرقام إن خللًا ما يحدث: عمليات التسجيل متعثّرة، واتصالات الدعم تتراكم، والخدمة الإلكترونية الجديدة لا يستخدمها أحد تقريبًا.",
        ],
        bullets: [
          "واجهات عربية تبدو كأنها أُضيفت على عجل: صياغة متكلّفة، وأيقونات معكوسة ما كان ينبغي عكسها، وخطوط يصعب قراءتها",
          "خدمات إلكترونية حكومية ومؤسسية يتركها المستخدمون في منتصف الطريق",
          "منتجات نمت شاشةً بعد شاشة، بلا مكوّنات أو قواعد مشتركة",
          "متطلبات إتاحة الوصول في خدمات القطاع العام",
          "قرارات تُبنى على الآراء لا على ما يقوله المستخدمون",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "حلولنا",
        heading: "نبحث، نصمّم، نختبر، ثم نعيد",
        paragraphs: [
          "نقابل مستخدميك ونراقب طريقة عملهم، ونرسم رحلاتهم لنعرف بالضبط أين يتوقفون. وتتيح لك النماذج التفاعلية تجربة الأفكار خلال أيام، باللغتين، قبل كتابة سطر واحد من الشيفرة.",
          "وينتهي كل مشروع بنظام تصميم موثّق يشمل الخطوط والألوان والمكوّنات وقواعد الاتجاه وإرشادات كتابة المحتوى، يواصل فريقك البناء عليه.",
        ],
        bullets: [
          "أبحاث المستخدمين ورسم رحلاتهم",
          "هيكلة المعلومات وكتابة المحتوى باللغتين",
          "مخططات أولية ونماذج تفاعلية للويب والجوّال",
          "اختبارات سهولة الاستخدام مع مستخدمين يتحدثون العربية والإنجليزية",
          "أنظمة تصميم بقواعد واضحة للكتابة من اليمين إلى اليسار وللخطوط العربية",
          "مراجعات لإتاحة الوصول وفق معايير WCAG",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "لنجعل منتجك أسهل استخدامًا",
      body: "أرِنا الشاشة التي يشتكي منها مستخدموك أكثر من غيرها، وسنخبرك بالسبب وبطريقة إصلاحها.",
      button: "اطلب مراجعة للتصميم",
    },
  },
};

export default page;
