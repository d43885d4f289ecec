import type { ProductSlug } from "../catalogue";
import type { Bilingual, DetailPage } from "../types";
import digitalOffice from "./digital-office";
import imploy from "./imploy";
import lms from "./lms";
import shaari from "./shaari";
import tshtri from "./tshtri";
import warshati from "./warshati";
import wfi from "./wfi";

/** The long-form copy of every product page, by slug, in both languages. */
export const productContent: Record<ProductSlug, Bilingual<DetailPage>> = {
  imploy,
  shaari,
  wfi,
  tshtri,
  "digital-office": digitalOffice,
  lms,
  warshati,
};
