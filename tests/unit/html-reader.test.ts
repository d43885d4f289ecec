import { describe, expect, it } from "vitest";
import { executableInlineScripts, readHead } from "../support/html";

/** The helpers other tests rely on: if these misread a page, those tests would prove nothing. */
describe("the test helper that reads a page's head", () => {
  const html =
    '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/><title>من نحن | روافد</title>' +
    '<meta name="description" content="Tom &amp; Jerry&#x27;s &quot;page&quot;"/>' +
    '<link rel="canonical" href="https://x.example/ar/about"/>' +
    '<link rel="alternate" hrefLang="en" href="https://x.example/about"/>' +
    '<link rel="alternate" hrefLang="x-default" href="https://x.example/about"/>' +
    '<meta property="og:locale:alternate" content="en_US"/>' +
    '<script type="application/ld+json">{"@type":"Organization","name":"R \\u003c D"}</script>' +
    "</head><body><script>window.a=1</script><script type=\"module\">import 'x'</script>" +
    '<script src="/a.js"></script><script type="application/json">{}</script></body></html>';

  it("reads lang, dir, title, meta, canonical, alternates and JSON-LD", () => {
    const head = readHead(html);
    expect(head).toMatchObject({ lang: "ar", dir: "rtl", titles: ["من نحن | روافد"] });
    expect(head.names.description).toEqual([`Tom & Jerry's "page"`]);
    expect(head.canonicals).toEqual(["https://x.example/ar/about"]);
    expect(head.alternates).toEqual({
      en: ["https://x.example/about"],
      "x-default": ["https://x.example/about"],
    });
    expect(head.properties["og:locale:alternate"]).toEqual(["en_US"]);
    expect(head.jsonLd).toEqual([{ "@type": "Organization", name: "R < D" }]);
  });

  it("finds the inline scripts a browser would execute, and only those", () => {
    expect(executableInlineScripts(html)).toEqual(["window.a=1", "import 'x'"]);
  });
});
