/** The site's own client directives (app/shell/client-near.ts, client-interaction.ts), for the `.astro` files' types. */
declare module "astro" {
  interface AstroClientDirectives {
    "client:near"?: boolean;
    "client:interaction"?: boolean;
  }
}

export {};
