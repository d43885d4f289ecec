import type { Bilingual, DetailPage } from "../types";

const page: Bilingual<DetailPage> = {
  en: {
    title: "WFI",
    tagline:
      "Run a distributed team with confidence: remote attendance, shift planning and productivity in one platform.",
    metaDescription:
      "WFI helps distributed teams work from anywhere: remote attendance, shift scheduling and productivity insights, with fair rules across countries.",
    sections: [
      {
        eyebrow: "About the product",
        heading: "Work from anywhere, managed from one place",
        paragraphs: [
          "Field sales reps, maintenance technicians, call-centre agents working from home and teams split between Dubai, Riyadh and Cairo don't share an office, a time zone or sometimes even a weekend. Managing them with spreadsheets and “I'm here” messages stops working as the team grows.",
          "WFI, short for Workforce Flexibility and Insight, gives each person a simple way to start and end a shift wherever they are, and gives managers a clear view of coverage, hours and output across the whole team.",
        ],
        image: "/illustrations/products/wfi.svg",
        imageAlt: "Illustration: team members in different cities checking in to the same shift schedule",
      },
      {
        eyebrow: "What clients need",
        heading: "What distributed teams need",
        paragraphs: [
          "Remote and field work is now routine, but most attendance tools still assume everyone walks through the same door at eight.",
        ],
        bullets: [
          "Attendance that works at home, at client sites and on the road, not only at an office gate",
          "Rosters across countries with different weekends, public holidays and Ramadan hours",
          "Rules for breaks, overtime and minimum coverage, applied the same way to everyone",
          "Visibility of workload and output without invasive monitoring",
          "Hours that flow into payroll and timesheets without manual reconciliation",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "How we solve it",
        heading: "Plan the shifts, confirm attendance, see the results",
        paragraphs: [
          "Planners build rosters in WFI from templates, approve shift swaps and fill gaps from a pool of available staff. Team members check in from the web or their phone, with optional location or network rules the employer sets for each role.",
          "Managers see who is on shift, who is late and where coverage is thin. Weekly reports compare planned and actual hours, completed tasks and overtime, ready for payroll.",
        ],
        bullets: [
          "Remote check-in and check-out from web and mobile, with configurable verification",
          "Shift planning with templates, swaps, on-call duty and open shifts",
          "Country calendars with weekends, public holidays and Ramadan working hours",
          "A productivity view based on tasks and goals, not screenshots",
          "Overtime and timesheet exports to payroll and your ERP",
          "Arabic and English interface for staff and managers",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "Bring your distributed team into focus",
      body: "Tell us how your team is spread out, and we will show you a WFI setup that fits it.",
      button: "Explore WFI",
    },
  },
  ar: {
    title: "WFI",
    tagline: "أدِر فريقك الموزّع بثقة: حضور عن بُعد، وتخطيط للورديات، ومتابعة للإنتاجية، في منصة واحدة.",
    metaDescription:
      "WFI منصة للعمل من أي مكان: حضور وانصراف عن بُعد، وجدولة للورديات، ومؤشرات للإنتاجية، بقواعد عادلة تسري على الفريق كله في مختلف الدول.",
    sections: [
      {
        eyebrow: "عن المنتج",
        heading: "اعمل من أي مكان، وأدِر الجميع من مكان واحد",
        paragraphs: [
          "مندوبو مبيعات في الميدان، وفنيو صيانة، وموظفو مراكز اتصال يعملون من منازلهم، وفرق موزّعة بين دبي والرياض والقاهرة؛ لا يجمعهم مكتب واحد ولا توقيت واحد، بل قد لا تجمعهم حتى عطلة نهاية الأسبوع نفسها. وإدارة هؤلاء بجداول البيانات ورسائل «وصلت» لا تصمد مع نمو الفريق.",
          "يمنح WFI، واسمه اختصار للعبارة الإنجليزية Workforce Flexibility and Insight، أي مرونة القوى العاملة ووضوح الرؤية، كل موظف طريقة بسيطة لبدء ورديته وإنهائها أينما كان، ويمنح المديرين صورة واضحة عن التغطية وساعات العمل والإنجاز في الفريق كله.",
        ],
        image: "/illustrations/products/wfi.svg",
        imageAlt: "رسم توضيحي: أعضاء فريق في مدن مختلفة يسجّلون حضورهم في جدول الورديات نفسه",
      },
      {
        eyebrow: "ما يحتاجه عملاؤنا",
        heading: "ما تحتاجه الفرق الموزّعة",
        paragraphs: [
          "صار العمل عن بُعد والعمل الميداني أمرًا معتادًا، لكن معظم أنظمة الحضور ما زالت تفترض أن الجميع يدخلون من الباب نفسه في الثامنة صباحًا.",
        ],
        bullets: [
          "تسجيل حضور يعمل في المنزل وفي مواقع العملاء وعلى الطريق، لا عند بوابة المكتب فقط",
          "جداول ورديات عبر دول تختلف فيها العطل الأسبوعية والرسمية وساعات الدوام في رمضان",
          "قواعد للاستراحات والعمل الإضافي والحدّ الأدنى من التغطية تسري على الجميع بالطريقة نفسها",
          "رؤية واضحة لحجم العمل والإنجاز، دون مراقبة تنتهك الخصوصية",
          "ساعات عمل تنتقل إلى الرواتب وكشوف الدوام دون مطابقة يدوية",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "حلولنا",
        heading: "خطّط الورديات، وتابع الحضور، وقِس الإنجاز",
        paragraphs: [
          "يبني المخطّطون جداول الورديات في WFI انطلاقًا من قوالب جاهزة، ويعتمدون طلبات تبديل الورديات، ويسدّون النقص من قائمة الموظفين المتاحين. ويسجّل الموظف حضوره من المتصفح أو من هاتفه، مع قواعد تحقق اختيارية بالموقع أو بالشبكة يحدّدها صاحب العمل لكل وظيفة.",
          "ويرى المدير من في ورديته الآن، ومن تأخّر، وأين تضعف التغطية، فيما تقارن التقارير الأسبوعية الساعات المخطّطة بالفعلية، والمهام المنجزة، والعمل الإضافي، جاهزةً لاحتساب الرواتب.",
        ],
        bullets: [
          "حضور وانصراف عن بُعد من الويب والجوّال، مع طرق تحقق قابلة للضبط",
          "تخطيط الورديات بالقوالب، وتبادلها بين الموظفين، والمناوبات، وورديات شاغرة يتقدّم لها المتاحون",
          "تقويم لكل دولة يشمل العطل الأسبوعية والرسمية وساعات الدوام في رمضان",
          "متابعة للإنتاجية قائمة على المهام والأهداف، لا على لقطات الشاشة",
          "تصدير ساعات العمل الإضافي وكشوف الدوام إلى الرواتب ونظام ERP",
          "واجهة بالعربية والإنجليزية للموظفين والمديرين",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "اجمع فريقك الموزّع في صورة واحدة",
      body: "أخبرنا كيف يتوزّع فريقك، وسنريك إعدادًا لمنصة WFI يناسبه.",
      button: "تعرّف إلى WFI",
    },
  },
};

export default page;
