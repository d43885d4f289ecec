import type { APIRequestContext } from "@playwright/test";
import { company } from "../support/content";
import { canonicalOf } from "../../app/seo/meta";
import { otherPrerenderedUrls, pageUrls } from "../support/build";
import { readHead, type HeadInfo } from "../support/html";
import { expect, pageReady, test } from "./fixtures";

/**
 * Search engines and sharing, checked on the HTML the real server sends, as a crawler
 * reads it: no JavaScript runs. Titles, descriptions, canonical links, hreflang pairs, OpenGraph
 * and Twitter tags, JSON-LD, the sitemap and robots.txt.
 */
const ogLocale = { en: "en_US", ar: "ar_AR" } as const;

interface Fetched {
  url: string;
  lang: "en" | "ar";
  path: string;
  status: number;
  head: HeadInfo;
}

async function fetchAll(request: APIRequestContext): Promise<Fetched[]> {
  return Promise.all(
    pageUrls.map(async ({ url, lang, path }) => {
      const res = await request.get(url, { maxRedirects: 0 });
      return { url, lang, path, status: res.status(), head: readHead(await res.text()) };
    }),
  );
}

/** The public origin the server runs under: the home page's canonical. Every URL must be on it. */
const originOf = (pages: Fetched[]) => new URL(pages.find((p) => p.url === "/")!.head.canonicals[0]!).origin;

/** A public URL as a path on the server under test (the public origin need not be where it listens). */
const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

test("every page in both languages has one title and one description, each its own", async ({ request }) => {
  const pages = await fetchAll(request);
  for (const page of pages) {
    expect.soft(page.status, page.url).toBe(200);
    expect.soft(page.head.titles, `${page.url}: one <title>`).toHaveLength(1);
    expect.soft(page.head.names.description, `${page.url}: one description`).toHaveLength(1);
    expect.soft(page.head.titles[0]?.trim().length ?? 0, `${page.url}: title`).toBeGreaterThan(10);
    expect
      .soft(page.head.names.description?.[0]?.trim().length ?? 0, `${page.url}: description`)
      .toBeGreaterThan(50);
  }
  // /services and /products show their /all child's list and say so by their canonical link; among
  // the pages that are their own canonical, no two share a title or a description.
  const own = pages.filter((p) => !(p.path in canonicalOf));
  for (const field of ["title", "description"] as const) {
    const byValue = new Map<string, string[]>();
    for (const p of own) {
      const value = field === "title" ? p.head.titles[0] : p.head.names.description?.[0];
      byValue.set(value ?? "", [...(byValue.get(value ?? "") ?? []), p.url]);
    }
    const shared = [...byValue]
      .filter(([, urls]) => urls.length > 1)
      .map(([value, urls]) => `${urls.join(", ")}: "${value}"`);
    expect.soft(shared, `pages sharing a ${field}`).toEqual([]);
  }
});

test("every page has a canonical URL on the public origin and hreflang en, ar and x-default that point at each other, both ways", async ({
  request,
}) => {
  const pages = await fetchAll(request);
  const origin = originOf(pages);
  expect(origin).toMatch(/^https?:\/\/[^/]+$/);
  const byUrl = new Map(pages.map((p) => [new URL(p.url, origin).href, p]));

  for (const page of pages) {
    const { canonicals, alternates } = page.head;
    const canonicalPath = canonicalOf[page.path]
      ? (page.lang === "ar" ? "/ar" : "") + canonicalOf[page.path]
      : page.url;
    expect.soft(canonicals, `${page.url}: canonical`).toEqual([new URL(canonicalPath, origin).href]);
    expect
      .soft(Object.keys(alternates).sort(), `${page.url}: hreflang set`)
      .toEqual(["ar", "en", "x-default"]);
    for (const [hreflang, hrefs] of Object.entries(alternates)) {
      expect.soft(hrefs, `${page.url}: one ${hreflang} alternate`).toHaveLength(1);
      expect.soft(hrefs[0]?.startsWith(origin + "/"), `${page.url}: ${hreflang} on ${origin}`).toBe(true);
    }
    expect.soft(alternates["x-default"], `${page.url}: x-default is English`).toEqual(alternates.en);
    // The page's own language alternate is its canonical URL.
    expect
      .soft(alternates[page.lang], `${page.url}: its ${page.lang} alternate is itself`)
      .toEqual(canonicals);

    // Both ways: the other language's page lists the same pair back.
    const other = page.lang === "en" ? "ar" : "en";
    const counterpart = byUrl.get(alternates[other]?.[0] ?? "");
    expect.soft(counterpart, `${page.url}: its ${other} alternate is a page of the site`).toBeDefined();
    if (counterpart) {
      expect
        .soft(counterpart.head.alternates[page.lang], `${counterpart.url} points back to ${page.url}`)
        .toEqual(canonicals);
      expect
        .soft(counterpart.head.alternates[other], `${counterpart.url} lists itself`)
        .toEqual(counterpart.head.canonicals);
      expect.soft(counterpart.head.alternates["x-default"]).toEqual(alternates["x-default"]);
    }
  }
});

test("every page has OpenGraph and Twitter card tags, in its language, with our share image", async ({
  request,
}) => {
  const pages = await fetchAll(request);
  const origin = originOf(pages);
  const images = new Set<string>();
  for (const { url, lang, head } of pages) {
    const og = head.properties;
    expect.soft(og["og:title"]?.[0], `${url} og:title`).toBeTruthy();
    expect
      .soft(head.titles[0], `${url}: og:title is the title's start`)
      .toContain(og["og:title"]?.[0] ?? "∅");
    expect.soft(og["og:description"], `${url} og:description`).toEqual(head.names.description);
    expect.soft(og["og:url"], `${url} og:url`).toEqual(head.canonicals);
    expect.soft(og["og:type"], `${url} og:type`).toEqual(["website"]);
    expect.soft(og["og:locale"], `${url} og:locale`).toEqual([ogLocale[lang]]);
    expect
      .soft(og["og:locale:alternate"], `${url} og:locale:alternate`)
      .toEqual([ogLocale[lang === "en" ? "ar" : "en"]]);
    expect.soft(og["og:image"]?.[0]?.startsWith(origin + "/"), `${url} og:image on ${origin}`).toBe(true);
    expect.soft(head.names["twitter:card"], `${url} twitter:card`).toEqual(["summary_large_image"]);
    expect.soft(head.names["twitter:image"], `${url} twitter:image`).toEqual(og["og:image"]);
    for (const image of og["og:image"] ?? []) images.add(image);
  }
  for (const image of images) {
    const res = await request.get(pathOf(image));
    expect.soft(res.status(), `${image} answers`).toBe(200);
    expect.soft(res.headers()["content-type"], `${image} is a PNG or JPEG`).toMatch(/^image\/(png|jpeg)/);
  }
});

test("the home page describes the company as an Organization, the contact page each branch as a LocalBusiness", async ({
  request,
}) => {
  const pages = await fetchAll(request);
  const origin = originOf(pages);
  for (const lang of ["en", "ar"] as const) {
    const home = pages.find((p) => p.path === "/" && p.lang === lang)!;
    expect(home.head.jsonLd, `${home.url}`).toHaveLength(1);
    const org = home.head.jsonLd[0]!;
    expect(org["@context"]).toBe("https://schema.org");
    expect(org["@type"]).toBe("Organization");
    expect(org.name).toBe(home.head.properties["og:site_name"]?.[0]);
    expect(org.url).toBe(home.head.canonicals[0]);
    expect(String(org.logo)).toBe(new URL(company.logo, origin).href);
    expect(org.sameAs).toEqual(company.social.map((s) => s.url));
    expect((org.contactPoint as Array<{ telephone: string }>).map((c) => c.telephone)).toEqual(
      company.phones.map((p) => p.e164),
    );
    const logo = await request.get(pathOf(String(org.logo)));
    expect(logo.status(), "the logo answers").toBe(200);

    const contact = pages.find((p) => p.path === "/contact" && p.lang === lang)!;
    expect(contact.head.jsonLd.map((thing) => thing["@type"])).toEqual(
      company.branches.map(() => "LocalBusiness"),
    );
    contact.head.jsonLd.forEach((business, i) => {
      const branch = company.branches[i]!;
      expect(business.address).toMatchObject({
        streetAddress: branch.address[lang],
        addressCountry: branch.countryCode,
      });
      expect(business.hasMap).toBe(branch.mapUrl);
    });
  }
  const others = pages.filter((p) => p.path !== "/" && p.path !== "/contact" && p.head.jsonLd.length);
  expect(
    others.map((p) => p.url),
    "no structured data elsewhere",
  ).toEqual([]);
});

test("/sitemap.xml lists every canonical page in both languages with alternates, and each listed URL answers 200", async ({
  request,
  baseURL,
}) => {
  const pages = await fetchAll(request);
  const origin = originOf(pages);
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await res.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? "",
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
        m[1]!,
        m[2]!,
      ]),
    ) as Record<string, string>,
  }));
  const canonicalPages = pages.filter((p) => !(p.path in canonicalOf));
  expect([...entries.map((e) => e.loc)].sort()).toEqual(
    canonicalPages.map((p) => new URL(p.url, origin).href).sort(),
  );
  const listed = new Set<string>();
  for (const entry of entries) {
    expect.soft(Object.keys(entry.alternates).sort(), entry.loc).toEqual(["ar", "en", "x-default"]);
    listed.add(entry.loc);
    for (const href of Object.values(entry.alternates)) listed.add(href);
  }
  for (const url of listed) {
    expect.soft(url.startsWith(origin + "/"), url).toBe(true);
    // As a crawler asks, without cookies (an Arabic page answered earlier remembers Arabic).
    const page = await fetch(new URL(pathOf(url), baseURL), { redirect: "manual" });
    expect.soft(page.status, url).toBe(200);
  }
});

test("/robots.txt names the sitemap on the public origin", async ({ request }) => {
  const origin = originOf(await fetchAll(request));
  const res = await request.get("/robots.txt");
  expect(res.status()).toBe(200);
  const robots = await res.text();
  expect(robots).toMatch(new RegExp(`^Sitemap: ${origin.replace(/[.]/g, "\\.")}/sitemap\\.xml$`, "m"));
  expect(robots).not.toMatch(/^Disallow: \/$/m);
});

test("the not-found page answers 404 and asks not to be indexed, in both languages", async ({ request }) => {
  for (const url of ["/no-such-page", "/ar/no-such-page", "/blog"]) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(404);
    const head = readHead(await res.text());
    expect(head.names.robots, url).toEqual(["noindex"]);
    expect(head.canonicals, url).toEqual([]);
    expect(head.titles, url).toHaveLength(1);
  }
});

test("a visitor's browser runs the pages with JSON-LD without any CSP violation", async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { reportViolation(v: string): void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  for (const url of ["/", "/ar", "/contact", "/ar/contact"]) {
    await page.goto(url);
    await pageReady(page);
    await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
  }
  expect(violations).toEqual([]);
});

test("the contact form's result pages are not indexed and not in the sitemap", async ({ request }) => {
  expect(otherPrerenderedUrls.length).toBeGreaterThan(0);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const { url } of otherPrerenderedUrls) {
    const res = await request.get(url);
    expect.soft(res.status(), url).toBe(200);
    const head = readHead(await res.text());
    const noindex =
      head.names.robots?.includes("noindex") || /noindex/.test(res.headers()["x-robots-tag"] ?? "");
    expect.soft(noindex, `${url} is noindex`).toBe(true);
    expect.soft(sitemap, url).not.toContain(`${url}<`);
  }
});
