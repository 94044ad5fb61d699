/**
 * Newsletter address rules, the same in the form, the action and the database: non-space
 * characters, an at sign, non-space characters, a dot, non-space characters;
 * trimmed first; at most 254 characters (the longest address SMTP allows);
 * and no control, invisible or unassigned character anywhere (see below).
 */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
export const EMAIL_MAX_LENGTH = 254;

/**
 * Code points that draw nothing a reader can tell apart, so an address holding
 * one passes for another in the admin list and the CSV (`look\u034Falike@x.io`
 * and `lookalike@x.io`): controls (Cc), formatting characters (Cf: zero-width
 * spaces and joiners, bidi overrides, soft hyphen), everything Unicode calls
 * default-ignorable (variation selectors, the combining grapheme joiner, Hangul
 * fillers, Khmer inherent vowels...), unassigned (Cn), private-use (Co) and
 * surrogate (Cs) code points, and the blanks no property names: braille blank,
 * the musical null notehead, the object replacement character and U+FFFD (what
 * invalid UTF-8 in a post becomes). The database refuses the same set
 * (scripts/invisible-ranges.mjs writes it out for Postgres).
 */
export const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cn}\p{Co}\p{Cs}\u2800\u{1D159}\uFFFC\uFFFD]/u;

export const newsletterMessages = {
  success: "Successfully subscribed!",
  invalid: "Please enter a valid email address",
  duplicate: "This email is already subscribed",
  failed: "Failed to subscribe. Please try again.",
  exception: "An error occurred",
  tooManyAttempts: "Too many attempts. Please try again in a minute.",
} as const;

export function normalizeEmail(raw: unknown): string {
  return typeof raw === "string" ? raw.trim() : "";
}

export function isValidEmail(raw: unknown): boolean {
  const email = normalizeEmail(raw);
  return email.length > 0 && email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) && !INVISIBLE_CHARACTERS.test(email);
}
