/**
 * Which characters the name and phone fields take: the schema validates with these, and the form
 * drops the others as they are typed or pasted.
 */
import { NAME_LETTER } from "./fields";

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** "٠٥٠ ۱۲۳" → "050 123": Arabic-Indic and Eastern Arabic-Indic digits to ASCII. */
export function toAsciiDigits(value: string): string {
  return value.replace(ARABIC_INDIC_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

const NAME_CHAR = new RegExp(`(?:${NAME_LETTER}|\\s)`, "u");
export const NAME = new RegExp(`^(?:${NAME_LETTER}|\\s)+$`, "u");

/** One character a phone number may hold, before Arabic-Indic digits are turned into ASCII. */
const PHONE_CHAR = /[0-9\u0660-\u0669\u06F0-\u06F9+()\-\s./]/u;
/** The spec's pattern: leading +s, an optional (, 1–4 digits, an optional ), then digits - space . / */
export const PHONE = /^\+*\(?[0-9]{1,4}\)?[0-9\-\s./]*$/;

/** What a field keeps of typed or pasted text: refused characters are dropped. */
export function sanitizeName(value: string): string {
  return Array.from(value)
    .filter((ch) => NAME_CHAR.test(ch))
    .join("");
}

export function sanitizePhone(value: string): string {
  return toAsciiDigits(
    Array.from(value)
      .filter((ch) => PHONE_CHAR.test(ch))
      .join(""),
  );
}
