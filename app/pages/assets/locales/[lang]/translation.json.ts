import type { APIContext } from "astro";
import { localeCodes, type Locale } from "../../../../i18n/locales";
import { strings } from "../../../../i18n/strings";

/**
 * /assets/locales/<lang>/translation.json: each language's UI strings in i18next's format, the
 * files the spec's contract names, written by the build from app/i18n/translations/.
 */
export const getStaticPaths = () => localeCodes.map((lang) => ({ params: { lang } }));

export function GET({ params }: APIContext) {
  const body = JSON.stringify(strings[params.lang as Locale], null, 2);
  return new Response(body, { headers: { "content-type": "application/json" } });
}
