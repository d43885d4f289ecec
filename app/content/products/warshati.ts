import type { Bilingual, DetailPage } from "../types";

const page: Bilingual<DetailPage> = {
  en: {
    title: "Warshati",
    tagline:
      "Run your garage or service centre from booking to invoice, with job cards, parts and payments in one system.",
    metaDescription:
      "Warshati is workshop management for garages and service centres: online bookings, digital job cards, parts stock, VAT invoices and customer updates.",
    sections: [
      {
        eyebrow: "About the product",
        heading: "From the first booking to the final invoice",
        paragraphs: [
          "A busy workshop juggles walk-ins, fleet contracts and customers who want an update every hour. When job cards are on paper, parts are tracked on a whiteboard and invoices are typed up at the end of the day, hours and margins quietly disappear.",
          "Warshati gives independent garages, tyre and quick-service chains and dealership service centres one system for the whole job: booking, vehicle check-in, technician assignment, parts, approval of extra work, invoicing and the reminder for the next service.",
        ],
        image: "/illustrations/products/warshati.svg",
        imageAlt:
          "Illustration: a car on a service lift while a technician updates a digital job card on a tablet",
      },
      {
        eyebrow: "What clients need",
        heading: "What workshop owners and service managers face",
        paragraphs: [
          "The work on the car is rarely the problem. The lost time is in scheduling, waiting for parts and chasing approvals.",
        ],
        bullets: [
          "Bays that sit idle in the morning and overflow in the afternoon",
          "Paper job cards with vague labour times and no photos of the vehicle's condition",
          "Parts that turn out to be out of stock when the car is already on the lift",
          "Extra work done without the customer's recorded approval, leading to disputes",
          "Tax invoices that must meet VAT and, where applicable, e-invoicing requirements",
          "Fleet and insurance customers who need consolidated reports and monthly billing",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "How we solve it",
        heading: "Everything in the workshop, in plain view",
        paragraphs: [
          "Customers book online or by phone and receive a confirmation message. At check-in the service adviser opens a digital job card, records the mileage, photographs the vehicle and assigns the work to a technician, who logs time and parts from a tablet.",
          "If extra work is needed, the customer approves it from a link on their phone. The invoice is generated from the job card with VAT applied, parts are deducted from stock, and a reminder is scheduled for the next service.",
        ],
        bullets: [
          "Online and phone bookings with bay and technician scheduling",
          "Digital job cards with vehicle photos, checklists and labour times",
          "Parts inventory, supplier orders and reorder alerts",
          "Customer approval of additional work through a message link",
          "VAT-compliant invoices, payments and fleet account billing",
          "Service history for every vehicle and reminders for the next visit",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "Keep every bay busy",
      body: "See how Warshati runs a day in your workshop, from the first booking to the last invoice.",
      button: "Book a Warshati demo",
    },
  },
  ar: {
    title: "ورشتي",
    tagline:
      "أدِر ورشتك أو مركز الخدمة من الحجز حتى الفاتورة: أوامر العمل وقطع الغيار والمدفوعات في نظام واحد.",
    metaDescription:
      "ورشتي نظام لإدارة ورش الصيانة ومراكز الخدمة: حجوزات إلكترونية، وأوامر عمل رقمية، ومخزون قطع الغيار، وفواتير ضريبية، وتحديثات فورية للعملاء.",
    sections: [
      {
        eyebrow: "عن المنتج",
        heading: "من أول حجز حتى آخر فاتورة",
        paragraphs: [
          "تتعامل الورشة المزدحمة مع زبائن يأتون بلا موعد، وعقود صيانة للأساطيل، وعملاء يريدون معرفة حال سياراتهم كل ساعة. وحين تكون أوامر العمل ورقية، وقطع الغيار مسجّلة على سبّورة، والفواتير تُكتب في آخر اليوم، تضيع الساعات والأرباح دون أن يلاحظ أحد.",
          "يمنح نظام ورشتي ورش الصيانة المستقلة، وسلاسل الإطارات والخدمة السريعة، ومراكز خدمة الوكالات، نظامًا واحدًا للعمل كله: الحجز، واستلام المركبة، وتوزيع العمل على الفنيين، وقطع الغيار، وموافقة العميل على الأعمال الإضافية، والفاتورة، وتذكير الصيانة القادمة.",
        ],
        image: "/illustrations/products/warshati.svg",
        imageAlt: "رسم توضيحي: سيارة على رافعة الصيانة وفني يحدّث أمر العمل الرقمي على جهاز لوحي",
      },
      {
        eyebrow: "ما يحتاجه عملاؤنا",
        heading: "ما يواجهه أصحاب الورش ومديرو الخدمة",
        paragraphs: [
          "نادرًا ما تكون المشكلة في إصلاح السيارة نفسها؛ فالوقت يضيع في الجدولة، وانتظار القطع، وملاحقة الموافقات.",
        ],
        bullets: [
          "رافعات متوقفة في الصباح ومكتظّة بعد الظهر",
          "أوامر عمل ورقية لا توثّق ساعات العمل بوضوح، ولا تحفظ صورًا لحالة المركبة عند استلامها",
          "قطع غيار يتبيّن نفادها بعد أن تكون السيارة قد رُفعت على الرافعة",
          "أعمال إضافية تُنفَّذ دون موافقة موثّقة من العميل، فتنشأ الخلافات",
          "فواتير ضريبية يجب أن تستوفي متطلبات ضريبة القيمة المضافة والفوترة الإلكترونية حيث تنطبق",
          "عملاء من أصحاب الأساطيل وشركات التأمين يحتاجون تقارير مجمّعة وفوترة شهرية",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "حلولنا",
        heading: "كل ما يجري في ورشتك، أمام عينيك",
        paragraphs: [
          "يحجز العميل موعده إلكترونيًا أو بالهاتف، فتصله رسالة تأكيد. وعند الاستلام يفتح مستشار الخدمة أمر عمل رقميًا، ويسجّل قراءة العدّاد، ويصوّر المركبة، ثم يسند العمل إلى فني يسجّل وقته وقطع الغيار المستخدمة من جهاز لوحي.",
          "وإن ظهرت حاجة إلى عمل إضافي، يوافق العميل عليه من رابط يصله على هاتفه. ثم تصدر الفاتورة من أمر العمل مع احتساب ضريبة القيمة المضافة، وتُخصم القطع من المخزون، ويُجدوَل تذكير بموعد الصيانة القادمة.",
        ],
        bullets: [
          "حجوزات إلكترونية وهاتفية مع جدولة الرافعات والفنيين",
          "أوامر عمل رقمية بصور المركبة وقوائم الفحص وأوقات العمل",
          "مخزون قطع الغيار وطلبات الموردين وتنبيهات إعادة الطلب",
          "موافقة العميل على الأعمال الإضافية عبر رابط في رسالة",
          "فواتير متوافقة مع ضريبة القيمة المضافة، وفوترة شهرية لحسابات الأساطيل",
          "سجلّ صيانة لكل مركبة، وتذكير بموعد الزيارة القادمة",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "اجعل كل رافعة في ورشتك تعمل",
      body: "شاهد كيف يدير نظام ورشتي يومًا كاملًا في ورشتك، من أول حجز حتى آخر فاتورة.",
      button: "احجز عرضًا توضيحيًا لورشتي",
    },
  },
};

export default page;
