import { expect, test } from "./fixtures";

/**
 * The editor's page (/admin, decision 016) as the site's server serves it: never indexed, not in
 * the sitemap, with a CSP of its own; and the public pages never load any of it.
 */
test("/admin answers noindex, with its own CSP, and is not in the sitemap", async ({ request }) => {
  const answer = await request.get("/admin");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  const html = await answer.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).toContain('href="/admin/config.yml"');
  // The loosening the editor needs (its components' inline styles, its git host and local
  // backend) is on /admin alone.
  const editorCsp = answer.headers()["content-security-policy"]!;
  expect(editorCsp).toContain("script-src 'self' 'unsafe-eval';");
  expect(editorCsp).toContain("style-src 'self' 'unsafe-inline'");
  expect(editorCsp).toMatch(/connect-src 'self' [^;]*http:\/\/127\.0\.0\.1:8081/);
  const siteCsp = (await request.get("/about")).headers()["content-security-policy"]!;
  expect(siteCsp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(siteCsp).toContain("connect-src 'self';");

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/about</loc>");
  expect(sitemap).not.toContain("/admin");
  // Its configuration is there for the editor, as generated from the content schemas.
  const config = await (await request.get("/admin/config.yml")).json();
  expect(config.collections.map((collection: { name: string }) => collection.name)).toEqual([
    "services",
    "products",
    "caseStudies",
    "news-en",
    "news-ar",
    "pages",
    "terms",
    "privacy",
    "company",
  ]);
});

test("no public page requests any of the editor's files", async ({ page, request }) => {
  const html = await (await request.get("/admin")).text();
  const editorFiles = [...html.matchAll(/(?:src|href)="(\/(?:assets|admin)\/[^"]+)"/g)].map(
    (match) => match[1]!,
  );
  expect(editorFiles.some((file) => file.endsWith(".js"))).toBe(true);
  const requested: string[] = [];
  page.on("request", (sent) => requested.push(new URL(sent.url()).pathname));
  for (const url of [
    "/",
    "/ar",
    "/contact",
    "/ar/about",
    "/services/cloud-services",
    "/ar/products/imploy",
  ]) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
  }
  expect(requested.length).toBeGreaterThan(6);
  expect(requested.filter((file) => editorFiles.includes(file) || file.startsWith("/admin"))).toEqual([]);
});

test.describe("the editor on the site's server", () => {
  // On 127.0.0.1 the editor first looks for the local backend of `npm run cms` (not running here):
  // the browser logs the refused connection.
  test.use({ allowConsoleErrors: /ERR_CONNECTION_REFUSED/ });

  test("opens under its CSP, offering to sign in to the git host", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("button", { name: /Login with GitLab/i })).toBeVisible({ timeout: 20_000 });
  });
});
