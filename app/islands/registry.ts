import { FIELD_MESSAGE_KEYS } from "../contact/contract";

/**
 * The islands: the parts of a page that need script, each a React component that the page
 * prerenders in place and the browser hydrates on its own (app/islands/main.ts). A page marks
 * where they are with `<Island>`; it loads their code only if its route is interactive
 * (app/shell/page-handle.ts). Each names the top-level sections of the translations it uses,
 * which the page inlines for it.
 */
export const islands = {
  "typed-headline": {
    load: () => import("../components/sections/TypedHeadline").then((m) => m.TypedHeadline),
    strings: [],
  },
  stats: {
    load: () => import("../components/sections/StatsBand").then((m) => m.StatsBand),
    strings: [],
  },
  partners: {
    load: () => import("../components/PartnersCarousel").then((m) => m.PartnersCarousel),
    strings: ["partners"],
  },
  "contact-form": {
    load: () => import("../contact/ContactFormIsland").then((m) => m.ContactFormIsland),
    // The form's own texts, its field errors and the spec's result keys (top-level keys, DESIGN §2).
    strings: ["contactForm", ...FIELD_MESSAGE_KEYS, "success-message", "error-message"],
  },
} as const;

export type IslandName = keyof typeof islands;
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]["load"]>>;

/** What `<Island>` writes into the page for the browser: the language, strings and props. */
export interface IslandData {
  lang: string;
  strings: Record<string, unknown>;
  props: Record<string, unknown>;
}
