import type { Bilingual, TermsPage } from "./types";

/** Terms and conditions of the Imploy employee app (/terms-and-conditions). */
const terms: Bilingual<TermsPage> = {
  en: {
    title: "Imploy mobile app terms and conditions",
    metaDescription:
      "The terms for using the Imploy employee app: accounts, acceptable use, QR attendance with location and camera, messages, data, support and liability.",
    updated: "Last updated: 1 November 2026",
    intro: [
      "These terms govern the use of Imploy, the mobile app that lets employees of our customer organisations reach their employer's ERP system to record attendance, follow up on tasks, exchange messages and request time off. Imploy is provided by Rawafed Digital Solutions LLC (“Rawafed Digital”, “we”, “us”).",
      "Please read them before you use the app. We have written them in plain language, and where a section affects your rights we say so directly. If anything is unclear, ask your employer's HR or IT team, or contact us.",
    ],
    sections: [
      {
        id: "acceptance-and-scope",
        heading: "Acceptance and who these terms apply to",
        paragraphs: [
          "Imploy is licensed to organisations, not to individuals. The organisation that employs you, or engages you as a contractor, has signed a contract with Rawafed Digital to use Imploy. In these terms that organisation is “your employer” or “the customer”, and you, the person using the app, are “the user” or “you”.",
          "By signing in to Imploy you agree to these terms. If you do not agree, do not use the app, and tell your employer so that it can offer you another way to record attendance and submit requests.",
          "Your employer's own policies, such as its attendance, remote-work, leave and acceptable-use policies, also apply to how you use Imploy. Those policies, like your employment contract, are between you and your employer, and these terms do not change them. Where these terms and your employer's contract with us differ on a matter between Rawafed Digital and your employer, that contract prevails.",
          "Depending on the features your employer has turned on, Imploy lets you:",
        ],
        bullets: [
          "record attendance by scanning a QR code to punch in or out",
          "work remotely where your employer allows it",
          "view and update the tasks assigned to you",
          "send and receive instant messages with colleagues",
          "request time off and follow its approval",
        ],
      },
      {
        id: "accounts-and-sign-in",
        heading: "Accounts and sign-in",
        paragraphs: [
          "Your account is created by your employer from its ERP system. You sign in with the credentials your employer gives you or, if your employer has set it up, with your company's single sign-on. You may use your phone's fingerprint or face unlock to open the app; that check happens on your device, and Imploy never receives your biometric data.",
          "Your account is personal. Keep your password and your device secure, and do not let anyone else use your account or sign in as you.",
          "If your phone is lost or stolen, or you think someone else has used your account, tell your employer's HR or IT team straight away so they can sign you out of all devices and reset your access.",
          "Your employer decides who gets an account, which features each person can use and when an account is closed, for example when you leave the organisation.",
        ],
      },
      {
        id: "acceptable-use",
        heading: "Acceptable use",
        paragraphs: [
          "Use Imploy only for your work with your employer, in line with its policies and the law. Breaking the rules below can lead to your access being suspended (see “Suspension and termination”) and to action by your employer under its own policies. In particular, you must not:",
        ],
        bullets: [
          "punch in or out for another person, or ask someone to punch in or out for you",
          "share, photograph or copy attendance QR codes so that they can be scanned away from where they are posted",
          "falsify your location, for example with location-spoofing apps, emulators or modified (rooted or jailbroken) devices",
          "send messages that are abusive, discriminatory, harassing, obscene or otherwise unlawful, or that break your employer's confidentiality rules",
          "upload malware, or try to reach data, accounts or systems you are not authorised to access",
          "copy, decompile, reverse-engineer or modify the app, or use automated tools to extract data from it, except where the law expressly allows it",
          "use the app in a way that could damage, overload or disrupt the service for others",
        ],
      },
      {
        id: "attendance-location-and-camera",
        heading: "Attendance: location and camera use for QR punching",
        paragraphs: [
          "To punch in or out, you scan a QR code provided by your employer, usually displayed at an office, branch or work site. For this, Imploy asks for two permissions on your phone: the camera, to read the code, and location, to confirm where you were when you punched.",
          "When location is read. Imploy reads your device's location only at the moment you punch in or out, after you scan the code. It does not track you during the day, between punches, in the background or when the app is closed. If your employer allows remote punching, the same rule applies: location is read once, at the punch.",
          "What the camera does. The camera is active only while you are scanning. The image is used on your device to read the code; it is not stored and not sent to anyone. Imploy does not take photos or videos of you.",
          "What is stored. Each punch creates an attendance record in your employer's ERP containing the date and time; whether it was a punch in or out; the QR code or work location scanned; your device's location coordinates and their accuracy at that moment; whether the punch fell inside the area your employer set for that location; and an identifier of the device used.",
          "Who sees it. You can see your own attendance records in the app. Your direct manager and authorised HR, payroll and system administrators at your employer can see them, according to the permissions your employer sets in its ERP. Rawafed Digital staff access these records only when needed to provide support or keep the service secure, on your employer's instructions and under our contract with it.",
          "You can refuse or withdraw the camera or location permission at any time in your phone's settings. QR punching will then not work, and you should ask your employer for another way to record attendance. If you think a punch was recorded wrongly, raise it with your manager or HR promptly: your employer decides on corrections and on how attendance affects pay or leave.",
        ],
      },
      {
        id: "messages-and-data",
        heading: "Messages and data",
        paragraphs: [
          "Your employer controls the data. Attendance records, tasks, messages, time-off requests and profile details in Imploy belong to your employer and are held in its ERP system. Your employer decides what is collected, who can see it and how long it is kept, and it is responsible for handling your personal data lawfully. Rawafed Digital processes this data on your employer's behalf and only on its instructions.",
          "Tasks and time off. Time-off requests go to the approvers your employer sets up. Approval decisions and leave balances are your employer's, and Imploy shows them as they are recorded in the ERP. Attach documents, such as a medical certificate for sick leave, only when your employer's leave process requires it.",
          "Messages. Instant messages in Imploy are workplace communications. Your employer may be entitled to access them under its policies and the applicable law, for example to investigate a complaint. Do not use Imploy for private conversations, and share sensitive personal information only through the channel your employer asks you to use.",
          "Retention. Data is kept for the periods your employer sets, within the limits of the law. When your account is closed, your records stay with your employer under its retention rules. When your employer's contract with us ends, we return or delete the data as that contract requires. Data cached on your phone is removed when you sign out or uninstall the app.",
          "Privacy. We do not sell your data, show you advertising or use your attendance records or messages for any purpose other than providing Imploy to your employer. Data is encrypted in transit and hosted in the location agreed in your employer's contract, which may be in your own country. To access, correct or delete your personal data, or to ask how it is used, contact your employer first: it is responsible for answering such requests, and we help it do so. Your employer's privacy notice explains its own practices in more detail.",
        ],
      },
      {
        id: "availability-and-support",
        heading: "Availability and support",
        paragraphs: [
          "We work to keep Imploy available around the clock, but we cannot promise that it will be uninterrupted or error-free. The app needs an internet connection and depends on your employer's ERP, your mobile network and the app stores. We schedule planned maintenance outside normal working hours where we can, and tell your employer in advance about longer work.",
          "We release updates to fix problems, improve security and add features. Some updates are required, and older versions of the app may stop working, so keep the app and your phone's operating system up to date.",
          "For help, contact your employer's HR or IT team first. They can resolve most account and attendance questions, and they pass technical issues to our support team under the support plan agreed with your employer.",
        ],
      },
      {
        id: "intellectual-property",
        heading: "Intellectual property",
        paragraphs: [
          "Imploy, including its software, design, text and graphics and the Imploy and Rawafed Digital names and logos, belongs to Rawafed Digital or its licensors and is protected by intellectual-property law.",
          "While your employer's subscription is active and you have an account, we give you a personal, non-exclusive, non-transferable and revocable right to install and use the app on your devices for your work with your employer, under these terms. No other rights are granted.",
          "Content you create in Imploy, such as messages and task comments, forms part of your employer's data as described above. If you send us suggestions about the app, we may use them without any obligation to you.",
        ],
      },
      {
        id: "liability",
        heading: "Liability",
        paragraphs: [
          "Imploy is a tool your employer uses to run its business. Decisions based on its data, including decisions on attendance, pay, leave, performance or discipline, are made by your employer, not by Rawafed Digital.",
          "As between you and Rawafed Digital, and to the extent the applicable law allows, the app is provided “as is” and “as available”. We are not liable to you for indirect or consequential loss, or for loss caused by your device, your network, the ERP configuration chosen by your employer, or use of the app in breach of these terms. Our responsibilities to your employer are set out in its contract with us.",
          "Nothing in these terms limits or excludes liability that cannot be limited or excluded by law, such as liability for fraud or for death or personal injury caused by negligence, or takes away your rights under mandatory employment or data-protection law.",
        ],
      },
      {
        id: "suspension-and-termination",
        heading: "Suspension and termination",
        paragraphs: [
          "You may stop using Imploy at any time by signing out and removing the app. This does not end your obligations to your employer, so ask it how to record attendance and submit requests another way.",
          "Your employer may suspend or close your account at any time, for example when you change role or leave the organisation.",
          "When your access ends, your records remain with your employer under its retention rules, and the sections on intellectual property, liability and governing law continue to apply.",
          "We may suspend or restrict access to your account, or to your employer's whole service, in the cases below. Where reasonable, we tell your employer before we act, and we restore access once the issue is resolved.",
        ],
        bullets: [
          "you break these terms, in particular the acceptable-use rules",
          "we need to protect the security or integrity of the service or of other users",
          "your employer asks us to, or its contract with us is suspended or ends",
          "the law or a competent authority requires it",
        ],
      },
      {
        id: "changes-to-terms",
        heading: "Changes to these terms",
        paragraphs: [
          "We may update these terms when the app changes, when the law changes or to make them clearer. The date at the top of this page shows when they were last updated.",
          "If a change materially affects you, we will tell you in the app or through your employer at least 30 days before it takes effect, unless the law or a security risk requires it to apply sooner. If you keep using Imploy after the change takes effect, the updated terms apply; if you do not accept them, stop using the app and tell your employer.",
        ],
      },
      {
        id: "governing-law",
        heading: "Governing law and disputes",
        paragraphs: [
          "These terms are governed by the law of the country in which your employer's contract with Rawafed Digital for Imploy was signed, and the courts of that country have jurisdiction over any dispute arising from them.",
          "This does not take away the protection you have under the mandatory laws of the country where you work, including employment and data-protection laws. Before starting formal proceedings, please contact us so that we can try to resolve the matter informally.",
          "The Arabic and English versions of these terms are intended to have the same meaning. If they differ, the version in the language of your employer's contract with us prevails.",
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        paragraphs: [
          "For questions about your account, your attendance records or how your employer uses your data, please contact your employer's HR or IT team first.",
          "For questions about these terms or the Imploy app, write to us at hello@rawafed.example. Please include your employer's name and, if you are reporting a problem, your phone model and the app version. Never send us your password.",
          "Rawafed Digital Solutions LLC, with offices in Dubai, United Arab Emirates, and Riyadh, Saudi Arabia.",
        ],
      },
    ],
  },
  ar: {
    title: "شروط وأحكام استخدام تطبيق إمبلوي",
    metaDescription:
      "الشروط التي تنظّم استخدام تطبيق إمبلوي للموظفين: الحسابات، والاستخدام المقبول، وتسجيل الحضور برمز QR والموقع والكاميرا، والرسائل، والبيانات، والدعم، والمسؤولية.",
    updated: "آخر تحديث: 1 نوفمبر 2026",
    intro: [
      "تنظّم هذه الشروط استخدام «إمبلوي»، تطبيق الجوّال الذي يتيح لموظفي الجهات المتعاقدة معنا الوصول إلى نظام ERP لدى جهة عملهم، لتسجيل الحضور ومتابعة المهام وتبادل الرسائل وتقديم طلبات الإجازة. وتقدّم التطبيقَ شركة روافد الرقمية للحلول ذ.م.م («روافد الرقمية» أو «نحن»).",
      "يُرجى قراءة هذه الشروط قبل استخدام التطبيق. كتبناها بلغة واضحة، وحيثما يمسّ بندٌ حقوقك ذكرنا ذلك صراحةً. وإن أشكل عليك شيء منها، فاسأل فريق الموارد البشرية أو تقنية المعلومات لدى جهة عملك، أو تواصل معنا.",
    ],
    sections: [
      {
        id: "acceptance-and-scope",
        heading: "قبول الشروط ومن تسري عليهم",
        paragraphs: [
          "يُرخَّص إمبلوي للجهات لا للأفراد؛ فالجهة التي توظّفك، أو تتعاقد معك، أبرمت عقدًا مع روافد الرقمية لاستخدام التطبيق. ونشير إليها في هذه الشروط بـ«جهة العمل» أو «العميل»، ونشير إليك، أنت مستخدم التطبيق، بـ«المستخدم».",
          "بتسجيل دخولك إلى إمبلوي فإنك توافق على هذه الشروط. فإن لم توافق عليها، فلا تستخدم التطبيق، وأبلغ جهة عملك لتوفّر لك وسيلة أخرى لتسجيل الحضور وتقديم الطلبات.",
          "وتسري كذلك على استخدامك للتطبيق سياساتُ جهة عملك، كسياسات الحضور والعمل عن بُعد والإجازات والاستخدام المقبول. وهذه السياسات، مثل عقد عملك، شأنٌ بينك وبين جهة عملك، ولا تعدّلها هذه الشروط. وإذا اختلفت هذه الشروط مع عقد جهة عملك معنا في أمر يخص العلاقة بين روافد الرقمية وجهة عملك، فالعقد هو المرجع.",
          "وبحسب الخصائص التي تفعّلها جهة عملك، يتيح لك إمبلوي ما يلي:",
        ],
        bullets: [
          "تسجيل الحضور والانصراف بمسح رمز QR",
          "العمل عن بُعد حيث تسمح جهة عملك بذلك",
          "الاطّلاع على المهام المسندة إليك وتحديثها",
          "تبادل الرسائل الفورية مع زملائك",
          "تقديم طلبات الإجازة ومتابعة اعتمادها",
        ],
      },
      {
        id: "accounts-and-sign-in",
        heading: "الحسابات وتسجيل الدخول",
        paragraphs: [
          "تُنشئ جهة عملك حسابك من نظام ERP لديها، ثم تسجّل أنت الدخول ببيانات الدخول التي تزوّدك بها، أو عبر الدخول الموحّد لشركتك إن كانت جهة عملك قد فعّلته. ويمكنك استخدام بصمة الإصبع أو الوجه في هاتفك لفتح التطبيق، ويجري هذا التحقق على جهازك وحده، ولا يتلقّى إمبلوي أي بيانات حيوية عنك.",
          "حسابك شخصي؛ فحافظ على سرية كلمة المرور وأمان جهازك، ولا تسمح لأحد باستخدام حسابك أو الدخول باسمك.",
          "إذا فُقد هاتفك أو سُرق، أو اشتبهت في أن أحدًا استخدم حسابك، فأبلغ فريق الموارد البشرية أو تقنية المعلومات لدى جهة عملك فورًا، ليُخرجوك من جميع الأجهزة ويعيدوا ضبط صلاحياتك.",
          "وتقرّر جهة عملك من يحصل على حساب، والخصائص المتاحة لكل شخص، ومتى يُغلق الحساب، كأن تنتهي خدمتك لديها.",
        ],
      },
      {
        id: "acceptable-use",
        heading: "الاستخدام المقبول",
        paragraphs: [
          "استخدم إمبلوي لأغراض عملك لدى جهة عملك فقط، وبما يتفق مع سياساتها ومع الأنظمة المعمول بها. وقد تؤدي مخالفة القواعد التالية إلى إيقاف وصولك (انظر بند «الإيقاف وإنهاء الاستخدام»)، وإلى إجراءات تتخذها جهة عملك وفق سياساتها. ويُحظر عليك على وجه الخصوص:",
        ],
        bullets: [
          "تسجيل الحضور أو الانصراف نيابةً عن شخص آخر، أو الطلب من أحد أن يسجّل عنك",
          "مشاركة رموز QR الخاصة بالحضور أو تصويرها أو نسخها لمسحها بعيدًا عن مكان تعليقها",
          "تزييف موقعك، كاستخدام تطبيقات الموقع الوهمي أو المحاكيات أو الأجهزة المعدّلة (root أو jailbreak)",
          "إرسال رسائل مسيئة أو تمييزية أو تنطوي على تحرّش أو مخالفة للآداب العامة أو للقانون، أو تخرق قواعد السرية لدى جهة عملك",
          "رفع برمجيات ضارة، أو محاولة الوصول إلى بيانات أو حسابات أو أنظمة غير مصرّح لك بها",
          "نسخ التطبيق أو تفكيكه أو إجراء هندسة عكسية له أو تعديله، أو استخدام أدوات آلية لاستخراج البيانات منه، إلا فيما يجيزه القانون صراحةً",
          "استخدام التطبيق بطريقة قد تُلحق الضرر بالخدمة أو تُثقلها أو تعطّلها على الآخرين",
        ],
      },
      {
        id: "attendance-location-and-camera",
        heading: "الحضور: استخدام الموقع والكاميرا عند التسجيل برمز QR",
        paragraphs: [
          "لتسجيل حضورك أو انصرافك تمسح رمز QR تضعه جهة عملك، غالبًا في المكتب أو الفرع أو موقع العمل. ولهذا الغرض يطلب إمبلوي إذنين من هاتفك: الكاميرا لقراءة الرمز، والموقع للتأكد من مكانك لحظة التسجيل.",
          "متى يُقرأ الموقع؟ يقرأ إمبلوي موقع جهازك لحظة تسجيل الحضور أو الانصراف فقط، بعد مسح الرمز. ولا يتتبّعك خلال اليوم، ولا بين تسجيل وآخر، ولا في الخلفية، ولا والتطبيق مغلق. وإذا سمحت جهة عملك بالتسجيل عن بُعد، فالقاعدة نفسها تسري: يُقرأ الموقع مرة واحدة عند التسجيل.",
          "ماذا تفعل الكاميرا؟ لا تعمل الكاميرا إلا أثناء المسح، وتُستخدم الصورة على جهازك لقراءة الرمز فقط، فلا تُحفظ ولا تُرسل إلى أحد. ولا يلتقط إمبلوي صورًا أو مقاطع فيديو لك.",
          "ما الذي يُحفظ؟ ينشئ كل تسجيل سجلَّ حضور في نظام ERP لدى جهة عملك، يتضمّن: التاريخ والوقت، ونوع التسجيل (حضور أو انصراف)، والرمز أو موقع العمل الذي مُسح، وإحداثيات موقع الجهاز ودرجة دقتها في تلك اللحظة، وما إذا كان التسجيل داخل النطاق الذي حدّدته جهة عملك لذلك الموقع، ومعرّف الجهاز المستخدم.",
          "من يطّلع عليه؟ ترى سجلات حضورك في التطبيق، ويطّلع عليها مديرك المباشر والمخوَّلون من فرق الموارد البشرية والرواتب ومسؤولي النظام لدى جهة عملك، بحسب الصلاحيات التي تضبطها في نظام ERP. ولا يطّلع عليها موظفو روافد الرقمية إلا عند الحاجة إلى تقديم الدعم أو حماية أمن الخدمة، بناءً على تعليمات جهة عملك وفي حدود العقد المبرم معها.",
          "يمكنك رفض إذن الكاميرا أو الموقع أو سحبه في أي وقت من إعدادات هاتفك، لكن التسجيل برمز QR لن يعمل حينها، فاسأل جهة عملك عن وسيلة بديلة لتسجيل حضورك. وإذا رأيت أن تسجيلًا ما قد سُجّل خطأً، فراجع مديرك أو الموارد البشرية دون تأخير؛ فجهة عملك هي التي تقرّر التصحيح، وتحدّد أثر الحضور على الراتب أو الإجازات.",
        ],
      },
      {
        id: "messages-and-data",
        heading: "الرسائل والبيانات",
        paragraphs: [
          "البيانات ملك جهة عملك وتحت تصرّفها. فسجلات الحضور والمهام والرسائل وطلبات الإجازة وبيانات الملف الشخصي في إمبلوي تعود إلى جهة عملك، وتُحفظ في نظام ERP لديها. وهي التي تقرّر ما يُجمع، ومن يطّلع عليه، ومدة الاحتفاظ به، وتتحمّل مسؤولية معالجة بياناتك الشخصية وفق الأنظمة. أما روافد الرقمية فتعالج هذه البيانات نيابةً عن جهة عملك وبناءً على تعليماتها فقط.",
          "المهام والإجازات: تصل طلبات الإجازة إلى المعتمِدين الذين تحدّدهم جهة عملك، وقرارات الاعتماد وأرصدة الإجازات من اختصاصها، ويعرضها إمبلوي كما هي مسجّلة في نظام ERP. ولا ترفق المستندات، كالتقرير الطبي للإجازة المرضية، إلا حين يتطلبها إجراء الإجازات لدى جهة عملك.",
          "الرسائل: الرسائل الفورية في إمبلوي مراسلاتُ عمل، وقد يحق لجهة عملك الاطّلاع عليها وفق سياساتها والأنظمة المعمول بها، كأن تحقق في شكوى. فلا تستخدم التطبيق للمحادثات الخاصة، ولا تشارك معلومات شخصية حساسة إلا عبر القناة التي تحدّدها جهة عملك.",
          "مدة الاحتفاظ: تُحفظ البيانات للمدد التي تحدّدها جهة عملك في حدود الأنظمة. وعند إغلاق حسابك تبقى سجلاتك لدى جهة عملك وفق قواعد الحفظ لديها. وعند انتهاء عقد جهة عملك معنا، نعيد البيانات إليها أو نحذفها وفق ما ينص عليه العقد. أما البيانات المخزّنة مؤقتًا على هاتفك فتُحذف عند تسجيل الخروج أو حذف التطبيق.",
          "الخصوصية: لا نبيع بياناتك، ولا نعرض عليك إعلانات، ولا نستخدم سجلات حضورك أو رسائلك لأي غرض سوى تقديم إمبلوي لجهة عملك. وتُشفَّر البيانات أثناء نقلها، وتُستضاف في الموقع المتفق عليه في عقد جهة عملك، وقد يكون داخل دولتك. وللاطّلاع على بياناتك الشخصية أو تصحيحها أو حذفها، أو للاستفسار عن طريقة استخدامها، تواصل مع جهة عملك أولًا، فهي المسؤولة عن الرد على هذه الطلبات، ونحن نساعدها في ذلك. ويشرح إشعار الخصوصية لدى جهة عملك ممارساتها بتفصيل أكبر.",
        ],
      },
      {
        id: "availability-and-support",
        heading: "توفّر الخدمة والدعم الفني",
        paragraphs: [
          "نعمل على إبقاء إمبلوي متاحًا على مدار الساعة، لكننا لا نضمن أن يعمل دون انقطاع أو أخطاء؛ فالتطبيق يحتاج إلى اتصال بالإنترنت، ويعتمد على نظام ERP لدى جهة عملك وعلى شبكة الجوّال ومتاجر التطبيقات. ونجدول أعمال الصيانة المخطّط لها خارج ساعات العمل المعتادة قدر الإمكان، ونُخطر جهة عملك مسبقًا بالأعمال التي تستغرق وقتًا أطول.",
          "نصدر تحديثات لإصلاح المشكلات وتعزيز الأمان وإضافة الخصائص، وبعضها إلزامي، وقد تتوقف الإصدارات القديمة من التطبيق عن العمل؛ لذا احرص على تحديث التطبيق ونظام تشغيل هاتفك باستمرار.",
          "للمساعدة، تواصل أولًا مع فريق الموارد البشرية أو تقنية المعلومات لدى جهة عملك؛ فهم قادرون على حلّ معظم مسائل الحسابات والحضور، ويحيلون المشكلات التقنية إلى فريق الدعم لدينا وفق خطة الدعم المتفق عليها مع جهة عملك.",
        ],
      },
      {
        id: "intellectual-property",
        heading: "الملكية الفكرية",
        paragraphs: [
          "إمبلوي، بما في ذلك برمجياته وتصميمه ونصوصه ورسومه، واسما «إمبلوي» و«روافد الرقمية» وشعاراهما، ملكٌ لروافد الرقمية أو للجهات المرخِّصة لها، ومحميٌّ بقوانين الملكية الفكرية.",
          "ما دام اشتراك جهة عملك ساريًا وحسابك قائمًا، نمنحك حقًا شخصيًا غير حصري وغير قابل للتحويل وقابلًا للإلغاء، لتثبيت التطبيق واستخدامه على أجهزتك لأغراض عملك لدى جهة عملك، وفق هذه الشروط. ولا نمنحك أي حقوق أخرى.",
          "والمحتوى الذي تنشئه في إمبلوي، كالرسائل والتعليقات على المهام، جزءٌ من بيانات جهة عملك على النحو المبيّن أعلاه. وإذا أرسلت إلينا مقترحات بشأن التطبيق، فلنا أن نستفيد منها دون أي التزام تجاهك.",
        ],
      },
      {
        id: "liability",
        heading: "المسؤولية",
        paragraphs: [
          "إمبلوي أداة تستخدمها جهة عملك في إدارة أعمالها، والقرارات المبنية على بياناته، ومنها ما يتعلق بالحضور والرواتب والإجازات والأداء والتأديب، تتخذها جهة عملك لا روافد الرقمية.",
          "وفي العلاقة بينك وبين روافد الرقمية، وفي حدود ما تسمح به الأنظمة المعمول بها، يُقدَّم التطبيق «كما هو» و«حسب توفّره»، ولا نتحمّل تجاهك المسؤولية عن الخسائر غير المباشرة أو التبعية، ولا عن الخسائر الناتجة عن جهازك أو شبكتك أو إعدادات نظام ERP التي اختارتها جهة عملك أو استخدام التطبيق بما يخالف هذه الشروط. أما التزاماتنا تجاه جهة عملك فيحدّدها العقد المبرم معها.",
          "ولا يحدّ أي بند في هذه الشروط من مسؤولية لا يجوز قانونًا تحديدها أو استبعادها، كالمسؤولية عن الاحتيال أو عن الوفاة أو الإصابة الناتجة عن الإهمال، ولا ينتقص من حقوقك بموجب أنظمة العمل وحماية البيانات الآمرة.",
        ],
      },
      {
        id: "suspension-and-termination",
        heading: "الإيقاف وإنهاء الاستخدام",
        paragraphs: [
          "يمكنك التوقّف عن استخدام إمبلوي في أي وقت بتسجيل الخروج وحذف التطبيق. ولا يُسقط ذلك التزاماتك تجاه جهة عملك، فاسألها عن الطريقة البديلة لتسجيل الحضور وتقديم الطلبات.",
          "ويجوز لجهة عملك إيقاف حسابك أو إغلاقه في أي وقت، كأن يتغيّر دورك الوظيفي أو تنتهي خدمتك لديها.",
          "وعند انتهاء وصولك تبقى سجلاتك لدى جهة عملك وفق قواعد الحفظ لديها، وتظل بنود الملكية الفكرية والمسؤولية والقانون الواجب التطبيق سارية.",
          "ويجوز لنا إيقاف الوصول إلى حسابك، أو إلى خدمة جهة عملك بالكامل، أو تقييده، في الحالات المبيّنة أدناه. وحيثما كان ذلك معقولًا نُخطر جهة عملك قبل اتخاذ الإجراء، ونعيد الوصول فور معالجة السبب.",
        ],
        bullets: [
          "مخالفتك هذه الشروط، ولا سيما قواعد الاستخدام المقبول",
          "الحاجة إلى حماية أمن الخدمة أو سلامتها أو حماية المستخدمين الآخرين",
          "طلب جهة عملك ذلك، أو إيقاف عقدها معنا أو انتهاؤه",
          "إلزامنا بذلك بموجب القانون أو بقرار من جهة مختصة",
        ],
      },
      {
        id: "changes-to-terms",
        heading: "التعديلات على هذه الشروط",
        paragraphs: [
          "قد نحدّث هذه الشروط عند تغيّر التطبيق أو الأنظمة، أو لزيادة وضوحها. ويبيّن التاريخ في أعلى هذه الصفحة موعد آخر تحديث.",
          "وإذا كان للتعديل أثر جوهري عليك، فسنُعلمك به داخل التطبيق أو عن طريق جهة عملك قبل 30 يومًا على الأقل من سريانه، ما لم يقتضِ القانون أو معالجة خطر أمني تطبيقه في وقت أقرب. واستمرارك في استخدام إمبلوي بعد سريان التعديل يعني قبولك الشروط المحدّثة؛ فإن لم تقبلها، فتوقّف عن استخدام التطبيق وأبلغ جهة عملك.",
        ],
      },
      {
        id: "governing-law",
        heading: "القانون الواجب التطبيق وتسوية النزاعات",
        paragraphs: [
          "تخضع هذه الشروط لقوانين الدولة التي وُقّع فيها عقد جهة عملك مع روافد الرقمية بشأن إمبلوي، وتختص محاكم تلك الدولة بالنظر في أي نزاع ينشأ عنها.",
          "ولا يمسّ ذلك الحماية التي تكفلها لك الأنظمة الآمرة في الدولة التي تعمل فيها، ومنها أنظمة العمل وحماية البيانات. ونرجو أن تتواصل معنا قبل اتخاذ أي إجراء رسمي، لنسعى معًا إلى حلّ المسألة وديًّا.",
          "وقد أُعدّت النسختان العربية والإنجليزية من هذه الشروط لتحملا المعنى نفسه، فإن اختلفتا في شيء فالمرجع هو النسخة المحرّرة بلغة عقد جهة عملك معنا.",
        ],
      },
      {
        id: "contact",
        heading: "التواصل معنا",
        paragraphs: [
          "للاستفسار عن حسابك أو سجلات حضورك أو طريقة استخدام جهة عملك لبياناتك، تواصل أولًا مع فريق الموارد البشرية أو تقنية المعلومات لديها.",
          "وللاستفسار عن هذه الشروط أو عن تطبيق إمبلوي، راسلنا على hello@rawafed.example، واذكر اسم جهة عملك، وإن كنت تبلّغ عن مشكلة فاذكر طراز هاتفك ورقم إصدار التطبيق. ولا ترسل إلينا كلمة المرور أبدًا.",
          "شركة روافد الرقمية للحلول ذ.م.م، ولها مكتبان في دبي بالإمارات العربية المتحدة، والرياض بالمملكة العربية السعودية.",
        ],
      },
    ],
  },
};

export default terms;
