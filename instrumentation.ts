/**
 * Runs once when a server instance starts (`next start`, `next dev`, each
 * serverless instance), before it handles a request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { acceptTraceRequests } = await import("./lib/security/forbidden-methods");
  acceptTraceRequests();
  // Next writes some answers (the 308 for a trailing or doubled slash) before
  // next.config.ts's header rules apply: give every response the site's headers.
  const { ServerResponse } = await import("node:http");
  const { fillSecurityHeaders } = await import("./lib/security/response-headers");
  const { everyResponseHeaders } = await import("./lib/security/csp");
  const { buildEnv } = await import("./lib/env");
  fillSecurityHeaders(everyResponseHeaders(buildEnv), ServerResponse.prototype);
  // A production server without NEWSLETTER_SECRET could not sign or check a
  // single unsubscribe link: stop here with a message that says what to set.
  const { checkNewsletterSecretAtStart } = await import("./lib/security/newsletter-secret");
  checkNewsletterSecretAtStart(process.env.NODE_ENV);
}
