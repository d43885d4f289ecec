import type { Page } from "@playwright/test";

/**
 * The web fonts' faces the document has, with their state: not the sized fallbacks of
 * app/styles/fonts.css, which it has from the start. The page's script adds the web faces once they
 * are in (app/shell/web-fonts.ts, decision 028).
 */
export function webFaces(page: Page): Promise<Array<{ family: string; status: string }>> {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => !/Fallback/.test(face.family))
      .map(({ family, status }) => ({ family: family.replace(/"/g, ""), status })),
  );
}
