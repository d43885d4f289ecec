/**
 * The module app/contact/widget-languages.ts makes at build time: by language code, a function that
 * loads the proof-of-work widget's texts in that language.
 */
declare module "virtual:widget-languages" {
  const loaders: Readonly<Record<string, () => Promise<unknown>>>;
  export default loaders;
}
