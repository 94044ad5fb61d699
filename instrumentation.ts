/**
 * Runs once when a server instance starts (`next start`, `next dev`, each
 * serverless instance), before it handles a request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { acceptTraceRequests } = await import("./lib/security/forbidden-methods");
  acceptTraceRequests();
  // A production server without NEWSLETTER_SECRET could not sign or check a
  // single unsubscribe link: stop here with a message that says what to set.
  const { checkNewsletterSecretAtStart } = await import("./lib/security/newsletter-secret");
  checkNewsletterSecretAtStart(process.env.NODE_ENV);
}
