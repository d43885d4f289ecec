import { describe, expect, it } from "vitest";
import { company } from "../../tests/support/content";
import { jsonLdFor, localBusinessesJsonLd, organizationJsonLd } from "./json-ld";

const siteUrl = "https://www.rawafed.example";
const en = { siteUrl, siteName: "Rawafed Digital", lang: "en" as const, company };
const ar = { siteUrl, siteName: "روافد الرقمية", lang: "ar" as const, company };

describe("the Organization (home page)", () => {
  it("names the company, its home page and logo on the public origin", () => {
    const org = organizationJsonLd(en);
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${siteUrl}/#organization`,
      name: "Rawafed Digital",
      legalName: company.legalName,
      url: `${siteUrl}/`,
      logo: `${siteUrl}${company.logo}`,
      email: company.email,
    });
    expect(organizationJsonLd(ar)).toMatchObject({ name: "روافد الرقمية", url: `${siteUrl}/ar` });
  });

  it("has a contact point for each phone, labelled in the page's language", () => {
    const points = organizationJsonLd(ar).contactPoint as Array<Record<string, unknown>>;
    expect(points).toHaveLength(company.phones.length);
    expect(points.map((p) => p.telephone)).toEqual(company.phones.map((phone) => phone.e164));
    expect(points.map((p) => p.contactType)).toEqual(company.phones.map((phone) => phone.label.ar));
    for (const point of points)
      expect(point).toMatchObject({ "@type": "ContactPoint", email: company.email });
  });

  it("lists the social profiles as sameAs and each branch's address", () => {
    const org = organizationJsonLd(en);
    expect(org.sameAs).toEqual(company.social.map((s) => s.url));
    expect(org.sameAs).toHaveLength(4);
    expect(org.address).toEqual(
      company.branches.map((branch) => ({
        "@type": "PostalAddress",
        streetAddress: branch.address.en,
        addressLocality: branch.city,
        addressCountry: branch.countryCode,
      })),
    );
  });
});

describe("the branches (contact page)", () => {
  it("has one LocalBusiness per branch, with address, map and coordinates, in the page's language", () => {
    const businesses = localBusinessesJsonLd(ar);
    expect(businesses).toHaveLength(company.branches.length);
    businesses.forEach((business, i) => {
      const branch = company.branches[i]!;
      expect(business).toMatchObject({
        "@context": "https://schema.org",
        "@type": "LocalBusiness",
        "@id": `${siteUrl}/contact#branch-${branch.id}`,
        name: `روافد الرقمية – ${branch.name.ar}`,
        url: `${siteUrl}/ar/contact`,
        hasMap: branch.mapUrl,
        address: {
          "@type": "PostalAddress",
          streetAddress: branch.address.ar,
          addressCountry: branch.countryCode,
        },
        geo: { "@type": "GeoCoordinates", latitude: branch.geo.latitude, longitude: branch.geo.longitude },
        parentOrganization: { "@id": `${siteUrl}/#organization` },
      });
    });
    expect(new Set(businesses.map((b) => b["@id"])).size).toBe(businesses.length);
  });
});

describe("jsonLdFor", () => {
  it("puts data on the home and contact pages only", () => {
    expect(jsonLdFor("/", en)).toEqual([organizationJsonLd(en)]);
    expect(jsonLdFor("/contact", ar)).toEqual(localBusinessesJsonLd(ar));
    expect(jsonLdFor("/about", en)).toEqual([]);
    expect(jsonLdFor("/services/all", en)).toEqual([]);
  });

  it("survives a round trip through JSON (what the page carries)", () => {
    const org = organizationJsonLd(ar);
    expect(JSON.parse(JSON.stringify(org))).toEqual(org);
  });
});
