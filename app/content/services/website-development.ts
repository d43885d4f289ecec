import type { Bilingual, DetailPage } from "../types";

const page: Bilingual<DetailPage> = {
  en: {
    title: "Web development",
    tagline: "Fast, secure, bilingual websites and web platforms, from corporate sites to customer portals.",
    metaDescription:
      "Web development in Arabic and English: corporate websites, portals, e-commerce and web apps that are fast, secure, accessible and easy to update.",
    sections: [
      {
        eyebrow: "About the service",
        heading: "Websites and web platforms built to last",
        paragraphs: [
          "Your website is often the first thing a client, investor or citizen sees, and more and more it is where they get things done: request a quote, track an application, renew a subscription. It has to be quick on a phone, correct in both languages and safe to run.",
          "We build corporate sites, customer and supplier portals, e-services and custom web applications, with content management your marketing team can use without calling a developer.",
        ],
        image: "/illustrations/services/website-development.svg",
        imageAlt: "Illustration: a bilingual website open on a laptop and a phone",
      },
      {
        eyebrow: "What clients need",
        heading: "What a modern web presence requires",
        paragraphs: [
          "A site that looked fine five years ago may now be slow, hard to edit and invisible in Arabic search results. The brief we receive usually covers the same ground.",
        ],
        bullets: [
          "Arabic and English versions of equal quality, not one language bolted onto the other",
          "Pages that load fast on mobile networks and score well on Core Web Vitals",
          "Visibility in search for both Arabic and English queries",
          "Integration with CRM, ERP, payment gateways and government e-services",
          "Security hardening, reliable hosting and regular updates",
          "A content management system editors can use in both languages",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "How we solve it",
        heading: "Engineering for speed, security and easy updates",
        paragraphs: [
          "We pick the stack to fit the job: a pre-rendered site for a corporate presence, a headless CMS where content changes daily, or a full web application where users sign in and transact. Whatever the choice, both languages are built from the first template.",
          "After launch we take care of hosting, monitoring and security updates, or hand over cleanly to your IT team with full documentation.",
        ],
        bullets: [
          "Corporate websites and campaign landing pages",
          "Customer, partner and employee portals",
          "E-commerce and booking platforms",
          "Headless CMS with bilingual editing and review workflows",
          "Accessibility (WCAG) and search optimisation built in, not added later",
          "Managed hosting, backups and security monitoring",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "Ready for a better website?",
      body: "Send us your current site and your goals, and we will suggest what to keep, what to fix and what to build.",
      button: "Get a website proposal",
    },
  },
  ar: {
    title: "تطوير المواقع",
    tagline: "مواقع ومنصات ويب سريعة وآمنة وثنائية اللغة، من الموقع التعريفي للشركة إلى بوابات العملاء.",
    metaDescription:
      "تطوير المواقع بالعربية والإنجليزية: مواقع شركات وبوابات ومتاجر إلكترونية وتطبيقات ويب سريعة وآمنة، يسهل الوصول إليها وتحديث محتواها.",
    sections: [
      {
        eyebrow: "عن الخدمة",
        heading: "مواقع ومنصات ويب تُبنى لتدوم",
        paragraphs: [
          "موقعك الإلكتروني هو غالبًا أول ما يراه العميل أو المستثمر أو المراجع، وقد صار أيضًا المكان الذي ينجز فيه معاملته: يطلب عرض سعر، أو يتابع طلبًا، أو يجدّد اشتراكًا. لذا يجب أن يكون سريعًا على الجوّال، سليمًا باللغتين، آمنًا في تشغيله.",
          "نبني مواقع الشركات، وبوابات العملاء والموردين، والخدمات الإلكترونية، وتطبيقات الويب المخصّصة، مع نظام لإدارة المحتوى يستخدمه فريق التسويق دون أن يحتاج إلى مطوّر.",
        ],
        image: "/illustrations/services/website-development.svg",
        imageAlt: "رسم توضيحي: موقع ثنائي اللغة معروض على حاسوب محمول وهاتف",
      },
      {
        eyebrow: "ما يحتاجه عملاؤنا",
        heading: "ما يتطلّبه الحضور الرقمي اليوم",
        paragraphs: [
          "الموقع الذي كان مقبولًا قبل خمس سنوات قد يكون اليوم بطيئًا، صعب التحديث، وغائبًا عن نتائج البحث بالعربية.",
        ],
        bullets: [
          "نسختان عربية وإنجليزية متكافئتان، لا لغة أساسية وأخرى ملحقة بها",
          "صفحات سريعة التحميل حتى على شبكات الجوّال، بنتائج جيدة في مؤشرات Core Web Vitals",
          "ظهور في نتائج البحث باللغتين",
          "تكامل مع أنظمة CRM وERP وبوابات الدفع والخدمات الحكومية الإلكترونية",
          "حماية أمنية واستضافة موثوقة وتحديثات منتظمة",
          "نظام لإدارة المحتوى يعمل عليه محرّروك باللغتين دون الحاجة إلى مطوّر",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "حلولنا",
        heading: "هندسة تضمن السرعة والأمان وسهولة التحديث",
        paragraphs: [
          "نختار التقنية بحسب المهمة: موقع ثابت فائق السرعة للحضور التعريفي، أو نظام لإدارة المحتوى منفصل عن الواجهة حين يتغيّر المحتوى يوميًا، أو تطبيق ويب متكامل حين يسجّل المستخدمون دخولهم وينجزون معاملاتهم. وفي كل الأحوال نبني اللغتين معًا منذ أول قالب.",
          "وبعد الإطلاق نتولى الاستضافة والمراقبة والتحديثات الأمنية، أو نسلّم المشروع إلى فريق تقنية المعلومات لديك مع توثيق كامل.",
        ],
        bullets: [
          "مواقع تعريفية للشركات وصفحات هبوط للحملات",
          "بوابات للعملاء والشركاء والموظفين",
          "متاجر إلكترونية ومنصات حجز",
          "نظام لإدارة المحتوى بمسار تحرير ومراجعة للغتين",
          "إتاحة الوصول وفق معايير WCAG وتحسين الظهور في محركات البحث منذ البداية، لا بعد الإطلاق",
          "استضافة مُدارة ونسخ احتياطي ومراقبة أمنية",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "هل آن الأوان لموقع أفضل؟",
      body: "أرسل إلينا رابط موقعك الحالي وأهدافك، وسنقترح ما يُبقى عليه وما يُصلح وما يُبنى من جديد.",
      button: "اطلب مقترحًا لموقعك",
    },
  },
};

export default page;
