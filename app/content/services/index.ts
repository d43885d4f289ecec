import type { ServiceSlug } from "../catalogue";
import type { Bilingual, DetailPage } from "../types";
import aiServicesAndConsulting from "./ai-services-and-consulting";
import cloudServices from "./cloud-services";
import dataAnalytics from "./data-analytics";
import digitalMarketing from "./digital-marketing";
import digitalTransformation from "./digital-transformation";
import mobileApplicationDevelopment from "./mobile-application-development";
import testingQa from "./testing-qa";
import uiUxDesign from "./ui-ux-design";
import websiteDevelopment from "./website-development";

/** The long-form copy of every service page, by slug, in both languages. */
export const serviceContent: Record<ServiceSlug, Bilingual<DetailPage>> = {
  "digital-transformation": digitalTransformation,
  "cloud-services": cloudServices,
  "data-analytics": dataAnalytics,
  "testing-qa": testingQa,
  "ui-ux-design": uiUxDesign,
  "mobile-application-development": mobileApplicationDevelopment,
  "website-development": websiteDevelopment,
  "ai-services-and-consulting": aiServicesAndConsulting,
  "digital-marketing": digitalMarketing,
};
