/**
 * The About Us page's copy in both languages, in the order of the page's six sections (spec §2).
 * Read by the page's entry at build time; none of it is bundled into the browser's JavaScript.
 */
import { company } from "./company";
import { clientCount, teamSize } from "./home";
import type { CallToAction, PageIntro } from "./page-types";
import type { Bilingual } from "./types";

export interface TextBlock {
  title: string;
  body: string;
}

export interface ImageBlock extends TextBlock {
  image: string;
  /** Empty when the picture only decorates the text beside it. */
  imageAlt: string;
}

export interface TeamMember {
  name: string;
  title: string;
  photo: string;
  /** The photo's alternative text, e.g. "Portrait of …". */
  photoAlt: string;
}

export interface AboutCopy {
  banner: PageIntro & { imageAlt: string };
  who: { eyebrow: string; heading: string; blocks: [TextBlock, TextBlock]; imageAlt: string };
  what: { eyebrow: string; heading: string; intro: string; vision: TextBlock; mission: TextBlock };
  different: { eyebrow: string; heading: string; intro: string; items: [ImageBlock, ImageBlock] };
  /** Shown only with `flags.aboutTeam` (off: the spec hides it). */
  team: { eyebrow: string; heading: string; intro: string; members: TeamMember[] };
  cta: CallToAction;
}

/*
 * PLACEHOLDERS: the leadership names below are stand-ins until the company supplies its own, with
 * photos. The block is hidden behind `flags.aboutTeam` until then.
 */
const since = company.foundingYear;

const team = {
  founder: { photo: "/illustrations/team/founder.svg", en: "Khalid Al Mansouri", ar: "خالد المنصوري" },
  ceo: { photo: "/illustrations/team/ceo.svg", en: "Reem Al Harbi", ar: "ريم الحربي" },
  cto: { photo: "/illustrations/team/cto.svg", en: "Omar Haddad", ar: "عمر حدّاد" },
  md: { photo: "/illustrations/team/managing-director.svg", en: "Sara Al Qasimi", ar: "سارة القاسمي" },
};

export const aboutCopy: Bilingual<AboutCopy> = {
  en: {
    banner: {
      eyebrow: "About us",
      title: `A Gulf technology partner since ${since}`,
      lead: "Rawafed is Arabic for tributaries: many streams of expertise flowing into one result. That is how we work for every client, from the first workshop to years of running what we built together.",
      imageAlt: "",
    },
    who: {
      eyebrow: "Who we are",
      heading: "Designers, engineers and consultants who stay for the long run",
      blocks: [
        {
          title: "Our story",
          body: `Rawafed Digital started in Dubai in ${since} as a small team building websites for local businesses. Today more than ${teamSize} people work from our Dubai and Riyadh offices for over ${clientCount} active clients, from startups preparing their first launch to ministries serving millions of citizens.`,
        },
        {
          title: "How we work",
          body: "Small senior teams stay with a client from discovery to day-to-day operations. Every engagement has one accountable lead, a working demo every week and a plan written in plain language, in Arabic and in English, so decision-makers always know where things stand.",
        },
      ],
      imageAlt: "Illustration: a map linking our offices in Dubai and Riyadh",
    },
    what: {
      eyebrow: "What we do",
      heading: "Our vision and mission",
      intro:
        "We build and run software for organisations across the Middle East and North Africa: digital services, ready-made products and the platforms that connect them.",
      vision: {
        title: "Our vision",
        body: "To be the partner the region trusts most with its digital transformation, so that every organisation, large or small, runs on software built for the way it works and the language it speaks.",
      },
      mission: {
        title: "Our mission",
        body: "To design, build and operate digital products that remove real operational friction: fewer paper forms, faster decisions, happier employees and customers. We deliver on the dates we commit to and measure ourselves by our clients' results.",
      },
    },
    different: {
      eyebrow: "Why Rawafed",
      heading: "What makes us different",
      intro: "Many firms can write code. Two things make working with us feel different.",
      items: [
        {
          title: "Bilingual by design",
          body: "Arabic is never an afterthought. Interfaces, content and data models are designed right to left and left to right from the first sketch, and tested by native speakers of both languages before anything ships.",
          image: "/illustrations/about-different-1.svg",
          imageAlt: "Illustration: the same app screen laid out left to right and right to left",
        },
        {
          title: "One team from the first line of code to launch",
          body: "The people who design and build your platform also test it, launch it and keep it running. There are no hand-offs between agencies and no lost context, and because we operate our own products, such as Imploy and Digital Office, we know what running software for years really takes.",
          image: "/illustrations/about-different-2.svg",
          imageAlt: "Illustration: code passing a quality checklist on its way to launch",
        },
      ],
    },
    team: {
      eyebrow: "Leadership",
      heading: "The people accountable for your project",
      intro: "Our leadership team has built and run software in the region for more than two decades.",
      members: [
        {
          name: team.founder.en,
          title: "Founder and Chairman",
          photo: team.founder.photo,
          photoAlt: `Portrait of ${team.founder.en}`,
        },
        {
          name: team.ceo.en,
          title: "Chief Executive Officer",
          photo: team.ceo.photo,
          photoAlt: `Portrait of ${team.ceo.en}`,
        },
        {
          name: team.cto.en,
          title: "Chief Technology Officer",
          photo: team.cto.photo,
          photoAlt: `Portrait of ${team.cto.en}`,
        },
        {
          name: team.md.en,
          title: "Managing Director",
          photo: team.md.photo,
          photoAlt: `Portrait of ${team.md.en}`,
        },
      ],
    },
    cta: {
      heading: "Start your digital transformation journey with us",
      body: "Whether you are replacing paper forms or launching a new platform, we will help you plan the first step and the ones after it.",
      button: "Contact us",
    },
  },
  ar: {
    banner: {
      eyebrow: "من نحن",
      title: `شريكك التقني في الخليج منذ ${since}`,
      lead: "اخترنا اسمنا من روافد الأنهار: خبرات متعددة تلتقي في مجرى واحد لتصنع نتيجة واحدة. هكذا نعمل مع كل عميل، من ورشة العمل الأولى حتى سنوات من تشغيل ما بنيناه معًا.",
      imageAlt: "",
    },
    who: {
      eyebrow: "تعرّف إلينا",
      heading: "مصممون ومهندسون ومستشارون يرافقونك على المدى الطويل",
      blocks: [
        {
          title: "قصتنا",
          body: `انطلقت روافد الرقمية من دبي عام ${since} بفريق صغير يبني مواقع الشركات المحلية. واليوم يعمل في مكتبينا بدبي والرياض أكثر من ${teamSize} خبيرًا يخدمون ما يزيد على ${clientCount} عميلًا نشطًا، من شركات ناشئة تستعد لإطلاقها الأول إلى وزارات تخدم ملايين المواطنين.`,
        },
        {
          title: "طريقة عملنا",
          body: "نعمل بفرق صغيرة من أصحاب الخبرة، ترافق العميل من مرحلة الاستكشاف حتى التشغيل اليومي. لكل مشروع قائد واحد مسؤول، وعرض توضيحي كل أسبوع لما أنجزناه وهو يعمل فعلًا، وخطة مكتوبة بلغة واضحة بالعربية والإنجليزية، ليبقى أصحاب القرار على اطّلاع دائم بسير العمل.",
        },
      ],
      imageAlt: "رسم توضيحي: خريطة تربط مكتبينا في دبي والرياض",
    },
    what: {
      eyebrow: "ماذا نقدّم",
      heading: "رؤيتنا ورسالتنا",
      intro:
        "نبني البرمجيات ونشغّلها لجهات في أنحاء الشرق الأوسط وشمال أفريقيا: خدمات رقمية، ومنتجات جاهزة، والمنصات التي تربط بينها.",
      vision: {
        title: "رؤيتنا",
        body: "أن نكون الشريك الذي تأتمنه المنطقة على تحوّلها الرقمي، لتعمل كل جهة، كبيرةً كانت أو صغيرة، ببرمجيات صُمّمت وفق طريقة عملها وباللغة التي تتحدّثها.",
      },
      mission: {
        title: "رسالتنا",
        body: "أن نصمّم منتجات رقمية ونبنيها ونشغّلها لتزيل العوائق التشغيلية الحقيقية: نماذج ورقية أقل، وقرارات أسرع، وموظفون وعملاء أكثر رضا. نلتزم بالمواعيد التي نتعهّد بها، ونقيس أداءنا بنتائج عملائنا.",
      },
    },
    different: {
      eyebrow: "لماذا روافد",
      heading: "ما الذي يميّزنا",
      intro: "كثيرون يجيدون كتابة الشيفرة البرمجية، لكن أمرين يجعلان العمل معنا تجربة مختلفة.",
      items: [
        {
          title: "العربية في صميم التصميم",
          body: "لا نتعامل مع العربية كترجمة تُضاف في النهاية؛ فالواجهات والمحتوى ونماذج البيانات تُصمَّم للاتجاهين منذ الرسم الأول، ويختبرها متحدثون أصليون باللغتين قبل أي إطلاق.",
          image: "/illustrations/about-different-1.svg",
          imageAlt:
            "رسم توضيحي: شاشة التطبيق نفسها باتجاه الكتابة من اليسار إلى اليمين ومن اليمين إلى اليسار",
        },
        {
          title: "فريق واحد من أول سطر برمجي حتى الإطلاق",
          body: "الفريق الذي يصمّم منصتك ويبنيها هو نفسه من يختبرها ويطلقها ويتولّى تشغيلها، فلا تنتقل المسؤولية بين جهات متعددة ولا تضيع التفاصيل في الطريق. ولأننا نشغّل منتجاتنا الخاصة، مثل إمبلوي والمكتب الرقمي، نعرف جيدًا ما يتطلّبه تشغيل البرمجيات لسنوات.",
          image: "/illustrations/about-different-2.svg",
          imageAlt: "رسم توضيحي: شيفرة برمجية تجتاز قائمة فحص الجودة في طريقها إلى الإطلاق",
        },
      ],
    },
    team: {
      eyebrow: "القيادة",
      heading: "الفريق المسؤول عن نجاح مشروعك",
      intro: "يمتلك فريقنا القيادي خبرة تتجاوز عشرين عامًا في بناء البرمجيات وتشغيلها في المنطقة.",
      members: [
        {
          name: team.founder.ar,
          title: "المؤسس ورئيس مجلس الإدارة",
          photo: team.founder.photo,
          photoAlt: `صورة ${team.founder.ar}`,
        },
        {
          name: team.ceo.ar,
          title: "الرئيسة التنفيذية",
          photo: team.ceo.photo,
          photoAlt: `صورة ${team.ceo.ar}`,
        },
        { name: team.cto.ar, title: "الرئيس التقني", photo: team.cto.photo, photoAlt: `صورة ${team.cto.ar}` },
        { name: team.md.ar, title: "المديرة العامة", photo: team.md.photo, photoAlt: `صورة ${team.md.ar}` },
      ],
    },
    cta: {
      heading: "ابدأ رحلة التحوّل الرقمي معنا",
      body: "سواء أكنت تستبدل النماذج الورقية أم تطلق منصة جديدة، سنساعدك على التخطيط للخطوة الأولى وما يليها.",
      button: "تواصل معنا",
    },
  },
};
