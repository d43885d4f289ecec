import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StatsIsland } from "../components/sections/StatsBand";
import { withFacts } from "../content/facts";
import { homeStats, type ProductSummary } from "../views/shape";
import { ProductsListPage } from "../views/products-list";
import { company, productsListCopy } from "../../tests/support/content";
import { createT } from "./i18n";
import type { Locale } from "./locales";
import { plural, pluralWords } from "./plural";
import { strings } from "./strings";

/**
 * Every label next to a number reads as a writer of the language would write it, for the counts
 * where the forms change: Arabic's zero, one, two, few (3–10), many (11–99) and other (100).
 * The expectations are written out by hand, not derived from the translations.
 */
const counts = [0, 1, 2, 3, 11, 100] as const;

const t = (lang: Locale) => createT(strings[lang]);

/** English has two forms: "1 day", and "0 days", "2 days", …, "100 days". */
const english = (one: string, other: string) => counts.map((n) => `${n} ${n === 1 ? one : other}`);

/** Each key's text for 0, 1, 2, 3, 11 and 100, in each language. */
const expected: Record<string, Record<Locale, string[]>> = {
  "counts.products": {
    en: english("digital product", "digital products"),
    ar: [
      "0 منتج رقمي",
      "منتج رقمي واحد",
      "منتجان رقميان",
      "3 منتجات رقمية",
      "11 منتجًا رقميًا",
      "100 منتج رقمي",
    ],
  },
  "counts.services": {
    en: english("digital service", "digital services"),
    ar: [
      "0 خدمة رقمية",
      "خدمة رقمية واحدة",
      "خدمتان رقميتان",
      "3 خدمات رقمية",
      "11 خدمة رقمية",
      "100 خدمة رقمية",
    ],
  },
  "counts.clients": {
    en: english("active client", "active clients"),
    ar: ["0 عميل نشط", "عميل نشط واحد", "عميلان نشطان", "3 عملاء نشطين", "11 عميلًا نشطًا", "100 عميل نشط"],
  },
  "counts.team": {
    en: english("team member", "team members"),
    ar: [
      "0 عضو في فريقنا",
      "عضو واحد في فريقنا",
      "عضوان في فريقنا",
      "3 أعضاء في فريقنا",
      "11 عضوًا في فريقنا",
      "100 عضو في فريقنا",
    ],
  },
  // Written for "more than …" and "over …" in the About page's copy: Arabic's two is genitive there.
  "facts.people": {
    en: english("person", "people"),
    ar: ["0 موظف", "موظف واحد", "موظفَين", "3 موظفين", "11 موظفًا", "100 موظف"],
  },
  "facts.clients": {
    en: english("active client", "active clients"),
    ar: ["0 عميل نشط", "عميل نشط واحد", "عميلَين نشطَين", "3 عملاء نشطين", "11 عميلًا نشطًا", "100 عميل نشط"],
  },
  "news.minutes": {
    en: english("min read", "min read"),
    ar: [
      "أقل من دقيقة للقراءة",
      "دقيقة واحدة للقراءة",
      "دقيقتان للقراءة",
      "3 دقائق للقراءة",
      "11 دقيقة للقراءة",
      "100 دقيقة للقراءة",
    ],
  },
  // Inside "The link … works for {{days}}" / «يبقى الرابط … صالحًا {{days}}»: accusative in Arabic.
  "receipt.expired.days": {
    en: english("day", "days"),
    ar: ["0 يوم", "يومًا واحدًا", "يومين", "3 أيام", "11 يومًا", "100 يوم"],
  },
  // The privacy notice's retention periods, written in by the build (app/content/settings-in-text.ts):
  // «بعد 30 يومًا»، «خلال يومين», genitive or accusative after a preposition or a verb.
  "pages.terms.days": {
    en: english("day", "days"),
    ar: ["0 يوم", "يوم واحد", "يومين", "3 أيام", "11 يومًا", "100 يوم"],
  },
};

/** The counters' words under their figure (`counts.products`), for the same counts. */
const productWords: Record<Locale, string[]> = {
  en: [
    "digital products",
    "digital product",
    "digital products",
    "digital products",
    "digital products",
    "digital products",
  ],
  ar: ["منتج رقمي", "منتج رقمي واحد", "منتجان رقميان", "منتجات رقمية", "منتجًا رقميًا", "منتج رقمي"],
};

const cases = Object.entries(expected).flatMap(([key, byLang]) =>
  (Object.entries(byLang) as [Locale, string[]][]).flatMap(([lang, texts]) =>
    counts.map((count, i) => ({ key, lang, count, text: texts[i]! })),
  ),
);

describe("a count with its words", () => {
  it.each(cases)("$key, $lang, $count: $text", ({ key, lang, count, text }) => {
    expect(plural(t(lang), lang, key, count)).toBe(text);
  });

  it("shows a round figure as written, its form chosen by the number", () => {
    expect(plural(t("en"), "en", "counts.clients", 60, "60+")).toBe("60+ active clients");
    expect(plural(t("ar"), "ar", "counts.clients", 60, "+60")).toBe("+60 عميلًا نشطًا");
    expect(plural(t("ar"), "ar", "counts.team", 100, "+100")).toBe("+100 عضو في فريقنا");
  });

  it("gives the words alone, for a label under a figure, whole where the number is in words", () => {
    for (const lang of ["en", "ar"] as const) {
      expect(counts.map((count) => pluralWords(t(lang), lang, "counts.products", count))).toEqual(
        productWords[lang],
      );
    }
  });

  it("falls back to the language's other form where a form is not written", () => {
    const only = createT({ things: { other: "{{count}} things" } });
    expect(plural(only, "ar", "things", 2)).toBe("2 things");
  });

  it("needs no form for a page number: «الصفحة 3 من 11» reads the same for any number", () => {
    expect(t("en")("news.pageOf", { page: 3, pages: 11 })).toBe("Page 3 of 11");
    expect(t("ar")("news.pageOf", { page: 3, pages: 11 })).toBe("الصفحة 3 من 11");
  });
});

/** The text of the elements of a class in a page's markup, in order. */
const texts = (markup: string, className: string) =>
  [...markup.matchAll(new RegExp(`<span class="${className}"[^>]*>([^<]*)</span>`, "g"))].map((m) => m[1]);

describe("the pages' counts, rendered", () => {
  const site = (count: number) => ({
    products: Array.from({ length: count }),
    services: Array.from({ length: count }),
    company,
  });

  it.each(["en", "ar"] as const)("the home page's counters (%s) read each count with its words", (lang) => {
    for (const [i, count] of counts.entries()) {
      const stats = homeStats(t(lang), lang, site(count));
      const markup = renderToStaticMarkup(<StatsIsland lang={lang} heading="" stats={stats} />);
      const [products, services] = texts(markup, "visually-hidden");
      expect(products).toBe(expected["counts.products"]![lang][i]);
      expect(services).toBe(expected["counts.services"]![lang][i]);
      // Under each figure, its words alone.
      expect(texts(markup, "stat__label")[0]).toBe(productWords[lang][i]);
    }
  });

  it("the home page's round figures keep their + where the language puts it", () => {
    const round = { ...company, clientCount: 60, teamSize: 100 };
    const read = (lang: Locale) =>
      homeStats(t(lang), lang, { products: [], services: [], company: round }).map((stat) => stat.text);
    expect(read("en").slice(2)).toEqual(["60+ active clients", "100+ team members"]);
    expect(read("ar").slice(2)).toEqual(["+60 عميلًا نشطًا", "+100 عضو في فريقنا"]);
  });

  it.each(["en", "ar"] as const)("the products list's count tile (%s) is its heading", (lang) => {
    const product = (i: number): ProductSummary => ({
      slug: `product-${i}`,
      name: `Product ${i}`,
      summary: "",
      illustration: "/illustrations/x.svg",
    });
    for (const [i, count] of counts.entries()) {
      const data = {
        seo: { title: "", description: "" },
        copy: productsListCopy[lang],
        products: Array.from({ length: count }, (_, n) => product(n)),
      };
      const markup = renderToStaticMarkup(<ProductsListPage lang={lang} path="/products" data={data} />);
      expect(texts(markup, "visually-hidden")[0]).toBe(expected["counts.products"]![lang][i]);
    }
  });

  it("the About page's facts come counted, in the form for 'more than' and 'over'", () => {
    const about = (lang: Locale, teamSize: number, clientCount: number) =>
      withFacts("{{people}} · {{clients}}", { ...company, teamSize, clientCount }, "about", lang, t(lang));
    expect(about("en", 80, 60)).toBe("80 people · 60 active clients");
    expect(about("ar", 80, 60)).toBe("80 موظفًا · 60 عميلًا نشطًا");
    expect(about("ar", 100, 2)).toBe("100 موظف · عميلَين نشطَين");
    expect(about("ar", 3, 1)).toBe("3 موظفين · عميل نشط واحد");
  });
});
