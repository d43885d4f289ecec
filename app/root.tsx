import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteLayout } from "./components/SiteLayout";
import { I18nProvider } from "./i18n/i18n";
import { locales, localeFromPath } from "./i18n/locales";
import { strings } from "./i18n/strings.server";
import { islandsEntryUrl } from "./islands/entry.server";
import { inlineScriptSource } from "./shell/inline-script.server";
import { isInteractive } from "./shell/page-handle";
import "./styles/fonts.css";
import "./styles/global.css";
import "./styles/sections.css";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = localeFromPath(new URL(request.url).pathname);
  // SITE_URL is read at build time (prerender); the server rewrites it if it differs at run time.
  const siteUrl = (process.env.SITE_URL ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
  return {
    lang,
    strings: strings[lang],
    siteUrl,
    siteName: strings[lang].brand.name,
    inlineScript: await inlineScriptSource(),
    islandsEntry: islandsEntryUrl(),
  };
}

// A page keeps its language for its whole life; nothing in the root data changes on navigation.
export function shouldRevalidate() {
  return false;
}

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml", media: "(prefers-color-scheme: light)" },
  { rel: "icon", href: "/favicon-dark.svg", type: "image/svg+xml", media: "(prefers-color-scheme: dark)" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const lang = localeFromPath(pathname);
  const data = useRouteLoaderData<typeof loader>("root");
  // Only a page with interactive parts loads a script file, the islands' (decision 012); the
  // others are HTML and CSS with the small inline script. React Router's own hydration scripts
  // (<Scripts />) go only into the SPA fallback (HydrateFallback below): no page hydrates whole.
  const interactive = isInteractive(useMatches());
  return (
    <html lang={lang} dir={locales[lang].dir} data-static={interactive ? undefined : ""}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {data && <script dangerouslySetInnerHTML={{ __html: data.inlineScript }} />}
        {/* async: the page's DOMContentLoaded never waits for it. */}
        {data && interactive && <script type="module" async src={data.islandsEntry} />}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider lang={loaderData.lang} strings={loaderData.strings}>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </I18nProvider>
  );
}

/**
 * Rendered only into the SPA fallback file that React Router's build makes with `ssr: false`
 * (it refuses a fallback without its scripts). No page uses it, and our server never sends it.
 */
export function HydrateFallback() {
  return <Scripts />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  console.error(error);
  const ar = data?.lang === "ar";
  return (
    <main id="main" className="container error-page">
      <h1>{ar ? "حدث خطأ غير متوقع" : "Something went wrong"}</h1>
      <p>
        <a href={ar ? "/ar" : "/"}>{ar ? "العودة إلى الصفحة الرئيسية" : "Back to the home page"}</a>
      </p>
    </main>
  );
}
