import type { Bilingual, DetailPage } from "../types";

const page: Bilingual<DetailPage> = {
  en: {
    title: "Imploy",
    tagline:
      "The employee app for your Odoo-based ERP: punch in, follow tasks, request leave and chat with your team from one place.",
    metaDescription:
      "Imploy connects employees to your Odoo-based ERP: QR punch in/out with location, tasks, time-off requests and team chat, in Arabic and English.",
    sections: [
      {
        eyebrow: "About the product",
        heading: "Your ERP, in every employee's pocket",
        paragraphs: [
          "Most employees never open the ERP. They message HR to ask for a leave balance, sign a paper register at the gate and chase managers for approvals on personal chat apps. Imploy gives them a simple mobile app, in Arabic and English, that reads from and writes to your company's Odoo-based ERP directly.",
          "For HR and managers, every punch, task update and leave request lands in the same system that runs payroll and reporting, with no re-keying and no month-end reconciliation.",
        ],
        image: "/illustrations/products/imploy.svg",
        imageAlt:
          "Illustration: an employee's phone showing a QR punch-in screen linked to the company's ERP",
      },
      {
        eyebrow: "What clients need",
        heading: "What HR teams and managers struggle with",
        paragraphs: [
          "The ERP holds the rules for shifts, leave and payroll, but the working day happens away from the desk, in branches, on site and at home.",
        ],
        bullets: [
          "Attendance records that rely on paper registers, shared fingerprint devices or trust",
          "Staff working from home, client sites or the field with no reliable way to punch in",
          "Leave requests lost in email, and balances that don't match payroll or WPS files",
          "Hijri and Gregorian dates, public holidays and reduced Ramadan hours to account for",
          "Tasks assigned verbally, with no record of who did what and when",
          "Work conversations scattered across personal messaging apps",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "How we solve it",
        heading: "The working day, from first punch to last approval",
        paragraphs: [
          "Employees punch in and out by scanning a QR code at the office or site. Imploy records the time and, at that moment only, the location, so HR can trust the record without tracking anyone during the day. Managers see their team's attendance, tasks and requests and approve them from their phone.",
          "Because Imploy works on top of your ERP, the data stays under your company's control, and your existing rules for shifts, leave types and approvals apply unchanged.",
        ],
        bullets: [
          "QR punch in/out, with location captured at the moment of the punch",
          "Remote work and on-site attendance on one timeline",
          "Task assignment and follow-up with status updates and comments",
          "Time-off requests with live balances and approval workflows",
          "Instant messaging between colleagues and teams",
          "A fully bilingual interface, right to left in Arabic, on iOS and Android",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "See Imploy working with your ERP",
      body: "Book a demo and we will walk your HR team through a normal working day in the app.",
      button: "Book an Imploy demo",
    },
  },
  ar: {
    title: "إمبلوي",
    tagline:
      "تطبيق الموظف المرتبط بنظام ERP المبني على Odoo: سجّل حضورك، وتابع مهامك، واطلب إجازتك، وتواصل مع فريقك من مكان واحد.",
    metaDescription:
      "إمبلوي يربط موظفيك بنظام ERP المبني على Odoo: حضور وانصراف برمز QR مع الموقع، ومهام، وطلبات إجازة، ومحادثات فورية، بالعربية والإنجليزية.",
    sections: [
      {
        eyebrow: "عن المنتج",
        heading: "نظام ERP في جيب كل موظف",
        paragraphs: [
          "أغلب الموظفين لا يفتحون نظام ERP أبدًا؛ يراسلون الموارد البشرية ليعرفوا رصيد إجازاتهم، ويوقّعون في سجلّ ورقي عند البوابة، ويلاحقون مديريهم في تطبيقات المحادثة الشخصية للحصول على الموافقات. يقدّم لهم إمبلوي تطبيقًا بسيطًا بالعربية والإنجليزية، يقرأ من نظام ERP المبني على Odoo في شركتك ويكتب فيه مباشرة.",
          "أما الموارد البشرية والمديرون، فيصلهم كل تسجيل للحضور أو الانصراف، وكل تحديث لمهمة، وكل طلب إجازة، في النظام نفسه الذي تُحتسب منه الرواتب وتُستخرج منه التقارير، دون إعادة إدخال ولا تسويات في نهاية الشهر.",
        ],
        image: "/illustrations/products/imploy.svg",
        imageAlt: "رسم توضيحي: هاتف موظف يعرض شاشة تسجيل الحضور برمز QR المرتبطة بنظام ERP في الشركة",
      },
      {
        eyebrow: "ما يحتاجه عملاؤنا",
        heading: "ما تعانيه الموارد البشرية والمديرون",
        paragraphs: [
          "يحتفظ نظام ERP بقواعد الورديات والإجازات والرواتب، لكن يوم العمل نفسه يجري بعيدًا عن المكتب: في الفروع، وفي مواقع العمل، وفي المنازل.",
        ],
        bullets: [
          "سجلات حضور تعتمد على الدفاتر الورقية أو أجهزة البصمة المشتركة أو حسن النية",
          "موظفون يعملون من المنزل أو من مواقع العملاء أو في الميدان، دون وسيلة موثوقة لتسجيل حضورهم",
          "طلبات إجازة تضيع بين الرسائل، وأرصدة لا تطابق مسيّرات الرواتب وملفات نظام حماية الأجور",
          "تواريخ هجرية وميلادية، وعطل رسمية، وساعات دوام مخفّضة في رمضان يجب احتسابها بدقة",
          "مهام تُسند شفهيًا، فلا يُعرف من أنجز ماذا ومتى",
          "محادثات العمل مبعثرة بين تطبيقات المراسلة الشخصية",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "حلولنا",
        heading: "يوم العمل كله، من تسجيل الحضور حتى آخر اعتماد",
        paragraphs: [
          "يسجّل الموظف حضوره وانصرافه بمسح رمز QR في المكتب أو موقع العمل، فيحفظ إمبلوي الوقت، ويقرأ الموقع في تلك اللحظة فقط، لتثق الموارد البشرية بالسجلّ دون تتبّع أحد طوال اليوم. ويطّلع المدير على حضور فريقه ومهامه وطلباته، ويعتمدها من هاتفه.",
          "ولأن إمبلوي يعمل فوق نظام ERP لديك، تبقى البيانات تحت سيطرة شركتك، وتُطبَّق قواعدك القائمة للورديات وأنواع الإجازات ومسارات الاعتماد كما هي.",
        ],
        bullets: [
          "تسجيل الحضور والانصراف برمز QR، مع قراءة الموقع لحظة التسجيل فقط",
          "حضور العمل عن بُعد والحضور في المكتب على سجلّ واحد",
          "إسناد المهام ومتابعتها بالتحديثات والتعليقات",
          "طلبات إجازة برصيد محدَّث لحظيًا ومسارات اعتماد",
          "محادثات فورية بين الزملاء وفرق العمل",
          "واجهة عربية كاملة من اليمين إلى اليسار، على iOS وAndroid",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "شاهد إمبلوي يعمل مع نظامك",
      body: "احجز عرضًا توضيحيًا، وسنصحب فريق الموارد البشرية لديك في يوم عمل كامل داخل التطبيق.",
      button: "احجز عرضًا توضيحيًا لإمبلوي",
    },
  },
};

export default page;
