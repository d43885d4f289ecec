import type { Bilingual, DetailPage } from "../types";

const page: Bilingual<DetailPage> = {
  en: {
    title: "Digital Office",
    tagline:
      "Paperless correspondence, archiving, e-signatures and workflows for public and private organisations.",
    metaDescription:
      "Digital Office replaces paper with e-correspondence, archiving, e-signatures and workflows for government bodies and companies, in Arabic and English.",
    sections: [
      {
        eyebrow: "About the product",
        heading: "The whole registry, without the paper",
        paragraphs: [
          "In many organisations, official letters, memos and approvals still travel on paper: registered by hand at the incoming desk, stamped, photocopied and filed in cabinets no one can search. Paperless initiatives across the Gulf have set a clear direction, but daily routine often lags behind.",
          "Digital Office is an electronic correspondence and document management system built around how Arab organisations actually work: incoming and outgoing registers with reference numbers, referrals and written instructions from senior officials, Hijri and Gregorian dates, and formal Arabic letter templates.",
        ],
        image: "/illustrations/products/digital-office.svg",
        imageAlt:
          "Illustration: an official letter being signed electronically and filed in a digital archive",
      },
      {
        eyebrow: "What clients need",
        heading: "What registries and leadership offices need",
        paragraphs: [
          "For a ministry, an authority or a large company, correspondence is the organisation's memory. Losing a letter, or the instruction written on it, has real consequences.",
        ],
        bullets: [
          "Incoming and outgoing correspondence registered, numbered and tracked to completion",
          "Referrals and instructions from leadership that don't get lost between departments",
          "Electronic signatures and stamps that are secure and verifiable",
          "A searchable archive with retention rules and classification levels",
          "Hosting on-premises or in an in-country cloud to meet government data rules",
          "Integration with national e-correspondence and e-services platforms where required",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "How we solve it",
        heading: "From the incoming desk to the archive, digitally",
        paragraphs: [
          "Incoming letters are scanned or received electronically, registered with a reference number and referred to the right department with the official's instruction attached. Staff draft replies from templates, collect internal approvals and sign electronically; the outgoing letter is numbered, dispatched and linked to the original.",
          "Every document lands in a structured archive with full-text Arabic search, access by classification and a complete audit trail. Leadership dashboards show overdue items and the workload in each department.",
        ],
        bullets: [
          "Incoming, outgoing and internal correspondence with automatic numbering",
          "Referrals, instructions and follow-up with deadlines and reminders",
          "Electronic signatures, approval workflows and official templates",
          "Document archive with OCR, Arabic full-text search and retention schedules",
          "Role- and classification-based access with a complete audit log",
          "On-premises, private cloud or in-country cloud deployment",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "Ready to retire the paper registry?",
      body: "Let us show you a full correspondence cycle in Digital Office, using your own letter templates.",
      button: "Request a walkthrough",
    },
  },
  ar: {
    title: "المكتب الرقمي",
    tagline: "مراسلات وأرشفة وتوقيع إلكتروني وسير عمل بلا ورق، للجهات الحكومية والخاصة.",
    metaDescription:
      "المكتب الرقمي نظام للاتصالات الإدارية والأرشفة والتوقيع الإلكتروني وسير العمل، ينقل معاملات الجهات الحكومية والشركات إلى بيئة عمل بلا ورق.",
    sections: [
      {
        eyebrow: "عن المنتج",
        heading: "الاتصالات الإدارية كاملةً، دون ورقة واحدة",
        paragraphs: [
          "ما زالت الخطابات الرسمية والمذكرات والاعتمادات تتنقّل ورقيًا في كثير من الجهات: تُقيَّد يدويًا في الوارد، وتُختم، وتُصوَّر، ثم تُحفظ في خزائن يتعذّر البحث فيها. وقد رسمت مبادرات العمل بلا ورق في دول الخليج اتجاهًا واضحًا، لكن العمل اليومي كثيرًا ما يتأخر عنها.",
          "المكتب الرقمي نظام للاتصالات الإدارية وإدارة الوثائق، صُمّم ليوافق طريقة العمل الفعلية في الجهات العربية: سجلات الوارد والصادر بأرقام قيد، والإحالات وتوجيهات المسؤولين وشروحاتهم، والتاريخان الهجري والميلادي، وقوالب الخطابات الرسمية بالعربية.",
        ],
        image: "/illustrations/products/digital-office.svg",
        imageAlt: "رسم توضيحي: خطاب رسمي يُوقَّع إلكترونيًا ثم يُحفظ في أرشيف رقمي",
      },
      {
        eyebrow: "ما يحتاجه عملاؤنا",
        heading: "ما تحتاجه إدارات الاتصالات ومكاتب القيادات",
        paragraphs: [
          "المراسلات هي ذاكرة الجهة، وزارةً كانت أو هيئة أو شركة كبرى. وضياع خطاب، أو ضياع التوجيه المكتوب عليه، له عواقب حقيقية.",
        ],
        bullets: [
          "قيد المعاملات الواردة والصادرة وترقيمها ومتابعتها حتى إنجازها",
          "إحالات وتوجيهات من القيادة لا تضيع بين الإدارات",
          "توقيع وختم إلكترونيان آمنان يمكن التحقق منهما",
          "أرشيف يسهل البحث فيه، بقواعد للحفظ ومستويات للسرية",
          "استضافة داخل مقر الجهة أو على سحابة داخل الدولة، وفق أنظمة البيانات الحكومية",
          "تكامل مع منصات التراسل الحكومي والخدمات الإلكترونية الوطنية عند الحاجة",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "حلولنا",
        heading: "من مكتب الوارد إلى الأرشيف، رقميًا",
        paragraphs: [
          "تُمسح الخطابات الواردة ضوئيًا أو تصل إلكترونيًا، فتُقيَّد برقم وارد، وتُحال إلى الإدارة المختصة مرفقةً بتوجيه المسؤول. ويعدّ الموظف الرد من قالب جاهز، ويستكمل الاعتمادات الداخلية، ثم يوقّعه إلكترونيًا، فيُرقَّم الخطاب الصادر ويُرسل ويُربط بالمعاملة الأصلية.",
          "وتُحفظ كل وثيقة في أرشيف منظّم يدعم البحث في كامل النص العربي، ويضبط الوصول حسب درجة السرية، مع سجلّ تدقيق شامل. أما القيادات فتطّلع من لوحات المتابعة على المعاملات المتأخرة وحجم العمل في كل إدارة.",
        ],
        bullets: [
          "الوارد والصادر والمراسلات الداخلية مع ترقيم آلي",
          "إحالات وتوجيهات ومتابعة بمواعيد نهائية وتذكيرات",
          "توقيع إلكتروني ومسارات اعتماد وقوالب رسمية",
          "أرشفة إلكترونية مع التعرّف الضوئي على النصوص، والبحث في كامل النص العربي، وجداول للحفظ",
          "صلاحيات وصول حسب الدور ودرجة السرية، مع سجلّ تدقيق كامل",
          "تشغيل داخل مقر الجهة، أو على سحابة خاصة، أو على سحابة داخل الدولة",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "حان وقت الاستغناء عن السجلات الورقية",
      body: "دعنا نعرض لك دورة معاملة كاملة على المكتب الرقمي، باستخدام قوالب خطاباتك أنت.",
      button: "اطلب جولة تعريفية",
    },
  },
};

export default page;
