/**
 * Newsletter address rules, the same in the form, the action and the database: non-space
 * characters, an at sign, non-space characters, a dot, non-space characters;
 * trimmed first; at most 254 characters (the longest address SMTP allows).
 */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
export const EMAIL_MAX_LENGTH = 254;

export const newsletterMessages = {
  success: "Successfully subscribed!",
  invalid: "Please enter a valid email address",
  duplicate: "This email is already subscribed",
  failed: "Failed to subscribe. Please try again.",
  exception: "An error occurred",
} as const;

export function normalizeEmail(raw: unknown): string {
  return typeof raw === "string" ? raw.trim() : "";
}

export function isValidEmail(raw: unknown): boolean {
  const email = normalizeEmail(raw);
  return email.length > 0 && email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
