/**
 * Where to send someone after sign-in: same-site paths only. Rejects
 * absolute URLs, protocol-relative `//host`, backslashes (browsers treat
 * `/\host` as `//host`) and control characters; anything else falls back.
 */
export const DEFAULT_AFTER_SIGN_IN = "/admin/email-signups";

/** A path a browser resolves on this site whatever the base: one slash, then not a second slash or a backslash. */
function isSameSitePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") && !/[\\\u0000-\u001f\u007f]/.test(path);
}

export function safeRedirectPath(candidate: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (!candidate || typeof candidate !== "string" || !isSameSitePath(candidate)) return fallback;
  try {
    const base = "http://same-site.invalid";
    const resolved = new URL(candidate, base);
    if (resolved.origin !== base) return fallback;
    const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    // Normalising can create what the input did not hold: "/..//evil.example",
    // "/.//evil.example" and "/%2e%2e//evil.example" all become "//evil.example".
    return isSameSitePath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}
