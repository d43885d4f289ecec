/**
 * Company facts in one place: the marketing team changes a phone number, an address or a social
 * profile here and every page, the footer and the search-engine data follow.
 */
import type { Locale } from "../i18n/locales";

type Localized = Record<Locale, string>;

export interface Branch {
  id: string;
  name: Localized;
  address: Localized;
  /** Opens the branch in a maps service, in a new tab. */
  mapUrl: string;
  city: string;
  countryCode: string;
  geo: { latitude: number; longitude: number };
}

export interface PhoneLine {
  label: Localized;
  /** As dialled: E.164. */
  e164: string;
  /** As shown. */
  display: string;
}

export type SocialNetwork = "facebook" | "instagram" | "x" | "linkedin";

export const company = {
  /** Working brand name; the translations carry the shown name in each language. */
  legalName: "Rawafed Digital Solutions LLC",
  foundingYear: 2012,
  logo: "/brand/logo.svg",
  email: "hello@rawafed.example",
  phones: [
    { label: { en: "Sales", ar: "المبيعات" }, e164: "+97142345678", display: "+971 4 234 5678" },
    { label: { en: "Support", ar: "الدعم الفني" }, e164: "+966112345678", display: "+966 11 234 5678" },
  ] satisfies PhoneLine[],
  branches: [
    {
      id: "dubai",
      name: { en: "Dubai office", ar: "مكتب دبي" },
      address: {
        en: "Office 1204, Bay Square Building 7, Business Bay, Dubai, United Arab Emirates",
        ar: "مكتب 1204، مبنى باي سكوير 7، الخليج التجاري، دبي، الإمارات العربية المتحدة",
      },
      mapUrl: "https://www.google.com/maps/search/?api=1&query=Bay+Square+Building+7+Business+Bay+Dubai",
      city: "Dubai",
      countryCode: "AE",
      geo: { latitude: 25.1857, longitude: 55.2799 },
    },
    {
      id: "riyadh",
      name: { en: "Riyadh office", ar: "مكتب الرياض" },
      address: {
        en: "3rd floor, Al Olaya Tower B, King Fahd Road, Al Olaya, Riyadh, Saudi Arabia",
        ar: "الطابق الثالث، برج العليا ب، طريق الملك فهد، حي العليا، الرياض، المملكة العربية السعودية",
      },
      mapUrl: "https://www.google.com/maps/search/?api=1&query=King+Fahd+Road+Al+Olaya+Riyadh",
      city: "Riyadh",
      countryCode: "SA",
      geo: { latitude: 24.6949, longitude: 46.6853 },
    },
  ] satisfies Branch[],
  social: [
    { network: "facebook", url: "https://www.facebook.com/rawafed.digital" },
    { network: "instagram", url: "https://www.instagram.com/rawafed.digital" },
    { network: "x", url: "https://x.com/rawafeddigital" },
    { network: "linkedin", url: "https://www.linkedin.com/company/rawafed-digital" },
  ] satisfies Array<{ network: SocialNetwork; url: string }>,
} as const;
