import type { Bilingual, DetailPage } from "../types";

const page: Bilingual<DetailPage> = {
  en: {
    title: "LMS learning platform",
    tagline: "A bilingual learning platform for schools, academies and corporate training teams.",
    metaDescription:
      "A bilingual LMS for schools, academies and corporate training: courses, live classes, assessments and certificates, with a full Arabic interface.",
    sections: [
      {
        eyebrow: "About the product",
        heading: "Teaching and training, in both languages",
        paragraphs: [
          "Schools teach in Arabic and English, often in the same lesson. Training academies run courses for learners in several countries. Corporate learning teams need onboarding and compliance training that reaches every branch. Most learning platforms treat Arabic as a translation layer; ours treats it as a first language.",
          "The LMS brings courses, live sessions, assignments, assessments and certificates into one platform that works on any phone or laptop, with a right-to-left interface that reads naturally and course authoring in both languages.",
        ],
        image: "/illustrations/products/lms.svg",
        imageAlt: "Illustration: a learner following a bilingual online lesson on a laptop and a phone",
      },
      {
        eyebrow: "What clients need",
        heading: "What educators and training managers ask for",
        paragraphs: [
          "A school principal and an HR training lead have different goals, but both need learners to show up, finish and prove what they learned.",
        ],
        bullets: [
          "Courses and tests that display Arabic text, equations and mixed-language content correctly",
          "Blended learning: live classes, recorded lessons and in-person sessions in one timetable",
          "Mandatory employee training with completion tracking and reminders",
          "Reports for parents, school leadership, HR and regulators",
          "Stable performance at peak times, such as exam weeks and the start of term",
          "Integration with student information, HR and video-conferencing systems",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "How we solve it",
        heading: "For every learner, and everyone who teaches them",
        paragraphs: [
          "Teachers and trainers build courses from video, documents, quizzes and assignments, then schedule live sessions inside the platform. Learners follow a clear path, see their deadlines and get feedback in the language they prefer.",
          "Administrators manage classes, cohorts and departments, issue certificates automatically and export reports. The platform connects to your student information system, HR system or ERP, so enrolments stay in sync.",
        ],
        bullets: [
          "Bilingual course authoring and a native right-to-left learner interface",
          "Live classes, recorded lessons and discussion forums",
          "Question banks, exams, and automatic or manual grading",
          "Learning paths, compliance training and certificates",
          "Progress reports for teachers, parents, managers and HR",
          "Mobile-friendly, with integration to SIS, HR and ERP systems",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "Give your learners a better platform",
      body: "Tell us who you teach or train, and we will set up a pilot course for you to try.",
      button: "Start an LMS pilot",
    },
  },
  ar: {
    title: "منصة التعلّم LMS",
    tagline: "منصة تعلّم ثنائية اللغة للمدارس والأكاديميات وفرق التدريب في الشركات.",
    metaDescription:
      "منصة تعلّم ثنائية اللغة للمدارس والأكاديميات والتدريب المؤسسي: دورات، وحصص مباشرة، واختبارات، وشهادات، بواجهة عربية كاملة من اليمين إلى اليسار.",
    sections: [
      {
        eyebrow: "عن المنتج",
        heading: "تعليم وتدريب باللغتين",
        paragraphs: [
          "تدرّس المدارس بالعربية والإنجليزية، وأحيانًا في الحصة نفسها، وتقدّم الأكاديميات دوراتها لمتعلّمين في أكثر من دولة، وتحتاج إدارات التدريب في الشركات إلى برامج تهيئة وتدريب إلزامي تصل إلى كل فرع. ومعظم منصات التعلّم تتعامل مع العربية كأنها طبقة ترجمة، أما منصتنا فتعاملها لغةً أولى.",
          "تجمع منصة التعلّم الدورات والحصص المباشرة والواجبات والاختبارات والشهادات في مكان واحد، يعمل على الهاتف والحاسوب، بواجهة من اليمين إلى اليسار تُقرأ بسلاسة، وبأدوات لإعداد المحتوى باللغتين.",
        ],
        image: "/illustrations/products/lms.svg",
        imageAlt: "رسم توضيحي: متعلّم يتابع درسًا ثنائي اللغة على حاسوب محمول وهاتف",
      },
      {
        eyebrow: "ما يحتاجه عملاؤنا",
        heading: "ما يطلبه المعلّمون ومديرو التدريب",
        paragraphs: [
          "تختلف أهداف مدير المدرسة عن أهداف مسؤول التدريب في الموارد البشرية، لكن كليهما يريد متعلّمًا يحضر، ويُكمل، ويُثبت ما تعلّمه.",
        ],
        bullets: [
          "دورات واختبارات تعرض النص العربي والمعادلات والمحتوى المختلط اللغة عرضًا صحيحًا",
          "تعلّم مدمج يجمع الحصص المباشرة والدروس المسجّلة والجلسات الحضورية في جدول واحد",
          "تدريب إلزامي للموظفين مع متابعة الإنجاز والتذكيرات",
          "تقارير لأولياء الأمور وإدارات المدارس والموارد البشرية والجهات المشرفة",
          "أداء مستقر في أوقات الضغط، كأسابيع الاختبارات وبداية الفصل الدراسي",
          "تكامل مع أنظمة معلومات الطلاب والموارد البشرية ومنصات الاجتماعات المرئية",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "حلولنا",
        heading: "لكل متعلّم، ولكل من يعلّمه",
        paragraphs: [
          "يبني المعلّم أو المدرّب دوراته من مقاطع الفيديو والمستندات والاختبارات القصيرة والواجبات، ويجدول الحصص المباشرة داخل المنصة. ويسير المتعلّم في مسار واضح، يعرف فيه مواعيده النهائية، ويتلقّى الملاحظات باللغة التي يفضّلها.",
          "ويدير المشرفون الفصول والدفعات والإدارات، وتصدر الشهادات تلقائيًا، وتُستخرج التقارير بسهولة. كما ترتبط المنصة بنظام معلومات الطلاب أو نظام الموارد البشرية أو نظام ERP، ليبقى التسجيل متزامنًا دائمًا.",
        ],
        bullets: [
          "إعداد الدورات باللغتين، وواجهة عربية أصيلة للمتعلّم",
          "حصص مباشرة ودروس مسجّلة ومنتديات للنقاش",
          "بنوك أسئلة واختبارات وتصحيح آلي أو يدوي",
          "مسارات تعلّم وتدريب إلزامي وشهادات",
          "تقارير عن تقدّم المتعلّمين، للمعلّمين وأولياء الأمور والمديرين والموارد البشرية",
          "منصة تعمل بسلاسة على الجوّال، وتتكامل مع أنظمة معلومات الطلاب والموارد البشرية ونظام ERP",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "امنح متعلّميك منصة تليق بهم",
      body: "أخبرنا عن طلابك أو متدرّبيك، وسنجهّز لك دورة تجريبية لتختبر المنصة بنفسك.",
      button: "ابدأ تجربة المنصة",
    },
  },
};

export default page;
