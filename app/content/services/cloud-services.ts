import type { Bilingual, DetailPage } from "../types";

const page: Bilingual<DetailPage> = {
  en: {
    title: "Cloud services",
    tagline:
      "Architecture, migration and day-to-day operations for systems that must stay fast, secure and in the right country.",
    metaDescription:
      "Cloud migration, architecture and managed operations in the UAE and Saudi Arabia, with in-country hosting, hybrid setups and cost control.",
    sections: [
      {
        eyebrow: "About the service",
        heading: "Cloud that fits your regulations and your budget",
        paragraphs: [
          "Moving to the cloud in the Gulf is rarely a simple lift-and-shift. Some data has to stay in the country, some systems still run in a server room down the corridor, and the finance team wants to know why last month's bill doubled.",
          "We design, migrate and operate environments in the regional data centres of the major public clouds, on local sovereign and government clouds, and in hybrid setups that keep your on-premises systems in the picture.",
        ],
        image: "/illustrations/services/cloud-services.svg",
        imageAlt: "Illustration: cloud servers connected to a company's offices and its own data centre",
      },
      {
        eyebrow: "What clients need",
        heading: "What holds cloud projects back",
        paragraphs: [
          "The technology is rarely the hard part. The constraints around it are: rules, legacy code, small teams and budgets that have to be defended every quarter.",
        ],
        bullets: [
          "Data-residency and sector rules that decide where each workload may live",
          "Legacy applications and databases that cannot be rewritten before they move",
          "Cut-over windows of a few hours outside business time, not days",
          "Cloud bills that grow faster than usage, with no one accountable for the cost",
          "Small in-house operations teams who cannot watch systems around the clock",
          "Security controls and audit evidence that regulators and auditors will accept",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "How we solve it",
        heading: "From the first assessment to the 3 a.m. alert",
        paragraphs: [
          "We begin with a readiness assessment that classifies your applications and data, then propose the target: a public cloud region, a local cloud or a hybrid of both. Migrations run in waves, each with a rehearsal and a rollback plan, so every cut-over is planned rather than hoped for.",
          "After go-live our operations team keeps watch: monitoring, patching, backups and incident response, with a monthly report that also shows where your money went.",
        ],
        bullets: [
          "Cloud readiness assessment and landing-zone design",
          "Migration in waves: rehost, replatform or refactor, chosen per application",
          "Secure hybrid connectivity between your data centre and the cloud",
          "Infrastructure as code, CI/CD pipelines and container platforms",
          "24/7 monitoring, backups and disaster recovery tested on a schedule",
          "Cost management: tagging, rightsizing and monthly reviews",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "Planning a move to the cloud?",
      body: "Share your current setup and we will come back with a migration outline and an honest estimate.",
      button: "Request a cloud assessment",
    },
  },
  ar: {
    title: "الخدمات السحابية",
    tagline:
      "تصميم وترحيل وتشغيل يومي لأنظمتك على السحابة، بسرعة وأمان، وفي الدولة التي يجب أن تبقى فيها بياناتك.",
    metaDescription:
      "ترحيل الأنظمة إلى السحابة وتصميم بنيتها وتشغيلها في الإمارات والسعودية، مع استضافة داخل الدولة وبيئات هجينة وضبط مستمر للتكاليف.",
    sections: [
      {
        eyebrow: "عن الخدمة",
        heading: "سحابة تلائم متطلباتك التنظيمية وميزانيتك",
        paragraphs: [
          "نادرًا ما يكون الانتقال إلى السحابة في الخليج مجرّد نقل للأنظمة كما هي؛ فبعض البيانات يجب أن يبقى داخل الدولة، وبعض الأنظمة ما زال يعمل في غرفة خوادم على بُعد خطوات من المكاتب، والإدارة المالية تريد أن تعرف لماذا تضاعفت فاتورة الشهر الماضي.",
          "نصمّم البيئات السحابية وننقل إليها الأنظمة ونشغّلها، سواء أكان ذلك في مراكز البيانات الإقليمية لكبرى منصات السحابة العامة، أم على السحابات الوطنية والحكومية، أم في بيئات هجينة تُبقي أنظمتك المحلية جزءًا من الصورة.",
        ],
        image: "/illustrations/services/cloud-services.svg",
        imageAlt: "رسم توضيحي: خوادم سحابية متصلة بمكاتب الشركة ومركز بياناتها",
      },
      {
        eyebrow: "ما يحتاجه عملاؤنا",
        heading: "ما الذي يعطّل مشاريع السحابة؟",
        paragraphs: [
          "التقنية ليست الجزء الأصعب في الغالب، بل ما يحيط بها: الأنظمة واللوائح، والشيفرة القديمة، والفرق الصغيرة، وميزانية عليك أن تدافع عنها كل ربع سنة.",
        ],
        bullets: [
          "متطلبات حفظ البيانات داخل الدولة وأنظمة القطاع التي تحدّد أين يُستضاف كل نظام",
          "تطبيقات وقواعد بيانات قديمة لا يمكن إعادة كتابتها قبل نقلها",
          "فترات توقّف لا تتجاوز ساعات قليلة خارج أوقات الدوام",
          "فواتير سحابية تتضخّم أسرع من الاستخدام، دون جهة تُسأل عنها",
          "فرق تشغيل داخلية صغيرة لا تستطيع مراقبة الأنظمة على مدار الساعة",
          "ضوابط أمنية وأدلة امتثال تقبلها الجهات الرقابية والمدقّقون",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "حلولنا",
        heading: "من التقييم الأول حتى تنبيه الثالثة فجرًا",
        paragraphs: [
          "نبدأ بتقييم للجاهزية نصنّف فيه تطبيقاتك وبياناتك، ثم نقترح البيئة المستهدفة: منطقة سحابية عامة، أو سحابة محلية، أو مزيجًا بينهما. ويجري الترحيل على دفعات، ولكل دفعة تجربة مسبقة وخطة للتراجع، فيكون كل انتقال مدروسًا لا مغامرة.",
          "وبعد الإطلاق يتولّى فريق التشغيل لدينا المتابعة: مراقبة وتحديثات أمنية ونسخ احتياطي واستجابة للحوادث، مع تقرير شهري يبيّن لك أيضًا أين ذهبت ميزانيتك.",
        ],
        bullets: [
          "تقييم الجاهزية وتصميم البنية الأساسية للبيئة السحابية",
          "ترحيل على دفعات بالأسلوب الأنسب لكل تطبيق: نقله كما هو، أو تكييفه مع المنصة الجديدة، أو إعادة بنائه",
          "ربط آمن بين مركز بياناتك والسحابة",
          "إدارة البنية التحتية بالشيفرة (IaC)، ومسارات CI/CD للنشر الآلي، ومنصات الحاويات",
          "مراقبة على مدار الساعة، ونسخ احتياطي، وخطط للتعافي من الكوارث تُختبر دوريًا",
          "ضبط التكاليف: وسم الموارد، ومواءمة أحجامها مع الاستخدام الفعلي، ومراجعة شهرية للفاتورة",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "تخطّط للانتقال إلى السحابة؟",
      body: "أطلعنا على بيئتك الحالية، وسنعود إليك بتصوّر أولي للترحيل وتقدير صريح للتكلفة.",
      button: "اطلب تقييمًا سحابيًا",
    },
  },
};

export default page;
