/**
 * The editor's preview (decision 016): the entry being edited as its page will look, drawn by the
 * site's own React views (header, page, footer) with the site's styles, in the language of the pane
 * being previewed. Decap draws it in a frame of its own; the frame's document takes the language and
 * direction (`lang`, `dir` on its root, as on the site), so Arabic is right to left in Readex Pro.
 *
 * What the entry does not hold comes from /admin/site.json (app/pages/admin/site.json.ts): the
 * other services in the menu, the company's facts in the footer, and, in the Arabic pane, the
 * facts every language shares (a service's icon and picture), which Decap keeps in the English pane.
 * The terms and the privacy notice are Markdown, which the site renders when it is built: their
 * preview links to the page.
 */
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { micromark } from "micromark";
import { Component, useEffect, useState, type ComponentProps, type ReactNode } from "react";
import { ContactFormIslandRoot, contactFormStrings } from "../contact/ContactFormIsland";
import contactCss from "../contact/contact.css?inline";
import type { PreviewSite } from "../content/read";
import type { Partner } from "../content/schemas";
import { withFacts } from "../content/facts";
import { SitePartners } from "../components/SitePartners";
import { SiteFooter, SiteTop } from "../components/SiteLayout";
import { navItems } from "../components/nav";
import { StatsBand } from "../components/sections/StatsBand";
import { TypedHeadline } from "../components/sections/TypedHeadline";
import { createT } from "../i18n/i18n";
import { stringsFor } from "../i18n/localized";
import { strings } from "../i18n/strings";
import {
  defaultLocale,
  editorLocale,
  isLocale,
  localeCodes,
  locales,
  localizePath,
  stripLocale,
  type Locale,
} from "../i18n/locales";
import fontsCss from "../styles/fonts.css?inline";
import webFontsCss from "../styles/web-fonts.css?inline";
import globalCss from "../styles/global.css?inline";
import sectionsCss from "../styles/sections.css?inline";
import { AboutPage } from "../views/about";
import { ContactPage } from "../views/contact";
import { HomePage } from "../views/home";
import { ProductPage } from "../views/product";
import { ProductsListPage } from "../views/products-list";
import { ServicePage } from "../views/service";
import { ServicesListPage } from "../views/services-list";
import { ArticlePage } from "../views/article";
import { NewsListPage } from "../views/news-list";
import { editorPath, pagePath, pages } from "../site";
import {
  articleKindsOf,
  documentKindsOf,
  kinds,
  type ArticleKind,
  type DocumentKind,
} from "../content/kinds";
import type { ArticleFile } from "../content/schemas";
import { documentEntry, type EditorEntryName } from "./config";
import {
  articleSummary,
  bySector,
  caseStudySummary,
  detailShapes,
  homeStats,
  pick,
  productSummary,
  serviceSummary,
} from "../views/shape";
import { CaseStudiesListPage } from "../views/case-studies-list";
import { CaseStudyPage } from "../views/case-study";

/** What /admin/site.json holds: the content around the entry, as the site last read it. */
export type { PreviewSite };

/**
 * The site's styles, given to Decap for the preview's frame (`registerPreviewStyle`, raw). The web
 * fonts' faces, which the site's pages add from script (decision 028), are given as a style sheet.
 */
export const previewStyles = [webFontsCss, fontsCss, globalCss, sectionsCss, contactCss];

/** Decap passes the previewed pane's language beside the documented props. */
type PreviewProps = PreviewTemplateComponentProps & { locale?: string };

/** What a template draws from: the pane's language, the entry's fields in it, and the site around it. */
export interface Scope {
  lang: Locale;
  /** The entry's fields in `lang` (with the shared facts in the default language's pane). */
  data: Record<string, unknown>;
  /** Its file name without the extension, once saved ("cloud-services"). */
  slug: string | undefined;
  site: PreviewSite;
}

export type Draw = (scope: Scope) => { path: string; page: ReactNode };

type HomeData = ComponentProps<typeof HomePage>["data"];

/** The views take their head tags too; the preview has no head of its own. */
const seo = { title: "", description: "", jsonLd: undefined };

/**
 * A service or product as its file would read: the saved file, the facts every language shares
 * (the draft's in the default language's pane, the saved file's in the others) and this pane's copy.
 */
function draftFile<T extends { slug: string }>(saved: readonly T[], { lang, data, slug }: Scope): T {
  const file = saved.find((item) => item.slug === slug);
  const shared = lang === defaultLocale ? data : file;
  return { ...file, ...shared, slug: slug ?? "", [lang]: data } as unknown as T;
}

/** The editor's own words are in its language, whatever the pane's. */
const editorText = {
  lang: editorLocale,
  dir: locales[editorLocale].dir,
  "data-script": locales[editorLocale].script,
} as const;

/** An entry with no page of its own, or one the site renders at build time: where to see it. */
function Elsewhere({ lang, text, paths }: { lang: Locale; text: string; paths: string[] }) {
  return (
    <section className="section">
      <div className="container">
        <p {...editorText}>
          {text}{" "}
          {paths.map((path, index) => (
            <span key={path}>
              {index > 0 && ", "}
              <a href={localizePath(path, lang)} target="_blank" rel="noopener">
                {localizePath(path, lang)}
              </a>
            </span>
          ))}
        </p>
      </div>
    </section>
  );
}

/** A Markdown document's file in one language (`terms-en`): a link to its page, built from it. */
const documentDraws = Object.fromEntries(
  documentKindsOf(kinds).flatMap((name) => {
    const { editor, routes } = kinds[name];
    return localeCodes.map((code): [string, Draw] => [
      documentEntry(name, code),
      () => ({
        path: pagePath(routes.page.name, code),
        page: <Elsewhere lang={code} text={editor.preview} paths={[routes.page.path]} />,
      }),
    ]);
  }),
) as Record<`${DocumentKind}-${Locale}`, Draw>;

/**
 * An article in one language (`news-en`): its page as the site draws it, a draft included, with
 * its Markdown turned into HTML by micromark, which writes no raw HTML and no script link (the
 * site renders it when it is built, as safely: app/content/markdown.ts).
 */
const articleDraws = Object.fromEntries(
  articleKindsOf(kinds).flatMap((name) =>
    localeCodes.map((code): [string, Draw] => [
      documentEntry(name, code),
      ({ data, slug }) => {
        const file = data as Partial<ArticleFile>;
        const article = String(file.article ?? slug?.split("/")[0] ?? "new");
        const path = pagePath("article", code, article);
        // A draft half written: what is missing yet is drawn empty, an unset date as today.
        const summary = articleSummary(
          article,
          {
            title: file.title ?? "",
            description: file.description ?? "",
            date: file.date ?? new Date(),
            updated: file.updated,
            author: file.author ?? "",
            tags: file.tags ?? [],
            cover: file.cover,
            coverAlt: file.coverAlt,
          },
          String(data.body ?? ""),
        );
        const props = {
          seo,
          article: summary,
          switchTo: {},
          list: { title: "", href: pagePath("blog", code) },
        };
        return {
          path,
          page: (
            <ArticlePage lang={code} path={path} data={props}>
              <div dangerouslySetInnerHTML={{ __html: micromark(String(data.body ?? "")) }} />
            </ArticlePage>
          ),
        };
      },
    ]),
  ),
) as Record<`${ArticleKind}-${Locale}`, Draw>;

/** Every entry's draw, by the editor's name for it: one for each entry of the table of kinds. */
const draws = {
  services: (scope) => {
    const file = draftFile(scope.site.services, scope);
    // "/services/new" before the first save.
    const path = pagePath("service", scope.lang, scope.slug ?? "new");
    const data = { slug: file.slug, file, ...detailShapes.services(file, scope.lang, scope.site) };
    return { path, page: <ServicePage lang={scope.lang} path={path} data={data} /> };
  },
  products: (scope) => {
    const file = draftFile(scope.site.products, scope);
    const path = pagePath("product", scope.lang, scope.slug ?? "new");
    const data = { slug: file.slug, file, ...detailShapes.products(file, scope.lang, scope.site) };
    return { path, page: <ProductPage lang={scope.lang} path={path} data={data} /> };
  },
  caseStudies: (scope) => {
    const draft = draftFile(scope.site.caseStudies, scope);
    // A new case study has no services or products yet in a pane other than the default language's.
    const file = { ...draft, services: draft.services ?? [], products: draft.products ?? [] };
    const path = pagePath("caseStudy", scope.lang, scope.slug ?? "new");
    const data = { slug: file.slug, file, ...detailShapes.caseStudies(file, scope.lang, scope.site) };
    return { path, page: <CaseStudyPage lang={scope.lang} path={path} data={data} /> };
  },
  home: ({ lang, data, site }) => {
    const t = createT(strings[lang]);
    const copy = withFacts(
      data as never,
      site.company,
      "content/pages/home.yaml",
      lang,
      t,
    ) as HomeData["copy"];
    const featured =
      lang === defaultLocale
        ? { services: data.featuredServices as string[], products: data.featuredProducts as string[] }
        : site.featured;
    const props: HomeData = {
      seo,
      copy,
      stats: homeStats(t, lang, site),
      services: pick(site.services, featured.services, "Featured services").map(serviceSummary(lang)),
      products: pick(site.products, featured.products, "Featured products").map(productSummary(lang)),
    };
    const { hero } = copy;
    const path = pagePath("home", lang);
    const headline = (
      <TypedHeadline
        id="hero-heading"
        headline={hero.headline}
        phrases={hero.phrases}
        text={hero.headlineText}
      />
    );
    const stats = <StatsBand heading={copy.stats.heading} stats={props.stats} />;
    return {
      path,
      page: <HomePage lang={lang} path={path} data={props} headline={headline} stats={stats} />,
    };
  },
  about: ({ lang, data, site }) => {
    const path = pagePath("about", lang);
    const copy = withFacts(
      data as never,
      site.company,
      "content/pages/about.yaml",
      lang,
      createT(strings[lang]),
    );
    return { path, page: <AboutPage lang={lang} path={path} data={{ seo, copy }} /> };
  },
  contact: ({ lang, data, site }) => {
    const path = pagePath("contact", lang);
    const props = { seo, copy: data as never, company: site.company };
    return {
      path,
      page: (
        <ContactPage
          lang={lang}
          path={path}
          data={props}
          form={
            // The real form, for its look; inert, so nothing is sent from the preview.
            <div inert>
              <ContactFormIslandRoot lang={lang} strings={stringsFor(lang, contactFormStrings)} />
            </div>
          }
        />
      ),
    };
  },
  servicesList: ({ lang, data, site }) => {
    const path = pagePath("servicesAll", lang);
    const props = { seo, copy: data as never, services: site.services.map(serviceSummary(lang)) };
    return { path, page: <ServicesListPage lang={lang} path={path} data={props} /> };
  },
  productsList: ({ lang, data, site }) => {
    const path = pagePath("productsAll", lang);
    const props = { seo, copy: data as never, products: site.products.map(productSummary(lang)) };
    return { path, page: <ProductsListPage lang={lang} path={path} data={props} /> };
  },
  caseStudiesList: ({ lang, data, site }) => {
    const path = pagePath("caseStudies", lang);
    const sectors = bySector(site.caseStudies.map(caseStudySummary(lang)));
    const props = { seo, copy: data as never, sectors };
    return { path, page: <CaseStudiesListPage lang={lang} path={path} data={props} /> };
  },
  newsList: ({ lang, data }) => {
    const path = pagePath("blog", lang);
    const props = {
      seo,
      copy: data as never,
      articles: [],
      paging: { page: 1, pages: 1 },
      feed: pagePath("blogFeed", lang),
      elsewhere: [],
      switchTo: {},
    };
    return { path, page: <NewsListPage lang={lang} path={path} data={props} /> };
  },
  ...documentDraws,
  ...articleDraws,
  company: ({ lang }) => ({
    path: pagePath("contact", lang),
    page: (
      <Elsewhere
        lang={lang}
        text="The company's facts are in every page's footer (below, as saved) and on the contact page:"
        paths={[pages.contact.path, pages.about.path]}
      />
    ),
  }),
  partners: ({ lang, data }) => {
    const path = pagePath("about", lang);
    const partners = (data.partners ?? []) as Partner[];
    return { path, page: <SitePartners lang={lang} path={path} partners={partners} /> };
  },
} satisfies Record<EditorEntryName, Draw>;

export const previewDraws: Readonly<Record<string, Draw>> = draws;

/** Where the preview reads the site around the entry (app/pages/admin/site.json.ts). */
const siteJsonUrl = `${editorPath}/site.json`;

/** /admin/site.json, read each time a preview opens (after a save, it holds the change). */
function useSite(): PreviewSite | Error | undefined {
  const [site, setSite] = useState<PreviewSite | Error>();
  useEffect(() => {
    let current = true;
    fetch(siteJsonUrl)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${siteJsonUrl} answered ${response.status}`);
        return (await response.json()) as PreviewSite;
      })
      .then(
        (value) => current && setSite(value),
        (error: unknown) => current && setSite(error instanceof Error ? error : new Error(String(error))),
      );
    return () => {
      current = false;
    };
  }, []);
  return site;
}

/**
 * While an entry is half written (a section without its paragraphs, a fact misspelt in `{{ }}`),
 * its page may not draw: the preview says why, in the build's words, and draws again at the next
 * change.
 */
class Unfinished extends Component<{ change: unknown; children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidUpdate(previous: { change: unknown }) {
    if (previous.change !== this.props.change && this.state.error) this.setState({ error: undefined });
  }
  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <p className="container section" {...editorText} role="status">
        The page cannot be drawn until this entry is complete: {error.message}
      </p>
    );
  }
}

/** The preview of one entry: the site's header, the page in the pane's language, the footer. */
function Preview({ entry, document: frame, locale, draw }: PreviewProps & { draw: Draw }) {
  const site = useSite();
  const fields = entry.get("data") as { toJS(): Record<string, unknown> } | undefined;
  // The pane's language; in a collection of one language (the news), the entry's own.
  const own = (entry.getIn(["data", "lang"]) as string | undefined) ?? undefined;
  const lang: Locale = isLocale(locale) ? locale : isLocale(own) ? own : defaultLocale;
  useEffect(() => {
    frame.documentElement.lang = lang;
    frame.documentElement.dir = locales[lang].dir;
    // The site's style sheets choose fonts by script (app/styles/global.css).
    frame.documentElement.dataset.script = locales[lang].script;
  }, [frame, lang]);

  if (!site || !fields) return null;
  if (site instanceof Error) {
    return (
      <p {...editorText}>
        The preview needs {siteJsonUrl}, which did not load: {site.message}
      </p>
    );
  }
  const slug = (entry.get("slug") as string | undefined) || undefined;
  return (
    <Unfinished change={fields}>
      <Drawn draw={draw} scope={{ lang, data: fields.toJS(), slug, site }} />
    </Unfinished>
  );
}

function Drawn({ draw, scope }: { draw: Draw; scope: Scope }) {
  const { path, page } = draw(scope);
  const { lang, site } = scope;
  const menu = site.services.map((service) => ({ slug: service.slug, title: service[lang].title }));
  return (
    <>
      <SiteTop lang={lang} path={path} services={menu} nav={navItems.map(({ key }) => key)} />
      <main
        id="main"
        className={stripLocale(path) === pages.home.path ? "site-main" : "site-main site-main--spaced"}
      >
        {page}
      </main>
      <SiteFooter lang={lang} path={path} company={site.company} pages={site.pages} />
    </>
  );
}

/** The preview templates by Decap's name for them: a folder collection's name, or a file's. */
export const previewTemplates = Object.fromEntries(
  Object.entries(previewDraws).map(([name, draw]) => {
    const Template = (props: PreviewTemplateComponentProps) => <Preview {...props} draw={draw} />;
    Template.displayName = `Preview(${name})`;
    return [name, Template];
  }),
);
