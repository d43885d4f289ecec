import type { Page } from "@playwright/test";

/**
 * Walks the page with Tab, once round, and returns for every element in `within` that got focus
 * whether the visitor could see where focus is: while the element matches :focus-visible, it or
 * one of its three nearest ancestors (a card or a choice that outlines itself around its link or
 * checkbox) has an outline of 2 px or more, or the element has a box shadow.
 */
export async function focusIndicators(page: Page, within = "body") {
  const seen: Array<{ element: string; visible: boolean }> = [];
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press("Tab");
    const info = await page.evaluate((scope) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || el.dataset.focusWalk === "seen") return { done: true } as const;
      el.dataset.focusWalk = "seen";
      if (!el.closest(scope)) return { done: false, skip: true } as const;
      const outlined = (node: Element) => {
        const style = getComputedStyle(node);
        return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
      };
      const ancestors: Element[] = [];
      for (let node = el.parentElement; node && ancestors.length < 3; node = node.parentElement)
        ancestors.push(node);
      const indicator =
        outlined(el) || getComputedStyle(el).boxShadow !== "none" || ancestors.some((node) => outlined(node));
      const name = (el.getAttribute("aria-label") || el.textContent || el.getAttribute("name") || "")
        .trim()
        .replace(/\s+/g, " ")
        .slice(0, 40);
      const href = el.getAttribute("href");
      return {
        done: false,
        skip: false,
        element: `${el.closest("header, footer, main, section")?.tagName.toLowerCase() ?? ""} ${el.tagName.toLowerCase()}${href ? `[href="${href}"]` : ""} "${name}"`,
        visible: el.matches(":focus-visible") && indicator,
      };
    }, within);
    if (info.done) break;
    if (info.skip) continue;
    seen.push({ element: info.element, visible: info.visible });
  }
  return seen;
}
