/**
 * The security headers the site sends with its content pages when served as
 * the tests serve it (a production build on http://127.0.0.1: no HSTS), so
 * the floor apps are "served the same way" as the site they gauge. Copied
 * from lib/security/csp.ts (these configs are plain JavaScript, which cannot
 * import it); perf-vs-floor.mjs compares the floor's response headers with
 * the site's before measuring and stops if they differ, so the copy cannot
 * drift unnoticed.
 *
 * Why it matters: Cross-Origin-Opener-Policy makes Chrome commit the page in
 * a fresh renderer process when Lighthouse opens it from about:blank. On this
 * bare page that alone measured desktop TBT 32-90 ms (median 84) against
 * 12-51 ms (median 40) without it, four interleaved rounds: a cost of the
 * header, not of the page's code.
 */
export const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), browsing-topics=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  {
    key: "Content-Security-Policy",
    value:
      "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'; manifest-src 'self'; worker-src 'self'; script-src 'self' 'unsafe-inline'; frame-src https://www.youtube-nocookie.com; form-action 'self'",
  },
];

/** The names compared between the site and a floor (lower case, as fetch() reports them). */
export const securityHeaderNames = securityHeaders.map((h) => h.key.toLowerCase());
