import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { JSDOM } from "jsdom";
import { runAxe } from "../support/axe";
import { copyProject } from "../support/project-copy";
import { killSiteProcesses, startSiteProcess, type SiteProcess } from "../support/site-process";
import { expect, pageReady, test } from "./fixtures";
import { recordLayoutShifts } from "./layout-shifts";
import { fontSwapShift } from "./web-fonts";

/**
 * The news (/blog) switched on, as a marketer switches it on: in a copy of the project,
 * content/pages/news.yaml's `enabled` ticked (and one article a page, so that the Arabic list has
 * a second page), plus an article written in English only; built with `npm run build` and served
 * by the real server. As shipped the news is off: the shared build has no /blog (unit tests,
 * app/content/news.test.ts).
 */
test.describe.configure({ mode: "serial" });

let project: ReturnType<typeof copyProject> | undefined;
let site: SiteProcess | undefined;
let dataDir: string | undefined;

const englishOnly = `---
lang: en
article: a-note-in-english
title: A note written in English only
description: An article with no Arabic version, to see that nothing leads to one.
date: 2026-09-01
author: Test Author, Editor
tags: [Notes]
draft: false
---

## One section

A short text in English only.
`;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  project = copyProject("news-");
  const newsFile = path.join(project.dir, "content/pages/news.yaml");
  writeFileSync(
    newsFile,
    readFileSync(newsFile, "utf8")
      .replace(/^ {2}enabled: false$/m, "  enabled: true")
      .replace(/^ {2}perPage: \d+$/m, "  perPage: 1"),
  );
  mkdirSync(path.join(project.dir, "content/news/a-note-in-english"), { recursive: true });
  writeFileSync(path.join(project.dir, "content/news/a-note-in-english/en.md"), englishOnly);
  await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
    cwd: project.dir,
    env: { ...process.env, BUILD_DIR: "build" },
  });
  dataDir = mkdtempSync(path.join(os.tmpdir(), "news-e2e-"));
  const { siteUrl } = JSON.parse(readFileSync(path.join(project.dir, "build/build-info.json"), "utf8")) as {
    siteUrl: string;
  };
  site = await startSiteProcess({
    BUILD_DIR: path.join(project.dir, "build"),
    DATA_DIR: dataDir,
    SITE_URL: siteUrl,
  });
});

test.afterAll(async () => {
  if (site && site.process.exitCode === null) {
    site.process.kill("SIGTERM");
    await Promise.race([site.exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  killSiteProcesses();
  project?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${site!.url}${url}`, { headers, redirect: "manual" });
const html = async (url: string) => {
  const answer = await get(url);
  expect(answer.status, url).toBe(200);
  return new JSDOM(await answer.text()).window.document;
};

test("the lists are newest first, a page at a time, in each language; a page a language lacks is a 404", async () => {
  const english = await html("/blog");
  expect([...english.querySelectorAll(".news__title a")].map((a) => a.getAttribute("href"))).toEqual([
    "/blog/moving-your-erp-to-the-cloud",
  ]);
  expect(english.querySelector('a[rel="next"]')?.getAttribute("href")).toBe("/blog/page/2");
  const second = await html("/blog/page/2");
  expect([...second.querySelectorAll(".news__title a")].map((a) => a.getAttribute("href"))).toEqual([
    "/blog/a-note-in-english",
  ]);
  expect(second.querySelector('a[rel="prev"]')?.getAttribute("href")).toBe("/blog");

  const arabic = await html("/ar/blog");
  expect(arabic.documentElement.getAttribute("dir")).toBe("rtl");
  expect([...arabic.querySelectorAll(".news__title a")].map((a) => a.getAttribute("href"))).toEqual([
    "/ar/blog/designing-arabic-first-interfaces",
  ]);
  expect((await html("/ar/blog/page/2")).querySelector(".news__title a")?.getAttribute("href")).toBe(
    "/ar/blog/moving-your-erp-to-the-cloud",
  );
  expect((await get("/ar/blog/page/3")).status).toBe(404);
  expect((await get("/ar/blog/a-note-in-english")).status).toBe(404);
  expect((await get("/blog/designing-arabic-first-interfaces")).status).toBe(404);
});

test("each feed is valid RSS 2.0, newest first, and every page names its language's feed", async () => {
  for (const [url, links] of [
    ["/blog/rss.xml", ["/blog/moving-your-erp-to-the-cloud", "/blog/a-note-in-english"]],
    [
      "/ar/blog/rss.xml",
      ["/ar/blog/designing-arabic-first-interfaces", "/ar/blog/moving-your-erp-to-the-cloud"],
    ],
  ] as const) {
    const answer = await get(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/xml/);
    const feed = new JSDOM(await answer.text(), { contentType: "application/xml" }).window.document;
    expect(feed.querySelector("parsererror")).toBeNull();
    expect(feed.documentElement.tagName).toBe("rss");
    expect(feed.documentElement.getAttribute("version")).toBe("2.0");
    const channel = feed.querySelector("rss > channel")!;
    for (const required of ["title", "link", "description"])
      expect(channel.querySelector(`:scope > ${required}`)?.textContent, required).toBeTruthy();
    const items = [...channel.querySelectorAll(":scope > item")];
    expect(items.map((item) => new URL(item.querySelector("link")!.textContent!).pathname)).toEqual(links);
    for (const item of items) {
      expect(item.querySelector("title")?.textContent).toBeTruthy();
      expect(item.querySelector("guid")?.textContent).toBe(item.querySelector("link")?.textContent);
      // RFC 822 dates, as RSS 2.0 has them.
      expect(item.querySelector("pubDate")?.textContent).toMatch(
        /^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
      );
    }
  }
  for (const [url, feed] of [
    ["/", "/blog/rss.xml"],
    ["/ar/about", "/ar/blog/rss.xml"],
    ["/ar/blog/designing-arabic-first-interfaces", "/ar/blog/rss.xml"],
  ]) {
    const link = (await html(url!)).querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(link?.getAttribute("href"), url).toBe(feed);
  }
});

test("an article's page: its facts, OpenGraph article tags and BlogPosting data; hreflang pairs only the languages it is in", async () => {
  const both = await html("/blog/moving-your-erp-to-the-cloud");
  const alternates = (doc: Document) =>
    [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => link.getAttribute("hreflang"));
  expect(alternates(both)).toEqual(["en", "ar", "x-default"]);
  expect(both.querySelector('meta[property="og:type"]')?.getAttribute("content")).toBe("article");
  expect(both.querySelector('meta[property="article:published_time"]')?.getAttribute("content")).toBe(
    "2026-10-14",
  );
  expect(both.querySelector("time")?.getAttribute("datetime")).toBe("2026-10-14");
  const data = [...both.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
  );
  expect(data).toContainEqual(
    expect.objectContaining({ "@type": "BlogPosting", datePublished: "2026-10-14", inLanguage: "en" }),
  );

  const arabicOnly = await html("/ar/blog/designing-arabic-first-interfaces");
  expect(alternates(arabicOnly)).toEqual(["ar", "x-default"]);
  expect(arabicOnly.querySelector('link[hreflang="x-default"]')?.getAttribute("href")).toMatch(
    /\/ar\/blog\/designing-arabic-first-interfaces$/,
  );
  // The language switch leads to the English news list, not to a page that is not there.
  expect(arabicOnly.querySelector("a.lang-switch")?.getAttribute("href")).toBe("/blog");
  expect(both.querySelector("a.lang-switch")?.getAttribute("href")).toBe(
    "/ar/blog/moving-your-erp-to-the-cloud",
  );
});

test("the sitemap lists each article in its languages with its last change, and the header links the news", async () => {
  const sitemap = await (await get("/sitemap.xml")).text();
  expect(sitemap).toMatch(
    /<loc>[^<]*\/ar\/blog\/designing-arabic-first-interfaces<\/loc>\n {4}<lastmod>2026-11-09<\/lastmod>/,
  );
  expect(sitemap).not.toMatch(/<loc>[^<]*[^r]\/blog\/designing-arabic-first-interfaces<\/loc>/);
  expect(sitemap).toMatch(
    /<loc>[^<]*\/blog\/moving-your-erp-to-the-cloud<\/loc>\n {4}<lastmod>2026-10-14<\/lastmod>/,
  );
  for (const url of ["/", "/ar"]) {
    const nav = (await html(url)).querySelector(".main-nav");
    expect(nav?.querySelector(`a[href="${url === "/" ? "" : url}/blog"]`), url).not.toBeNull();
  }
});

test("a visitor whose language is Arabic stays on an article written in English only", async ({ page }) => {
  // The server's redirect for a visitor whose cookie says Arabic leads only to a page that exists.
  const answer = await get("/blog/a-note-in-english", { cookie: "i18next=ar" });
  expect(answer.status).toBe(200);
  expect(
    (await get("/blog/moving-your-erp-to-the-cloud", { cookie: "i18next=ar" })).headers.get("location"),
  ).toBe("/ar/blog/moving-your-erp-to-the-cloud");
  // The page's script does the same with what it alone knows (localStorage).
  await page.goto(`${site!.url}/about`);
  await page.evaluate(() => localStorage.setItem("i18nextLng", "ar"));
  // An article in both languages: the script sends this visitor to the Arabic one.
  await page.goto(`${site!.url}/blog/moving-your-erp-to-the-cloud`);
  await expect(page).toHaveURL(/\/ar\/blog\/moving-your-erp-to-the-cloud$/);
  // The English-only one: the page stays, in English.
  await page.goto(`${site!.url}/blog/a-note-in-english`, { waitUntil: "load" });
  await expect(page).toHaveURL(/\/blog\/a-note-in-english$/);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
});

for (const url of [
  "/blog",
  "/ar/blog",
  "/blog/moving-your-erp-to-the-cloud",
  "/ar/blog/designing-arabic-first-interfaces",
]) {
  test(`${url} loads no script file and passes axe`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${site!.url}${url}`);
    await pageReady(page);
    expect(await page.locator("html").getAttribute("data-static")).toBe("");
    expect(await page.locator("astro-island").count()).toBe(0);
    expect(scripts).toEqual([]);
    expect(await runAxe(page)).toEqual([]);
  });
}

// What the font swap test (shell-font-swap.spec.ts) holds for the shipped pages, for the news: on a
// phone as Lighthouse's (1.75 device pixels per CSS pixel) at three common widths, and on a laptop.
// An article's date, author and reading time in one sentence wrapped differently in the web font
// and moved the Arabic article's text by 0.11 at 390 px.
test.describe("when the web fonts arrive after the first paint", () => {
  test.use({ reducedMotion: "reduce" });
  const phones = [360, 390, 412].map((width) => ({ width, height: 823 }));
  for (const url of [
    "/blog",
    "/ar/blog",
    "/blog/moving-your-erp-to-the-cloud",
    "/ar/blog/moving-your-erp-to-the-cloud",
  ]) {
    test(`${url}: the text moves by less than 0.05`, async ({ browser, page }) => {
      const phone = await browser.newContext({ deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      try {
        const onPhone = await phone.newPage();
        await recordLayoutShifts(onPhone);
        for (const viewport of phones) {
          const { total, shifts } = await fontSwapShift(onPhone, `${site!.url}${url}`, viewport);
          expect(total, `${url} @${viewport.width}px: ${JSON.stringify(shifts)}`).toBeLessThan(0.05);
        }
      } finally {
        await phone.close();
      }
      await recordLayoutShifts(page);
      const laptop = { width: 1440, height: 900 };
      const { total, shifts } = await fontSwapShift(page, `${site!.url}${url}`, laptop);
      expect(total, `${url} @1440px: ${JSON.stringify(shifts)}`).toBeLessThan(0.05);
    });
  }
});
