import { createHmac } from "node:crypto";

/**
 * What the site signs with NEWSLETTER_SECRET, and how: HMAC-SHA256 as
 * unpadded base64url over a purpose, a newline and the fields. The database
 * (supabase/migrations/*_newsletter_lifecycle.sql) builds the same messages,
 * so it can refuse anything this site did not sign. The purpose comes first so
 * a value signed for one use is never valid for another.
 */
export function hmacBase64Url(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message, "utf8").digest("base64url");
}

/**
 * The address a token is made for: ASCII letters lower-cased, nothing else,
 * so the site and the database (private.token_email) agree in every locale.
 */
export function tokenEmail(email: string): string {
  return email.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** The unsubscribe token of an address: no table needed, nobody without the secret can make one. */
export function unsubscribeToken(secret: string, email: string): string {
  return hmacBase64Url(secret, `unsubscribe\n${tokenEmail(email)}`);
}

/** Vouches that this signup came through the site, for this client. */
export function subscribeSignature(secret: string, clientKey: string, email: string): string {
  return hmacBase64Url(secret, `subscribe\n${clientKey}\n${email}`);
}

/** Vouches for a hit against (or back to) one of the site's limits. */
export function rateLimitSignature(secret: string, action: string, clientKey: string): string {
  return hmacBase64Url(secret, `rate-limit\n${action}\n${clientKey}`);
}

/** What a rate-limit counter counts by: an address, a username, or one username from one address. */
export type ClientKind = "ip" | "username" | "username-ip";

/**
 * The name a client goes by in the rate-limit table: a keyed hash of its IP
 * address or username, so the database never stores either, and nobody
 * without the secret can tell whose counter a row is.
 */
export function clientKey(secret: string, kind: ClientKind, value: string): string {
  return hmacBase64Url(secret, `client\n${kind}\n${value}`);
}
