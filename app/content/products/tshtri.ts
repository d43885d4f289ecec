import type { Bilingual, DetailPage } from "../types";

const page: Bilingual<DetailPage> = {
  en: {
    title: "Tshtri",
    tagline:
      "Take every purchase request from approval to delivery, with supplier quotes compared side by side.",
    metaDescription:
      "Tshtri is a procurement platform: purchase requests, approval workflows, supplier quotes and deliveries tracked in one place, in Arabic and English.",
    sections: [
      {
        eyebrow: "About the product",
        heading: "Procurement without the chasing",
        paragraphs: [
          "In many organisations a purchase still starts with an email, waits for a signature on paper and ends with someone asking finance whether the supplier has been paid. Nobody can say where a request is stuck, or why it cost more than last time.",
          "Tshtri puts the whole cycle in one place: the request, the approvals, the request for quotation, the purchase order, the delivery and the match against the invoice. Requesters see progress, procurement sees every open item, and finance sees commitments before the bill arrives.",
        ],
        image: "/illustrations/products/tshtri.svg",
        imageAlt: "Illustration: a purchase request moving through approval, supplier quotes and delivery",
      },
      {
        eyebrow: "What clients need",
        heading: "What procurement and finance teams need",
        paragraphs: [
          "Good procurement balances speed for the requester with control for finance and a fair process for suppliers. Paper and email deliver none of the three.",
        ],
        bullets: [
          "Approval chains that follow budget limits, departments and the delegation of authority",
          "Competitive quotes from several suppliers, compared on price, lead time and terms",
          "Supplier files kept current, with documents such as trade licences and VAT certificates",
          "Audit trails that satisfy internal audit and public-sector procurement rules",
          "Visibility of spend by department, project and supplier",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "How we solve it",
        heading: "From request to receipt, every step on record",
        paragraphs: [
          "Employees raise requests from a catalogue or in free text, in Arabic or English. Tshtri routes each one through the approval chain you define, checks it against the budget and sends a request for quotation to selected suppliers, who reply through their own portal.",
          "Procurement compares quotes side by side, issues the purchase order and tracks delivery. The goods receipt is matched with the invoice before payment, and everything syncs with your ERP.",
        ],
        bullets: [
          "Purchase requests with configurable, budget-aware approval workflows",
          "A supplier portal for registration, quotations and order confirmations",
          "Side-by-side quote comparison on price, lead time and terms",
          "Purchase orders, goods receipts and three-way matching",
          "Spend dashboards by department, project and supplier",
          "Integration with your ERP and accounting system",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "Find out where your purchase requests get stuck",
      body: "Walk through a live purchase in Tshtri, from the first request to the delivery note.",
      button: "Request a Tshtri demo",
    },
  },
  ar: {
    title: "تشتري",
    tagline: "تابع كل طلب شراء من الاعتماد حتى الاستلام، وقارن عروض الموردين جنبًا إلى جنب.",
    metaDescription:
      "تشتري منصة للمشتريات: طلبات الشراء، ومسارات الاعتماد، وعروض أسعار الموردين، ومتابعة التوريد، كلها في مكان واحد وبالعربية والإنجليزية.",
    sections: [
      {
        eyebrow: "عن المنتج",
        heading: "مشتريات بلا ملاحقة ولا مراجعات لا تنتهي",
        paragraphs: [
          "في كثير من المؤسسات ما زال طلب الشراء يبدأ برسالة بريد إلكتروني، وينتظر توقيعًا على ورقة، وينتهي بموظف يسأل الإدارة المالية: هل دُفع للمورد أم لا؟ ولا أحد يعرف أين توقّف الطلب، ولا لماذا كلّف هذه المرة أكثر من سابقتها.",
          "تضع تشتري الدورة كاملة في مكان واحد: الطلب، والاعتمادات، وطلب عروض الأسعار، وأمر الشراء، والاستلام، ومطابقة الفاتورة. فيتابع مقدّم الطلب مراحله، وترى إدارة المشتريات كل ما هو مفتوح، وتعرف الإدارة المالية بالالتزامات قبل أن تصل الفاتورة.",
        ],
        image: "/illustrations/products/tshtri.svg",
        imageAlt: "رسم توضيحي: طلب شراء ينتقل من الاعتماد إلى عروض الموردين ثم التوريد",
      },
      {
        eyebrow: "ما يحتاجه عملاؤنا",
        heading: "ما تحتاجه إدارات المشتريات والمالية",
        paragraphs: [
          "المشتريات الجيدة توازن بين سرعة يريدها مقدّم الطلب، ورقابة تريدها المالية، وعدالة ينتظرها الموردون. والورق والبريد الإلكتروني لا يحققان أيًّا منها.",
        ],
        bullets: [
          "مسارات اعتماد تراعي حدود الميزانية والإدارات وجدول الصلاحيات",
          "عروض أسعار تنافسية من عدة موردين، تُقارن بالسعر ومدة التوريد والشروط",
          "ملفات موردين محدّثة بوثائقهم، كالسجلّ التجاري وشهادة التسجيل في ضريبة القيمة المضافة",
          "سجلّ تدقيق كامل يلبّي متطلبات المراجعة الداخلية وأنظمة المشتريات الحكومية",
          "رؤية واضحة للإنفاق حسب الإدارة والمشروع والمورد",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "حلولنا",
        heading: "من الطلب إلى الاستلام، وكل خطوة موثّقة",
        paragraphs: [
          "يرفع الموظف طلبه من الكتالوج أو بوصف حرّ، بالعربية أو الإنجليزية، فتوجّهه تشتري عبر مسار الاعتماد الذي تحدّده، وتتحقق من توفّر الميزانية، ثم ترسل طلب عروض الأسعار إلى الموردين المختارين، ليردّوا عليه من بوابتهم الخاصة.",
          "تقارن إدارة المشتريات العروض جنبًا إلى جنب، وتصدر أمر الشراء وتتابع التوريد، ثم يُطابَق سند الاستلام مع الفاتورة قبل الدفع، ويُزامَن ذلك كله مع نظام ERP لديك.",
        ],
        bullets: [
          "طلبات شراء بمسارات اعتماد مرنة مرتبطة بالميزانية",
          "بوابة للموردين للتسجيل وتقديم العروض وتأكيد الطلبات",
          "مقارنة العروض جنبًا إلى جنب بالسعر ومدة التوريد والشروط",
          "أوامر الشراء وسندات الاستلام والمطابقة الثلاثية",
          "لوحات متابعة للإنفاق حسب الإدارة والمشروع والمورد",
          "تكامل مع نظام ERP والنظام المحاسبي لديك",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "اكتشف أين تتعطّل طلبات الشراء لديك",
      body: "تابع معنا عملية شراء حيّة على تشتري، من أول طلب حتى سند الاستلام.",
      button: "اطلب عرضًا توضيحيًا لتشتري",
    },
  },
};

export default page;
