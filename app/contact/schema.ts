/**
 * The contact form's rules (docs/leads.md), in one zod schema that the browser form and the server's
 * `POST /api/contact` both use, so the two checks cannot drift. Every message is a translation key.
 *
 * `zod/mini` keeps the browser chunk small; the schema is only loaded after the page is interactive.
 */
import * as z from "zod/mini";
import { NAME, PHONE, toAsciiDigits } from "./characters";
import { INTERESTS_INVALID, MESSAGE_TOO_LONG, TOO_LONG } from "./contract";
import { FIELDS, INTERESTS, LIMITS, type Field } from "./fields";

const first = { abort: true } as const;
const notBlank = (value: string) => value.trim() !== "";

export const contactSchema = z.object({
  full_name: z.string({ error: "fname-validation" }).check(
    // Required on the trimmed value: a name of spaces only is no name, not a misspelt one.
    z.refine(notBlank, { error: "fname-validation", ...first }),
    z.refine((value) => NAME.test(value), { error: "name-invalid", ...first }),
    z.maxLength(LIMITS.full_name, { error: TOO_LONG, ...first }),
    // Trimmed, and one space between words ("Layla  Haddad" after a refused digit).
    z.overwrite((value) => value.trim().replace(/\s+/g, " ")),
  ),
  phone: z.string({ error: "phone-validation" }).check(
    z.overwrite(toAsciiDigits),
    z.minLength(1, { error: "phone-validation", ...first }),
    z.refine((value) => PHONE.test(value.trim()) && notBlank(value), { error: "phone-invalid", ...first }),
    z.maxLength(LIMITS.phone, { error: TOO_LONG, ...first }),
    z.trim(),
  ),
  email: z
    .string({ error: "email-validation" })
    .check(
      z.trim(),
      z.minLength(1, { error: "email-validation", ...first }),
      z.maxLength(LIMITS.email, { error: TOO_LONG, ...first }),
      z.email({ error: "email-invalid" }),
    ),
  message: z
    .string({ error: "message-validation" })
    .check(
      z.minLength(1, { error: "message-validation", ...first }),
      z.refine(notBlank, { error: "message-invalid", ...first }),
      z.maxLength(LIMITS.message, { error: MESSAGE_TOO_LONG, ...first }),
      z.trim(),
    ),
  // Checkboxes: none (absent, false, null), one (a string from a urlencoded post) or several.
  interests: z.pipe(
    z.pipe(
      z.optional(
        z.nullable(
          z.union([z.array(z.string()), z.string(), z.literal(false)], { error: INTERESTS_INVALID }),
        ),
      ),
      z.transform((value) => (Array.isArray(value) ? value : typeof value === "string" ? [value] : [])),
    ),
    z.pipe(
      z.array(z.enum(INTERESTS, { error: INTERESTS_INVALID })),
      // Each interest once, in the canonical order.
      z.transform((chosen) => INTERESTS.filter((interest) => chosen.includes(interest))),
    ),
  ),
});

/** What the form holds (and what a client may post). */
export type ContactInput = z.input<typeof contactSchema>;
/** A valid, normalised submission: trimmed text, ASCII digits, known interests. */
export type Contact = z.output<typeof contactSchema>;

export type FieldErrors = Partial<Record<Field, string>>;

/** The first message of each field, as translation keys: the 400 answer's `errors`. */
export function fieldErrors(error: {
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>;
}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (FIELDS as readonly string[]).includes(field)) {
      errors[field as Field] ??= issue.message;
    }
  }
  return errors;
}

export type ParseResult = { ok: true; contact: Contact } | { ok: false; errors: FieldErrors };

/** Validates anything a client sent. */
export function parseContact(input: unknown): ParseResult {
  const object = input && typeof input === "object" && !Array.isArray(input) ? input : {};
  const result = contactSchema.safeParse(object);
  return result.success
    ? { ok: true, contact: result.data }
    : { ok: false, errors: fieldErrors(result.error) };
}
