/**
 * The contact form's fields, without zod: the form's markup (on the page's critical path) needs
 * these; the schema and the character filters (`characters.ts`, loaded later) build on them.
 */

/** The interests' canonical values: what the form posts and what the ERP receives. */
export const INTERESTS = [
  "Web Development",
  "Digital Transformation",
  "Mobile App Development",
  "Others",
] as const;
export type Interest = (typeof INTERESTS)[number];

export const LIMITS = { full_name: 140, phone: 140, email: 140, message: 4000 } as const;

export const FIELDS = ["full_name", "phone", "email", "message", "interests"] as const;
export type Field = (typeof FIELDS)[number];

/**
 * A letter of the Latin or Arabic script, or a combining mark of those scripts (harakat and accents
 * are "Inherited"). Digits and punctuation are refused.
 */
export const NAME_LETTER = String.raw`(?=[\p{scx=Latin}\p{scx=Arabic}\p{sc=Zinh}])[\p{L}\p{M}]`;

/**
 * The same rules as HTML `pattern`s, for a browser without JavaScript (valid with the `v` flag that
 * browsers apply): not blank, and Arabic-Indic digits allowed in the phone (the server converts them).
 */
export const NAME_PATTERN = String.raw`\s*${NAME_LETTER}(?:${NAME_LETTER}|\s)*`;
const ANY_DIGIT = String.raw`[0-9\u0660-\u0669\u06F0-\u06F9]`;
export const PHONE_PATTERN = String.raw`\s*\+*\(?${ANY_DIGIT}{1,4}\)?[0-9\u0660-\u0669\u06F0-\u06F9\-\s.\/]*`;
