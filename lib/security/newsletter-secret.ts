/**
 * NEWSLETTER_SECRET: the key the site signs unsubscribe links and its calls
 * to the database with (the database holds the same key and checks them).
 * Read per call through a computed name, like the other run-time settings in
 * lib/env.ts, so no bundle ever carries its value; nothing here is secret.
 */
export const NEWSLETTER_SECRET_MIN_LENGTH = 32;

const HOW_TO =
  "Set it to a random value of at least 32 characters (for example the output of `openssl rand -base64 32`) " +
  "and add the same value to the database once, as the README's deploy section shows. " +
  "`npm run dev` and `npm start` make and keep one for the embedded local Supabase.";

/** Undefined when unset or blank; throws naming the variable when it is too short. */
export function parseNewsletterSecret(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value.length < NEWSLETTER_SECRET_MIN_LENGTH) {
    throw new Error(`Invalid environment variable NEWSLETTER_SECRET: it has ${value.length} characters, at least ${NEWSLETTER_SECRET_MIN_LENGTH} are needed. ${HOW_TO}`);
  }
  return value;
}

/** The message the server stops with when a production start has no secret. */
export const missingNewsletterSecret = `NEWSLETTER_SECRET is not set: the newsletter cannot sign unsubscribe links or signups. ${HOW_TO}`;

function raw(): string | undefined {
  const env: Readonly<Record<string, string | undefined>> = process.env;
  const name = "NEWSLETTER_SECRET";
  return env[name];
}

/** The secret for this call; throws a clear error when it is missing or too short. */
export function newsletterSecret(): string {
  const secret = parseNewsletterSecret(raw());
  if (!secret) throw new Error(missingNewsletterSecret);
  return secret;
}

/**
 * Start-up check (instrumentation.ts): a production server refuses to start
 * without a usable secret; elsewhere a missing one is only a warning, because
 * the embedded backend supplies it and unit tests do not need it.
 */
export function checkNewsletterSecretAtStart(nodeEnv: string | undefined, warn: (message: string) => void = console.warn): void {
  const secret = parseNewsletterSecret(raw());
  if (secret) return;
  if (nodeEnv === "production") throw new Error(missingNewsletterSecret);
  warn(`⚠ ${missingNewsletterSecret}`);
}
