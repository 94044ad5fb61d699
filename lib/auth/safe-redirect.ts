/**
 * Where to send someone after sign-in: same-site paths only. Rejects
 * absolute URLs, protocol-relative `//host`, backslashes (browsers treat
 * `/\host` as `//host`) and control characters; anything else falls back.
 */
export const DEFAULT_AFTER_SIGN_IN = "/admin/email-signups";

export function safeRedirectPath(candidate: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (!candidate || typeof candidate !== "string") return fallback;
  if (!candidate.startsWith("/") || candidate.startsWith("//")) return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  try {
    const base = "http://same-site.invalid";
    const resolved = new URL(candidate, base);
    if (resolved.origin !== base) return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}
