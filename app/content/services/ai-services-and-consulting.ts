import type { Bilingual, DetailPage } from "../types";

const page: Bilingual<DetailPage> = {
  en: {
    title: "AI services and consulting",
    tagline:
      "Practical AI with a clear business case, from Arabic-language assistants to document automation.",
    metaDescription:
      "AI consulting and delivery: Arabic-language assistants, document processing, predictive models and generative AI, with governance and in-region data.",
    sections: [
      {
        eyebrow: "About the service",
        heading: "AI that earns its place in your operations",
        paragraphs: [
          "Almost every board in the region now asks what AI can do for the organisation. The honest answer depends on your data, your processes and your appetite for risk, and it is rarely a chatbot added to the home page.",
          "We help you choose the use cases worth funding, build them on your own data with the right models, and run them with the controls that regulators, auditors and your customers expect.",
        ],
        image: "/illustrations/services/ai-services-and-consulting.svg",
        imageAlt:
          "Illustration: an AI assistant reading Arabic and English documents and answering questions",
      },
      {
        eyebrow: "What clients need",
        heading: "The questions we hear most",
        paragraphs: [
          "Before any model is trained, clients want straight answers on value, language, data and accountability.",
        ],
        bullets: [
          "Which AI use cases will actually pay back, and which are hype?",
          "Can a model understand Gulf and Levantine dialects, not just Modern Standard Arabic?",
          "How do we keep sensitive data in the country and out of public model training?",
          "Can we automate the reading of Arabic invoices, contracts, IDs and handwritten forms?",
          "Who is accountable when the model gets something wrong?",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "How we solve it",
        heading: "From use-case workshop to production",
        paragraphs: [
          "We run a short readiness assessment and a use-case workshop, score each idea on value, feasibility and risk, and build a proof of concept on your data for the most promising one. If it proves its worth, we take it to production with monitoring, human review where it matters and a named business owner.",
          "We work with both commercial and open-weight models, deployed in regional cloud data centres or on your own infrastructure when the data cannot leave the building.",
        ],
        bullets: [
          "AI strategy, readiness assessment and use-case prioritisation",
          "Arabic and bilingual assistants for customers and staff, grounded in your own documents",
          "Document intelligence: OCR and data extraction for Arabic and English paperwork",
          "Predictive models for demand, churn, risk and maintenance",
          "AI governance: usage policies, evaluation, and bias and privacy reviews",
          "Training for business teams on using AI tools safely",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "Looking for the right first AI project?",
      body: "Join a use-case workshop with our consultants and leave with a ranked shortlist and a realistic plan.",
      button: "Book an AI workshop",
    },
  },
  ar: {
    title: "خدمات الذكاء الاصطناعي والاستشارات",
    tagline: "ذكاء اصطناعي عملي بجدوى واضحة، من المساعدات الذكية الناطقة بالعربية إلى أتمتة المستندات.",
    metaDescription:
      "استشارات وحلول الذكاء الاصطناعي: مساعدات ذكية بالعربية، ومعالجة آلية للمستندات، ونماذج تنبؤية، مع حوكمة واضحة وبيانات تبقى داخل المنطقة.",
    sections: [
      {
        eyebrow: "عن الخدمة",
        heading: "ذكاء اصطناعي يثبت جدواه في عملك",
        paragraphs: [
          "لا يكاد يخلو اجتماع لمجلس إدارة في المنطقة اليوم من سؤال: ماذا يمكن أن يقدّم لنا الذكاء الاصطناعي؟ والإجابة الصادقة تتوقف على بياناتك وإجراءاتك ومدى تقبّلك للمخاطر، ونادرًا ما تكون روبوت محادثة يُضاف إلى الصفحة الرئيسية.",
          "نساعدك على اختيار الاستخدامات التي تستحق الاستثمار، ونبنيها على بياناتك بالنماذج المناسبة، ونشغّلها بالضوابط التي تنتظرها منك الجهات الرقابية والمدقّقون وعملاؤك أنفسهم.",
        ],
        image: "/illustrations/services/ai-services-and-consulting.svg",
        imageAlt: "رسم توضيحي: مساعد ذكي يقرأ مستندات عربية وإنجليزية ويجيب عن الأسئلة",
      },
      {
        eyebrow: "ما يحتاجه عملاؤنا",
        heading: "أسئلة نسمعها كثيرًا",
        paragraphs: ["قبل تدريب أي نموذج، يريد عملاؤنا إجابات صريحة عن الجدوى واللغة والبيانات والمسؤولية."],
        bullets: [
          "أي استخدامات الذكاء الاصطناعي ستؤتي ثمارها فعلًا، وأيها مجرّد ضجة؟",
          "هل يفهم النموذج اللهجات الخليجية والشامية، لا الفصحى وحدها؟",
          "كيف نُبقي بياناتنا الحساسة داخل الدولة، بعيدًا عن تدريب النماذج العامة؟",
          "هل يمكن أتمتة قراءة الفواتير والعقود والهويات والنماذج المكتوبة بخط اليد بالعربية؟",
          "من يتحمّل المسؤولية حين يخطئ النموذج؟",
        ],
        image: "/illustrations/sections/needs.svg",
        imageAlt: "",
      },
      {
        eyebrow: "حلولنا",
        heading: "من ورشة العمل إلى التشغيل الفعلي",
        paragraphs: [
          "نجري تقييمًا سريعًا لجاهزيتك، ثم ورشة عمل نقيّم فيها كل فكرة بحسب قيمتها وإمكانية تنفيذها ومخاطرها، ونبني على بياناتك نموذجًا تجريبيًا للفكرة الأوفر حظًا في النجاح. فإن أثبتت جدواها نقلناها إلى التشغيل الفعلي، مع المراقبة، والمراجعة البشرية حيث يلزم، ومسؤول واضح عنها في إدارتك.",
          "نعمل مع النماذج التجارية والنماذج مفتوحة الأوزان، ونشغّلها في مراكز البيانات السحابية الإقليمية، أو على بنيتك التحتية حين لا يُسمح للبيانات بمغادرة المبنى.",
        ],
        bullets: [
          "استراتيجية الذكاء الاصطناعي وتقييم الجاهزية وترتيب الأولويات",
          "مساعدات ذكية بالعربية والإنجليزية لعملائك وموظفيك، تستند إلى مستنداتك أنت",
          "قراءة المستندات العربية والإنجليزية واستخراج بياناتها آليًا، بتقنية التعرّف الضوئي على النصوص (OCR)",
          "نماذج تنبؤية للطلب وتسرّب العملاء والمخاطر والصيانة",
          "حوكمة الذكاء الاصطناعي: سياسات للاستخدام، وتقييم للنماذج، ومراجعات للتحيّز والخصوصية",
          "تدريب فرق العمل على استخدام أدوات الذكاء الاصطناعي بأمان",
        ],
        image: "/illustrations/sections/solutions.svg",
        imageAlt: "",
      },
    ],
    cta: {
      heading: "تبحث عن مشروعك الأول في الذكاء الاصطناعي؟",
      body: "انضم إلى ورشة عمل مع مستشارينا، واخرج منها بقائمة مرتّبة حسب الأولوية وخطة واقعية للتنفيذ.",
      button: "احجز ورشة عمل",
    },
  },
};

export default page;
