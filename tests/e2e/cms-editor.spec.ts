import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "yaml";
import { startCms, type CmsCopy } from "../support/cms";

/**
 * The editor at /admin (decision 016) as a marketer uses it, offline: `npm run cms` in a copy of
 * the project (its own git repository), Decap's local backend writing and committing there, and
 * `npm run build` afterwards. Decap's development build logs React prop-type warnings; those, and
 * the refused save of the test that makes one, are the only console errors allowed here.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

let cms: CmsCopy;
let project: CmsCopy["project"];
let origin: string;
let backend: string;
const pageErrors: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cms = await startCms("cms-editor-");
  ({ project, origin, backend } = cms);
});

test.afterAll(async () => {
  await cms?.stop();
});

/**
 * Opens an entry of the editor, signed in to the local backend. A save refused before it is made
 * (`refusedSave`) is logged by Decap as an error, and its rejected promise left unhandled (an
 * action object, "Object"): the test that makes one expects those and reads the message shown.
 */
async function openEditor(page: Page, hash: string, { refusedSave = false } = {}) {
  page.on("pageerror", (error) => {
    if (!(refusedSave && error.message === "Object")) pageErrors.push(`${hash}: ${error.message}`);
  });
  page.on("console", (message) => {
    const expected = refusedSave
      ? /Failed prop type|Not saved, as the site would refuse it/
      : /Failed prop type/;
    if (message.type() === "error" && !expected.test(message.text()))
      pageErrors.push(`${hash}: ${message.text()}`);
  });
  await page.goto(`${origin}/admin#${hash}`);
  await page.getByRole("button", { name: "Login" }).click({ timeout: 90_000 });
  await expect(page.getByLabel("Title", { exact: true }).first()).toBeVisible({ timeout: 60_000 });
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
}

const commits = () => Number(project.git("rev-list", "--count", "HEAD"));
const file = (name: string) => readFileSync(path.join(project.dir, name), "utf8");

test("a service's English and Arabic headlines are changed side by side, and saved as one commit", async ({
  page,
}) => {
  // What the dev server pushes to the page (the dev client's socket: a content change's reload
  // would come that way), and every new document the page loads (a reload, whatever its cause).
  const pushed: string[] = [];
  page.on("websocket", (socket) => socket.on("framereceived", ({ payload }) => pushed.push(String(payload))));
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  await openEditor(page, "/collections/services/entries/cloud-services");
  const titles = page.getByLabel("Title", { exact: true });
  await expect(titles).toHaveCount(2);
  const [english, arabic] = [titles.nth(0), titles.nth(1)];
  // Side by side: the Arabic pane is to the right of the English one, its fields right to left.
  const [left, right] = [await english.boundingBox(), await arabic.boundingBox()];
  expect(right!.x).toBeGreaterThan(left!.x + left!.width);
  await expect(arabic).toHaveAttribute("dir", "rtl");
  await expect(arabic).toHaveAttribute("lang", "ar");
  expect(await arabic.evaluate((field) => getComputedStyle(field).fontFamily)).toMatch(/^"Readex Pro/);
  await expect(english).toHaveAttribute("dir", "ltr");

  const before = commits();
  await english.fill("Cloud services that stay up");
  await arabic.fill("خدمات سحابية لا تتوقف");
  // A mark in this page: gone if the editor reloads under the marketer.
  await page.evaluate(() => Object.assign(window, { editorSession: "kept" }));
  const loaded = documents.length;
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible({ timeout: 20_000 });
  // The site shows the save on its next load; the editor, open all the while, was not reloaded
  // by that content change.
  await expect(async () => {
    const html = await fetch(`${origin}/services/cloud-services`).then((r) => r.text());
    expect(html).toContain("Cloud services that stay up");
  }).toPass({ timeout: 20_000 });
  // The dev server sends a content change's reload as it takes the change in, before it serves
  // the new content: a request the page makes now is answered after any such message reached it.
  expect(await page.evaluate(() => fetch("/admin/config.yml").then((response) => response.ok))).toBe(true);
  expect(pushed.filter((message) => message.includes("full-reload"))).toEqual([]);
  expect(documents.slice(loaded)).toEqual([]);
  expect(await page.evaluate(() => (window as { editorSession?: string }).editorSession)).toBe("kept");

  expect(commits()).toBe(before + 1);
  const changed = project.git("show", "--name-only", "--format=", "HEAD");
  expect(changed).toBe("content/services/cloud-services.yaml");
  const diff = project.git("show", "HEAD");
  expect(diff).toContain("+  title: Cloud services that stay up");
  expect(diff).toContain("+  title: خدمات سحابية لا تتوقف");
  // The two titles' lines, and nothing else of the file (decision 024).
  expect(project.git("show", "--numstat", "--format=", "HEAD")).toBe(
    "2\t2\tcontent/services/cloud-services.yaml",
  );
  expect(project.git("status", "--porcelain")).toBe("");
});

/** The lines a commit removed and added, in order, without the diff's headers. */
function changedLines(commit: string): string[] {
  return project
    .git("show", "--format=", "--unified=0", commit)
    .split("\n")
    .filter((line) => /^[-+](?![-+]{2} )/.test(line));
}

test("a save changes only what was edited: one Arabic title is a one-line commit, the file otherwise as written", async ({
  page,
}) => {
  const name = "content/services/digital-marketing.yaml";
  const original = file(name);
  // A file people wrote: comments first, lines longer than Decap's own writer folds (80 columns).
  expect(original).toMatch(/^# /);
  expect(original.split("\n").filter((line) => line.length > 80).length).toBeGreaterThan(10);
  await openEditor(page, "/collections/services/entries/digital-marketing");
  const arabic = page.getByLabel("Title", { exact: true }).nth(1);
  const before = await arabic.inputValue();
  expect(original).toContain(`\n  title: ${before}\n`);
  // As a marketer does: select the title, type the new one over it.
  await arabic.selectText();
  await arabic.pressSequentially("التسويق الرقمي الذي يأتيك بالعملاء");
  await expect(arabic).toHaveValue("التسويق الرقمي الذي يأتيك بالعملاء");
  const commitsBefore = commits();
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible({ timeout: 20_000 });

  expect(commits()).toBe(commitsBefore + 1);
  expect(project.git("show", "--numstat", "--format=", "HEAD")).toBe(`1\t1\t${name}`);
  expect(changedLines("HEAD")).toEqual([
    `-  title: ${before}`,
    "+  title: التسويق الرقمي الذي يأتيك بالعملاء",
  ]);
  // Byte for byte the file as it was, but for that line.
  expect(file(name)).toBe(
    original.replace(`\n  title: ${before}\n`, "\n  title: التسويق الرقمي الذي يأتيك بالعملاء\n"),
  );
});

test("the preview shows the page as it will look, with the site's styles, in the language being edited", async ({
  page,
}) => {
  await openEditor(page, "/collections/services/entries/cloud-services");
  await page.getByRole("button", { name: "Toggle preview" }).click();
  const preview = page.frameLocator("#preview-pane");
  const root = preview.locator("html");
  const headline = preview.getByRole("heading", { level: 1 });
  const fontOf = (element: Element) => getComputedStyle(element).fontFamily;

  // The saved page, in English: the site's header and footer around it, its typeface.
  await expect(headline).toHaveText("Cloud services that stay up");
  await expect(root).toHaveAttribute("lang", "en");
  await expect(root).toHaveAttribute("dir", "ltr");
  expect(await headline.evaluate(fontOf)).toMatch(/^"Inter/);
  await expect(preview.getByRole("banner")).toBeVisible();
  await expect(preview.getByRole("contentinfo")).toBeVisible();
  // A change shows as it is typed, before any save.
  await page.getByLabel("Title", { exact: true }).first().fill("Cloud services, always on");
  await expect(headline).toHaveText("Cloud services, always on");

  // The Arabic pane: right to left in the Arabic typeface, the call to action on the right, and
  // the picture every language shares (kept in the English pane).
  await page.getByRole("button", { name: "Writing in EN" }).click();
  await page.getByRole("menuitem", { name: "ar", exact: true }).click();
  await expect(root).toHaveAttribute("dir", "rtl");
  await expect(root).toHaveAttribute("lang", "ar");
  await expect(headline).toHaveText("خدمات سحابية لا تتوقف");
  expect(await headline.evaluate(fontOf)).toMatch(/^"Readex Pro/);
  const call = await preview.locator(".page-header .btn--primary").boundingBox();
  const frame = await page.locator("#preview-pane").boundingBox();
  expect(call!.x + call!.width / 2).toBeGreaterThan(frame!.x + frame!.width / 2);
  const { en } = parse(file("content/services/cloud-services.yaml")) as { en: { illustration: string } };
  // One of the site's own pictures, written into the page as markup as the built page has it,
  // named in the Arabic pane by its Arabic alternative text.
  const viewBox = /viewBox="([^"]+)"/.exec(file(`public${en.illustration}`))![1]!;
  const picture = preview.locator(".split__media").first().locator(".first-screen-picture");
  await expect(picture).toHaveRole("img");
  await expect(picture).toHaveAccessibleName("رسم توضيحي: خوادم سحابية متصلة بمكاتب الشركة ومركز بياناتها");
  await expect(picture.locator("svg")).toHaveAttribute("viewBox", viewBox);
  await expect(preview.locator(".split__media").first().locator("img")).toHaveCount(0);
});

test("an empty required Arabic field blocks the save with its message", async ({ page }) => {
  await openEditor(page, "/collections/services/entries/testing-qa", { refusedSave: true });
  const before = commits();
  const text = file("content/services/testing-qa.yaml");
  const arabic = page.getByLabel("Title", { exact: true }).nth(1);
  await arabic.fill("");
  await publish(page);
  // Decap checks only the first language's pane; the schema check before the save (app/admin/cms.ts)
  // names the Arabic field, with the build's own message.
  await expect(
    page.getByText(/Not saved, as the site would refuse it:\s*العربية › Title: must not be empty/),
  ).toBeVisible();
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  expect(commits()).toBe(before);
  expect(file("content/services/testing-qa.yaml")).toBe(text);
});

test("a new service is added from the editor, by duplicating one, in both languages", async ({ page }) => {
  await openEditor(page, "/collections/services/entries/data-analytics");
  await page.getByRole("button", { name: "Published" }).click();
  await page.getByText("Duplicate", { exact: true }).click();
  await expect(page).toHaveURL(/#\/collections\/services\/new/);
  const titles = page.getByLabel("Title", { exact: true });
  // The copy holds the original's fields, unsaved, until they are changed.
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await expect(titles.nth(0)).toHaveValue("Data analytics");
  await titles.nth(0).fill("Cybersecurity");
  await titles.nth(1).fill("الأمن السيبراني");
  // Facts every language shares are edited in the English pane.
  await page.getByLabel("Order", { exact: true }).first().fill("10");
  await expect(titles.nth(0)).toHaveValue("Cybersecurity");
  const before = commits();
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible({ timeout: 20_000 });
  expect(commits()).toBe(before + 1);
  expect(project.git("show", "--name-only", "--format=", "HEAD")).toBe("content/services/cybersecurity.yaml");
  const added = file("content/services/cybersecurity.yaml");
  expect(added).toContain("title: Cybersecurity");
  expect(added).toContain("title: الأمن السيبراني");
  // A new file, not the copied one's: none of its comments (they name the other service).
  expect(file("content/services/data-analytics.yaml")).toMatch(/^# /);
  expect(added).not.toMatch(/^#/m);
});

test("after npm run build, the changes are on the site in both languages, the new service everywhere a service is", async () => {
  test.setTimeout(180_000);
  await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
    cwd: project.dir,
    env: { ...process.env, BUILD_DIR: "build" },
  });
  const built = (url: string) =>
    readFileSync(path.join(project.dir, "build/client", url, "index.html"), "utf8");
  const h1 = (html: string) =>
    /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, "")
      .trim();

  expect(h1(built("services/cloud-services"))).toBe("Cloud services that stay up");
  const arabic = built("ar/services/cloud-services");
  expect(arabic).toMatch(/<html lang="ar" dir="rtl"/);
  expect(h1(arabic)).toBe("خدمات سحابية لا تتوقف");

  expect(h1(built("services/cybersecurity"))).toBe("Cybersecurity");
  expect(h1(built("ar/services/cybersecurity"))).toBe("الأمن السيبراني");
  // In the services list and the menu of every page, in both languages, and in the sitemap.
  expect(built("services/all")).toContain('href="/services/cybersecurity"');
  expect(built("ar/services/all")).toContain('href="/ar/services/cybersecurity"');
  expect(built("about")).toMatch(/<header[\s\S]*href="\/services\/cybersecurity"[\s\S]*<\/header>/);
  const sitemap = readFileSync(path.join(project.dir, "build/client/sitemap.xml"), "utf8");
  expect(sitemap).toContain("/services/cybersecurity</loc>");
  expect(sitemap).toContain("/ar/services/cybersecurity");
  expect(pageErrors).toEqual([]);
});

test("the local backend answers 127.0.0.1 alone, and the editor's origin alone", async () => {
  const port = Number(new URL(backend).port);
  // Another address of this machine: nothing listens there.
  const elsewhere = Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && address.family === "IPv4" && !address.internal)?.address;
  test.skip(!elsewhere, "this machine has no address but the loopback one");
  const refused = await new Promise<string>((resolve) => {
    const socket = connect({ host: elsewhere!, port }, () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });
  expect(refused).toBe("ECONNREFUSED");

  // A browser on another site cannot write through it: its CORS names the editor's origin only
  // (a browser refuses an answer whose allowed origin is not its own).
  const preflight = (from: string) =>
    fetch(backend, {
      method: "OPTIONS",
      headers: {
        origin: from,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    }).then((r) => r.headers.get("access-control-allow-origin"));
  expect(await preflight("https://attacker.example")).not.toBe("https://attacker.example");
  expect(await preflight(origin)).toBe(origin);
});
