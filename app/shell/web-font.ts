/**
 * The web font joins the page once it is here (decision 028). The page's root comes with
 * data-fonts="waiting", which, where script runs, keeps the web font out of the font stacks
 * (app/styles/fonts.css): the first layout draws the text in the web font's sized fallbacks
 * without looking up a stand-in for a font still on its way, at every size and weight of text.
 * This loads the page's web font (the root's --font-web, app/styles/global.css) for the characters
 * of the page's text, so that only the subsets it needs are fetched, as the browser would; then
 * takes data-fonts off, and the page swaps to it. Also when the font failed to load: the stacks
 * then skip it, as they do for a visitor without script.
 *
 * Self-contained (no imports): Astro writes it into the page (app/layouts/Page.astro).
 */
export function loadWebFont(): void {
  const root = document.documentElement;
  const use = () => root.removeAttribute("data-fonts");
  document.fonts
    .load(`1em ${getComputedStyle(root).getPropertyValue("--font-web")}`, document.body.textContent!)
    .then(use, use);
}
