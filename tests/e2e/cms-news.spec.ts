import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import { startCms, type CmsCopy } from "../support/cms";

/**
 * A marketer publishes news from the editor at /admin (decision 016), offline: `npm run cms` in a
 * copy of the project, Decap's local backend committing there. They write an article in English,
 * then its Arabic version, each previewed as the site draws it and published as a commit of its
 * own file alone; they switch the news on; after `npm run build` the article is in both lists.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

let cms: CmsCopy;
let project: CmsCopy["project"];
let origin: string;
const pageErrors: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cms = await startCms("cms-news-");
  ({ project, origin } = cms);
});

test.afterAll(async () => {
  await cms?.stop();
});

async function openEditor(page: Page, hash: string) {
  page.on("pageerror", (error) => pageErrors.push(`${hash}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !/Failed prop type/.test(message.text()))
      pageErrors.push(`${hash}: ${message.text()}`);
  });
  await page.goto(`${origin}/admin#${hash}`);
  await page.getByRole("button", { name: "Login" }).click({ timeout: 90_000 });
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
  await expect(page.getByText("Changes saved")).toBeVisible({ timeout: 20_000 });
}

const commits = () => Number(project.git("rev-list", "--count", "HEAD"));
const file = (name: string) => readFileSync(path.join(project.dir, name), "utf8");

const articles = {
  en: {
    title: "Our new office in Riyadh",
    description: "We have opened an office in Riyadh to work closer to our clients in Saudi Arabia.",
    author: "Sara Haddad, Communications",
    body: "## Why Riyadh\n\nMore of our clients are in Saudi Arabia every year.",
  },
  ar: {
    title: "مكتبنا الجديد في الرياض",
    description: "افتتحنا مكتبًا في الرياض لنكون أقرب إلى عملائنا في المملكة العربية السعودية.",
    author: "سارة حداد، الاتصال المؤسسي",
    body: "## لماذا الرياض؟\n\nيزداد عدد عملائنا في المملكة عامًا بعد عام.",
  },
} as const;

for (const lang of ["en", "ar"] as const) {
  test(`an article is written in ${lang === "en" ? "English" : "Arabic"}, previewed as the site draws it, and published as a commit of its file alone`, async ({
    page,
  }) => {
    const copy = articles[lang];
    await openEditor(page, `/collections/news-${lang}/new`);
    const title = page.getByLabel("Title", { exact: true });
    await expect(title).toBeVisible({ timeout: 60_000 });
    await page.getByLabel("Article", { exact: true }).fill("riyadh-office");
    await title.fill(copy.title);
    if (lang === "ar") {
      // Arabic is typed right to left.
      await expect(title).toHaveAttribute("dir", "rtl");
    }
    await page.getByLabel("Description", { exact: true }).fill(copy.description);
    // Decap's date picker is the browser's own (its label names its control group, not the input).
    await page.locator('input[type="date"]').first().fill("2026-11-20");
    await page.getByLabel("Author", { exact: true }).fill(copy.author);
    await page.getByLabel(/^Text/).fill(copy.body);

    // The preview: the site's article page, in the language being written, the text as Markdown.
    // One language a collection: the preview is the pane beside the fields from the start.
    const preview = page.frameLocator("#preview-pane");
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(copy.title);
    await expect(preview.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expect(preview.locator(".news-article__body h2")).toHaveText(copy.body.split("\n")[0]!.slice(3));

    const before = commits();
    await publish(page);
    expect(commits()).toBe(before + 1);
    expect(project.git("show", "--name-only", "--format=", "HEAD")).toBe(
      `content/news/riyadh-office/${lang}.md`,
    );
    const written = file(`content/news/riyadh-office/${lang}.md`);
    expect(written).toMatch(new RegExp(`^---\\nlang: ${lang}\\n`));
    expect(written).toContain(`title: ${copy.title}`);
    expect(written).toContain(copy.body);
    expect(project.git("status", "--porcelain")).toBe("");
  });
}

test("the news is switched on from the editor, and after npm run build the article is in both lists", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openEditor(page, "/collections/pages/entries/newsList");
  // The page's first tick box, in the English pane, where the facts every language shares are.
  const enabled = page.getByRole("switch").first();
  await expect(enabled).toBeVisible({ timeout: 60_000 });
  await expect(enabled).toHaveAttribute("aria-checked", "false");
  await enabled.click();
  await expect(enabled).toHaveAttribute("aria-checked", "true");
  const before = commits();
  await publish(page);
  expect(commits()).toBe(before + 1);
  expect(project.git("show", "--numstat", "--format=", "HEAD")).toBe("1\t1\tcontent/pages/news.yaml");
  expect(pageErrors).toEqual([]);

  // The samples are stand-ins, refused by a public build: this one is for 127.0.0.1.
  await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
    cwd: project.dir,
    env: { ...process.env, BUILD_DIR: "build" },
  });
  const built = (url: string) => readFileSync(path.join(project.dir, "build/client", url), "utf8");
  expect(built("blog/index.html")).toContain('href="/blog/riyadh-office"');
  expect(built("ar/blog/index.html")).toContain('href="/ar/blog/riyadh-office"');
  expect(built("blog/riyadh-office/index.html")).toContain(articles.en.title);
  expect(built("ar/blog/riyadh-office/index.html")).toContain(articles.ar.title);
  expect(built("blog/rss.xml")).toContain("/blog/riyadh-office</link>");
});
