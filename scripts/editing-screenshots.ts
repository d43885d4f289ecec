/**
 * `node --import tsx scripts/editing-screenshots.ts`: the screenshots of the marketers' guide
 * (docs/editing.md), taken from the real editor. It runs `npm run cms` in a copy of the project (so
 * nothing here is committed), opens /admin in Chromium, walks through the guide's steps and writes
 * docs/editing/*.png. Run it again when the editor changes.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { parse } from "yaml";
import { defaultLocale, localeCodes, locales } from "../app/i18n/locales";
import { chromiumArgs, findChromium } from "../tests/support/chromium";
import { copyProject } from "../tests/support/project-copy";

const out = path.resolve(import.meta.dirname, "../docs/editing");
const devPort = Number(process.env.DEV_PORT || 4531);
const origin = `http://127.0.0.1:${devPort}`;

const project = copyProject("editing-screenshots-");
const cms = spawn(process.execPath, ["--import", "tsx", "scripts/cms.ts"], {
  cwd: project.dir,
  env: {
    ...process.env,
    DEV_PORT: String(devPort),
    DEV_API_PORT: String(devPort + 1),
    CMS_PORT: String(devPort + 2),
    DATA_DIR: path.join(project.dir, "data"),
    LOG_LEVEL: "error",
  },
  stdio: "ignore",
});

async function until(url: string) {
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const partnerName = (
  parse(readFileSync(path.resolve(import.meta.dirname, "../content/partners.yaml"), "utf8")) as {
    partners: Array<{ name: string }>;
  }
).partners[0]!.name;

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(out, `${name}.png`) });

try {
  mkdirSync(out, { recursive: true });
  await until(`${origin}/admin/config.yml`);
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const context = await browser.newContext({ viewport: { width: 1280, height: 760 } });
  let page = await context.newPage();

  await page.goto(`${origin}/admin`);
  await page.getByRole("button", { name: "Login" }).click({ timeout: 120_000 });
  await page.getByText("Cloud services").waitFor();
  await shot(page, "1-collections");

  await page.getByText("Cloud services").click();
  const titles = page.getByLabel("Title", { exact: true });
  await titles.nth(1).waitFor();
  await titles.nth(1).fill("خدمات سحابية تعمل بلا توقف");
  await shot(page, "2-side-by-side");

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).waitFor();
  await shot(page, "3-publish");
  await page.keyboard.press("Escape");

  await titles.nth(1).fill("");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
  await page.getByText(/Not saved, as the site would refuse it/).waitFor();
  await page.waitForTimeout(1_000); // the message slides in
  await shot(page, "4-refused");

  // A fresh tab (signed in already), leaving the unsaved change behind.
  await page.close();
  page = await context.newPage();
  await page.goto(`${origin}/admin#/collections/services/entries/data-analytics`);
  await page.getByRole("button", { name: "Published" }).click();
  await page.getByText("Duplicate", { exact: true }).waitFor();
  await page.waitForTimeout(500);
  await shot(page, "5-duplicate");

  // Each step in a tab of its own: Decap does not load another entry on a change of the address's
  // hash alone.
  await page.close();
  page = await context.newPage();
  await page.goto(`${origin}/admin#/collections/company/entries/partners`);
  await page.getByText(partnerName, { exact: true }).first().waitFor({ timeout: 60_000 });
  await shot(page, "6-partners");

  await page.close();
  page = await context.newPage();
  await page.goto(`${origin}/admin#/collections/services/entries/cloud-services`);
  await page.getByRole("button", { name: "Toggle preview" }).click({ timeout: 60_000 });
  // The preview opens in the default language; the guide shows it in one that reads right to left.
  const rightToLeft = localeCodes.find((code) => locales[code].dir === "rtl");
  if (!rightToLeft)
    throw new Error("The guide's preview shows a right-to-left language: the locale table has none.");
  await page.getByRole("button", { name: `Writing in ${defaultLocale.toUpperCase()}` }).click();
  await page.getByRole("menuitem", { name: rightToLeft, exact: true }).click();
  await page.frameLocator("#preview-pane").locator("html[dir=rtl] h1").waitFor();
  await page.waitForTimeout(1_000); // the fonts
  await shot(page, "7-preview");
  await browser.close();
  console.log(`Screenshots written to ${out}`);
} finally {
  cms.kill("SIGTERM");
  await new Promise((resolve) => cms.once("exit", resolve));
  project.remove();
}
