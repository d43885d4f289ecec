/**
 * The content collections: every file under content/ that the pages are built from, each checked
 * against its schema (app/content/schemas.ts) when Astro loads it. docs/development.md, "Editing content".
 */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import {
  aboutFile,
  companyFile,
  contactFile,
  homeFile,
  partnersFile,
  productFile,
  productsListFile,
  serviceFile,
  servicesListFile,
  termsFile,
} from "./content/schemas";

/** One YAML file under content/, as a collection of one entry named after the file. */
const single = (file: string) => glob({ pattern: file, base: "./content" });

export const collections = {
  services: defineCollection({
    loader: glob({ pattern: "*.yaml", base: "./content/services" }),
    schema: serviceFile,
  }),
  products: defineCollection({
    loader: glob({ pattern: "*.yaml", base: "./content/products" }),
    schema: productFile,
  }),
  terms: defineCollection({ loader: glob({ pattern: "*.md", base: "./content/terms" }), schema: termsFile }),
  home: defineCollection({ loader: single("pages/home.yaml"), schema: homeFile }),
  about: defineCollection({ loader: single("pages/about.yaml"), schema: aboutFile }),
  contact: defineCollection({ loader: single("pages/contact.yaml"), schema: contactFile }),
  servicesList: defineCollection({ loader: single("pages/services.yaml"), schema: servicesListFile }),
  productsList: defineCollection({ loader: single("pages/products.yaml"), schema: productsListFile }),
  company: defineCollection({ loader: single("company.yaml"), schema: companyFile }),
  partners: defineCollection({ loader: single("partners.yaml"), schema: partnersFile }),
};
