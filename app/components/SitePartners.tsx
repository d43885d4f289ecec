import { localized } from "../i18n/localized";
import { PartnersCarousel } from "./PartnersCarousel";

/**
 * The partners row on a page that loads no script: it scrolls by hand (PartnersCarousel.css). A
 * module of its own, so that the carousel's island does not bring the shell's `localized` along.
 */
export const SitePartners = localized(PartnersCarousel);
