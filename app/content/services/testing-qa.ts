import type { Bilingual, DetailPage } from "../types";

const page: Bilingual<DetailPage> = {
  en: {
    title: "Testing and QA",
    tagline:
      "Independent testing that catches problems before your customers, your auditors or the app stores do.",
    metaDescription:
      "Software testing and QA: automated, manual, performance and security testing, with Arabic, right-to-left and real-device coverage for every release.",
    sections: [
      {
        eyebrow: "About the service",
        heading: "Quality as a habit, not a last-minute phase",
        paragraphs: [
          "A release that breaks on payday, buckles under the first Ramadan campaign or shows Arabic text back to front costs far more than the testing that would have caught it. That is why our QA engineers work alongside your developers, or ours, from the first sprint.",
          "We test web platforms, mobile apps, ERP customisations and the integrations between them, and we leave behind automated suites your team can run on every build.",
        ],
        image: "/illustrations/services/testing-qa.svg",
        imageAlt: "Illustration: a checklist of passed tests beside a phone and a browser window",
      },
      {
        eyebrow: "What clients need",
        heading: "Why teams bring us in",
        paragraphs: [
          "Most calls start the same way: a launch date is fixed, and nobody is confident the product is ready for it.",
        ],
        bullets: [
          "Releases held up because regression testing is manual and takes a week",
          "Bugs that only appear in Arabic: unmirrored layouts, mixed-direction text, truncated labels, wrong number formats",
          "No clear picture of how the system behaves at peak load, such as salary day, an exam window or a flash sale",
          "Security and penetration testing required before a government or banking go-live",
          "Independent evidence of quality for stakeholders and acceptance committees",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "How we solve it",
        heading: "A test strategy sized to your risk",
        paragraphs: [
          "We review your product, release process and defect history, then agree a strategy with you: what to automate, what to test by hand, and which risks justify performance or security work.",
          "Tests run inside your delivery pipeline, results land in the tools your team already uses, and every release gets a clear go or no-go report.",
        ],
        bullets: [
          "Functional and regression testing, manual and automated",
          "Test automation for web, mobile and APIs, wired into CI/CD",
          "Localisation and right-to-left testing on real iOS and Android devices",
          "Performance and load testing against realistic peak scenarios",
          "Security testing and vulnerability assessment based on the OWASP Top 10",
          "User acceptance testing support, with test cases written in Arabic or English",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "Got a release coming up?",
      body: "Send us the scope and the date, and we will propose a test plan that fits both.",
      button: "Plan my testing",
    },
  },
  ar: {
    title: "الاختبار وضمان الجودة",
    tagline: "اختبار مستقل يكتشف الأخطاء قبل أن يكتشفها عملاؤك أو المدقّقون أو متاجر التطبيقات.",
    metaDescription:
      "اختبار البرمجيات وضمان جودتها: اختبارات آلية ويدوية، واختبارات للأداء والأمان، مع فحص الواجهات العربية من اليمين إلى اليسار على أجهزة حقيقية.",
    sections: [
      {
        eyebrow: "عن الخدمة",
        heading: "الجودة عادة يومية، لا مرحلة في اللحظة الأخيرة",
        paragraphs: [
          "إصدارٌ يتعطّل يوم صرف الرواتب، أو ينهار مع أول حملة رمضانية، أو يعرض النص العربي معكوسًا، يكلّف أضعاف الاختبار الذي كان سيكشف الخلل مبكرًا. لذلك يعمل مهندسو الجودة لدينا جنبًا إلى جنب مع مطوّريك، أو مطوّرينا، منذ أول دورة تطوير.",
          "نختبر منصات الويب وتطبيقات الجوّال وتخصيصات أنظمة ERP وعمليات التكامل بينها، ونترك لفريقك حزم اختبار آلية يشغّلها مع كل إصدار.",
        ],
        image: "/illustrations/services/testing-qa.svg",
        imageAlt: "رسم توضيحي: قائمة اختبارات ناجحة بجوار هاتف ونافذة متصفح",
      },
      {
        eyebrow: "ما يحتاجه عملاؤنا",
        heading: "لماذا يستعين بنا العملاء؟",
        paragraphs: [
          "تبدأ أغلب الاتصالات التي تصلنا بالطريقة نفسها: موعد الإطلاق محدّد، ولا أحد واثق من أن المنتج جاهز له.",
        ],
        bullets: [
          "إصدارات تتأخر لأن اختبارات الانحدار يدوية وتستغرق أسبوعًا كاملًا",
          "أخطاء لا تظهر إلا في النسخة العربية: تخطيط لم يُعكس، ونصوص مختلطة الاتجاه، وعناوين مقطوعة، وأرقام بتنسيق خاطئ",
          "غموض حول أداء النظام في أوقات الذروة، كيوم الرواتب أو فترة الاختبارات أو التخفيضات الخاطفة",
          "اختبارات أمان واختراق مطلوبة قبل الإطلاق لدى جهة حكومية أو مصرفية",
          "حاجة إلى دليل مستقل على الجودة يُقدَّم إلى لجان الاستلام",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "حلولنا",
        heading: "استراتيجية اختبار على قدر المخاطر",
        paragraphs: [
          "نراجع منتجك وطريقة إصداره وسجلّ أخطائه السابقة، ثم نتفق معك على استراتيجية الاختبار: ما يُؤتمت، وما يُختبر يدويًا، وأي المخاطر يستدعي اختبارات الأداء أو الأمان.",
          "تجري الاختبارات ضمن مسار التطوير لديك، وتصل نتائجها إلى الأدوات التي يستخدمها فريقك أصلًا، ويحصل كل إصدار على تقرير واضح: جاهز للإطلاق أو غير جاهز.",
        ],
        bullets: [
          "اختبارات وظيفية واختبارات انحدار، يدوية وآلية",
          "أتمتة اختبار الويب والجوّال وواجهات API ضمن مسار CI/CD",
          "اختبار التعريب والواجهات العربية على أجهزة iOS وAndroid حقيقية",
          "اختبارات الأداء والأحمال وفق سيناريوهات ذروة واقعية",
          "اختبارات الأمان وتقييم الثغرات وفق قائمة OWASP Top 10",
          "دعم اختبارات قبول المستخدم بحالات اختبار مكتوبة بالعربية أو الإنجليزية",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "لديك إصدار قريب؟",
      body: "أرسل إلينا نطاق العمل وموعد الإطلاق، وسنقترح خطة اختبار تناسب الاثنين.",
      button: "اطلب خطة اختبار",
    },
  },
};

export default page;
