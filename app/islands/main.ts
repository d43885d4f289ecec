/**
 * The script of an interactive page (the only script file a page loads; decision 012). It waits
 * until the page has painted, then hydrates each island (app/islands/Island.tsx) in a React root
 * of its own and starts the scroll reveal. Everything else on the page is HTML that no script
 * touches. Only this small module is on the page; React and each island's code are fetched after
 * the paint, each island's code only if the page has that island.
 */
import type { Strings } from "../i18n/i18n";
import type { Locale } from "../i18n/locales";
import { islands, type IslandData, type IslandName } from "./registry";

async function start() {
  const elements = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  const [{ createElement, useEffect }, { hydrateRoot }, { I18nProvider }] = await Promise.all([
    import("react"),
    import("react-dom/client"),
    import("../i18n/i18n"),
  ]);
  const hydrated = elements.map(async (element) => {
    const name = element.dataset.island as IslandName;
    const { lang, strings, props } = JSON.parse(element.dataset.props!) as IslandData;
    const Component = (await islands[name].load()) as React.ComponentType<Record<string, unknown>>;
    // Resolves once the island's own effects have run (a parent's effect runs after its children's).
    await new Promise<void>((done) => {
      function Ready({ children }: { children: React.ReactNode }) {
        useEffect(done, []);
        return children;
      }
      const island = createElement(Component, props);
      hydrateRoot(
        element,
        createElement(Ready, {
          children: createElement(I18nProvider, {
            lang: lang as Locale,
            strings: strings as Strings,
            children: island,
          }),
        }),
      );
    });
  });
  const reveal = document.querySelector("[data-reveal]")
    ? import("../components/sections/reveal").then(({ revealOnScroll }) => revealOnScroll(document.body))
    : undefined;
  await Promise.all([...hydrated, reveal]);
  // Styles that stand in for script (the partners row scrolling by hand) switch off now.
  document.documentElement.dataset.hydrated = "";
}

/**
 * After the frame painted once the page has loaded: the load event can come before the first
 * paint, and the page's own paint should not share the line or the main thread with the islands'
 * code. A timer stands in where no frame comes (a background tab; headless Chromium at times).
 */
let started = false;
const once = () => {
  if (started) return;
  started = true;
  start().catch((error: unknown) => console.error("The page's interactive parts could not start.", error));
};
const afterPaint = () => {
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
};
if (document.readyState === "complete") afterPaint();
else addEventListener("load", afterPaint, { once: true });
