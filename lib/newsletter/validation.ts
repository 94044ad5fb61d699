/**
 * Newsletter address rules, the same in the form, the action and the database: non-space
 * characters, an at sign, non-space characters, a dot, non-space characters;
 * trimmed first; at most 254 characters (the longest address SMTP allows);
 * and no control or invisible formatting character anywhere (see below).
 */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
export const EMAIL_MAX_LENGTH = 254;

/**
 * Control characters (\p{Cc}) and formatting characters (\p{Cf}: zero-width
 * spaces and joiners, right-to-left overrides, soft hyphens...). They are
 * invisible or reorder text, so an address holding one can pass for another
 * in the admin list and the CSV. The database refuses the same set.
 */
export const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}]/u;

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
